import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Locks a local service's D1 database (its SQLite file; npm run faults and fuzz) the way another writer would, with an open
 * exclusive transaction in the sqlite3 shell: D1 calls then fail with "database is locked".
 * Resolves once the lock is held, with the function that lets it go (the transaction rolled back).
 */
export async function lockD1(persist: string): Promise<() => Promise<void>> {
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  const database = files(persist).find((path) => path.includes("D1DatabaseObject") && path.endsWith(".sqlite"));
  if (!database) throw new Error(`no D1 database under ${persist}`);
  const shell = spawn("sqlite3", [database], { stdio: ["pipe", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve, reject) => {
    shell.on("error", reject);
    shell.on("exit", () => resolve());
  });
  shell.stdin!.write("BEGIN EXCLUSIVE;\nINSERT INTO rate_limits (key, window_start, count) VALUES ('bench:d1-lock', 0, 0);\n");
  await Promise.race([sleep(500), exited]);
  if (shell.exitCode !== null) throw new Error("sqlite3 could not lock D1");
  return async () => {
    shell.stdin!.end("ROLLBACK;\n");
    await exited;
  };
}
