/**
 * npm run ratings:replay: works every rating out again from the rated results in D1, in their
 * pools' order, and checks that the stored ratings are the very same numbers (docs/ratings.md).
 * Reads the local D1 that `npm start` and `wrangler dev` keep (`--persist-to DIR` as given to
 * them; wrangler's .wrangler/state otherwise). Exits 1 on any difference, naming each.
 */
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { replayAndCompare } from "../worker/ratings/replay.js";

const args = process.argv.slice(2);
const persistAt = args.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? args[persistAt + 1] : join(".wrangler", "state");
if (!persistTo) {
  console.error("--persist-to needs the directory wrangler keeps its local state in.");
  process.exit(2);
}

const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response(null, { status: 404 }); } };",
  compatibilityDate: workerOptions.compatibilityDate,
  // The same database ids as wrangler's, so the same files under the same directory.
  d1Databases: workerOptions.d1Databases,
  d1Persist: join(persistTo, "v3", "d1"),
});
try {
  const db = await mf.getD1Database("DB");
  const tables = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'results'").all();
  if (tables.results.length === 0) {
    console.error(`No database with the migrations applied under ${persistTo}: run npm start once, or name wrangler's state with --persist-to DIR.`);
    process.exit(2);
  }
  const started = performance.now();
  const report = await replayAndCompare(db as unknown as D1Database);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.differences.length === 0) {
    console.log(`Replayed ${report.games} rated games in ${seconds} s: all ${report.ratings} stored ratings match exactly.`);
  } else {
    console.error(`Replayed ${report.games} rated games in ${seconds} s: ${report.differences.length} of ${report.ratings} stored ratings differ:`);
    for (const difference of report.differences) console.error(`  ${difference}`);
    process.exitCode = 1;
  }
} finally {
  await mf.dispose();
}
