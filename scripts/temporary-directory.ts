import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Runs `use` in a fresh directory, `prefix` and a random tail, under `root` (the system's
 * temporary folder unless given), and removes the directory once `use` is done, whether it
 * succeeded or threw. A bundle, a copy of the app and a local D1 and Durable Objects' state come to
 * hundreds of MB a run: left behind, a few runs a day fill a disk. `use` stops whatever it started
 * in the directory (a workerd has let go once Miniflare's dispose() resolves) before it returns.
 */
export async function withTemporaryDirectory<T>(prefix: string, use: (directory: string) => Promise<T>, root = tmpdir()): Promise<T> {
  const directory = mkdtempSync(join(root, prefix));
  try {
    return await use(directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
