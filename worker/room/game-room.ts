import { DurableObject } from "cloudflare:workers";
import type { ActionInput } from "../api/schemas.js";
import type {
  ActionResponse,
  GameRecord,
  GameSnapshot,
  GameStatus,
  JoinResponse,
  LoggedAction,
  ServerMessage,
} from "../api/types.js";
import { hashToken, randomToken } from "../auth/tokens.js";
import { applyActionInPlace, cloneState, createGame, viewFor, type Action, type GameOptions } from "../engine/index.js";
import type { Env } from "../env.js";
import { writeIndex, writeResults } from "./game-index.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { RoomStore, type GameRow, type SeatRow } from "./room-store.js";

/** Who is asking: a seat's secret token, and the signed-in account, either of which may name a seat. */
export interface Caller {
  token: string | null;
  userId: string | null;
}

export interface CreateRoomInput {
  gameId: string;
  options: GameOptions;
  hostUserId: string | null;
}

export interface CreatedRoom {
  hostToken: string;
  seatTokens: string[];
}

/** A D1 write that failed is tried again this long after. */
const INDEX_RETRY_MS = 5_000;

/**
 * One game: the only writer of its state and action log. It runs the engine, keeps everything in
 * its own SQLite storage, pushes each new version to its WebSockets (hibernation API) and copies
 * the index and results to D1.
 */
export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStore;
  private game: GameRow | null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage.sql);
    this.game = this.store.loadGame();
  }

  async create(input: CreateRoomInput): Promise<RoomResult<CreatedRoom>> {
    if (this.game) return roomError(409, "GAME_EXISTS", "This game already exists.");
    const seed = randomToken();
    const created = createGame(input.options, seed);
    if (!created.ok) return roomError(400, created.error.code, created.error.message);
    const hostToken = randomToken();
    const seatTokens = created.value.players.map(() => randomToken());
    const game: GameRow = {
      gameId: input.gameId,
      options: input.options,
      seed,
      state: created.value,
      version: 0,
      status: "waiting",
      hostTokenHash: await hashToken(hostToken),
      hostUserId: input.hostUserId,
      createdAt: Date.now(),
      indexedVersion: -1,
      seatsIndexed: false,
      resultsRecorded: false,
    };
    const seatHashes = await Promise.all(seatTokens.map(hashToken));
    this.ctx.storage.transactionSync(() => {
      this.store.insertGame(game);
      seatHashes.forEach((hash, seat) => this.store.insertSeat(seat, hash));
    });
    this.game = game;
    await this.syncD1();
    return roomOk({ hostToken, seatTokens });
  }

  async snapshot(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    const game = this.game;
    if (!game) return notFound();
    const snapshot = this.snapshotFor(game, await this.seatOf(caller));
    if (snapshot.you === null && caller.token) {
      const seat = await this.seatByToken(caller.token);
      if (seat !== null && this.store.seats()[seat].joinedAt === null) snapshot.invitedSeat = seat;
    }
    return roomOk(snapshot);
  }

  async join(token: string, name: string, email: string | null, userId: string | null): Promise<RoomResult<JoinResponse>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatByToken(token);
    if (seat === null) return roomError(403, "BAD_SEAT_LINK", "This seat link is not valid (it may have been replaced by the host).");
    const row = this.store.seats()[seat];
    if (row.joinedAt !== null) {
      if (row.userId !== null && row.userId === userId) return roomOk({ seat, snapshot: this.snapshotFor(game, seat) });
      return roomError(409, "SEAT_TAKEN", `${row.name ?? "Someone"} has already taken this seat.`);
    }
    this.ctx.storage.transactionSync(() => {
      this.store.takeSeat(seat, name, email, userId, Date.now());
      this.store.markSeatsChanged();
      game.seatsIndexed = false;
      this.seatChanges++;
      const everyoneIn = this.store.seats().every((s) => s.joinedAt !== null);
      this.commit(game, everyoneIn ? "active" : "waiting");
    });
    await this.syncD1();
    return roomOk({ seat, snapshot: this.snapshotFor(game, seat) });
  }

  async act(caller: Caller, version: number, input: ActionInput, requestId: string | null): Promise<RoomResult<ActionResponse>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    // Everything from here to the commit is synchronous: concurrent submissions cannot interleave.
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can act: open your seat link.");
    if (requestId !== null && this.store.hasRequest(requestId)) {
      return roomError(409, "DUPLICATE_REQUEST", "This move was already received; it was not applied twice.");
    }
    if (version !== game.version) {
      return roomError(409, "STALE_VERSION", "The game has changed since you loaded it. Reload to see the new state.");
    }
    if (game.status === "waiting") return roomError(409, "GAME_NOT_STARTED", "The game starts when every seat is taken.");
    const action = { ...input, player: seat } as Action;
    const state = cloneState(game.state);
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) return roomError(422, applied.error.code, applied.error.message);
    game.state = state;
    this.ctx.storage.transactionSync(() => {
      this.store.appendAction(seat, action, applied.value, requestId, Date.now());
      this.commit(game, state.phase === "ended" ? "ended" : "active");
    });
    // The move is stored and pushed; D1's copy follows without holding up the player's answer.
    this.ctx.waitUntil(this.syncD1());
    return roomOk({ version: game.version, events: applied.value, snapshot: this.snapshotFor(game, seat) });
  }

  async log(): Promise<RoomResult<LoggedAction[]>> {
    if (!this.game) return notFound();
    return roomOk(this.store.actions());
  }

  /** Options, seed and log: only once the game is over, since the seed fixes the deck's order. */
  async record(): Promise<RoomResult<GameRecord>> {
    const game = this.game;
    if (!game) return notFound();
    if (game.status !== "ended") return roomError(409, "GAME_NOT_OVER", "A game can be replayed once it is over.");
    return roomOk(this.recordOf(game));
  }

  /** The host replaces a seat's link: the old one stops working at once. */
  async replaceSeatLink(hostToken: string, seat: number): Promise<RoomResult<{ token: string }>> {
    const game = this.game;
    if (!game) return notFound();
    if ((await hashToken(hostToken)) !== game.hostTokenHash) {
      return roomError(403, "NOT_HOST", "Only the host of this game can replace seat links.");
    }
    if (seat < 0 || seat >= game.state.players.length) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
    const token = randomToken();
    this.store.replaceSeatToken(seat, await hashToken(token));
    return roomOk({ token });
  }

  /** WebSocket upgrade (GET /ws?token=…): the socket hibernates between pushes. */
  override async fetch(request: Request): Promise<Response> {
    const game = this.game;
    if (!game) return Response.json({ error: { code: "NOT_FOUND", message: "There is no such game." } }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket") {
      return Response.json({ error: { code: "EXPECTED_WEBSOCKET", message: "This address takes a WebSocket." } }, { status: 426 });
    }
    const url = new URL(request.url);
    const seat = await this.seatOf({ token: url.searchParams.get("token"), userId: request.headers.get("X-User-Id") });
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server, [seatTag(seat)]);
    server.send(JSON.stringify({ type: "snapshot", snapshot: this.snapshotFor(game, seat) } satisfies ServerMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // The socket only pushes; a client's "ping" gets the current snapshot back.
    if (message === "ping" && this.game) ws.send(JSON.stringify({ type: "snapshot", snapshot: this.snapshotFor(this.game, seatFromTags(this.ctx.getTags(ws))) }));
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005 and 1006 only report how the peer left; they can't be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
  }

  /** Retries the D1 copy until it succeeds. */
  override async alarm(): Promise<void> {
    await this.syncD1();
  }

  private syncing: Promise<void> | null = null;
  private syncAgain = false;
  /** Counts joins, so a D1 copy that raced a join doesn't mark the new seats as copied. */
  private seatChanges = 0;

  private commit(game: GameRow, status: GameStatus): void {
    game.version++;
    game.status = status;
    this.store.saveGame(game);
    this.broadcast(game);
  }

  private broadcast(game: GameRow): void {
    const bySeat = new Map<string, string>();
    for (const ws of this.ctx.getWebSockets()) {
      const tag = this.ctx.getTags(ws)[0] ?? seatTag(null);
      let message = bySeat.get(tag);
      if (message === undefined) {
        message = JSON.stringify({ type: "snapshot", snapshot: this.snapshotFor(game, seatFromTags([tag])) } satisfies ServerMessage);
        bySeat.set(tag, message);
      }
      try {
        ws.send(message);
      } catch {
        // A socket closing as we send: it reconnects and gets a fresh snapshot.
      }
    }
  }

  /**
   * Copies the index (and, at the end, the results) to D1. One copy runs at a time; changes made
   * meanwhile are folded into one more copy of the newest version.
   */
  private syncD1(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.syncAgain = false;
        await this.copyToD1();
      } while (this.syncAgain);
      this.syncing = null;
    })();
    return this.syncing;
  }

  /** One copy to D1; a failure schedules a retry by alarm, so the write is never lost. */
  private async copyToD1(): Promise<void> {
    const game = this.game!;
    const version = game.version;
    const ended = game.status === "ended";
    if (game.indexedVersion >= version && game.seatsIndexed && (!ended || game.resultsRecorded)) return;
    try {
      const seats = this.store.seats();
      const seatChanges = this.seatChanges;
      const now = Date.now();
      await writeIndex(this.env.DB, game, game.seatsIndexed ? null : seats, now);
      if (ended && !game.resultsRecorded) await writeResults(this.env.DB, game, seats, this.recordOf(game), now);
      const seatsIndexed = seatChanges === this.seatChanges;
      this.store.markIndexed(version, seatsIndexed, ended);
      game.indexedVersion = Math.max(game.indexedVersion, version);
      game.seatsIndexed = seatsIndexed;
      game.resultsRecorded ||= ended;
    } catch (error) {
      console.error(`game ${game.gameId}: D1 write failed, retrying`, error);
      await this.ctx.storage.setAlarm(Date.now() + INDEX_RETRY_MS);
    }
  }

  private snapshotFor(game: GameRow, seat: number | null): GameSnapshot {
    return {
      gameId: game.gameId,
      version: game.version,
      status: game.status,
      seats: this.store.seats().map((row) => ({ seat: row.seat, name: row.name, joined: row.joinedAt !== null })),
      you: seat,
      invitedSeat: null,
      view: viewFor(game.state, seat),
    };
  }

  private recordOf(game: GameRow): GameRecord {
    return { gameId: game.gameId, options: game.options, seed: game.seed, actions: this.store.actions().map((entry) => entry.action) };
  }

  private async seatByToken(token: string): Promise<number | null> {
    const hash = await hashToken(token);
    return this.store.seats().find((row) => row.tokenHash === hash)?.seat ?? null;
  }

  /** A seat token names its seat; otherwise a signed-in account names the seat it took. */
  private async seatOf(caller: Caller): Promise<number | null> {
    if (caller.token) {
      const seat = await this.seatByToken(caller.token);
      if (seat !== null && this.store.seats()[seat].joinedAt !== null) return seat;
      return null;
    }
    if (caller.userId) return this.store.seats().find((row) => row.userId === caller.userId)?.seat ?? null;
    return null;
  }
}

function notFound<T>(): RoomResult<T> {
  return roomError(404, "GAME_NOT_FOUND", "There is no game at this address.");
}

function seatTag(seat: number | null): string {
  return seat === null ? "spectator" : `seat:${seat}`;
}

function seatFromTags(tags: string[]): number | null {
  const tag = tags.find((t) => t.startsWith("seat:"));
  return tag ? Number(tag.slice(5)) : null;
}
