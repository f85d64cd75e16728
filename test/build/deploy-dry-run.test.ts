import { describe, expect, it } from "vitest";
import { WORKER_SIZE_LIMITS, describeWorkerSize, measureWorker } from "../../scripts/worker-size.js";

describe("the production bundle", () => {
  it("builds with `wrangler deploy --dry-run`, within the free plan's size limit after compression", async () => {
    const size = await measureWorker();
    console.log(`worker bundle: ${describeWorkerSize(size)}`);
    expect(size.modules).toContain("index.js");
    expect(size.gzipBytes).toBeLessThan(WORKER_SIZE_LIMITS.free);
  }, 120_000);
});
