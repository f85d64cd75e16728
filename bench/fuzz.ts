/**
 * npm run fuzz — hostile and careless requests (bench/fuzz-suite.ts) against the production bundle
 * on workerd with a fresh local state. FUZZ_REQUESTS (default 20000), FUZZ_CONNECTIONS (parallel
 * keep-alive connections, default 8), FUZZ_SEED (default: the time; printed, to replay a run).
 * Prints the answers by status; exits 1 on any failure.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalService } from "../scripts/local-service.js";
import { lockD1 } from "./d1-lock.js";
import { runFuzz } from "./fuzz-suite.js";

const requests = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const connections = Number(process.env.FUZZ_CONNECTIONS ?? 8);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1e6);

const persistRoot = mkdtempSync(join(tmpdir(), "coffee-rush-fuzz-"));
const service = await startLocalService({ persistRoot });
console.log(`fuzz: ${requests} requests on ${connections} keep-alive connections, seed ${seed}, against ${service.url}`);
try {
  // D1 is locked for the middle third of the run: requests that need it answer 503, never 500.
  const report = await runFuzz(service.url, { requests, connections, seed, lockD1: () => lockD1(persistRoot), onProgress: (done) => done % 5000 === 0 && console.log(`  ${done} sent`) });
  console.log(`${report.requests} requests in ${report.seconds.toFixed(1)} s (${(report.requests / report.seconds).toFixed(0)}/s), ${report.whileD1Locked} of them while D1 was locked`);
  console.log("answers by status:");
  for (const [status, count] of Object.entries(report.byStatus).sort()) console.log(`  ${status}: ${count}`);
  if (report.failures.length) {
    console.log(`FAILED (${report.failures.length}${report.failures.length >= 50 ? "+" : ""}):`);
    for (const failure of report.failures) console.log(`  ${failure}`);
    process.exitCode = 1;
  } else console.log("no 5xx but 503s while D1 was locked, every API error in the error shape, no game changed");
} finally {
  await service.stop();
  rmSync(persistRoot, { recursive: true, force: true });
}
