/**
 * The benchmarks' client: a game's seats watching on their sockets, each pushed message applied to
 * the snapshot it builds on, and the random player's moves sent on the acting seat's socket. It
 * plays the service (bench/api.ts) and the local stack's floor (bench/stack-floor.ts) alike, so the
 * client's share of a move, which holds back the next on a machine of two cores, is the same for
 * both: the floor replays the service's own messages (bench/recorded-games.ts).
 */
import { applyJsonEdits } from "../protocol/json-patch.js";
import { gameSocketProtocols } from "../protocol/socket-protocol.js";
import type { CreateGameResponse, GameSnapshot, ServerMessage } from "../protocol/types.js";
import { randomAction, type RandomStyle } from "../game/bots/random.js";
import { stateFromView, type GameOptions, type PlayerCount } from "../game/engine/index.js";
import type { RngState } from "../game/engine/rng.js";
import { creatingGame } from "./game-slots.js";

export async function call<T>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit =
    body === undefined ? { method, headers } : { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) };
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

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

/** Creates a game on the service and takes every seat; each seat then watches on its socket, if `watching`, heard by `heard`. */
export function newGame(base: string, index: number, kind: GameKind = {}, watching = true, heard?: Game["heard"]): Promise<Game> {
  return creatingGame(async (client) => {
    const answer = await call<CreateGameResponse>(base, "POST", "/api/games", gameOptions(index, kind), client);
    if (answer.status !== 201) throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
    const { gameId, seats } = answer.body;
    for (const seat of seats) {
      const joined = await call(base, "POST", `/api/games/${gameId}/join`, { token: seat.token, name: `Bench ${seat.seat + 1}` });
      if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
    }
    const game = unseenGame(gameId, seats.map((seat) => seat.token));
    game.heard = heard;
    game.snapshot = (await call<GameSnapshot>(base, "GET", `/api/games/${gameId}`)).body;
    const url = `${base.replace(/^http/, "ws")}/api/games/${gameId}/ws`;
    if (watching) game.sockets = await Promise.all(game.tokens.map((token, seat) => watch(url, game, seat, gameSocketProtocols(token))));
    return game;
  });
}

/** The random player's move for whoever acts in the game as last seen. */
export function decide(game: Game, rng: RngState, style: RandomStyle): { seat: number; request: { version: number; action: object; requestId: string } } {
  const { player: seat, ...action } = randomAction(stateFromView(game.snapshot.view), rng, style);
  return { seat, request: { version: game.snapshot.version, action, requestId: crypto.randomUUID() } };
}

/** A move sent on its seat's socket, and its answer; the acting seat's socket has the new snapshot by then. */
export async function moveOnSocket(game: Game, seat: number, request: { version: number; action: object; requestId: string }): Promise<Extract<ServerMessage, { type: "acted" }>> {
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
