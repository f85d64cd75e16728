import { expect, inject, it } from "vitest";
import { runFuzz } from "../../bench/fuzz-suite.js";

/** The short run of `npm run fuzz` (bench/fuzz-suite.ts): a fixed seed, so a failure replays. */
it("answers thousands of hostile requests on reused keep-alive connections with no 5xx, the error shape, and no game changed (issue 16)", async () => {
  const report = await runFuzz(inject("baseUrl"), { requests: 3000, connections: 6, seed: 16, games: 2 });
  expect(report.failures).toEqual([]);
  expect(report.requests).toBeGreaterThanOrEqual(3000);
  // The run reached past the edge: refusals of every kind, not just one.
  for (const status of ["200", "400", "401", "404", "405", "413"]) expect(report.byStatus[status], status).toBeGreaterThan(0);
});
