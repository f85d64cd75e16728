/**
 * Corrupted actions for property 6 of properties.test.ts: each a way to break a legal action, with
 * the refusal the engine must give and the state unchanged (RULES.md §2–§5).
 */
import {
  applyAction,
  applyActionInPlace,
  cloneState,
  validateAction,
  type Action,
  type Counts,
  type EngineError,
  type GameState,
  type TurnAction,
} from "../../game/engine/index.js";
import { randomInt, type RngState } from "../../game/engine/rng.js";
import { ALL_UPGRADES, CARD_TOTAL, EDITION_INGREDIENTS, SQUARES, activeUpgrades, adjacent, check, count, junior, pick, recipeCounts, sameMultiset } from "./rules-model.js";
// ---------------------------------------------------------------------------------------------
// Rejections (property 6).

export interface Corruption {
  kind: string;
  action: unknown;
  /** The error codes this corruption must produce; any code when absent. */
  codes?: readonly string[];
}

export const exercised = new Map<string, number>();

/** Asserts the engine refuses `action` with a typed error and changes nothing, whichever entry point is used. */
export function expectRefused(state: GameState, corruption: Corruption): void {
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

export const BAD_INDEX = [-1, 1.5, NaN, Infinity, "0", "1", null, undefined, true, [0], {}] as const;
export const OFF_BOARD = [-1, 16, 17, 64, -16, 2.5, NaN, Infinity, -Infinity, 1e9] as const;
export const NOT_A_SQUARE = ["3", null, undefined, true, [3], {}] as const;
export const BAD_PLAYER = [-1, 0.5, NaN, "0", null, undefined, true] as const;

export function otherSeat(state: GameState, rng: RngState, not: number[]): number | null {
  const seats = state.players.map((_, seat) => seat).filter((seat) => !not.includes(seat));
  return seats.length === 0 ? null : pick(rng, seats);
}

export function commonCorruptions(state: GameState, base: Action, rng: RngState): Corruption[] {
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

export function placementCorruptions(state: GameState, base: Action & { type: "place" }, rng: RngState): Corruption[] {
  const list = commonCorruptions(state, base, rng);
  const taken = state.players.flatMap((p) => p.meeples.filter((square): square is number => square !== null));
  if (taken.length > 0) list.push({ kind: "place:occupied", action: { ...base, square: pick(rng, taken) }, codes: ["SQUARE_OCCUPIED"] });
  list.push({ kind: "place:offBoard", action: { ...base, square: pick(rng, [...OFF_BOARD, ...NOT_A_SQUARE]) }, codes: ["NO_SUCH_SQUARE"] });
  list.push({ kind: "place:badCup", action: { ...base, cup: pick(rng, [3, 4, ...BAD_INDEX]) }, codes: ["NO_SUCH_CUP"] });
  return list;
}

export function upgradeChoiceCorruptions(state: GameState, base: Action & { type: "chooseUpgrades" }, rng: RngState): Corruption[] {
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
export function pathOntoMeeple(state: GameState, seat: number, meeple: number, diagonal: boolean, maxSteps: number): number[] | null {
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

export function turnCorruptions(state: GameState, base: TurnAction, events: readonly { type: string }[], rng: RngState): Corruption[] {
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


