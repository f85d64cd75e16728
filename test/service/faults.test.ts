import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
import { runFaults } from "../../bench/faults-suite.js";

/** The short run of `npm run faults` (bench/faults-suite.ts): one kill of the whole service, a fixed seed. */
it("keeps every acknowledged move through a SIGKILL of the service, applies none twice, and the games go on (issue 16)", async () => {
  // Inside the project, where the bundle finds miniflare and wrangler.
  mkdirSync("dist/test", { recursive: true });
  const outdir = mkdtempSync("dist/test/faults-");
  await build({ entryPoints: ["bench/service-process.ts"], bundle: true, platform: "node", format: "esm", outExtension: { ".js": ".mjs" }, outdir, external: ["miniflare", "wrangler", "http_ece"], logLevel: "warning" });
  const report = await runFaults({ script: join(outdir, "service-process.mjs"), port: 8872, games: 2, kills: 1, seed: 16 });
  expect(report.failures).toEqual([]);
  expect(report.kills).toBe(1);
  expect(report.acknowledged).toBeGreaterThan(0);
}, 180_000);
