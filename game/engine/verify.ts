import { commitmentOf } from "./commitment.js";
import { RECORD_FORMAT, type GameRecord, type RecordedAction } from "./record.js";
import { engineFor, verifiableVersions } from "./versions.js";

/**
 * Checks a game record (R-18) without trusting the server that made it: the seed matches the
 * commitment published at creation, the options and seed set up the recorded table, every action
 * replays to exactly the events logged for it (every card drawn, surge and dislike), and the
 * final state gives the recorded result. Pure: runs the same in the browser, Node and the Worker.
 */

/** Why a record does not verify, in the order the checks run. */
export const VERIFY_PROBLEMS = [
  "MALFORMED",
  "UNKNOWN_ENGINE_VERSION",
  "NO_COMMITMENT",
  "COMMITMENT_MISMATCH",
  "OPTIONS_REFUSED",
  "DEAL_DIFFERS",
  "ACTION_REFUSED",
  "EVENTS_DIFFER",
  "RESULT_DIFFERS",
] as const;
export type VerifyProblem = (typeof VERIFY_PROBLEMS)[number];

export type Verdict =
  | { verified: true; gameId: string; engineVersion: string; actions: number; message: string }
  | {
      verified: false;
      problem: VerifyProblem;
      /** The first step that differs: 0 the deal, n the n-th action; null when no step was replayed. */
      step: number | null;
      /** Where the record and the replay first part ways, when they do. */
      difference: Difference | null;
      message: string;
    };

export interface Difference {
  /** A path into the record, e.g. `actions[11].events[2].card`: for those who open the file. */
  path: string;
  /** The same place as a player says it: the deal, the n-th event of the failing step (from 1), or the result. */
  place: { part: "deal" } | { part: "event"; event: number } | { part: "result" };
  recorded: unknown;
  replayed: unknown;
}

export async function verifyRecord(input: unknown): Promise<Verdict> {
  const malformed = shapeProblem(input);
  if (malformed) return refuse("MALFORMED", null, `This is not a Coffee Rush game record: ${malformed}.`);
  const record = input as GameRecord;
  const engine = engineFor(record.engineVersion);
  if (!engine) {
    return refuse(
      "UNKNOWN_ENGINE_VERSION",
      null,
      `This record was played with engine version ${JSON.stringify(record.engineVersion)}, whose rules this checker does not have (it has ${verifiableVersions().join(", ")}), so it cannot replay it.`,
    );
  }
  if (record.commitment === null) {
    return refuse("NO_COMMITMENT", null, "This game was created before games committed to their seed, so nothing proves its seed was fixed at the start.");
  }
  const expected = await commitmentOf(record.gameId, record.engineVersion, record.seed);
  if (expected !== record.commitment.toLowerCase()) {
    return refuse(
      "COMMITMENT_MISMATCH",
      null,
      `The seed does not match the commitment published when the game was created: hashing game ${record.gameId}, engine ${record.engineVersion} and this seed gives ${expected}, not ${record.commitment}.`,
    );
  }

  const created = attempt(() => engine.createGame(record.options, record.seed));
  if (!created.ok) return refuse("OPTIONS_REFUSED", 0, `The engine refuses the record's options: ${created.error.message}`);
  const state = created.value;
  const dealDiff = firstDifference(record.deal, engine.dealOf(state), "deal");
  if (dealDiff) {
    return refuse("DEAL_DIFFERS", 0, `The options and seed do not set up the recorded table: ${describe(dealDiff)} (were the options or the deal changed?).`, dealDiff);
  }
  for (let index = 0; index < record.actions.length; index++) {
    const entry = record.actions[index];
    const step = index + 1;
    const applied = attempt(() => engine.applyActionInPlace(state, entry.action));
    if (!applied.ok) return refuse("ACTION_REFUSED", step, `Step ${step} (${stepWords(entry)}): the rules refuse this action: ${applied.error.message}`);
    const diff = firstDifference(entry.events, applied.value, `actions[${index}].events`);
    if (diff) return refuse("EVENTS_DIFFER", step, `Step ${step} (${stepWords(entry)}) did not happen as recorded: ${describe(diff)}.`, diff);
  }
  const resultDiff = firstDifference(record.result, engine.resultOf(state), "result");
  if (resultDiff) {
    return refuse("RESULT_DIFFERS", record.actions.length, `The recorded result is not the one the replay ends with: ${describe(resultDiff)}.`, resultDiff);
  }
  return {
    verified: true,
    gameId: record.gameId,
    engineVersion: record.engineVersion,
    actions: record.actions.length,
    message: `Verified: the seed matches the commitment, and all ${record.actions.length} actions replay to exactly the recorded cards, events and result.`,
  };
}

function refuse(problem: VerifyProblem, step: number | null, message: string, difference: Difference | null = null): Verdict {
  return { verified: false, problem, step, difference, message };
}

/** Runs an engine call on data from outside; a throw (odd input) is reported like a refusal. */
function attempt<T>(call: () => { ok: true; value: T } | { ok: false; error: { message: string } }) {
  try {
    return call();
  } catch (error) {
    return { ok: false as const, error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

function stepWords(entry: RecordedAction): string {
  const what = { chooseUpgrades: "upgrades chosen", place: "a meeple placed", turn: "a turn" }[entry.action.type] ?? "an action";
  const by = { player: "by its player", bot: "by a bot", "timeout-bot": "by the bot when time ran out", suggestion: "by its player, as suggested", plan: "by its player, as planned" }[entry.by] ?? "";
  return `${what} for seat ${entry.action.player + 1}${by ? `, ${by}` : ""}`;
}

function describe(diff: Difference): string {
  const where = diff.place.part === "event" ? `its event ${diff.place.event} differs: ` : "";
  return `${where}at ${diff.path} the record says ${shown(diff.recorded)} but the replay gives ${shown(diff.replayed)}`;
}

function placeOf(path: string): Difference["place"] {
  const event = /^actions\[\d+\]\.events\[(\d+)\]/.exec(path);
  if (event) return { part: "event", event: Number(event[1]) + 1 };
  return path.startsWith("deal") ? { part: "deal" } : { part: "result" };
}

/** A value as the verdict shows it: JSON, cut short. */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The first place two JSON values differ (a missing key and an undefined one are the same). */
function firstDifference(recorded: unknown, replayed: unknown, path: string): Difference | null {
  if (recorded === replayed) return null;
  if (Array.isArray(recorded) && Array.isArray(replayed)) {
    for (let i = 0; i < Math.max(recorded.length, replayed.length); i++) {
      const diff = firstDifference(recorded[i], replayed[i], `${path}[${i}]`);
      if (diff) return diff;
    }
    return null;
  }
  if (isObject(recorded) && isObject(replayed) && !Array.isArray(recorded) && !Array.isArray(replayed)) {
    for (const key of [...new Set([...Object.keys(recorded), ...Object.keys(replayed)])].sort()) {
      const diff = firstDifference(recorded[key], replayed[key], `${path}.${key}`);
      if (diff) return diff;
    }
    return null;
  }
  return { path, place: placeOf(path), recorded, replayed };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** What is missing or of the wrong kind at the record's top level, or null. */
function shapeProblem(input: unknown): string | null {
  if (!isObject(input) || Array.isArray(input)) return "it is not a JSON object";
  if (input.format !== RECORD_FORMAT) return `its "format" is not "${RECORD_FORMAT}"`;
  for (const key of ["gameId", "engineVersion", "seed"]) if (typeof input[key] !== "string") return `"${key}" is missing or not text`;
  if (input.commitment !== null && typeof input.commitment !== "string") return `"commitment" is missing or not text`;
  for (const key of ["options", "deal", "result"]) if (!isObject(input[key])) return `"${key}" is missing or not an object`;
  if (!Array.isArray(input.actions)) return `"actions" is missing or not a list`;
  const bad = input.actions.findIndex((entry) => !isObject(entry) || !isObject(entry.action) || !Array.isArray(entry.events));
  if (bad >= 0) return `action ${bad + 1} has no "action" object or no "events" list`;
  return null;
}
