import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import {
  applyActionInPlace,
  commitmentOf,
  createGame,
  ENGINE_VERSION,
  makeRecord,
  verifyRecord,
  type GameOptions,
  type GameRecord,
  type RecordedAction,
} from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";

/** A game the random bot plays to the end, recorded as the room records it. */
async function finishedRecord(options: GameOptions, seed: string): Promise<GameRecord> {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value;
  const rng = rngFromSeed(`${seed}-moves`);
  const actions: RecordedAction[] = [];
  while (state.phase !== "ended") {
    const action = randomAction(state, rng, "guided");
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    actions.push({ seq: actions.length + 1, action, events: applied.value, at: 1_700_000_000_000 + actions.length, by: actions.length % 7 === 3 ? "timeout-bot" : "player" });
  }
  const gameId = "G0123456789abcdefghijk";
  const record = makeRecord({ gameId, engineVersion: ENGINE_VERSION, options, commitment: await commitmentOf(gameId, ENGINE_VERSION, seed), seed, actions, final: state });
  if (!record.ok) throw new Error(record.error.message);
  // What a downloaded file holds: JSON, not the engine's objects.
  return JSON.parse(JSON.stringify(record.value)) as GameRecord;
}

const copy = (record: GameRecord): GameRecord => structuredClone(record);

describe("verifyRecord (R-18)", async () => {
  const record = await finishedRecord({ edition: "winter", players: 3, variants: ["variableUpgrades"] }, "fair-seed-A");

  it("verifies a finished game's record", async () => {
    const verdict = await verifyRecord(record);
    expect(verdict, verdict.message).toMatchObject({ verified: true, actions: record.actions.length });
  });

  it("verifies a game ended early (before the rules' end, R-17) against its result as it stood", async () => {
    const early = copy(record);
    early.actions = early.actions.slice(0, 20);
    const state = createGame(early.options, early.seed);
    if (!state.ok) throw new Error();
    for (const entry of early.actions) applyActionInPlace(state.value, entry.action);
    const remade = makeRecord({ ...early, final: state.value });
    if (!remade.ok) throw new Error();
    expect(remade.value.result.finished).toBe(false);
    expect((await verifyRecord(JSON.parse(JSON.stringify(remade.value)))).verified).toBe(true);
  });

  it("refuses a changed seed, naming the seed and the commitment", async () => {
    const tampered = copy(record);
    tampered.seed = "fair-seed-B";
    const verdict = await verifyRecord(tampered);
    expect(verdict).toMatchObject({ verified: false, problem: "COMMITMENT_MISMATCH", step: null });
    expect(verdict.message).toMatch(/seed does not match the commitment/);
  });

  it("refuses a changed commitment", async () => {
    const tampered = copy(record);
    tampered.commitment = tampered.commitment!.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const verdict = await verifyRecord(tampered);
    expect(verdict).toMatchObject({ verified: false, problem: "COMMITMENT_MISMATCH" });
    expect(verdict.message).toContain(tampered.commitment!);
  });

  it("refuses changed options, naming the options", async () => {
    const tampered = copy(record);
    tampered.options = { ...tampered.options, edition: "classic", variants: [] };
    const verdict = await verifyRecord(tampered);
    expect(verdict).toMatchObject({ verified: false, problem: "DEAL_DIFFERS", step: 0 });
    expect(verdict.message).toMatch(/options/);
  });

  it("refuses a changed action at the first step that differs", async () => {
    const index = record.actions.findIndex((entry) => entry.action.type === "turn");
    const tampered = copy(record);
    const swapped = tampered.actions[index + 1].action;
    tampered.actions[index + 1].action = tampered.actions[index].action;
    tampered.actions[index].action = swapped;
    const verdict = await verifyRecord(tampered);
    expect(verdict).toMatchObject({ verified: false, step: index + 1 });
    expect(verdict.message).toMatch(new RegExp(`^Step ${index + 1} \\(`));
  });

  it("refuses a changed card drawn (a logged event), naming the step and the event", async () => {
    const tampered = copy(record);
    const index = tampered.actions.findIndex((entry) => entry.events.some((event) => JSON.stringify(event).includes('"card"')));
    expect(index).toBeGreaterThanOrEqual(0);
    const event = tampered.actions[index].events.find((e) => JSON.stringify(e).includes('"card"')) as unknown as { card: number };
    event.card = event.card + 1;
    const verdict = await verifyRecord(tampered);
    expect(verdict).toMatchObject({ verified: false, problem: "EVENTS_DIFFER", step: index + 1 });
    expect(verdict.message).toMatch(/\.card the record says/);
  });

  it("refuses a changed result, naming the result", async () => {
    const tampered = copy(record);
    tampered.result.ranking[0].total += 1;
    const verdict = await verifyRecord(tampered);
    expect(verdict).toMatchObject({ verified: false, problem: "RESULT_DIFFERS", step: record.actions.length });
    expect(verdict.message).toMatch(/result\.ranking\[0\]\.total/);
  });

  it("refuses another engine version's record with a sentence saying why, and a file that is no record", async () => {
    const other = { ...copy(record), engineVersion: "0" };
    const verdict = await verifyRecord(other);
    expect(verdict).toMatchObject({ verified: false, problem: "UNKNOWN_ENGINE_VERSION" });
    expect(verdict.message).toMatch(/engine version "0", whose rules this checker does not have/);
    expect(await verifyRecord({ hello: 1 })).toMatchObject({ verified: false, problem: "MALFORMED" });
    expect(await verifyRecord([])).toMatchObject({ verified: false, problem: "MALFORMED" });
    const noEvents = copy(record) as unknown as { actions: unknown[] };
    noEvents.actions[2] = { action: {} };
    expect((await verifyRecord(noEvents)).message).toMatch(/action 3 has no/);
  });

  it("refuses a record whose game predates commitments", async () => {
    expect(await verifyRecord({ ...copy(record), commitment: null })).toMatchObject({ verified: false, problem: "NO_COMMITMENT" });
  });
});
