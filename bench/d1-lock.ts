import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Locks a local service's D1 database (its SQLite file; npm run faults and fuzz) the way another writer would, with an open
 * exclusive transaction in the sqlite3 shell: D1 calls then fail with "database is locked".
 * Resolves once the lock is held, with the function that lets it go (the transaction rolled back).
 */
export async function lockD1(persist: string): Promise<() => Promise<void>> {
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  // The object's directory also holds miniflare's metadata.sqlite, listed first or not as the disk has it.
  const database = files(persist).find((path) => path.includes("D1DatabaseObject") && path.endsWith(".sqlite") && basename(path) !== "metadata.sqlite");
  if (!database) throw new Error(`no D1 database under ${persist}`);
  // The service may be writing at this moment: wait for its lock to pass (.timeout) rather than fail, and
  // quit on any failure (.bail), so that the marker printed after the insert proves the lock is held.
  const shell = spawn("sqlite3", ["-bail", "-cmd", ".timeout 10000", database], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve, reject) => {
    shell.on("error", reject);
    shell.on("exit", () => resolve());
  });
  const held = new Promise<boolean>((resolve) => {
    let printed = "";
    shell.stdout!.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes("locked")) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  shell.stdin!.write("BEGIN EXCLUSIVE;\nINSERT INTO rate_limits (key, window_start, count) VALUES ('bench:d1-lock', 0, 0);\nSELECT 'locked';\n");
  if (!(await Promise.race([held, sleep(15_000).then(() => false)]))) {
    shell.kill();
    throw new Error("sqlite3 could not lock D1");
  }
  return async () => {
    shell.stdin!.end("ROLLBACK;\n");
    await exited;
  };
}
