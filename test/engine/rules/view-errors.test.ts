/** R-11 (hidden information), errors (stable codes, state untouched), R-8 and R-14 over whole games. */
import { describe, expect, it } from "vitest";
import {
  EDITIONS,
  UPGRADES,
  applyAction,
  applyActionInPlace,
  createGame,
  legalPlacements,
  legalTurns,
  previewTurn,
  replay,
  validateAction,
  viewFor,
  type Action,
  type GameOptions,
  type GameState,
  type Ingredient,
  type TurnAction,
} from "../../../game/engine/index.js";
import { apply, card, giveCards, nonZero, reject, takeFromDeck, tokensInPlay, turn, turnsGame } from "./helpers.js";

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe("R-11 hidden information", () => {
  it("R-11: viewFor exposes no deck order, no removed card ids and no PRNG state or seed", () => {
    const created = createGame({ edition: "winter", players: 2, startingPlayer: 0 }, "secret-seed-123");
    if (!created.ok) throw new Error();
    const state = created.value;
    for (const viewer of [0, 1, null]) {
      const view = viewFor(state, viewer);
      const keys = keysOf(view);
      for (const secret of ["rng", "deck", "removed", "seed"]) expect(keys.has(secret)).toBe(false);
      const json = JSON.stringify(view);
      expect(json).not.toContain("secret-seed-123");
      expect(json).not.toContain(JSON.stringify(state.rng));
      expect(json).not.toContain(JSON.stringify(state.deck.slice(-3)));
      expect(view.deckSize).toBe(state.deck.length);
      expect(view.removedCount).toBe(20);
    }
  });

  it("R-11: two games that differ only in the secret parts look identical to every seat", () => {
    const a = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15], keepQueues: true });
    const b = structuredClone(a);
    b.deck.reverse();
    const swap = b.deck.splice(0, 2);
    b.deck.push(...b.removed.splice(0, 2));
    b.removed.push(...swap);
    b.rng = [1, 2, 3, 4];
    expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
    for (const viewer of [0, 1, 2, null]) expect(JSON.stringify(viewFor(b, viewer))).toBe(JSON.stringify(viewFor(a, viewer)));
  });

  it("R-11: every player's cups, queue, likes, dislikes, speed tokens and upgrades are public", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [1, 5, 15], keepQueues: true });
    state.players[2].cups[1] = { milk: 2 };
    state.players[2].likes = takeFromDeck(state, 2);
    state.players[2].dislikes = takeFromDeck(state, 1);
    state.players[2].speedTokens = 4;
    state.players[2].upgrades[3].active = true;
    const view = viewFor(state, 0);
    expect(view.players[2]).toEqual(state.players[2]);
    expect(view.players[1].queue).toEqual(state.players[1].queue);
    expect(view.supply).toEqual(state.supply);
    expect(view.board).toEqual(state.board);
  });
});

describe("errors: stable code, readable message, state untouched", () => {
  function placementGame(): GameState {
    const created = createGame({ edition: "winter", players: 3, startingPlayer: 0 }, "errors");
    if (!created.ok) throw new Error();
    return created.value;
  }

  function turnGame(): GameState {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    state.players[0].likes = takeFromDeck(state, 2);
    const espresso = card("winter", "Espresso");
    giveCards(state, 0, 1, [espresso]);
    giveCards(state, 1, 1, [card("winter", "Ristretto")]);
    state.players[0].cups[0] = { coffee: 1, steam: 1 };
    state.players[0].cups[1] = { coffee: 1, milk: 1 };
    return state;
  }

  const espresso = card("winter", "Espresso");
  const ristretto = card("winter", "Ristretto");
  const cases: [string, () => GameState, unknown][] = [
    ["MALFORMED_ACTION", turnGame, null],
    ["MALFORMED_ACTION", turnGame, "turn"],
    ["MALFORMED_ACTION", turnGame, { type: "dance", player: 0 }],
    ["MALFORMED_ACTION", turnGame, { type: "turn", player: 7, path: [2] }],
    ["MALFORMED_ACTION", turnGame, { type: "turn", player: 0, path: "2" }],
    ["MALFORMED_ACTION", turnGame, { type: "turn", player: 0, path: [2], jump: "yes" }],
    ["MALFORMED_ACTION", turnGame, { type: "turn", player: 0, path: [2], complete: "all" }],
    ["MALFORMED_ACTION", turnGame, { type: "turn", player: 0, path: [2], complete: [{ cup: 0, card: "x" }] }],
    ["MALFORMED_ACTION", turnGame, { type: "turn", player: 0, path: [2], pours: [{ steam: 0.5 }] }],
    ["WRONG_PHASE", placementGame, { type: "turn", player: 2, path: [1] }],
    ["WRONG_PHASE", turnGame, { type: "place", player: 0, square: 3, cup: 0 }],
    ["NOT_YOUR_TURN", placementGame, { type: "place", player: 1, square: 3, cup: 0 }],
    ["NOT_YOUR_TURN", turnGame, { type: "turn", player: 1, path: [4] }],
    ["SQUARE_OCCUPIED", () => apply(placementGame(), { type: "place", player: 2, square: 3, cup: 0 }).state, { type: "place", player: 1, square: 3, cup: 0 }],
    ["NO_SUCH_SQUARE", placementGame, { type: "place", player: 2, square: 16, cup: 0 }],
    ["NO_SUCH_SQUARE", turnGame, { type: "turn", player: 0, path: [-1] }],
    ["NO_SUCH_CUP", placementGame, { type: "place", player: 2, square: 3, cup: 3 }],
    ["NO_SUCH_CUP", turnGame, { type: "turn", player: 0, path: [2], empty: [5] }],
    ["NO_SUCH_MEEPLE", turnGame, { type: "turn", player: 0, path: [2], meeple: 1 }],
    ["UPGRADE_NOT_YOURS", turnGame, { type: "turn", player: 0, path: [2], activate: "jump" }],
    ["NOT_ENOUGH_LIKES", turnGame, { type: "turn", player: 0, path: [2], activate: "doubleCorners" }],
    [
      "UPGRADE_ALREADY_ACTIVE",
      () => {
        const s = turnGame();
        s.players[0].likes.push(...takeFromDeck(s, 1));
        s.players[0].upgrades[0].active = true;
        return s;
      },
      { type: "turn", player: 0, path: [2], activate: "doubleMeeples" },
    ],
    ["EMPTY_PATH", turnGame, { type: "turn", player: 0, path: [] }],
    ["EMPTY_PATH", turnGame, { type: "turn", player: 0 }],
    ["NOT_ADJACENT", turnGame, { type: "turn", player: 0, path: [6] }],
    ["PATH_TOO_LONG", turnGame, { type: "turn", player: 0, path: [2, 3, 2, 3, 2] }],
    ["END_ON_OCCUPIED", turnGame, { type: "turn", player: 0, path: [0, 4, 5] }],
    ["JUMP_NOT_ACTIVE", turnGame, { type: "turn", player: 0, path: [2], jump: true }],
    ["POUR_NOT_COLLECTED", turnGame, { type: "turn", player: 0, path: [2], pours: [{ coffee: 1 }] }],
    ["CUP_USED_TWICE", turnGame, { type: "turn", player: 0, path: [2], complete: [{ cup: 0, card: espresso }, { cup: 0, card: espresso }] }],
    ["CARD_USED_TWICE", turnGame, { type: "turn", player: 0, path: [2], pours: [{}, {}, { steam: 1 }], complete: [{ cup: 0, card: espresso }, { cup: 2, card: espresso }] }],
    ["CARD_NOT_IN_QUEUE", turnGame, { type: "turn", player: 0, path: [2], complete: [{ cup: 0, card: ristretto }] }],
    ["RECIPE_MISMATCH", turnGame, { type: "turn", player: 0, path: [2], complete: [{ cup: 1, card: espresso }] }],
    ["RECIPE_MISMATCH", turnGame, { type: "turn", player: 0, path: [2], pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }],
    [
      "GAME_OVER",
      () => {
        const s = turnGame();
        s.phase = "ended";
        s.winners = [0];
        return s;
      },
      { type: "turn", player: 0, path: [2] },
    ],
  ];

  for (const [code, build, action] of cases) {
    it(`§2–§3 errors: ${code} for ${JSON.stringify(action)}`, () => {
      const state = build();
      const before = JSON.stringify(state);
      reject(state, action, code);
      const validated = validateAction(state, action as Action);
      expect(validated?.code).toBe(code);
      // The in-place reducer also leaves a refused action's state untouched.
      const inPlace = applyActionInPlace(state, action as Action);
      expect(inPlace.ok).toBe(false);
      expect(JSON.stringify(state)).toBe(before);
    });
  }

  it("§2–§3 errors: the same refusal gives the same code and message every time", () => {
    const state = turnGame();
    const a = applyAction(state, turn(0, [6]));
    const b = applyAction(turnGame(), turn(0, [6]));
    expect(a).toEqual(b);
  });

  it("§2–§3 errors: replay refuses a log with an illegal action (REPLAY_FAILED) and rebuilds a legal one exactly", () => {
    const options: GameOptions = { edition: "classic", players: 2, startingPlayer: 0 };
    const bad = replay(options, "replay", [{ type: "place", player: 0, square: 0, cup: 0 }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe("REPLAY_FAILED");
      expect(bad.error.message).toContain("Action 1");
    }
    const created = createGame(options, "replay");
    if (!created.ok) throw new Error();
    let state = created.value;
    const log: Action[] = [];
    for (const square of [0, 5, 10, 15]) {
      const action: Action = { type: "place", player: state.current, square, cup: 0 };
      log.push(action);
      state = apply(state, action).state;
    }
    const move: Action = { type: "turn", player: 0, path: [1], pours: [{ caramel: 1 }] };
    log.push(move);
    state = apply(state, move).state;
    const rebuilt = replay(options, "replay", log);
    expect(rebuilt.ok && JSON.stringify(rebuilt.value)).toBe(JSON.stringify(state));
  });
});

/** A small seeded PRNG for choosing bot moves. */
function chooser(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** Plays bot turns until the game ends, or until `stopAfter` turns when given (then it need not end). */
function playToEnd(options: GameOptions, seed: string, pickSeed: number, stopAfter?: number): GameState {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const pick = chooser(pickSeed);
  const edition = EDITIONS[options.edition];
  const box = edition.supply ? nonZero(edition.supply) : null;
  const cardCount = edition.deck.length;
  while (state.phase === "chooseUpgrades") {
    const seat = state.players.findIndex((p) => p.upgrades.length === 0);
    const available = UPGRADES.filter((u) => edition.upgrades.includes(u));
    const start = pick(available.length);
    const chosen = Array.from({ length: 4 }, (_, i) => available[(start + i) % available.length]);
    state = apply(state, { type: "chooseUpgrades", player: seat, upgrades: chosen }).state;
  }
  while (state.phase === "placement") {
    const options = legalPlacements(state);
    state = apply(state, options[pick(options.length)]).state;
  }
  let turns = 0;
  while (state.phase === "turns" && (stopAfter === undefined || turns < stopAfter)) {
    // the mover always has a next step and a legal turn.
    const preview = previewTurn(state, state.current, {});
    expect(preview.nextSteps.length).toBeGreaterThan(0);
    const candidates = legalTurns(state, { maxSpeedTokens: 0 });
    expect(candidates.length).toBeGreaterThan(0);
    const completing = candidates.filter((t) => (t.complete?.length ?? 0) > 0);
    const pool: TurnAction[] = completing.length > 0 && pick(10) < 9 ? completing : candidates;
    let chosen = pool[pick(pool.length)];
    // legalTurns never empties a cup; without that a cup full of leftovers matches nothing again
    // (Junior Barista has no other way to end): now and then empty the cup being poured into.
    const target = chosen.pours?.findIndex((pour) => Object.keys(pour).length > 0) ?? -1;
    if (!chosen.complete && target >= 0 && pick(3) === 0) chosen = { ...chosen, empty: [target] };
    state = apply(state, chosen).state;
    turns++;
    // Classic tokens are conserved between the supply and the cups.
    if (box) expect(tokensInPlay(state)).toEqual(box);
    // Cards are never duplicated or lost.
    const ids = [...state.deck, ...state.removed, ...state.players.flatMap((p) => [...p.queue.flat(), ...p.likes, ...p.dislikes, ...p.discarded])];
    expect(ids.length).toBe(cardCount);
    expect(new Set(ids).size).toBe(cardCount);
    for (const p of state.players) for (const cup of p.cups) for (const key in cup) expect(cup[key as Ingredient]).toBeGreaterThanOrEqual(0);
    // the engine can never loop forever.
    expect(turns).toBeLessThan(600);
  }
  return state;
}

describe("R-8/R-14 whole games", () => {
  const configs: [string, GameOptions][] = [
    ["Winter 2p", { edition: "winter", players: 2 }],
    ["Winter 3p", { edition: "winter", players: 3 }],
    ["Winter 4p", { edition: "winter", players: 4 }],
    ["Classic 2p calm start", { edition: "classic", players: 2, variants: ["calmStart"] }],
    ["Classic 3p", { edition: "classic", players: 3 }],
    ["Classic 4p", { edition: "classic", players: 4 }],
    ["Winter 3p chaos + variable upgrades", { edition: "winter", players: 3, variants: ["mainBoardChaos", "variableUpgrades"] }],
  ];
  configs.forEach(([name, options], index) => {
    it(`R-8/R-14: ${name} — every turn has a legal move, the game ends, with equal turns for all`, () => {
      for (const round of [0, 1]) {
        const state = playToEnd(options, `game-${index}-${round}`, index * 31 + round + 7);
        expect(state.phase).toBe("ended");
        expect(state.token).toBe("closed");
        expect(state.turnsPlayed % options.players).toBe(0);
        expect(state.winners!.length).toBeGreaterThan(0);
      }
    });
  });

  // Junior Barista has no flow of time: it ends only when someone clears their queue, which a random
  // bot may never do. Check R-8 over a long stretch of turns instead of requiring an end.
  it("R-8/R-16: Winter 4p Junior Barista — every turn of a long game has a legal move", () => {
    for (const round of [0, 1]) {
      const state = playToEnd({ edition: "winter", players: 4, variants: ["juniorBarista"] }, `junior-${round}`, 97 + round, 60);
      expect(state.turnsPlayed).toBeGreaterThan(0);
      expect(state.players.every((p) => p.dislikes.length === 0)).toBe(true);
    }
  });
});
