import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port.js";
import { closeFrame, watch } from "./watcher.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the processes `script` runs in its pseudo-terminal's session (npm start and all it starts).
 * A session that has already ended has none (ps then exits with 1): nothing to stop, and the test's
 * own failure, if any, is the one to report.
 */
function stopSession(scriptPid: number): void {
  let children: string[] = [];
  try {
    children = execFileSync("ps", ["-o", "pid=", "--ppid", String(scriptPid)], { encoding: "utf8" }).trim().split(/\s+/).filter(Boolean);
  } catch {
    // No process left in the session.
  }
  for (const child of children) process.kill(-Number(child), "SIGTERM");
  try {
    process.kill(scriptPid, "SIGTERM");
  } catch {
    // `script` has already exited.
  }
}

describe("npm start (issue 20)", () => {
  it("asks nothing in a terminal, with a fresh local state, and says where the app and the mailbox are", async () => {
    const PORT = await freePort();
    const state = mkdtempSync(join(tmpdir(), "coffee-rush-start-"));
    // `script` gives npm start a pseudo-terminal, as a newcomer's shell would; its input stays empty.
    // What npm start runs after its build (npm test has built, and a second build would take the
    // app's files away from the other service tests for a moment).
    const start = JSON.parse(readFileSync("package.json", "utf8")).scripts.start as string;
    expect(start.startsWith("npm run build && ")).toBe(true);
    const command = `${start.slice("npm run build && ".length)} --port ${PORT} --persist-to ${state}`;
    const run = spawn("script", ["-qfc", command, "/dev/null"], { stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    run.stdout.on("data", (chunk) => (output += String(chunk)));
    run.stderr.on("data", (chunk) => (output += String(chunk)));
    try {
      let health: unknown;
      for (let waited = 0; waited < 150_000 && health === undefined; waited += 1000) {
        await sleep(1000);
        health = await fetch(`http://localhost:${PORT}/api/health`).then((answer) => (answer.ok ? answer.json() : undefined), () => undefined);
      }
      expect(health, output).toEqual({ ok: true });
      for (let waited = 0; waited < 10_000 && !output.includes("/dev/mail"); waited += 500) await sleep(500);
      const plain = output.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, "");
      expect(plain).toContain(`Coffee Rush is running at http://localhost:${PORT}\r\n`);
      expect(plain).toContain(`http://localhost:${PORT}/dev/mail`);
      expect(plain).not.toContain("(Y/n)");
      expect(plain).not.toContain("Unable to fetch the `Request.cf` object");
      // The migrations reached the fresh database: the mailbox lists from D1.
      expect((await fetch(`http://localhost:${PORT}/dev/mail`)).status).toBe(200);

      // Watchers leave a game, one dropped without a word (a TCP reset, as a phone losing its network),
      // one with a close frame; the one who stays still hears of a change, and workerd logs no
      // "Uncaught Error: Network connection lost." (issue 35.11).
      const base = `http://localhost:${PORT}`;
      const created = await fetch(`${base}/api/games`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ edition: "classic", players: 2 }) });
      const game = (await created.json()) as { gameId: string; seats: { token: string }[] };
      const [dropped, closing, staying] = await Promise.all([watch(base, game.gameId), watch(base, game.gameId), watch(base, game.gameId)]);
      let heard = "";
      staying.on("data", (chunk) => (heard += String(chunk)));
      dropped.resetAndDestroy();
      closing.end(closeFrame());
      await sleep(500);
      const joined = await fetch(`${base}/api/games/${game.gameId}/join`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token: game.seats[0].token, name: "Ana" }) });
      expect(joined.status).toBe(200);
      for (let waited = 0; waited < 5000 && !heard.includes("Ana"); waited += 100) await sleep(100);
      expect(heard, "the watcher who stayed hears of the join").toContain("Ana");
      staying.resetAndDestroy();
      await sleep(1500);
      expect(output).not.toMatch(/Network connection lost|Uncaught/);
    } finally {
      stopSession(run.pid!);
      rmSync(state, { recursive: true, force: true });
    }
  }, 200_000);
});
