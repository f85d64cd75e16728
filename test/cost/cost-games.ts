import { SELF, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { vi } from "vitest";
import type { ActionInput } from "../../protocol/schemas.js";
import type { TimePerMove } from "../../protocol/clock.js";
import type { GameSnapshot, ServerMessage } from "../../protocol/types.js";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView, type GameOptions, type PlayerCount } from "../../game/engine/index.js";
import { randomInt, rngFromSeed, type RngState } from "../../game/engine/rng.js";
import { emptyUsage, gameUsage, type Usage } from "../../worker/meter/meter.js";
import { ORIGIN, createGame, api, openSocket, settleRoom, snapshot } from "../worker/helpers.js";
import type { PlayedGame, Pace } from "../../bench/cost-report.js";

/**
 * Random games played to the end as players play them, with the meter on (COST_METER): created and
 * joined over HTTP, then
 * - quick: every seat watching on its WebSocket, moves sent on it a second apart (the web app's way);
 * - spaced: the same, moves 30 s apart (past the room's 5 s between D1 copies);
 * - slow: a clock of a day a move, players coming back 1 to 20 hours later, nobody watching between
 *   visits: the browser loads the game's page, whose socket brings the game, the move goes on it,
 *   and the page is closed. The room's alarms run as their time comes.
 * Time is simulated (the test and the rooms share Date), starting a year ahead so the runtime never
 * fires an alarm on its own: each is run by hand when the simulated time passes it.
 */

const HOUR = 3_600_000;
const GAP_MS: Record<Pace, (rng: RngState) => number> = {
  quick: () => 1_000,
  spaced: () => 30_000,
  slow: (rng) => (1 + randomInt(rng, 20)) * HOUR,
};
const CLOCK: Record<Pace, TimePerMove> = { quick: "none", spaced: "none", slow: "1d" };

function room(gameId: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));
}

/** What the game has spent so far, once what follows its changes (D1 copy, mails) is done. */
async function spent(gameId: string): Promise<Usage> {
  await settleRoom(gameId);
  return gameUsage(env, gameId);
}

function minus(after: Usage, before: Usage): Usage {
  const out = emptyUsage();
  for (const key of Object.keys(out) as (keyof Usage)[]) out[key] = after[key] - before[key];
  return out;
}

/** Moves simulated time to `until`, running the room's alarm each time it comes due on the way. */
async function passTime(gameId: string, until: number): Promise<void> {
  for (;;) {
    const alarm = await runInDurableObject(room(gameId), (_instance, state) => state.storage.getAlarm());
    if (alarm === null || alarm > until) break;
    vi.setSystemTime(Math.max(Date.now(), alarm));
    await runDurableObjectAlarm(room(gameId));
    await settleRoom(gameId);
  }
  vi.setSystemTime(Math.max(Date.now(), until));
}

type Socket = Awaited<ReturnType<typeof openSocket>>;

/**
 * A seat's page load (web/live/game-connection.ts, web/live/talk-feed.ts and
 * worker/http/game-card.ts): its page, then the game's socket, whose first message brings the game with its log
 * and the talk with its settings. The page asks nothing else.
 */
async function visit(gameId: string, token: string): Promise<{ socket: Socket; game: GameSnapshot }> {
  const page = await SELF.fetch(`${ORIGIN}/g/${gameId}`, { headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" } });
  if (page.status !== 200) throw new Error(`the game's page: ${page.status}`);
  await page.arrayBuffer();
  const socket = await openSocket(gameId, token);
  const first: ServerMessage = await socket.next();
  if (first.type !== "snapshot" || !first.log || !first.talk) throw new Error(`the socket's first message: ${first.type}, without the log or the talk`);
  return { socket, game: first.snapshot };
}

/**
 * The seat's socket's answer to its move, with the game as pushed to it before the answer. The push
 * carries the move's log entry, so the page asks for no log.
 */
async function answerOn(socket: Socket): Promise<{ type: string; snapshot: GameSnapshot }> {
  let last: GameSnapshot | null = null;
  let logged = false;
  for (;;) {
    const message: ServerMessage = await socket.next();
    if (message.type === "snapshot") {
      last = message.snapshot;
      logged ||= (message.log?.length ?? 0) > 0;
    }
    if (message.type === "refused") return { type: "refused", snapshot: last! };
    if (message.type === "acted") {
      if (!logged) throw new Error("the move's version came without its log entry");
      return { type: "acted", snapshot: last! };
    }
  }
}

/** A game played to its end, or to its `maxMoves`th move (a game that goes on). */
export async function playCostGame(options: GameOptions, pace: Pace, seed: string, maxMoves = Infinity): Promise<PlayedGame> {
  const rng = rngFromSeed(seed);
  const created = await createGame({ ...options, timePerMove: CLOCK[pace] } as GameOptions, `198.51.100.${1 + randomInt(rng, 200)}`);
  const { gameId } = created;
  for (const { seat, token } of created.seats) {
    const joined = await api(`/api/games/${gameId}/join`, { method: "POST", json: { token, name: `Player ${seat + 1}` } });
    if (joined.status !== 200) throw new Error(`join failed: ${await joined.text()}`);
  }
  const tokens = created.seats.map((seat) => seat.token);
  const sockets = pace === "slow" ? [] : await Promise.all(tokens.map((token) => openSocket(gameId, token)));
  let pushed = 0;
  const counted = (socket: Socket) => {
    socket.socket.addEventListener("message", () => void pushed++);
    return socket;
  };
  sockets.forEach(counted);
  let game: GameSnapshot = await snapshot(gameId);
  const setup = await spent(gameId);
  const moves: Usage[] = [];
  let before = setup;
  while (game.status !== "ended" && moves.length < maxMoves) {
    await passTime(gameId, Date.now() + GAP_MS[pace](rng));
    const { player: seat, ...action } = randomAction(stateFromView(game.view), rng, "guided") as unknown as { player: number } & ActionInput;
    let socket = sockets[seat];
    if (pace === "slow") {
      // The seat the game waits for comes back hours later to make its move, and closes the page
      // after. It finds the room evicted, as Cloudflare does with an idle object.
      await evict(gameId);
      const visited = await visit(gameId, tokens[seat]);
      socket = counted(visited.socket);
      // Time-outs moved the game on meanwhile, or played it out: the player leaves it as it is now.
      if (visited.game.version !== game.version) {
        socket.socket.close();
        game = visited.game;
        continue;
      }
    }
    const requestId = `${gameId}-${game.version}`;
    socket.socket.send(JSON.stringify({ type: "act", version: game.version, action, requestId }));
    const answer = await answerOn(socket);
    if (answer.type !== "acted") throw new Error(`move refused: ${JSON.stringify(answer)}`);
    game = answer.snapshot;
    if (pace === "slow") socket.socket.close();
    const after = await spent(gameId);
    moves.push(minus(after, before));
    before = after;
  }
  // What the room still had due runs (a last copy, the game's expiry of nothing): part of the game's cost.
  await passTime(gameId, Date.now() + 2 * 24 * HOUR);
  const total = await spent(gameId);
  for (const { socket } of sockets) socket.close();
  return { gameId, options, pace, setup, moves, total, seats: options.players, webSocketOut: pushed };
}

/** The room's object is reset, as when Cloudflare evicts an idle object: its next request starts it afresh. */
async function evict(gameId: string): Promise<void> {
  await runInDurableObject(room(gameId), (_instance, state) => state.abort()).catch(() => undefined);
}

/** Rows a woken room reads before its first answer: the object is evicted, then asked for the game. */
export async function wakeReads(gameId: string): Promise<number> {
  await evict(gameId);
  const before = gameUsage(env, gameId);
  await snapshot(gameId);
  return gameUsage(env, gameId).sqlRowsRead - before.sqlRowsRead;
}

/** Every edition and size. */
export function everyKind(): GameOptions[] {
  return (["classic", "winter"] as const).flatMap((edition) => ([2, 3, 4] as PlayerCount[]).map((players) => ({ edition, players }) as GameOptions));
}

/** Starts simulated time a year ahead of the runtime's own clock. */
export function simulatedTime(): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 365 * 24 * HOUR });
}
