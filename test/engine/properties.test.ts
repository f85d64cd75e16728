/**
 * Property-based tests of the rules engine over thousands of random games of every edition, player
 * count and variant combination, played by the random bot (game/bots/random.ts).
 *
 * Every property is an fc.assert; a failure prints fast-check's seed and path together with the
 * counterexample (options, secret seed, bot seed, bot style, head start), which replays the very
 * same game. Re-run it with
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run --project engine test/engine/properties.test.ts -t "<property>"
 * and scale every property's numRuns with FC_RUNS_SCALE (e.g. 10 for a soak).
 *
 * The properties check the engine against RULES.md with their own small model of the rules (card
 * and token totals, board, adjacency, step allowance, multipliers, surge and flow of time, end
 * timing, scoring), not with the engine's helpers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import {
  applyAction,
  applyActionInPlace,
  cardOf,
  cloneState,
  createGame,
  legalPlacements,
  legalTurns,
  ranking,
  replay,
  rulesFor,
  validateAction,
  type Action,
  type Counts,
  type EngineError,
  type GameOptions,
  type GameState,
  type TurnAction,
} from "../../game/engine/index.js";
import { randomInt, type RngState } from "../../game/engine/rng.js";
import { botRng, checkRng, fcParams, gameSpecArb, giveHeadStart, mustCreate, playGame, type GameSpec } from "./arbitraries.js";

// ---------------------------------------------------------------------------------------------
// The rules, modelled independently of the engine (RULES.md §1, §3, §4, §5).

const CARD_TOTAL = { classic: 80, winter: 90 } as const;
/** Winter: cards removed unseen by player count (§1). */
const WINTER_REMOVED = { 2: 20, 3: 10, 4: 0 } as const;
/** Classic's box: the limited supply (§1, R-7). */
const CLASSIC_BOX: Record<string, number> = { coffee: 18, milk: 12, steam: 12, ice: 12, chocolate: 12, caramel: 12, tea: 12, water: 12 };
const EDITION_INGREDIENTS = {
  classic: ["coffee", "milk", "steam", "ice", "chocolate", "caramel", "tea", "water"],
  winter: ["coffee", "milk", "steam", "ice", "chocolate", "fruit", "tea", "water"],
} as const;
const ALL_UPGRADES = ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties", "doubleDestination", "jump"] as const;
const SCORING = { classic: { like: 1, upgrade: 2, dislike: -1 }, winter: { like: 2, upgrade: 5, dislike: -1 } } as const;
const SQUARES = Array.from({ length: 16 }, (_, s) => s);
const MAX_ACTIONS = 3000;
/** Games the invariant properties play are cut here (only Junior Barista games get this far). */
const INVARIANT_CAP = 250;

const row = (square: number) => Math.floor(square / 4);
const col = (square: number) => square % 4;
function adjacent(a: number, b: number, diagonal: boolean): boolean {
  const dr = Math.abs(row(a) - row(b));
  const dc = Math.abs(col(a) - col(b));
  return dr + dc === 1 || (diagonal && dr === 1 && dc === 1);
}

function fail(message: string): never {
  throw new Error(message);
}
function check(condition: boolean, message: () => string): void {
  if (!condition) fail(message());
}

function junior(state: GameState): boolean {
  return state.options.variants.includes("juniorBarista");
}
function queueEmpty(state: GameState, seat: number): boolean {
  return state.players[seat].queue.every((slot) => slot.length === 0);
}
function lastSeatOf(state: GameState): number {
  const n = state.players.length;
  return (state.startingPlayer + n - 1) % n;
}
function count(counts: Counts | null | undefined, ingredient: string): number {
  return (counts as Record<string, number> | null | undefined)?.[ingredient] ?? 0;
}
function recipeCounts(state: GameState, card: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const ingredient of cardOf(state.options.edition, card).recipe) counts[ingredient] = (counts[ingredient] ?? 0) + 1;
  return counts;
}
function sameMultiset(a: Counts, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (count(a, key) !== (b[key] ?? 0)) return false;
  return true;
}
function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)];
}
function activeUpgrades(state: GameState, seat: number): string[] {
  return state.players[seat].upgrades.filter((tile) => tile.active).map((tile) => tile.id);
}

// ---------------------------------------------------------------------------------------------
// Invariants.

/** Property 1: every card is in exactly one place, and the places add up to the edition's deck. */
function checkCards(state: GameState): void {
  const total = CARD_TOTAL[state.options.edition];
  const seen = new Array<number>(total).fill(0);
  const places: [string, number[]][] = [
    ["deck", state.deck],
    ["removed", state.removed],
  ];
  state.players.forEach((p, seat) => {
    p.queue.forEach((slot, position) => places.push([`players[${seat}].queue[${position}]`, slot]));
    places.push([`players[${seat}].likes`, p.likes], [`players[${seat}].dislikes`, p.dislikes], [`players[${seat}].discarded`, p.discarded]);
  });
  let cards = 0;
  for (const [where, ids] of places) {
    for (const id of ids) {
      check(Number.isInteger(id) && id >= 0 && id < total, () => `${where} holds ${JSON.stringify(id)}, not a card id of ${state.options.edition}`);
      seen[id]++;
      cards++;
    }
  }
  check(cards === total, () => `${cards} cards in play, the ${state.options.edition} deck has ${total}`);
  const twice = seen.findIndex((n) => n !== 1);
  check(twice < 0, () => `card ${twice} appears ${seen[twice]} times`);
}

/** Property 2: Classic supply + cups = the box; Winter's supply stays unlimited (null). */
function checkTokens(state: GameState): void {
  const edition = state.options.edition;
  const allowed = new Set<string>(EDITION_INGREDIENTS[edition]);
  const everywhere: [string, Counts][] = [];
  state.players.forEach((p, seat) => p.cups.forEach((cup, index) => everywhere.push([`players[${seat}].cups[${index}]`, cup])));
  state.players.forEach((p, seat) => {
    check(p.cups.length === 3, () => `player ${seat} has ${p.cups.length} cups`);
    check(Number.isInteger(p.speedTokens) && p.speedTokens >= 0, () => `player ${seat} has ${p.speedTokens} speed tokens`);
  });
  if (edition === "winter") {
    check(state.supply === null, () => `Winter's supply should be unlimited (null), is ${JSON.stringify(state.supply)}`);
  } else {
    check(state.supply !== null, () => "Classic's supply is limited, but it is null");
    everywhere.push(["supply", state.supply!]);
  }
  const sums: Record<string, number> = {};
  for (const [where, counts] of everywhere) {
    for (const key in counts) {
      const n = count(counts, key);
      check(Number.isInteger(n) && n >= 0, () => `${where}.${key} = ${n}`);
      check(n === 0 || allowed.has(key), () => `${where} holds ${n} ${key}, which ${edition} does not have`);
      sums[key] = (sums[key] ?? 0) + n;
    }
  }
  if (edition === "classic") {
    for (const ingredient of EDITION_INGREDIENTS.classic) {
      check((sums[ingredient] ?? 0) === CLASSIC_BOX[ingredient], () => `${sums[ingredient] ?? 0} ${ingredient} in supply + cups, the box has ${CLASSIC_BOX[ingredient]}`);
    }
  }
}

/** board.md, row by row; "special" is caramel (Classic) or fruit (Winter). */
const BOARD_MD = ["ice", "special", "steam", "coffee", "coffee", "milk", "ice", "water", "tea", "steam", "milk", "coffee", "milk", "ice", "chocolate", "steam"];
const STAR_SQUARES = [1, 7, 8, 14];
const CALM_START_CARDS = new Set(["Ristretto", "Espresso"]);
const DEFAULT_UPGRADES = ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties"];

/** The setup (§1, §2, §6, R-15, R-16): board, removed and dealt cards, tokens, upgrades, who acts first. */
function checkSetup(state: GameState, options: GameSpec["options"]): void {
  const n = state.options.players;
  const edition = state.options.edition;
  const variants = state.options.variants;
  const calm = variants.includes("calmStart");
  const expectedRemoved = edition === "winter" ? WINTER_REMOVED[n] : calm ? 4 - n : 0;
  check(state.removed.length === expectedRemoved, () => `${state.removed.length} cards removed at setup, expected ${expectedRemoved}`);
  const dealt = state.players.map((p) => p.queue.map((slot) => slot.length).join(","));
  state.players.forEach((p, seat) => {
    const expected = junior(state) ? "2,2,2,2" : seat === state.startingPlayer ? "2,1,0,0" : "1,1,0,0";
    check(dealt[seat] === expected, () => `player ${seat} was dealt ${dealt[seat]}, expected ${expected}`);
    if (calm) {
      const calmCards = p.queue.flat().filter((card) => CALM_START_CARDS.has(cardOf(edition, card).name));
      check(calmCards.length === 1 && p.queue[0].includes(calmCards[0]), () => `calm start: player ${seat}'s queue is ${JSON.stringify(p.queue)}`);
    }
    check(p.speedTokens === (edition === "winter" ? 1 : 0), () => `player ${seat} starts with ${p.speedTokens} speed tokens`);
    check(p.meeples.length === (n === 2 ? 2 : 1) && p.meeples.every((m) => m === null), () => `player ${seat} starts with meeples ${JSON.stringify(p.meeples)}`);
    const tiles = junior(state) || variants.includes("variableUpgrades") ? [] : (options.upgrades ?? DEFAULT_UPGRADES);
    check(JSON.stringify(p.upgrades) === JSON.stringify(tiles.map((id) => ({ id, active: false }))),
      () => `player ${seat} starts with upgrades ${JSON.stringify(p.upgrades)}`);
  });
  if (calm) {
    const inDeck = state.deck.filter((card) => CALM_START_CARDS.has(cardOf(edition, card).name));
    check(inDeck.length === 0 && state.removed.every((card) => CALM_START_CARDS.has(cardOf(edition, card).name)),
      () => "calm start: Ristretto/Espresso cards left in the deck, or other cards removed");
  }
  if (options.startingPlayer !== undefined) check(state.startingPlayer === options.startingPlayer,
    () => `starting player ${state.startingPlayer}, asked for ${options.startingPlayer}`);
  check(Number.isInteger(state.startingPlayer) && state.startingPlayer >= 0 && state.startingPlayer < n, () => `starting player ${state.startingPlayer}`);
  check(state.token === "open" && state.turnsPlayed === 0 && state.winners === null, () => "a new game is not open");
  check(state.phase === (variants.includes("variableUpgrades") ? "chooseUpgrades" : "placement"), () => `a new game starts in phase ${state.phase}`);
  const layout = BOARD_MD.map((tile) => (tile === "special" ? (edition === "winter" ? "fruit" : "caramel") : tile));
  if (!variants.includes("mainBoardChaos")) {
    check(JSON.stringify(state.board) === JSON.stringify(layout), () => `board ${JSON.stringify(state.board)} is not board.md's`);
  } else {
    // §6: the four specialty tiles on the ★ squares, the other twelve on the other squares.
    const sorted = (squares: number[], board: readonly string[]) => squares.map((sq) => board[sq]).sort().join();
    const others = SQUARES.filter((sq) => !STAR_SQUARES.includes(sq));
    check(sorted(STAR_SQUARES, state.board) === sorted(STAR_SQUARES, layout), () => `chaos board ★ squares: ${JSON.stringify(state.board)}`);
    check(sorted(others, state.board) === sorted(others, layout), () => `chaos board other squares: ${JSON.stringify(state.board)}`);
  }
}

/** Every legal (activation, meeple, jump, path) by §3.1–§3.2 and §5, spending at most `maxSpeedTokens`. */
function expectedMoves(state: GameState, maxSpeedTokens: number): Set<string> {
  const seat = state.current;
  const me = state.players[seat];
  const keys = new Set<string>();
  const activations: (string | undefined)[] = [undefined];
  if (me.likes.length >= 3) for (const tile of me.upgrades) if (!tile.active) activations.push(tile.id);
  for (const activate of activations) {
    const upgrades = new Set(activeUpgrades(state, seat));
    if (activate) upgrades.add(activate);
    for (let meeple = 0; meeple < me.meeples.length; meeple++) {
      const others = new Set<number>();
      state.players.forEach((p, s) => p.meeples.forEach((sq, m) => sq !== null && !(s === seat && m === meeple) && others.add(sq)));
      for (const jump of upgrades.has("jump") ? [false, true] : [false]) {
        const free = (junior(state) ? 4 : 3) + (jump ? 1 : 0);
        const limit = free + Math.min(maxSpeedTokens, me.speedTokens);
        const walk = (path: number[]) => {
          if (path.length > 0 && (junior(state) || !others.has(path[path.length - 1]))) {
            keys.add(`${activate ?? "-"}|${meeple}|${jump ? 1 : 0}|${path.join(",")}`);
          }
          if (path.length === limit) return;
          const at = path.length === 0 ? me.meeples[meeple]! : path[path.length - 1];
          for (const sq of SQUARES) if (adjacent(at, sq, upgrades.has("diagonalMovement"))) walk([...path, sq]);
        };
        walk([]);
      }
    }
  }
  return keys;
}

/** The independent winners: highest score, then most likes, then most speed tokens; still tied, shared (§4). */
function expectedWinners(state: GameState): number[] {
  const scoring = SCORING[state.options.edition];
  const keys = state.players.map((p) => [
    p.likes.length * scoring.like + p.upgrades.filter((t) => t.active).length * scoring.upgrade + p.dislikes.length * scoring.dislike,
    p.likes.length,
    p.speedTokens,
  ]);
  const better = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const best = keys.reduce((top, key) => (better(key, top) > 0 ? key : top));
  return keys.flatMap((key, seat) => (better(key, best) === 0 ? [seat] : []));
}

// ---------------------------------------------------------------------------------------------
// Rejections (property 6).

interface Corruption {
  kind: string;
  action: unknown;
  /** The error codes this corruption must produce; any code when absent. */
  codes?: readonly string[];
}

const exercised = new Map<string, number>();

/** Asserts the engine refuses `action` with a typed error and changes nothing, whichever entry point is used. */
function expectRefused(state: GameState, corruption: Corruption): void {
  const before = JSON.stringify(state);
  const { action, kind } = corruption;
  const what = () => `${kind}: ${JSON.stringify(action)} at ${state.phase} (current ${state.current})`;
  const result = applyAction(state, action as Action);
  check(!result.ok, () => `${what()} was accepted`);
  const error = (result as { ok: false; error: EngineError }).error;
  check(typeof error.code === "string" && error.code.length > 0, () => `${what()}: error code ${JSON.stringify(error.code)}`);
  check(typeof error.message === "string" && error.message.trim().length > 0, () => `${what()}: empty message`);
  check(!corruption.codes || corruption.codes.includes(error.code), () => `${what()}: ${error.code} "${error.message}", expected ${corruption.codes!.join(" or ")}`);
  check(JSON.stringify(state) === before, () => `${what()}: applyAction changed its input while refusing`);
  const validated = validateAction(state, action as Action);
  check(validated !== null && validated.code === error.code, () => `${what()}: validateAction says ${JSON.stringify(validated)}`);
  const copy = cloneState(state);
  const inPlace = applyActionInPlace(copy, action as Action);
  check(!inPlace.ok && inPlace.error.code === error.code, () => `${what()}: applyActionInPlace says ${JSON.stringify(inPlace)}`);
  check(JSON.stringify(copy) === before, () => `${what()}: applyActionInPlace changed the state while refusing`);
  check(JSON.stringify(state) === before, () => `${what()}: the input changed`);
  exercised.set(kind, (exercised.get(kind) ?? 0) + 1);
}

const BAD_INDEX = [-1, 1.5, NaN, Infinity, "0", "1", null, undefined, true, [0], {}] as const;
const OFF_BOARD = [-1, 16, 17, 64, -16, 2.5, NaN, Infinity, -Infinity, 1e9] as const;
const NOT_A_SQUARE = ["3", null, undefined, true, [3], {}] as const;
const BAD_PLAYER = [-1, 0.5, NaN, "0", null, undefined, true] as const;

function otherSeat(state: GameState, rng: RngState, not: number[]): number | null {
  const seats = state.players.map((_, seat) => seat).filter((seat) => !not.includes(seat));
  return seats.length === 0 ? null : pick(rng, seats);
}

function commonCorruptions(state: GameState, base: Action, rng: RngState): Corruption[] {
  const n = state.players.length;
  const list: Corruption[] = [];
  const other = otherSeat(state, rng, [base.player]);
  if (other !== null && state.phase !== "chooseUpgrades") list.push({ kind: "player:otherSeat", action: { ...base, player: other }, codes: ["NOT_YOUR_TURN"] });
  list.push({ kind: "player:badValue", action: { ...base, player: pick(rng, [...BAD_PLAYER, n, n + 2]) }, codes: ["MALFORMED_ACTION"] });
  const otherTypes = (["turn", "place", "chooseUpgrades"] as const).filter((type) => type !== base.type);
  list.push({ kind: "type:otherPhase", action: { ...base, type: pick(rng, otherTypes) }, codes: ["WRONG_PHASE"] });
  list.push({
    kind: "type:unknown",
    action: { ...base, type: pick(rng, ["Turn", "move", "", null, undefined, 1, "toString", "__proto__", "constructor", "hasOwnProperty"]) },
    codes: ["MALFORMED_ACTION"],
  });
  list.push({ kind: "action:notObject", action: pick(rng, [null, undefined, 0, "turn", [], true, [base]]), codes: ["MALFORMED_ACTION"] });
  return list;
}

function placementCorruptions(state: GameState, base: Action & { type: "place" }, rng: RngState): Corruption[] {
  const list = commonCorruptions(state, base, rng);
  const taken = state.players.flatMap((p) => p.meeples.filter((square): square is number => square !== null));
  if (taken.length > 0) list.push({ kind: "place:occupied", action: { ...base, square: pick(rng, taken) }, codes: ["SQUARE_OCCUPIED"] });
  list.push({ kind: "place:offBoard", action: { ...base, square: pick(rng, [...OFF_BOARD, ...NOT_A_SQUARE]) }, codes: ["NO_SUCH_SQUARE"] });
  list.push({ kind: "place:badCup", action: { ...base, cup: pick(rng, [3, 4, ...BAD_INDEX]) }, codes: ["NO_SUCH_CUP"] });
  return list;
}

function upgradeChoiceCorruptions(state: GameState, base: Action & { type: "chooseUpgrades" }, rng: RngState): Corruption[] {
  const list = commonCorruptions(state, base, rng);
  const chosen = base.upgrades;
  const bad: unknown[] = [
    chosen.slice(0, 3),
    [...chosen, ALL_UPGRADES.find((u) => !chosen.includes(u))],
    [chosen[0], chosen[0], chosen[1], chosen[2]],
    [chosen[0], chosen[1], chosen[2], "teleport"],
    [chosen[0], chosen[1], chosen[2], null],
    [],
    "jump",
    null,
    undefined,
    { 0: chosen[0], 1: chosen[1], 2: chosen[2], 3: chosen[3], length: 4 },
  ];
  list.push({ kind: "chooseUpgrades:badChoice", action: { ...base, upgrades: pick(rng, bad) }, codes: ["INVALID_UPGRADE_CHOICE"] });
  const done = state.players.flatMap((p, seat) => (p.upgrades.length > 0 ? [seat] : []));
  if (done.length > 0) {
    list.push({ kind: "chooseUpgrades:again", action: { ...base, player: pick(rng, done) }, codes: ["NOT_YOUR_TURN", "UPGRADES_ALREADY_CHOSEN"] });
  }
  return list;
}

/** A path of legal steps from the meeple's start that ends on another meeple's square, if one is within reach. */
function pathOntoMeeple(state: GameState, seat: number, meeple: number, diagonal: boolean, maxSteps: number): number[] | null {
  const start = state.players[seat].meeples[meeple]!;
  const occupied = new Set<number>();
  state.players.forEach((p, s) => p.meeples.forEach((square, m) => square !== null && !(s === seat && m === meeple) && occupied.add(square)));
  const limit = Math.min(maxSteps, 5);
  let frontier: number[][] = [[]];
  for (let length = 1; length <= limit; length++) {
    const next: number[][] = [];
    for (const path of frontier) {
      const at = path.length === 0 ? start : path[path.length - 1];
      for (const square of SQUARES) {
        if (!adjacent(at, square, diagonal)) continue;
        const extended = [...path, square];
        if (occupied.has(square)) return extended;
        next.push(extended);
      }
    }
    frontier = next.length > 2000 ? next.slice(0, 2000) : next;
  }
  return null;
}

function turnCorruptions(state: GameState, base: TurnAction, events: readonly { type: string }[], rng: RngState): Corruption[] {
  const list = commonCorruptions(state, base, rng);
  const seat = base.player;
  const me = state.players[seat];
  const edition = state.options.edition;
  const isJunior = junior(state);
  const meeple = base.meeple ?? 0;
  const start = me.meeples[meeple]!;
  const upgrades = activeUpgrades(state, seat);
  if (base.activate) upgrades.push(base.activate);
  const diagonal = upgrades.includes("diagonalMovement");
  // §3.2: 1–3 steps (Junior Barista 1–4), one more with Jump, one more per speed token.
  const maxSteps = (isJunior ? 4 : 3) + (base.jump ? 1 : 0) + me.speedTokens;
  const path = base.path;
  const moved = events.find((e) => e.type === "moved") as { collected: Counts } | undefined;
  const collected = moved?.collected ?? {};
  const queued = me.queue.flat();
  const withPath = (p: unknown): Corruption["action"] => ({ ...base, path: p, pours: [], complete: [] });

  // Moves.
  const i = randomInt(rng, path.length);
  const from = i === 0 ? start : path[i - 1];
  const far = SQUARES.filter((square) => !adjacent(from, square, true));
  list.push({ kind: "path:nonAdjacent", action: withPath(path.map((s, k) => (k === i ? pick(rng, far) : s))), codes: ["NOT_ADJACENT"] });
  if (!diagonal) {
    const diagonals = SQUARES.filter((square) => adjacent(from, square, true) && !adjacent(from, square, false));
    list.push({ kind: "path:diagonalWithoutUpgrade", action: withPath(path.map((s, k) => (k === i ? pick(rng, diagonals) : s))), codes: ["NOT_ADJACENT"] });
  }
  list.push({ kind: "path:offBoard", action: withPath(path.map((s, k) => (k === i ? pick(rng, OFF_BOARD) : s))), codes: ["NO_SUCH_SQUARE"] });
  list.push({
    kind: "path:stepNotANumber",
    action: withPath(path.map((s, k) => (k === i ? pick(rng, NOT_A_SQUARE) : s))),
    codes: ["NO_SUCH_SQUARE", "MALFORMED_ACTION"],
  });
  const long = [...path];
  while (long.length <= maxSteps) {
    const at = long[long.length - 1];
    long.push(pick(rng, SQUARES.filter((square) => adjacent(at, square, false))));
  }
  list.push({ kind: "path:beyondSpeedTokens", action: { ...base, path: long }, codes: ["PATH_TOO_LONG"] });
  list.push({ kind: "path:empty", action: pick(rng, [{ ...base, path: [] }, { ...base, path: undefined }]), codes: ["EMPTY_PATH"] });
  list.push({ kind: "path:notAList", action: { ...base, path: pick(rng, ["0,1", null, 5, { 0: start, length: 1 }, true]) }, codes: ["MALFORMED_ACTION"] });
  const onto = pathOntoMeeple(state, seat, meeple, diagonal, maxSteps);
  if (onto && !isJunior) list.push({ kind: "path:endOnOccupied", action: withPath(onto), codes: ["END_ON_OCCUPIED"] });
  if (onto && isJunior) {
    // Junior Barista (§6): ending on an occupied square is legal.
    const result = applyAction(state, withPath(onto) as Action);
    check(result.ok, () => `Junior Barista refused a move ending on another meeple: ${JSON.stringify(onto)} ${JSON.stringify(result)}`);
    exercised.set("junior:endOnOccupiedAccepted", (exercised.get("junior:endOnOccupiedAccepted") ?? 0) + 1);
  }

  // Pours.
  const ingredients = EDITION_INGREDIENTS[edition];
  const cup = randomInt(rng, 3);
  const x = pick(rng, ingredients);
  const tooMuch: Counts[] = [{}, {}, {}];
  (tooMuch[cup] as Record<string, number>)[x] = count(collected, x) + 1 + randomInt(rng, 3);
  list.push({ kind: "pour:notCollected", action: { ...base, pours: tooMuch, complete: [] }, codes: ["POUR_NOT_COLLECTED"] });
  const got = Object.keys(collected).filter((key) => count(collected, key) > 0);
  if (got.length > 0) {
    const y = pick(rng, got);
    const split: Counts[] = [{}, {}, {}];
    const other = (cup + 1 + randomInt(rng, 2)) % 3;
    (split[cup] as Record<string, number>)[y] = count(collected, y);
    (split[other] as Record<string, number>)[y] = 1;
    list.push({ kind: "pour:splitBeyondCollected", action: { ...base, pours: split, complete: [] }, codes: ["POUR_NOT_COLLECTED"] });
    const balanced: Counts[] = [{}, {}, {}];
    (balanced[cup] as Record<string, number>)[y] = count(collected, y) + 1;
    (balanced[other] as Record<string, number>)[y] = -1;
    list.push({ kind: "pour:negativeToBalance", action: { ...base, pours: balanced, complete: [] }, codes: ["MALFORMED_ACTION"] });
  }
  const foreign = edition === "classic" ? "fruit" : "caramel";
  list.push({ kind: "pour:otherEditionsIngredient", action: { ...base, pours: [{ [foreign]: 1 }], complete: [] }, codes: ["POUR_NOT_COLLECTED"] });
  const unknown = pick(rng, ["sugar", "Coffee", "", "0", "constructor", "toString", "hasOwnProperty", "__proto__"]);
  const unknownPour = JSON.parse(`{${JSON.stringify(unknown)}: 1}`) as Counts;
  list.push({ kind: "pour:unknownIngredient", action: { ...base, pours: [unknownPour], complete: [] }, codes: ["MALFORMED_ACTION"] });
  const badCount = pick(rng, [-1, -5, 0.5, NaN, Infinity, "1", null, true, [1], {}]);
  const badPours: unknown[] = [{}, {}, {}];
  badPours[cup] = { [pick(rng, got.length > 0 ? got : ingredients)]: badCount };
  list.push({ kind: "pour:badCount", action: { ...base, pours: badPours, complete: [] }, codes: ["MALFORMED_ACTION"] });
  list.push({
    kind: "pour:badShape",
    action: { ...base, pours: pick(rng, ["x", null, 5, {}, [null], [[]], [1], [{}, {}, {}, { [x]: 1 }]]), complete: [] },
    codes: ["MALFORMED_ACTION", "NO_SUCH_CUP"],
  });

  // Completions: each against the cups as the base turn leaves them before completing.
  const cupsAfterPours = me.cups.map((c, index) => {
    const contents: Record<string, number> = {};
    if (!(base.empty ?? []).includes(index)) for (const key in c) contents[key] = count(c, key);
    const pour = base.pours?.[index] ?? {};
    for (const key in pour) contents[key] = (contents[key] ?? 0) + count(pour, key);
    return contents;
  });
  const elsewhere = [
    ...state.deck,
    ...state.removed,
    ...me.likes,
    ...me.dislikes,
    ...me.discarded,
    ...state.players.flatMap((p, s) => (s === seat ? [] : [...p.queue.flat(), ...p.likes, ...p.dislikes])),
  ];
  const total = CARD_TOTAL[edition];
  const notMine = pick(rng, [...elsewhere, total, total + 7, -1, 1e6]);
  list.push({ kind: "complete:notInQueue", action: { ...base, complete: [{ cup, card: notMine }] }, codes: ["CARD_NOT_IN_QUEUE"] });
  list.push({ kind: "complete:badCard", action: { ...base, complete: [{ cup, card: pick(rng, [1.5, NaN, "0", null, undefined, Infinity, [0]]) }] }, codes: ["MALFORMED_ACTION"] });
  if (queued.length > 0) {
    list.push({ kind: "complete:badCup", action: { ...base, complete: [{ cup: pick(rng, [3, 4, ...BAD_INDEX]), card: pick(rng, queued) }] }, codes: ["NO_SUCH_CUP"] });
    const mismatches: { cup: number; card: number }[] = [];
    cupsAfterPours.forEach((contents, c) => {
      for (const card of queued) if (!sameMultiset(contents, recipeCounts(state, card))) mismatches.push({ cup: c, card });
    });
    if (mismatches.length > 0) list.push({ kind: "complete:recipeMismatch", action: { ...base, complete: [pick(rng, mismatches)] }, codes: ["RECIPE_MISMATCH"] });
  }
  list.push({
    kind: "complete:notAList",
    action: { ...base, complete: pick(rng, ["x", null, {}, [null], [5], 7, [[0, 0]]]) },
    codes: ["MALFORMED_ACTION", "NO_SUCH_CUP"],
  });
  const done = base.complete ?? [];
  if (done.length > 0) {
    const first = pick(rng, done);
    list.push({ kind: "complete:sameCupTwice", action: { ...base, complete: [...done, { cup: first.cup, card: pick(rng, queued) }] }, codes: ["CUP_USED_TWICE"] });
    const freeCups = [0, 1, 2].filter((c) => !done.some((d) => d.cup === c));
    if (freeCups.length > 0) {
      list.push({ kind: "complete:sameCardTwice", action: { ...base, complete: [...done, { cup: pick(rng, freeCups), card: first.card }] }, codes: ["CARD_USED_TWICE"] });
    }
  } else if (queued.length > 0) {
    list.push({ kind: "complete:sameCupTwice", action: { ...base, complete: [{ cup, card: pick(rng, queued) }, { cup, card: pick(rng, queued) }] } });
  }

  // Upgrades.
  const faceDown = me.upgrades.filter((tile) => !tile.active).map((tile) => tile.id);
  const active = me.upgrades.filter((tile) => tile.active).map((tile) => tile.id);
  const withoutUpgrade = { ...base, jump: undefined, path, activate: undefined };
  if (me.likes.length < 3 && faceDown.length > 0) {
    list.push({ kind: "activate:withoutThreeLikes", action: { ...withoutUpgrade, activate: pick(rng, faceDown) }, codes: ["NOT_ENOUGH_LIKES"] });
  }
  if (active.length > 0) list.push({ kind: "activate:alreadyActive", action: { ...base, activate: pick(rng, active) }, codes: ["UPGRADE_ALREADY_ACTIVE"] });
  const notOwned = ALL_UPGRADES.filter((id) => !me.upgrades.some((tile) => tile.id === id));
  if (notOwned.length > 0) list.push({ kind: "activate:notOwned", action: { ...base, activate: pick(rng, notOwned) }, codes: ["UPGRADE_NOT_YOURS"] });
  list.push({
    kind: "activate:unknown",
    action: { ...base, activate: pick(rng, ["teleport", "", "DoubleMeeples", "double_meeples", null, 0, true, {}, ["jump"], "toString", "__proto__"]) },
    codes: ["MALFORMED_ACTION"],
  });
  if (!upgrades.includes("jump")) list.push({ kind: "jump:withoutUpgrade", action: { ...base, jump: true }, codes: ["JUMP_NOT_ACTIVE"] });
  list.push({ kind: "jump:notABoolean", action: { ...base, jump: pick(rng, ["yes", 1, 0, null, "true", {}]) }, codes: ["MALFORMED_ACTION"] });

  // Meeple and cups to empty.
  const meeples = me.meeples.length;
  list.push({ kind: "meeple:bad", action: { ...base, meeple: pick(rng, [meeples, meeples + 1, -1, 0.5, "0", null, NaN, true]) }, codes: ["NO_SUCH_MEEPLE"] });
  list.push({
    kind: "empty:bad",
    action: { ...base, empty: pick(rng, [[3], [-1], [0, 0], [2, 1, 2], [1.5], ["0"], [null], "0", 0, {}, null]) },
    codes: ["NO_SUCH_CUP", "MALFORMED_ACTION"],
  });

  return list;
}


// ---------------------------------------------------------------------------------------------
// Property 8: an independent model of one action's bookkeeping (§2.4, §3, §5, R-1, R-6, R-7, R-12).

const CORNERS = new Set([0, 3, 12, 15]);
const SPECIALTY_SQUARES = { classic: new Set(["caramel", "chocolate", "water", "tea"]), winter: new Set(["fruit", "chocolate", "water", "tea"]) } as const;

function addCounts(target: Record<string, number>, source: Counts | undefined, sign = 1): void {
  for (const key in source ?? {}) target[key] = (target[key] ?? 0) + sign * count(source, key);
}
function sameCounts(a: Counts | null, b: Counts | null): boolean {
  if (a === null || b === null) return a === b;
  return sameMultiset(a, b as Record<string, number>);
}
function expectedPlacementOrder(state: GameState): number[] {
  const n = state.players.length;
  const start = state.startingPlayer;
  // §2.4: 3–4 players from the starting player's right, against turn order; 2 players the other one first, alternating.
  if (n === 2) return [1 - start, start, 1 - start, start];
  return Array.from({ length: n }, (_, i) => (start - 1 - i + 2 * n) % n);
}

function checkBookkeeping(before: GameState, action: Action, after: GameState, events: readonly { type: string }[]): void {
  const n = before.players.length;
  const edition = before.options.edition;
  const limited = before.supply !== null;
  const unchangedExcept = (changed: number[]) => {
    before.players.forEach((p, seat) => {
      if (changed.includes(seat)) return;
      check(JSON.stringify(after.players[seat]) === JSON.stringify(p), () => `seat ${seat} changed on an action by seat ${action.player}`);
    });
  };

  if (action.type === "chooseUpgrades") {
    check(JSON.stringify(after.players[action.player].upgrades) === JSON.stringify(action.upgrades.map((id) => ({ id, active: false }))),
      () => "upgrades chosen wrongly");
    unchangedExcept([action.player]);
    return;
  }

  if (action.type === "place") {
    const order = expectedPlacementOrder(before);
    check(action.player === order[before.placementsMade],
      () => `placement #${before.placementsMade + 1} by seat ${action.player}, §2.4 says seat ${order[before.placementsMade]}`);
    const me0 = before.players[action.player];
    const me1 = after.players[action.player];
    const slot = me0.meeples.indexOf(null);
    check(me1.meeples[slot] === action.square && me1.meeples.every((sq, m) => m === slot || sq === me0.meeples[m]), () => "the meeple was not placed");
    const ingredient = before.board[action.square];
    const available = limited ? count(before.supply, ingredient) : Infinity;
    const gained = Math.min(1, available);
    const cups = me0.cups.map((cup) => {
      const copy: Record<string, number> = {};
      addCounts(copy, cup);
      return copy;
    });
    cups[action.cup][ingredient] = (cups[action.cup][ingredient] ?? 0) + gained;
    check(me1.cups.every((cup, c) => sameMultiset(cup, cups[c])), () => `placement cups ${JSON.stringify(me1.cups)}, expected ${JSON.stringify(cups)}`);
    if (limited) check(count(after.supply, ingredient) === count(before.supply, ingredient) - gained, () => "placement took the wrong amount from the supply");
    if (before.placementsMade + 1 === before.placementOrder.length) check(after.phase === "turns" && after.current === before.startingPlayer,
      () => "the first turn is not the starting player's");
    unchangedExcept([action.player]);
    return;
  }

  // A turn.
  const seat = action.player;
  const isJunior = junior(before);
  const me0 = before.players[seat];
  const me1 = after.players[seat];
  const upgrades = new Set(activeUpgrades(before, seat));
  if (action.activate) upgrades.add(action.activate);
  const jump = action.jump === true;
  const meeple = action.meeple ?? 0;
  const start = me0.meeples[meeple]!;
  const path = action.path;
  const diagonal = upgrades.has("diagonalMovement");

  // The move itself was legal (§3.2).
  const free = (isJunior ? 4 : 3) + (jump ? 1 : 0);
  check(path.length >= 1 && path.length <= free + me0.speedTokens, () => `accepted a path of ${path.length} steps with ${me0.speedTokens} speed tokens`);
  check(!jump || upgrades.has("jump"), () => "accepted a jump without the Jump upgrade");
  check(!action.activate || me0.likes.length >= 3, () => "accepted an upgrade with fewer than 3 likes");
  const others = new Set<number>();
  before.players.forEach((p, s) => p.meeples.forEach((sq, m) => sq !== null && !(s === seat && m === meeple) && others.add(sq)));
  path.forEach((sq, k) => check(adjacent(k === 0 ? start : path[k - 1], sq, diagonal), () => `accepted a non-adjacent step ${k + 1} in ${JSON.stringify(path)}`));
  check(isJunior || !others.has(path[path.length - 1]), () => "accepted a move ending on another meeple");
  check(me1.meeples[meeple] === path[path.length - 1] && me1.meeples.every((sq, m) => m === meeple || sq === me0.meeples[m]),
    () => "the meeple did not end where the path does");

  // emptied cups go back before the move; R-7: Classic collects what the supply still has.
  const supply: Record<string, number> | null = limited ? { ...(before.supply as Record<string, number>) } : null;
  const cups = me0.cups.map((cup) => {
    const copy: Record<string, number> = {};
    addCounts(copy, cup);
    return copy;
  });
  for (const c of action.empty ?? []) {
    if (supply) addCounts(supply, cups[c]);
    cups[c] = {};
  }
  // §5, R-1, R-12: multipliers multiply; a jump forfeits all the first step would yield.
  const collected: Record<string, number> = {};
  path.forEach((sq, k) => {
    let multiplier = jump && k === 0 ? 0 : 1;
    if (upgrades.has("doubleMeeples") && others.has(sq)) multiplier *= 2;
    if (upgrades.has("doubleCorners") && CORNERS.has(sq)) multiplier *= 2;
    if (upgrades.has("doubleSpecialties") && SPECIALTY_SQUARES[edition].has(before.board[sq])) multiplier *= 2;
    if (upgrades.has("doubleDestination") && k === path.length - 1) multiplier *= 2;
    check(multiplier <= 4, () => `a square yielded ×${multiplier}`);
    const ingredient = before.board[sq];
    const taken = supply ? Math.min(multiplier, supply[ingredient] ?? 0) : multiplier;
    if (supply) supply[ingredient] -= taken;
    collected[ingredient] = (collected[ingredient] ?? 0) + taken;
  });
  const moved = events.find((e) => e.type === "moved") as { collected: Counts; speedTokensSpent: number } | undefined;
  check(moved !== undefined && sameMultiset(moved.collected, collected),
    () => `collected ${JSON.stringify(moved?.collected)}, §5 says ${JSON.stringify(collected)} for ${JSON.stringify(action)}`);
  const spent = Math.max(0, path.length - free);
  check(moved!.speedTokensSpent === spent, () => `spent ${moved!.speedTokensSpent} speed tokens, expected ${spent}`);

  // §3.3: pour some of what was collected; the rest goes back.
  const unpoured = { ...collected };
  (action.pours ?? []).forEach((pour, c) => {
    addCounts(cups[c], pour);
    addCounts(unpoured, pour, -1);
  });
  for (const key in unpoured) check(unpoured[key] >= 0, () => `accepted pouring more ${key} than collected`);
  if (supply) addCounts(supply, unpoured);

  // §3.4: completions (exact recipes, one per cup, cards from the queue).
  const completed = new Set<number>();
  let specialties = 0;
  const queued = new Set(me0.queue.flat());
  for (const { cup, card } of action.complete ?? []) {
    check(queued.has(card) && !completed.has(card), () => `accepted completing card ${card}`);
    check(sameMultiset(cups[cup], recipeCounts(before, card)), () => `accepted cup ${JSON.stringify(cups[cup])} for ${cardOf(edition, card).name}`);
    if (supply) addCounts(supply, cups[cup]);
    cups[cup] = {};
    completed.add(card);
    if (cardOf(edition, card).specialty) specialties++;
  }
  check(me1.cups.every((cup, c) => sameMultiset(cup, cups[c])), () => `cups ${JSON.stringify(me1.cups)}, expected ${JSON.stringify(cups)}`);
  check(sameCounts(after.supply, supply), () => `supply ${JSON.stringify(after.supply)}, expected ${JSON.stringify(supply)}`);

  // Order surge (§3.4) then flow of time (§3.5), drawing from the top of the deck (its end).
  const deck = [...before.deck];
  const changed = [seat];
  const surge = isJunior || completed.size === 0 ? 0 : Math.min(2, n - 1);
  for (let k = 1; k <= surge; k++) {
    const r = (seat + k) % n;
    changed.push(r);
    const drawn: number[] = [];
    for (let i = 0; i < completed.size && deck.length > 0; i++) drawn.push(deck.pop()!);
    const expected = before.players[r].queue.map((slot, position) => (position === 0 ? [...slot, ...drawn] : slot));
    check(JSON.stringify(after.players[r].queue) === JSON.stringify(expected),
      () => `seat ${r}'s queue after a surge of ${completed.size}: ${JSON.stringify(after.players[r].queue)}, expected ${JSON.stringify(expected)}`);
    const { queue: _q1, ...rest1 } = after.players[r];
    const { queue: _q0, ...rest0 } = before.players[r];
    check(JSON.stringify(rest1) === JSON.stringify(rest0), () => `seat ${r} changed beyond its queue in a surge`);
  }
  const remaining = me0.queue.map((slot) => slot.filter((card) => !completed.has(card)));
  let queue = remaining;
  let missed: number[] = [];
  if (!isJunior) {
    missed = remaining[3];
    const drawn = n === 2 && deck.length > 0 ? [deck.pop()!] : [];
    queue = [drawn, remaining[0], remaining[1], remaining[2]];
  }
  check(JSON.stringify(me1.queue) === JSON.stringify(queue), () => `queue ${JSON.stringify(me1.queue)}, expected ${JSON.stringify(queue)}`);
  check(JSON.stringify(after.deck) === JSON.stringify(deck), () => "the deck is not what the draws leave");
  check(JSON.stringify(me1.dislikes) === JSON.stringify([...me0.dislikes, ...missed]),
    () => `dislikes ${JSON.stringify(me1.dislikes)}, expected ${JSON.stringify([...me0.dislikes, ...missed])}`);
  check(me1.likes.length === me0.likes.length - (action.activate ? 3 : 0) + completed.size, () => "likes miscounted");
  check([...completed].every((card) => me1.likes.includes(card)), () => "a completed card is not a like");
  check(me1.discarded.length === me0.discarded.length + (action.activate ? 3 : 0), () => "discarded likes miscounted (R-10)");
  const tokens = me0.speedTokens - spent + specialties + missed.length;
  check(me1.speedTokens === tokens, () => `speed tokens ${me1.speedTokens}, expected ${tokens}`);
  const tiles = me0.upgrades.map((tile) => ({ id: tile.id, active: tile.active || tile.id === action.activate }));
  check(JSON.stringify(me1.upgrades) === JSON.stringify(tiles), () => "upgrade tiles wrong after the turn");
  unchangedExcept(changed);
}

// ---------------------------------------------------------------------------------------------

describe("engine properties over random games", () => {
  it("0. a new game is set up as §2 says (board, deal, removed cards, tokens, upgrades, first to act)", () => {
    fc.assert(
      fc.property(gameSpecArb({ headStart: false }), (spec) => {
        checkSetup(mustCreate(spec.options, spec.seed), spec.options);
      }),
      fcParams(3000),
    );
  }, 120_000);

  it("0b. createGame refuses invalid options with INVALID_OPTIONS", () => {
    fc.assert(
      fc.property(gameSpecArb({ headStart: false }), fc.nat(), (spec, choice) => {
        const o = spec.options;
        const variants = o.variants ?? [];
        const winter = o.edition === "winter";
        const tableUpgrades = !variants.includes("variableUpgrades") && !variants.includes("juniorBarista");
        const bad: unknown[] = [
          { ...o, edition: "summer" },
          { ...o, edition: undefined },
          { ...o, players: pick(checkRng(spec), [0, 1, 5, 2.5, "2", null, NaN]) },
          { ...o, variants: [...variants, winter ? "calmStart" : "juniorBarista"] },
          { ...o, variants: [...variants, "turbo"] },
          { ...o, startingPlayer: pick(checkRng(spec), [-1, o.players, o.players + 1, 0.5, "0", null, NaN]) },
        ];
        if (variants.length > 0) bad.push({ ...o, variants: [...variants, variants[0]] });
        if (winter && variants.includes("juniorBarista") && !variants.includes("variableUpgrades")) bad.push({ ...o, variants: [...variants, "variableUpgrades"] });
        if (winter && variants.includes("variableUpgrades") && !variants.includes("juniorBarista")) bad.push({ ...o, variants: [...variants, "juniorBarista"] });
        if (tableUpgrades) {
          const base = o.upgrades ?? DEFAULT_UPGRADES;
          bad.push({ ...o, upgrades: base.slice(0, 3) }, { ...o, upgrades: [base[0], base[0], base[1], base[2]] }, { ...o, upgrades: [base[0], base[1], base[2], "teleport"] });
          if (!winter) bad.push({ ...o, upgrades: [base[0], base[1], base[2], "jump"] });
        } else {
          bad.push({ ...o, upgrades: DEFAULT_UPGRADES });
        }
        const options = bad[choice % bad.length];
        const created = createGame(options as GameOptions, spec.seed);
        check(!created.ok && created.error.code === "INVALID_OPTIONS" && created.error.message.length > 0,
          () => `createGame(${JSON.stringify(options)}) gave ${JSON.stringify(created).slice(0, 200)}`);
      }),
      fcParams(2000),
    );
  }, 120_000);

  it("1. cards are conserved at every step: every card id of the edition is in exactly one place", () => {
    const combos = new Set<string>();
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        combos.add(`${spec.options.edition}/${spec.options.players}/${[...(spec.options.variants ?? [])].sort().join("+")}`);
        const initial = mustCreate(spec.options, spec.seed);
        checkCards(initial);
        playGame(spec, INVARIANT_CAP, ({ after, action, index }) => {
          try {
            checkCards(after);
          } catch (error) {
            fail(`after action #${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`);
          }
        });
      }),
      fcParams(1000),
    );
    // Every edition × player count × variant combination was played (8 combinations × 3 player counts).
    if (process.env.FC_SEED === undefined) expect(combos.size).toBe(24);
  }, 120_000);

  it("2. Classic tokens are conserved (supply + cups = box), Winter's supply stays null", () => {
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        checkTokens(mustCreate(spec.options, spec.seed));
        playGame(spec, INVARIANT_CAP, ({ after, action, index }) => {
          try {
            checkTokens(after);
          } catch (error) {
            fail(`after action #${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`);
          }
        });
      }),
      fcParams(1000),
    );
  }, 120_000);

  it("3. every game ends within a bound, with equal turns, the last by the starting player's right, and the right winners", () => {
    fc.assert(
      fc.property(gameSpecArb({ terminating: true }), (spec) => {
        let closedAt: number | null = null;
        const game = playGame(spec, MAX_ACTIONS, ({ before, action, after, index }) => {
          const n = after.players.length;
          if (before.token === "open" && after.token === "closed") {
            closedAt = index;
            // §4 / R-2 / R-14 / §6: the token flips only for a reason that holds now.
            const reasons = {
              deck: after.deck.length === 0,
              dislikes: after.players.some((p) => p.dislikes.length >= 5),
              stall: after.players.every((_, seat) => queueEmpty(after, seat)),
              queueCleared: junior(after) && after.players.some((_, seat) => queueEmpty(after, seat)),
            };
            check(after.closedBy !== null && reasons[after.closedBy], () => `token closed by ${after.closedBy} after #${index + 1}, but ${JSON.stringify(reasons)}`);
          }
          if (after.token === "open") {
            check(after.deck.length > 0, () => "the deck is empty but the token is open");
            check(after.players.every((p) => p.dislikes.length < 5), () => "a player has 5 dislikes but the token is open");
            if (after.phase === "turns" && action.type === "turn") {
              check(!after.players.every((_, seat) => queueEmpty(after, seat)), () => "every queue is empty after a turn but the token is open (R-14)");
              check(!junior(after) || !after.players.some((_, seat) => queueEmpty(after, seat)), () => "Junior Barista: a queue is cleared but the token is open");
            }
          }
          if (action.type === "turn") {
            // Turn order goes to the left from the starting player (§3).
            check(action.player === (after.startingPlayer + before.turnsPlayed) % n, () => `turn ${before.turnsPlayed + 1} was played by seat ${action.player}`);
            check(after.turnsPlayed === before.turnsPlayed + 1, () => "turnsPlayed did not count the turn");
            // §4: once CLOSED, play goes on until the seat at the starting player's right has played.
            const shouldEnd = after.token === "closed" && action.player === lastSeatOf(after);
            check((after.phase === "ended") === shouldEnd,
              () => `after turn #${after.turnsPlayed} (seat ${action.player}, token ${after.token}) phase is ${after.phase}`);
          } else {
            check(after.phase !== "ended", () => `the game ended on a ${action.type} action`);
          }
        });
        const state = game.final;
        check(game.ended, () => `not over after ${MAX_ACTIONS} actions (token ${state.token}, ${state.turnsPlayed} turns)`);
        check(closedAt !== null || game.initial.token === "closed", () => "the game ended without the token closing");
        const n = state.players.length;
        const turns = game.log.filter((a): a is TurnAction => a.type === "turn");
        check(state.turnsPlayed === turns.length, () => `turnsPlayed ${state.turnsPlayed} but ${turns.length} turns in the log`);
        check(state.turnsPlayed % n === 0, () => `${state.turnsPlayed} turns for ${n} players`);
        const perSeat = state.players.map((_, seat) => turns.filter((t) => t.player === seat).length);
        check(new Set(perSeat).size === 1, () => `unequal turns per seat: ${perSeat.join(", ")}`);
        const last = game.log[game.log.length - 1];
        check(last.type === "turn" && last.player === (state.startingPlayer + n - 1) % n, () => `the last action was ${JSON.stringify(last)}`);
        check(state.token === "closed" && state.closedBy !== null, () => `ended with token ${state.token}`);
        const rules = rulesFor(state.options);
        const top = ranking(state, rules)
          .filter((entry) => entry.rank === 1)
          .map((entry) => entry.player);
        const winners = [...(state.winners ?? [])].sort();
        check(JSON.stringify(winners) === JSON.stringify([...top].sort()), () => `winners ${JSON.stringify(state.winners)} but ranking's top is ${JSON.stringify(top)}`);
        check(JSON.stringify(winners) === JSON.stringify(expectedWinners(state)),
          () => `winners ${JSON.stringify(state.winners)}, by §4 ${JSON.stringify(expectedWinners(state))}`);
      }),
      fcParams(1500),
    );
  }, 120_000);

  it("4. replaying the action log rebuilds the identical state (whole game and a prefix)", () => {
    fc.assert(
      fc.property(gameSpecArb({ headStart: false }), fc.nat(), (spec, cut) => {
        const states: GameState[] = [];
        const game = playGame(spec, INVARIANT_CAP, ({ after }) => states.push(after));
        const full = replay(spec.options, spec.seed, game.log);
        check(full.ok, () => `replay refused the log: ${JSON.stringify(full)}`);
        check(JSON.stringify((full as { value: GameState }).value) === JSON.stringify(game.final), () => "the replayed state differs from the played one");
        const k = cut % (game.log.length + 1);
        const prefix = replay(spec.options, spec.seed, game.log.slice(0, k));
        const expected = k === 0 ? game.initial : states[k - 1];
        check(prefix.ok && JSON.stringify(prefix.value) === JSON.stringify(expected), () => `replaying the first ${k} actions differs`);
        // A log that no longer fits the game is refused, not half-applied.
        if (game.log.length > 0) {
          const broken = [...game.log, game.log[game.log.length - 1]];
          const refused = replay(spec.options, spec.seed, broken);
          check(!refused.ok && refused.error.code === "REPLAY_FAILED", () => `replaying an action twice at the end gave ${JSON.stringify(refused).slice(0, 200)}`);
        }
      }),
      fcParams(600),
    );
  }, 120_000);

  it("5. every enumerated legal turn and placement is accepted", () => {
    const seen = { turns: 0, activations: 0, jumps: 0, diagonal: 0, completions: 0, secondMeeple: 0, speedToken: 0 };
    fc.assert(
      fc.property(gameSpecArb(), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (spec, picks) => {
        const states: GameState[] = [mustCreate(spec.options, spec.seed)];
        playGame(spec, INVARIANT_CAP, ({ after }) => after.phase !== "ended" && states.push(after));
        let applied = 0;
        for (const p of picks) {
          // Bound the heavy tail (some states enumerate tens of thousands of turns): every sampled
          // state is checked in full, but no further states once this game has applied 10 000 turns.
          if (applied > 10_000) break;
          const state = states[p % states.length];
          const before = JSON.stringify(state);
          if (state.phase === "placement") {
            const legal = legalPlacements(state);
            const legalKeys = new Set(legal.map((a) => `${a.player}/${a.square}/${a.cup}`));
            const free = SQUARES.filter((square) => !state.players.some((pl) => pl.meeples.includes(square)));
            check(legal.length === free.length * 3, () => `${legal.length} legal placements for ${free.length} free squares`);
            for (const square of SQUARES) {
              for (let cup = 0; cup < 3; cup++) {
                const action: Action = { type: "place", player: state.current, square, cup };
                const result = applyAction(state, action);
                check(result.ok === free.includes(square), () => `placing on ${square} (free: ${free.includes(square)}) gave ${JSON.stringify(result).slice(0, 200)}`);
                check(result.ok === legalKeys.has(`${state.current}/${square}/${cup}`), () => `legalPlacements disagrees with applyAction on ${square}/${cup}`);
                if (result.ok) {
                  checkCards(result.value.state);
                  checkTokens(result.value.state);
                }
              }
            }
          } else if (state.phase === "chooseUpgrades") {
            for (const seat of state.players.keys()) {
              const waiting = state.players[seat].upgrades.length === 0;
              for (let mask = 0; mask < 64; mask++) {
                const upgrades = ALL_UPGRADES.filter((_, bit) => mask & (1 << bit));
                if (upgrades.length !== 4) continue;
                const result = applyAction(state, { type: "chooseUpgrades", player: seat, upgrades });
                check(result.ok === waiting, () => `choosing ${upgrades.join(",")} for seat ${seat} (waiting: ${waiting}) gave ${JSON.stringify(result).slice(0, 200)}`);
              }
            }
          } else if (state.phase === "turns") {
            const turns = legalTurns(state, { maxSpeedTokens: 1 });
            check(turns.length > 0, () => "no legal turn enumerated (R-8)");
            // legalTurns promises every activation, meeple, jump choice and path within the limit.
            const moves = new Set(turns.map((t) => `${t.activate ?? "-"}|${t.meeple ?? 0}|${t.jump ? 1 : 0}|${t.path.join(",")}`));
            const expected = expectedMoves(state, 1);
            const missing = [...expected].filter((key) => !moves.has(key));
            const extra = [...moves].filter((key) => !expected.has(key));
            check(missing.length === 0 && extra.length === 0,
              () => `legalTurns' moves differ from §3.2: missing ${missing.slice(0, 5).join(" ; ")}, extra ${extra.slice(0, 5).join(" ; ")}`);
            for (const turn of turns) {
              const result = applyAction(state, turn);
              check(result.ok, () => `legal turn ${JSON.stringify(turn)} refused: ${JSON.stringify(result)}`);
              if (result.ok) {
                checkCards(result.value.state);
                checkTokens(result.value.state);
              }
            }
            applied += turns.length;
            const active = activeUpgrades(state, state.current);
            for (const turn of turns) {
              seen.turns++;
              if (turn.activate) seen.activations++;
              if (turn.jump) seen.jumps++;
              if (turn.complete) seen.completions++;
              if (turn.meeple === 1) seen.secondMeeple++;
              if ((turn.activate === "diagonalMovement" || active.includes("diagonalMovement")) && turn.path.length > 0) seen.diagonal++;
              if (turn.path.length > (junior(state) ? 4 : 3) + (turn.jump ? 1 : 0)) seen.speedToken++;
            }
          }
          check(JSON.stringify(state) === before, () => "checking legal actions changed the state");
        }
      }),
      fcParams(60),
    );
    // The enumeration reached turns of every kind.
    if (process.env.FC_SEED === undefined) for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(0);
  }, 120_000);

  it("6. corrupted actions are refused with a typed error and leave the state unchanged", () => {
    exercised.clear();
    fc.assert(
      fc.property(gameSpecArb(), fc.array(fc.nat(), { minLength: 2, maxLength: 5 }), (spec, picks) => {
        const steps: { state: GameState; action: Action; events: { type: string }[] }[] = [];
        const game = playGame(spec, INVARIANT_CAP, ({ before, action, events }) => steps.push({ state: before, action, events }));
        const rng = checkRng(spec);
        for (const p of picks) {
          const { state, action, events } = steps[p % steps.length];
          let corruptions: Corruption[];
          if (action.type === "turn") corruptions = turnCorruptions(state, action, events, rng);
          else if (action.type === "place") corruptions = placementCorruptions(state, action, rng);
          else corruptions = upgradeChoiceCorruptions(state, action, rng);
          for (const corruption of corruptions) expectRefused(state, corruption);
        }
        if (game.ended) {
          const last = game.log[game.log.length - 1];
          expectRefused(game.final, { kind: "gameOver", action: last, codes: ["GAME_OVER"] });
          expectRefused(game.final, { kind: "gameOver", action: { type: "place", player: 0, square: 0, cup: 0 }, codes: ["GAME_OVER"] });
        }
      }),
      fcParams(450),
    );
    // Every kind of corruption was actually tried.
    const kinds = [
      "player:otherSeat", "player:badValue", "type:otherPhase", "type:unknown", "action:notObject",
      "place:occupied", "place:offBoard", "place:badCup",
      "chooseUpgrades:badChoice", "chooseUpgrades:again",
      "path:nonAdjacent", "path:diagonalWithoutUpgrade", "path:offBoard", "path:stepNotANumber", "path:beyondSpeedTokens",
      "path:empty", "path:notAList", "path:endOnOccupied", "junior:endOnOccupiedAccepted",
      "pour:notCollected", "pour:splitBeyondCollected", "pour:negativeToBalance", "pour:otherEditionsIngredient",
      "pour:unknownIngredient", "pour:badCount", "pour:badShape",
      "complete:notInQueue", "complete:badCard", "complete:badCup", "complete:recipeMismatch", "complete:notAList",
      "complete:sameCupTwice", "complete:sameCardTwice",
      "activate:withoutThreeLikes", "activate:alreadyActive", "activate:notOwned", "activate:unknown",
      "jump:withoutUpgrade", "jump:notABoolean", "meeple:bad", "empty:bad", "gameOver",
    ];
    if (process.env.FC_SEED === undefined) for (const kind of kinds) expect(exercised.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 120_000);

  it("7. applyAction never changes its input, shares nothing with its output, and agrees with applyActionInPlace", () => {
    fc.assert(
      fc.property(gameSpecArb(), (spec: GameSpec) => {
        const rng = botRng(spec);
        let state = mustCreate(spec.options, spec.seed);
        let played = 0;
        /** Applies the bot's next action to `input` both ways; returns applyAction's output. */
        const step = (input: GameState): GameState => {
          const action = randomAction(input, rng, spec.style);
          const where = () => `action #${played + 1} ${JSON.stringify(action)}`;
          const json = JSON.stringify(input);
          const pure = applyAction(input, action);
          check(pure.ok, () => `${where()} refused: ${JSON.stringify(pure)}`);
          check(JSON.stringify(input) === json, () => `applyAction changed its input on ${where()}`);
          const { state: output, events } = (pure as { value: { state: GameState; events: unknown[] } }).value;
          const outputJson = JSON.stringify(output);
          check(output !== input, () => `applyAction returned its input on ${where()}`);
          // Advancing the input in place gives the same state and events, and leaves the output alone.
          const inPlace = applyActionInPlace(input, action);
          check(inPlace.ok && JSON.stringify(inPlace.value) === JSON.stringify(events), () => `applyActionInPlace's events differ on ${where()}`);
          check(JSON.stringify(input) === outputJson, () => `applyActionInPlace gave another state on ${where()}`);
          check(JSON.stringify(output) === outputJson, () => `changing the input in place changed applyAction's output on ${where()}`);
          played++;
          return output;
        };
        const headStart = (from: GameState["phase"], to: GameState): GameState =>
          spec.headStart !== null && from !== "turns" && to.phase === "turns" ? giveHeadStart(to, spec.headStart) : to;
        while (state.phase !== "ended" && played < INVARIANT_CAP) {
          const input = state;
          const inputPhase = input.phase;
          const output = headStart(inputPhase, step(input));
          const inputJson = JSON.stringify(input); // advanced in place: equal to the output
          if (output.phase === "ended") break;
          // Advancing the output (in place, inside step) must not reach back into the input.
          const outputPhase = output.phase;
          state = headStart(outputPhase, step(output));
          check(JSON.stringify(input) === inputJson, () => `changing applyAction's output changed its input (action #${played})`);
        }
      }),
      fcParams(600),
    );
  }, 120_000);

  it("8. every action's bookkeeping matches an independent model of §2.4, §3 and §5", () => {
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        playGame(spec, INVARIANT_CAP, ({ before, action, after, events, index }) => {
          // The head start is applied after the last placement: check that action against the engine's own output.
          const engineAfter = spec.headStart !== null && before.phase !== "turns" && after.phase === "turns" ? (applyAction(before, action) as { value: { state: GameState } }).value.state : after;
          try {
            checkBookkeeping(before, action, engineAfter, events);
          } catch (error) {
            fail(`action #${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`);
          }
        });
      }),
      fcParams(1000),
    );
  }, 120_000);

  // Junior Barista games end only once a player clears their queue (RULES.md §6): players who
  // never complete an order play forever. That needs a ruling; the bound above covers guided play.
});

