import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
import { runFaults } from "../../bench/faults-suite.js";
import { withTemporaryDirectory } from "../../scripts/temporary-directory.js";
import { freePort } from "./free-port.js";

/** The short run of `npm run faults` (bench/faults-suite.ts): one kill of the whole service, a fixed seed. */
it("keeps every acknowledged move through a SIGKILL of the service, applies none twice, the games go on to their end, and their results and mails are written once (issue 16)", async () => {
  // Inside the project, where the bundle finds miniflare and wrangler.
  mkdirSync("dist/test", { recursive: true });
  const report = await withTemporaryDirectory("faults-", async (outdir) => {
    await build({ entryPoints: ["bench/service-process.ts"], bundle: true, platform: "node", format: "esm", outExtension: { ".js": ".mjs" }, outdir, external: ["miniflare", "wrangler", "http_ece"], logLevel: "warning" });
    return runFaults({ script: join(outdir, "service-process.mjs"), port: await freePort(), games: 2, kills: 1, seed: 16 });
  }, "dist/test");
  expect(report.failures).toEqual([]);
  expect(report.kills).toBe(1);
  expect(report.acknowledged).toBeGreaterThan(0);
  // Every game played ended, and D1 holds each one's results once, and its game-over mails, sent once.
  expect(report.gamesEnded).toBeGreaterThanOrEqual(2);
  expect(report.results).toBe(report.gamesEnded);
  expect(report.mailsSent + report.mailsLeased).toBeGreaterThanOrEqual(2 * report.gamesEnded);
  // Every seat clicked "Play again" at once: one new game, whose host is the old game's host (issue 33).
  expect(report.rematches).toBeGreaterThan(0);
  // The host's cancel raced by a join (issue 50): the counts printed, no ghost in D1, no 5xx.
  console.log(`cancel/join races: ${report.cancelRaces}, joins lost (404): ${report.joinsRefused}, ghost rows: ${report.ghostRows}, 5xx: ${report.raceServerErrors}`);
  expect(report.cancelRaces).toBeGreaterThan(0);
  expect([report.ghostRows, report.raceServerErrors]).toEqual([0, 0]);
}, 180_000);
