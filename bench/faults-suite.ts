/**
 * Games played through the API while the service is killed (SIGKILL of its whole process tree:
 * Node and workerd) at random moments, moves in flight included, and restarted on the same
 * persisted state (npm run faults, and a short run in test/service/faults.test.ts). Checks that
 * every acknowledged move is in the game's log where it was acknowledged, that no move was applied
 * twice (a move whose answer was lost is sent again with its request id: it is applied now, or
 * refused as already received), and that every game can go on after the last restart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ActionResponse, CreateGameResponse, GameSnapshot, LoggedAction } from "../worker/api/types.js";
import { randomAction } from "../worker/bots/random.js";
import { stateFromView } from "../worker/engine/index.js";
import { rngFromSeed } from "../worker/engine/rng.js";
import { seeded } from "./seeded-random.js";

export interface FaultsReport {
  kills: number;
  acknowledged: number;
  /** Moves whose answer the kill swallowed, resolved by sending them again. */
  resent: number;
  /** Of those, the ones that had been applied before the kill. */
  appliedBeforeKill: number;
  gamesEnded: number;
  failures: string[];
}

interface Game {
  id: string;
  tokens: string[];
  /** The log's length when play began (seat joins are not moves). */
  logStart: number;
  versionStart: number;
  /** Acknowledged moves: the version each produced, and the move. */
  moves: { version: number; action: string }[];
  /** Moves sent so far: numbers each move's request id, across rounds. */
  sent: number;
  ended: boolean;
}

/** JSON with every object's keys in order: the log's moves, compared with what was sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner) => (inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort()) : inner));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The service in its own process group, so one signal reaches workerd too. */
class KillableService {
  private child?: ChildProcess;
  constructor(private readonly script: string, private readonly port: number, private readonly persist: string) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [this.script, String(this.port), this.persist], { detached: true, stdio: ["ignore", "pipe", "inherit"] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk) => String(chunk).includes("ready ") && resolve());
      child.on("exit", (code) => reject(new Error(`the service exited (${code}) before it was ready`)));
    });
  }

  kill(): Promise<void> {
    const child = this.child!;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-child.pid!, "SIGKILL");
    return exited;
  }
}

export async function runFaults(options: { script: string; port: number; games: number; kills: number; seed: number; movesBetweenKills?: [number, number] }): Promise<FaultsReport> {
  const persist = mkdtempSync(join(tmpdir(), "coffee-rush-faults-"));
  const service = new KillableService(options.script, options.port, persist);
  const base = `http://127.0.0.1:${options.port}`;
  const report: FaultsReport = { kills: 0, acknowledged: 0, resent: 0, appliedBeforeKill: 0, gamesEnded: 0, failures: [] };
  const random = seeded(options.seed).next;

  async function call<T>(method: string, path: string, body?: unknown, token?: string, extra: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { "Content-Type": "application/json", ...extra };
    if (token) headers.Authorization = `Bearer ${token}`;
    const answer = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, body: (await answer.json()) as T };
  }
  /** Retries a read until the service is back. */
  async function reliably<T>(method: string, path: string, body?: unknown, token?: string) {
    for (;;) {
      try {
        return await call<T>(method, path, body, token);
      } catch {
        await sleep(200);
      }
    }
  }

  await service.start();
  try {
    /** Every game played (a game that ends is replaced, so play goes on through every kill). */
    const games: Game[] = [];
    async function newGame(): Promise<void> {
      const index = games.length;
      // Each game as its own client, so the creation limit doesn't throttle the run.
      const created = await call<CreateGameResponse>("POST", "/api/games", { edition: index % 2 ? "winter" : "classic", players: 2 }, undefined, { "CF-Connecting-IP": `198.18.${Math.floor(index / 250) % 250}.${index % 250}` });
      for (const seat of created.body.seats) await call("POST", `/api/games/${created.body.gameId}/join`, { token: seat.token, name: `Faults ${seat.seat + 1}` });
      const snapshot = await call<GameSnapshot>("GET", `/api/games/${created.body.gameId}`);
      const log = await call<{ actions: LoggedAction[] }>("GET", `/api/games/${created.body.gameId}/log`);
      games.push({ id: created.body.gameId, tokens: created.body.seats.map((seat) => seat.token), logStart: log.body.actions.length, versionStart: snapshot.body.version, moves: [], sent: 0, ended: false });
    }

    let killing = false;
    /** One game's player: moves one after another; a move whose answer is lost is sent again. */
    async function play(game: Game, stop: () => boolean) {
      while (!stop() && !game.ended) {
        const snapshot = (await reliably<GameSnapshot>("GET", `/api/games/${game.id}`)).body;
        if (snapshot.status === "ended") {
          game.ended = true;
          break;
        }
        const moveNumber = game.sent++;
        const seatRng = rngFromSeed(`${options.seed}-${game.id}-${moveNumber}`);
        const { player, ...action } = randomAction(stateFromView(snapshot.view), seatRng, "guided");
        const move = { version: snapshot.version, action, requestId: `faults-${game.id}-${moveNumber}` };
        let lost = false;
        for (;;) {
          try {
            const answer = await call<ActionResponse & { error?: { code: string } }>("POST", `/api/games/${game.id}/actions`, move, game.tokens[player]);
            if (answer.status === 200) {
              game.moves.push({ version: answer.body.version, action: canonical({ ...action, player }) });
              report.acknowledged++;
            } else if (lost && answer.body.error?.code === "DUPLICATE_REQUEST") {
              report.appliedBeforeKill++;
              game.moves.push({ version: snapshot.version + 1, action: canonical({ ...action, player }) });
            } else if (answer.status >= 500 && killing) {
              // workerd going down mid-request: the answer is lost like a reset connection.
              lost = true;
              await sleep(200);
              continue;
            } else report.failures.push(`game ${game.id}: move refused ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}${lost ? " (sent again after a kill)" : ""}`);
            if (lost) report.resent++;
            break;
          } catch {
            lost = true;
            await sleep(200);
          }
        }
      }
    }

    for (let round = 0; round <= options.kills; round++) {
      while (games.filter((game) => !game.ended).length < options.games) await newGame();
      let stopped = false;
      const players = games.filter((game) => !game.ended).map((game) => play(game, () => stopped));
      if (round < options.kills) {
        await sleep(300 + random() * 2500);
        killing = true;
        await service.kill();
        report.kills++;
        await service.start();
        killing = false;
        await sleep(500 + random() * 1000);
      } else await sleep(1000);
      stopped = true;
      await Promise.all(players);
    }

    // Every acknowledged move is in the log where it was acknowledged, and nothing else is.
    for (const game of games) {
      const log = (await call<{ actions: LoggedAction[] }>("GET", `/api/games/${game.id}/log`)).body.actions.slice(game.logStart);
      const snapshot = (await call<GameSnapshot>("GET", `/api/games/${game.id}`)).body;
      const played = log.filter((entry) => (entry.by ?? "player") === "player");
      if (played.length !== game.moves.length) report.failures.push(`game ${game.id}: ${game.moves.length} moves acknowledged, ${played.length} in the log`);
      for (const move of game.moves) {
        const entry = log[move.version - game.versionStart - 1];
        if (!entry || canonical(entry.action) !== move.action) report.failures.push(`game ${game.id}: the move acknowledged as version ${move.version} is not in the log there`);
      }
      if (snapshot.status === "ended") report.gamesEnded++;
      else {
        // The game can go on.
        const before = game.moves.length;
        await play(game, () => game.moves.length > before);
      }
    }
    return report;
  } finally {
    await service.kill().catch(() => undefined);
    rmSync(persist, { recursive: true, force: true });
  }
}
