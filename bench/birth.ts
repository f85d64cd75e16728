/**
 * A game's birth, step by step: games created and seated one after another, as bench:api's runs
 * do (create, each seat's join, the snapshot, each seat's socket opened), with the workerd
 * process's CPU time read from /proc around each step. Each step is followed by a short pause
 * before the next, so what it hands on after its answer (its D1 copy, its alarm) is counted as its
 * own. bench:api prints it with BENCH_PROFILE=birth, beside the CPU profile of the same games.
 */
import { gameSocketProtocols } from "../protocol/socket-protocol.js";
import type { CreateGameResponse } from "../protocol/types.js";
import { creatingGame, sleep } from "./game-slots.js";
import { findWorkerd, usageOf } from "./workerd-process.js";

/** Long enough for a step's after-answer work on an idle workerd, short beside a run. */
const PAUSE_MS = 40;

async function json(base: string, path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A seat's socket, once its first message (the whole game) has come. */
function firstMessage(base: string, gameId: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${gameId}/ws`, gameSocketProtocols(token));
  return new Promise((resolve, reject) => {
    socket.addEventListener("message", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error(`WebSocket for game ${gameId} failed`)), { once: true });
  });
}

/** Workerd CPU per step of a game's birth, averaged over `count` games of 2 to 4 players, as a table. */
export async function birthBreakdown(base: string, count: number): Promise<string> {
  const workerd = findWorkerd();
  if (workerd === null) return "a game's birth by step: skipped (workerd's process is not readable here)";
  const spent = new Map<string, { cpuMs: number; times: number }>();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const before = usageOf(workerd).cpuMs;
    const value = await run();
    await sleep(PAUSE_MS);
    const entry = spent.get(name) ?? { cpuMs: 0, times: 0 };
    spent.set(name, { cpuMs: entry.cpuMs + usageOf(workerd).cpuMs - before, times: entry.times + 1 });
    return value;
  };
  const idleBefore = usageOf(workerd).cpuMs;
  await sleep(PAUSE_MS * 10);
  const idlePerPause = (usageOf(workerd).cpuMs - idleBefore) / 10;
  for (let index = 0; index < count; index++) {
    await creatingGame(async (client) => {
      const options = { edition: index % 2 ? "winter" : "classic", players: 2 + (index % 3) };
      const created = (await step("create (POST /api/games)", () =>
        json(base, "/api/games", { method: "POST", headers: { "Content-Type": "application/json", ...client }, body: JSON.stringify(options) }),
      )) as CreateGameResponse;
      const { gameId, seats } = created;
      for (const seat of seats) {
        const last = seat.seat === seats.length - 1;
        await step(last ? "the last join (the game starts)" : "a join before the last", () =>
          json(base, `/api/games/${gameId}/join`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token: seat.token, name: `Bench ${seat.seat + 1}` }) }),
        );
      }
      await step("the snapshot (GET /api/games/:id)", () => json(base, `/api/games/${gameId}`, {}));
      const sockets: WebSocket[] = [];
      for (const seat of seats) sockets.push(await step(seat.seat === 0 ? "the first socket" : "another socket", () => firstMessage(base, gameId, seat.token)));
      for (const socket of sockets) socket.close();
      await sleep(PAUSE_MS);
    });
  }
  const perGame = [...spent].map(([name, { cpuMs, times }]) => ({ name, perGame: cpuMs / count, each: cpuMs / times, times: times / count }));
  const total = perGame.reduce((sum, row) => sum + row.perGame, 0);
  const rows = perGame.map(
    ({ name, perGame: ms, each, times }) =>
      `    ${ms.toFixed(2).padStart(6)} ms a game (${((100 * ms) / total).toFixed(0).padStart(2)} %)  ${name}${times > 1 ? `: ${times.toFixed(1)} a game, ${each.toFixed(2)} ms each` : ""}`,
  );
  return (
    `a game's birth by step, workerd CPU (from /proc) averaged over ${count} games of 2 to 4 players, each step with its after-answer work ` +
    `(an idle workerd spends ${idlePerPause.toFixed(2)} ms in a ${PAUSE_MS} ms pause):\n${rows.join("\n")}\n    ${total.toFixed(2).padStart(6)} ms a game in all`
  );
}
