import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

describe("the production bundle", () => {
  it("builds with `wrangler deploy --dry-run`", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "coffee-rush-dry-run-"));
    const { stdout } = await promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    });
    expect(stdout).toContain("--dry-run: exiting now.");
  }, 120_000);
});
