import { execFile } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { withTemporaryDirectory } from "./temporary-directory.js";

/**
 * What a deploy carries: the Worker as `wrangler deploy --dry-run` bundles it, and its size after
 * compression, which is what Cloudflare's limit counts. Limits: "Worker size" on
 * https://developers.cloudflare.com/workers/platform/limits/ (3 MB on Workers Free, 10 MB on
 * Workers Paid, after compression), read 2026-11-25.
 */
export const WORKER_SIZE_LIMITS = { free: 3 * 1024 * 1024, paid: 10 * 1024 * 1024 } as const;

export interface WorkerSize {
  /** The modules uploaded (source maps are not: wrangler.toml doesn't ask for them). */
  modules: string[];
  bytes: number;
  gzipBytes: number;
}

/** Builds the Worker with `wrangler deploy --dry-run` into a fresh folder, measures what it would upload, and removes the folder. */
export function measureWorker(): Promise<WorkerSize> {
  return withTemporaryDirectory("coffee-rush-dry-run-", async (outdir) => {
    const { stdout } = await promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    });
    if (!stdout.includes("--dry-run: exiting now.")) throw new Error(`wrangler's dry run did not finish:\n${stdout}`);
    const modules = readdirSync(outdir).filter((name) => /\.(m?js|wasm)$/.test(name));
    const contents = modules.map((name) => readFileSync(join(outdir, name)));
    return {
      modules,
      bytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    };
  });
}

/** "295.8 KiB gzip (9.6 % of the free plan's 3 MiB, 2.9 % of the paid plan's 10 MiB)". */
export function describeWorkerSize(size: WorkerSize): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const share = (limit: number) => `${((100 * size.gzipBytes) / limit).toFixed(1)} %`;
  return `${size.modules.join(", ")}: ${kib(size.bytes)}, ${kib(size.gzipBytes)} gzip (${share(WORKER_SIZE_LIMITS.free)} of the free plan's 3 MiB, ${share(WORKER_SIZE_LIMITS.paid)} of the paid plan's 10 MiB)`;
}
