import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { startLocalService } from "../../scripts/local-service.js";
import { withTemporaryDirectory } from "../../scripts/temporary-directory.js";

/** Each run made a directory of up to 250 MB (bundle, copy of the app, state) and left it behind: a day of runs filled a disk. */
it("removes the directory it made (bundle, copy of the app's files) once stopped, and leaves the caller's state to the caller", async () => {
  const persistRoot = await withTemporaryDirectory("coffee-rush-test-state-", async (state) => {
    const service = await startLocalService({ persistRoot: state });
    try {
      expect((await fetch(`${service.url}/api/health`)).status).toBe(200);
      expect(existsSync(join(service.directory, "index.js"))).toBe(true);
      expect(service.assetsDirectory.startsWith(service.directory)).toBe(true);
    } finally {
      await service.stop();
    }
    expect(existsSync(service.directory)).toBe(false);
    // The caller's state is still there: npm run faults restarts a service on it.
    expect(readdirSync(state).length).toBeGreaterThan(0);
    return state;
  });
  // Which its maker removes when done with it.
  expect(existsSync(persistRoot)).toBe(false);
});
