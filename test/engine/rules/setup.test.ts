/** RULES.md §1 (editions), §2 (setup), R-13, R-15, R-16 (deal), §6 variants at setup. */
import { describe, expect, it } from "vitest";
import {
  BOARD_LAYOUT,
  CLASSIC,
  EDITIONS,
  STAR_SQUARES,
  WINTER,
  applyAction,
  createGame,
  turnOrder,
  type GameOptions,
  type GameState,
  type PlayerCount,
} from "../../../game/engine/index.js";
import { rngFromSeed, shuffleInPlace } from "../../../game/engine/rng.js";
import { apply, nonZero, reject } from "./helpers.js";

function create(options: GameOptions, seed = "setup-seed"): GameState {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function allCardIds(state: GameState): number[] {
  const ids = [...state.deck, ...state.removed];
  for (const player of state.players) {
    for (const slot of player.queue) ids.push(...slot);
    ids.push(...player.likes, ...player.dislikes, ...player.discarded);
  }
  return ids;
}

/** The shuffled deck as setup builds it (no chaos board and a fixed starting player: the seed only shuffles). */
function shuffledDeck(edition: "classic" | "winter", seed: string, exclude: number[] = []): { deck: number[]; rng: ReturnType<typeof rngFromSeed> } {
  const rng = rngFromSeed(seed);
  const ids = EDITIONS[edition].deck.map((_, id) => id).filter((id) => !exclude.includes(id));
  return { deck: shuffleInPlace(ids, rng), rng };
}

describe("§1 editions: decks, supply, speed tokens", () => {
  it("§1: Classic has 80 order cards, Winter 90", () => {
    expect(CLASSIC.deck.length).toBe(80);
    expect(WINTER.deck.length).toBe(90);
    expect(CLASSIC.deck.filter((c) => c.specialty).length).toBe(30);
  });

  it("§1: Winter removes 20 cards unseen with 2 players, 10 with 3, none with 4; Classic removes none", () => {
    const expected: Record<PlayerCount, number> = { 2: 20, 3: 10, 4: 0 };
    for (const players of [2, 3, 4] as PlayerCount[]) {
      const winter = create({ edition: "winter", players, startingPlayer: 0 });
      expect(winter.removed.length).toBe(expected[players]);
      const ids = allCardIds(winter);
      expect(ids.length).toBe(90);
      expect(new Set(ids).size).toBe(90);
      const dealt = players * 2 + 1;
      expect(winter.deck.length).toBe(90 - expected[players] - dealt);

      const classic = create({ edition: "classic", players, startingPlayer: 0 });
      expect(classic.removed.length).toBe(0);
      expect(classic.deck.length).toBe(80 - dealt);
      expect(new Set(allCardIds(classic)).size).toBe(80);
    }
  });

  it("§1/R-7: Classic's supply is limited to coffee 18 and 12 of each other ingredient; Winter's is unlimited", () => {
    const classic = create({ edition: "classic", players: 3, startingPlayer: 0 });
    expect(classic.supply).toEqual({ coffee: 18, milk: 12, steam: 12, ice: 12, chocolate: 12, caramel: 12, tea: 12, water: 12 });
    const winter = create({ edition: "winter", players: 3, startingPlayer: 0 });
    expect(winter.supply).toBeNull();
  });

  it("§1: Winter players start with 1 cookie, Classic players with no rush token", () => {
    for (const players of [2, 3, 4] as PlayerCount[]) {
      expect(create({ edition: "winter", players }).players.every((p) => p.speedTokens === 1)).toBe(true);
      expect(create({ edition: "classic", players }).players.every((p) => p.speedTokens === 0)).toBe(true);
    }
  });

  it("§1: Classic uses all 4 base upgrades; Winter's table picks 4 of 6 (first game set by default)", () => {
    const classic = create({ edition: "classic", players: 2 });
    for (const player of classic.players) {
      expect(player.upgrades.map((t) => t.id).sort()).toEqual(["diagonalMovement", "doubleCorners", "doubleMeeples", "doubleSpecialties"]);
      expect(player.upgrades.every((t) => !t.active)).toBe(true);
    }
    const winter = create({ edition: "winter", players: 2, upgrades: ["doubleCorners", "doubleSpecialties", "doubleDestination", "jump"] });
    expect(winter.players[1].upgrades.map((t) => t.id)).toEqual(["doubleCorners", "doubleSpecialties", "doubleDestination", "jump"]);
    expect(createGame({ edition: "classic", players: 2, upgrades: ["doubleMeeples", "diagonalMovement", "doubleCorners", "jump"] }, "s").ok).toBe(false);
  });

  it("§1: the board is the fixed layout with caramel (Classic) or fruit (Winter) on the special square", () => {
    const classic = create({ edition: "classic", players: 2 });
    const winter = create({ edition: "winter", players: 2 });
    expect(classic.board).toEqual(BOARD_LAYOUT.map((t) => (t === "special" ? "caramel" : t)));
    expect(winter.board).toEqual(BOARD_LAYOUT.map((t) => (t === "special" ? "fruit" : t)));
    expect(winter.board).toEqual([
      "ice", "fruit", "steam", "coffee",
      "coffee", "milk", "ice", "water",
      "tea", "steam", "milk", "coffee",
      "milk", "ice", "chocolate", "steam",
    ]);
  });

  it("R-13: the Winter presets are provisional data and the default table set is the first-game set", () => {
    expect(WINTER.presets.map((p) => p.id)).toEqual(["firstGame", "snowyDay", "windyDay"]);
    expect(WINTER.presets.every((p) => p.provisional)).toBe(true);
    expect([...WINTER.presets[0].upgrades].sort()).toEqual(["diagonalMovement", "doubleCorners", "doubleMeeples", "doubleSpecialties"]);
    expect(WINTER.presets[2].mainBoardChaos).toBe(true);
    const state = create({ edition: "winter", players: 3 });
    expect(state.options.upgrades).toEqual([...WINTER.presets[0].upgrades]);
  });
});

describe("§2 setup: starting player, token, deal", () => {
  it("§2.2: the start token shows OPEN; the starting player is random by default and can be chosen", () => {
    const starts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const state = create({ edition: "winter", players: 4 }, `start-${i}`);
      expect(state.token).toBe("open");
      expect(state.closedBy).toBeNull();
      starts.add(state.startingPlayer);
    }
    expect(starts.size).toBe(4);
    expect(create({ edition: "winter", players: 4, startingPlayer: 2 }).startingPlayer).toBe(2);
  });

  it("§2.3: every player gets 1 card at position 1 and 1 at position 2; the starting player 1 more at position 1", () => {
    const state = create({ edition: "classic", players: 4, startingPlayer: 2 });
    state.players.forEach((player, seat) => {
      expect(player.queue[0].length).toBe(seat === 2 ? 2 : 1);
      expect(player.queue[1].length).toBe(1);
      expect(player.queue[2].length).toBe(0);
      expect(player.queue[3].length).toBe(0);
    });
  });

  it("R-15: deal order from the deck top: in turn order each takes position 1 then 2, then the starting player's extra card", () => {
    for (const [edition, players, start] of [
      ["winter", 3, 1],
      ["classic", 4, 3],
      ["winter", 2, 1],
    ] as const) {
      const seed = `deal-${edition}-${players}`;
      const state = create({ edition, players, startingPlayer: start }, seed);
      const { deck } = shuffledDeck(edition, seed);
      deck.splice(deck.length - EDITIONS[edition].removedCards[players], EDITIONS[edition].removedCards[players]);
      const expected: number[][][] = state.players.map(() => [[], [], [], []]);
      for (const seat of turnOrder(players, start)) {
        expected[seat][0].push(deck.pop()!);
        expected[seat][1].push(deck.pop()!);
      }
      expected[start][0].push(deck.pop()!);
      expect(state.players.map((p) => p.queue)).toEqual(expected);
      expect(state.deck).toEqual(deck);
    }
  });

  it("R-15/§2.3 calm start (Classic): Ristretto/Espresso cards go to position 1 in shuffled order, in turn order; leftovers leave the game", () => {
    for (const players of [2, 3, 4] as PlayerCount[]) {
      const seed = `calm-${players}`;
      const start = players - 1;
      const state = create({ edition: "classic", players, startingPlayer: start, variants: ["calmStart"] }, seed);
      const calm = CLASSIC.deck.map((c, id) => ({ c, id })).filter(({ c }) => c.name === "Ristretto" || c.name === "Espresso").map(({ id }) => id);
      expect(calm.length).toBe(4);
      const { deck, rng } = shuffledDeck("classic", seed, calm);
      const calmOrder = shuffleInPlace([...calm], rng);
      const expected: number[][][] = state.players.map(() => [[], [], [], []]);
      for (const seat of turnOrder(players, start)) {
        expected[seat][0].push(calmOrder.shift()!);
        expected[seat][1].push(deck.pop()!);
      }
      expected[start][0].push(deck.pop()!);
      expect(state.players.map((p) => p.queue)).toEqual(expected);
      expect(state.deck).toEqual(deck);
      expect([...state.removed].sort((a, b) => a - b)).toEqual([...calmOrder].sort((a, b) => a - b));
      expect(state.removed.length).toBe(4 - players);
      // No Ristretto/Espresso is left in the deck.
      expect(state.deck.some((id) => calm.includes(id))).toBe(false);
      expect(new Set(allCardIds(state)).size).toBe(80);
    }
  });

  it("§6: calm start is Classic only; main board chaos, variable upgrades and Junior Barista are Winter only", () => {
    expect(createGame({ edition: "winter", players: 2, variants: ["calmStart"] }, "s").ok).toBe(false);
    expect(createGame({ edition: "classic", players: 2, variants: ["mainBoardChaos"] }, "s").ok).toBe(false);
    expect(createGame({ edition: "classic", players: 2, variants: ["juniorBarista"] }, "s").ok).toBe(false);
    expect(createGame({ edition: "classic", players: 2, variants: ["variableUpgrades"] }, "s").ok).toBe(false);
  });

  it("§2: 1 or 5 players, or a starting seat outside the table, are refused with INVALID_OPTIONS", () => {
    for (const options of [
      { edition: "winter", players: 1 },
      { edition: "winter", players: 5 },
      { edition: "winter", players: 3, startingPlayer: 3 },
      { edition: "autumn", players: 3 },
    ]) {
      const created = createGame(options as GameOptions, "s");
      expect(created.ok).toBe(false);
      if (!created.ok) {
        expect(created.error.code).toBe("INVALID_OPTIONS");
        expect(created.error.message.length).toBeGreaterThan(5);
      }
    }
  });
});

describe("§2.4 meeple placement", () => {
  function placementSeats(players: PlayerCount, start: number): number[] {
    let state = create({ edition: "winter", players, startingPlayer: start });
    const seats: number[] = [];
    let square = 0;
    while (state.phase === "placement") {
      seats.push(state.current);
      state = apply(state, { type: "place", player: state.current, square: square++, cup: 0 }).state;
    }
    expect(state.phase).toBe("turns");
    expect(state.current).toBe(start);
    return seats;
  }

  it("§2.4: with 3–4 players placement starts at the starting player's right and goes against turn order", () => {
    expect(placementSeats(4, 0)).toEqual([3, 2, 1, 0]);
    expect(placementSeats(4, 1)).toEqual([0, 3, 2, 1]);
    expect(placementSeats(3, 0)).toEqual([2, 1, 0]);
    expect(placementSeats(3, 2)).toEqual([1, 0, 2]);
  });

  it("§2.4: with 2 players the non-starting player places first, then they alternate until 4 meeples stand", () => {
    expect(placementSeats(2, 0)).toEqual([1, 0, 1, 0]);
    expect(placementSeats(2, 1)).toEqual([0, 1, 0, 1]);
  });

  it("§2.4: placement is a player decision the game waits for; out of turn is NOT_YOUR_TURN, a turn is WRONG_PHASE", () => {
    const state = create({ edition: "winter", players: 3, startingPlayer: 0 });
    expect(state.phase).toBe("placement");
    expect(state.current).toBe(2);
    reject(state, { type: "place", player: 0, square: 5, cup: 0 }, "NOT_YOUR_TURN");
    reject(state, { type: "turn", player: 2, path: [1] }, "WRONG_PHASE");
  });

  it("§2.4: no two meeples on one square (SQUARE_OCCUPIED), also not one's own in 2-player", () => {
    let state = create({ edition: "winter", players: 2, startingPlayer: 0 });
    state = apply(state, { type: "place", player: 1, square: 5, cup: 0 }).state;
    reject(state, { type: "place", player: 0, square: 5, cup: 0 }, "SQUARE_OCCUPIED");
    state = apply(state, { type: "place", player: 0, square: 6, cup: 0 }).state;
    reject(state, { type: "place", player: 1, square: 5, cup: 1 }, "SQUARE_OCCUPIED");
  });

  it("§2.4: each placement takes the square's ingredient into the chosen cup (both meeples' with 2 players)", () => {
    let state = create({ edition: "classic", players: 2, startingPlayer: 0 });
    const first = apply(state, { type: "place", player: 1, square: 3, cup: 2 });
    state = first.state;
    expect(first.events).toEqual([{ type: "placed", player: 1, square: 3, ingredient: "coffee", cup: 2, collected: { coffee: 1 } }]);
    state = apply(state, { type: "place", player: 0, square: 7, cup: 1 }).state;
    state = apply(state, { type: "place", player: 1, square: 4, cup: 2 }).state;
    state = apply(state, { type: "place", player: 0, square: 1, cup: 0 }).state;
    expect(state.players[1].cups.map(nonZero)).toEqual([{}, {}, { coffee: 2 }]);
    expect(state.players[0].cups.map(nonZero)).toEqual([{ caramel: 1 }, { water: 1 }, {}]);
    expect(state.players[0].meeples).toEqual([7, 1]);
    expect(state.players[1].meeples).toEqual([3, 4]);
    // the tokens came out of Classic's limited supply.
    expect(state.supply!.coffee).toBe(16);
    expect(state.supply!.water).toBe(11);
    expect(state.supply!.caramel).toBe(11);
  });
});

describe("§6 variants at setup", () => {
  it("§6 main board chaos: specialty tiles stay on the star squares [1,7,8,14], the other 12 tiles on the rest", () => {
    expect(STAR_SQUARES).toEqual([1, 7, 8, 14]);
    const boards = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const state = create({ edition: "winter", players: 3, variants: ["mainBoardChaos"] }, `chaos-${i}`);
      const stars = STAR_SQUARES.map((s) => state.board[s]).sort();
      expect(stars).toEqual(["chocolate", "fruit", "tea", "water"]);
      const others = state.board.filter((_, s) => !STAR_SQUARES.includes(s)).sort();
      expect(others).toEqual(["coffee", "coffee", "coffee", "ice", "ice", "ice", "milk", "milk", "milk", "steam", "steam", "steam"]);
      boards.add(state.board.join());
    }
    expect(boards.size).toBeGreaterThan(20);
  });

  it("§6 variable upgrades: each player picks their own 4 of 6 before placement", () => {
    let state = create({ edition: "winter", players: 2, startingPlayer: 0, variants: ["variableUpgrades"] });
    expect(state.phase).toBe("chooseUpgrades");
    expect(state.players.every((p) => p.upgrades.length === 0)).toBe(true);
    reject(state, { type: "chooseUpgrades", player: 1, upgrades: ["jump", "doubleDestination", "doubleCorners"] }, "INVALID_UPGRADE_CHOICE");
    reject(state, { type: "chooseUpgrades", player: 1, upgrades: ["jump", "jump", "doubleCorners", "doubleMeeples"] }, "INVALID_UPGRADE_CHOICE");
    state = apply(state, { type: "chooseUpgrades", player: 1, upgrades: ["jump", "doubleDestination", "doubleCorners", "doubleMeeples"] }).state;
    expect(state.phase).toBe("chooseUpgrades");
    // A player who has picked can't pick again.
    reject(state, { type: "chooseUpgrades", player: 1, upgrades: ["jump", "doubleDestination", "doubleCorners", "diagonalMovement"] }, "UPGRADES_ALREADY_CHOSEN");
    state = apply(state, { type: "chooseUpgrades", player: 0, upgrades: ["diagonalMovement", "doubleMeeples", "doubleCorners", "doubleSpecialties"] }).state;
    expect(state.phase).toBe("placement");
    expect(state.current).toBe(1);
    expect(state.players[1].upgrades.map((t) => t.id)).toEqual(["jump", "doubleDestination", "doubleCorners", "doubleMeeples"]);
    expect(state.players[0].upgrades.map((t) => t.id)).toEqual(["diagonalMovement", "doubleMeeples", "doubleCorners", "doubleSpecialties"]);
  });

  it("R-16 Junior Barista: 2 cards on each of the 4 positions, player by player in turn order, no extra card for the starting player", () => {
    const seed = "junior-deal";
    const state = create({ edition: "winter", players: 3, startingPlayer: 1, variants: ["juniorBarista"] }, seed);
    const { deck } = shuffledDeck("winter", seed);
    deck.splice(deck.length - 10, 10);
    const expected: number[][][] = state.players.map(() => [[], [], [], []]);
    for (const seat of [1, 2, 0]) {
      for (let position = 0; position < 4; position++) expected[seat][position].push(deck.pop()!, deck.pop()!);
    }
    expect(state.players.map((p) => p.queue)).toEqual(expected);
    expect(state.deck).toEqual(deck);
    expect(state.players.map((p) => p.queue.flat().length)).toEqual([8, 8, 8]);
  });

  it("R-16 Junior Barista: Winter players still start with 1 cookie and no upgrades are used", () => {
    for (const players of [2, 3, 4] as PlayerCount[]) {
      const state = create({ edition: "winter", players, variants: ["juniorBarista"] });
      expect(state.players.every((p) => p.speedTokens === 1)).toBe(true);
      expect(state.players.every((p) => p.upgrades.length === 0)).toBe(true);
      expect(state.options.upgrades).toEqual([]);
      expect(state.players.every((p) => p.queue.every((slot) => slot.length === 2))).toBe(true);
    }
    expect(createGame({ edition: "winter", players: 2, variants: ["juniorBarista", "variableUpgrades"] }, "s").ok).toBe(false);
  });

  it("§2: createGame is deterministic for a seed; applyAction never changes its input", () => {
    const a = create({ edition: "winter", players: 4 }, "same");
    const b = create({ edition: "winter", players: 4 }, "same");
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const before = JSON.stringify(a);
    const result = applyAction(a, { type: "place", player: a.current, square: 0, cup: 0 });
    expect(result.ok).toBe(true);
    expect(JSON.stringify(a)).toBe(before);
  });
});
