/**
 * The benchmarks' client: a game created and seated through a service's routes (a BirthDriver:
 * bench/birth.ts's for the service, bench/stack-floor.ts's for the floor), its seats watching on
 * their sockets, each pushed message applied to the snapshot it builds on, and the random player's
 * moves sent on the acting seat's socket. It plays the service and the local stack's floor alike, so the
 * client's share of a move, which holds back the next on a machine of two cores, is the same for
 * both: the floor replays the service's own messages (bench/recorded-games.ts).
 */
import { applyJsonEdits } from "../protocol/json-patch.js";
import type { GameSnapshot, ServerMessage } from "../protocol/types.js";
import { randomAction, type RandomStyle } from "../game/bots/random.js";
import { stateFromView, type GameOptions, type PlayerCount } from "../game/engine/index.js";
import type { RngState } from "../game/engine/rng.js";
import type { BirthDriver, StepRunner } from "./birth.js";
import { creatingGame } from "./game-slots.js";

export interface Game {
  gameId: string;
  tokens: string[];
  /** The newest snapshot seen (any seat's view: the random player needs only what is public). */
  snapshot: GameSnapshot;
  /** Each seat's live connection, when the seats watch. */
  sockets: WebSocket[];
  /** Moves sent on a socket, waiting for their answer, by request id. */
  answers: Map<string, (message: ServerMessage) => void>;
  /** Moves made in it so far. */
  moves: number;
  /** Each message a seat's socket is pushed, as sent (the recorder's ear: bench/recorded-games.ts). */
  heard?: (seat: number, data: string) => void;
}

/** Messages pushed to watching seats, counted. */
export const pushed = { messages: 0 };

/** A game known by its id and its seats' tokens, not seen yet: its sockets' first messages bring it. */
export function unseenGame(gameId: string, tokens: string[]): Game {
  return { gameId, tokens, snapshot: { version: -1 } as GameSnapshot, sockets: [], answers: new Map(), moves: 0 };
}

/**
 * A seat's WebSocket at `url`, once its first message has come; what it is pushed keeps the game's
 * snapshot current and answers its moves.
 */
export function watch(url: string, game: Game, seat: number, protocols?: string[]): Promise<WebSocket> {
  const socket = new WebSocket(url, protocols);
  let last: GameSnapshot | null = null;
  const opened = new Promise<WebSocket>((resolve, reject) => {
    socket.addEventListener("message", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error(`WebSocket for game ${game.gameId} failed`)), { once: true });
  });
  socket.addEventListener("message", (event) => {
    pushed.messages++;
    const data = String(event.data);
    game.heard?.(seat, data);
    const message = JSON.parse(data) as ServerMessage;
    if (message.type === "snapshot") last = message.snapshot;
    if (message.type === "patch") {
      if (last?.version !== message.from) throw new Error(`a patch from version ${message.from} to a socket at ${last?.version}`);
      last = applyJsonEdits(last, message.edits);
    }
    if (last && last.version > game.snapshot.version) game.snapshot = last;
    if (message.type === "acted" || message.type === "refused") game.answers.get(message.requestId ?? "")?.(message);
  });
  return opened;
}

export function leave(game: Game): void {
  for (const socket of game.sockets) socket.close();
}

export interface GameKind {
  edition?: "classic" | "winter";
  players?: number;
  variants?: string[];
}

/** What a run plays: which games (undefined: every edition and size in turn), and how. */
export interface Mix {
  kind?: GameKind;
  style: RandomStyle;
}

/** Games of every kind and size, played by the guided random player: they last about 21 moves (20.6–21.7 in the runs of 2026-11-29). */
export const RANDOM_GAMES: Mix = { style: "guided" };
/** How many moves a random game lasts, about (22.4 over the engine's 1,200): paced games start at a random age below it. */
export const RANDOM_GAME_MOVES = 21;
/** Junior Barista games played by pouring at random, which rarely end: moves alone, no turnover. */
export const LONG_GAMES: Mix = { kind: { edition: "winter", variants: ["juniorBarista"] }, style: "uniform" };

/** The game slot `index` plays: `kind` where it says, else every edition and size in turn. */
export function gameOptions(index: number, kind: GameKind = {}): GameOptions {
  return {
    edition: kind.edition ?? (index % 2 ? "winter" : "classic"),
    players: (kind.players ?? 2 + (index % 3)) as PlayerCount,
    ...(kind.variants && { variants: kind.variants }),
  } as GameOptions;
}

/** How a game is seated: which kind, whether its seats watch (and who hears what they are pushed), each step run as it is or timed. */
export interface Seating {
  kind?: GameKind;
  watching?: boolean;
  heard?: Game["heard"];
  step?: StepRunner;
}

/**
 * Creates a game through `driver` and takes every seat, then reads it once; each seat then watches
 * on its socket, one after another, and the sockets' first messages bring the game. Not watching,
 * the game is what the read answered (the service's; the floor's sockets always watch).
 */
export function newGame(driver: BirthDriver, base: string, index: number, { kind = {}, watching = true, heard, step = (_name, run) => run() }: Seating = {}): Promise<Game> {
  return creatingGame(async (client) => {
    const { gameId, seats } = await step("create", () => driver.create(base, index, client, kind));
    for (const seat of seats) {
      await step(seat.seat === seats.length - 1 ? "the last join (the game starts)" : "a join before the last", () => driver.join(base, gameId, seat));
    }
    const game: Game = { ...unseenGame(gameId, seats.map((seat) => seat.token)), heard };
    const read = await step("the snapshot (GET)", () => driver.snapshot(base, gameId));
    if (!watching) game.snapshot = read as GameSnapshot;
    for (const seat of watching ? seats : []) {
      const { url, protocols } = driver.socketAt(base, gameId, seat);
      game.sockets.push(await step(seat.seat === 0 ? "the first socket" : "another socket", () => watch(url, game, seat.seat, protocols)));
    }
    return game;
  });
}

/** A move as a client sends it: the acting seat, and the request. */
export interface MoveRequest {
  seat: number;
  request: { version: number; action: { type: string }; requestId: string };
}

/** The random player's move for whoever acts in the game as last seen. */
export function decide(game: Game, rng: RngState, style: RandomStyle): MoveRequest {
  const { player: seat, ...action } = randomAction(stateFromView(game.snapshot.view), rng, style);
  return { seat, request: { version: game.snapshot.version, action, requestId: crypto.randomUUID() } };
}

/** A move sent on its seat's socket, and its answer; the acting seat's socket has the new snapshot by then. */
export async function moveOnSocket(game: Game, { seat, request }: MoveRequest): Promise<Extract<ServerMessage, { type: "acted" }>> {
  const answer = await new Promise<ServerMessage>((resolve) => {
    game.answers.set(request.requestId, resolve);
    game.sockets[seat].send(JSON.stringify({ type: "act", ...request }));
  });
  game.answers.delete(request.requestId);
  if (answer.type !== "acted") throw new Error(`action refused: ${JSON.stringify(answer)}`);
  if (game.snapshot.version !== answer.version) throw new Error(`no snapshot of version ${answer.version} before its answer`);
  game.moves++;
  return answer;
}

/** One random legal move of the game's player to act, sent by `send` (on its socket unless said), timed from sending to its answer. */
export async function timedMove(game: Game, rng: RngState, style: RandomStyle, send: (game: Game, move: MoveRequest) => Promise<unknown> = moveOnSocket): Promise<{ latency: number; turn: boolean }> {
  const decided = decide(game, rng, style);
  const started = performance.now();
  await send(game, decided);
  return { latency: performance.now() - started, turn: decided.request.action.type === "turn" };
}
