/**
 * `npm run verify -- FILE_OR_URL`: checks a game record with the engine's verifyRecord (R-18) and
 * prints the verdict. The argument is a downloaded record file, a record's address
 * (`https://SERVICE/api/games/ID/record`) or a game's page (`https://SERVICE/g/ID`). Exit code 0:
 * verified; 1: it does not verify; 2: the record could not be read.
 */
import { readFile } from "node:fs/promises";
import { verifyRecord } from "../game/engine/index.js";

/** A game page's address becomes its record's; any other address is fetched as it is. */
function recordUrl(address: URL): URL {
  const game = /^\/g\/([^/]+)\/?$/.exec(address.pathname);
  return game ? new URL(`/api/games/${game[1]}/record`, address) : address;
}

async function readRecord(source: string): Promise<unknown> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(recordUrl(new URL(source)), { headers: { Accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!response.ok) throw new Error(body?.error?.message ?? `the server answered ${response.status}`);
    return body;
  }
  const text = await readFile(source, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === "ENOENT" ? `there is no file at ${source}` : error.message);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${source} is not JSON`);
  }
}

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source || process.argv.length > 3) {
    console.error("Usage: npm run verify -- FILE_OR_URL   (a record file, a record's address or a game's page)");
    return 2;
  }
  let record: unknown;
  try {
    record = await readRecord(source);
  } catch (error) {
    console.error(`Could not read the record: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const verdict = await verifyRecord(record);
  if (verdict.verified) {
    console.log(`VERIFIED  game ${verdict.gameId}, engine ${verdict.engineVersion}`);
    console.log(verdict.message);
    return 0;
  }
  const where = verdict.problem === "RESULT_DIFFERS" ? "the result" : verdict.step === 0 ? "the deal" : verdict.step === null ? null : `step ${verdict.step}`;
  console.log(`DOES NOT VERIFY  (${verdict.problem}${where ? `; first to differ: ${where}` : ""})`);
  console.log(verdict.message);
  return 1;
}

process.exitCode = await main();
