/**
 * A Worker and a room that answer bench:api's requests with no game in them (bench/stack-floor.ts
 * measures them): what any service on local workerd pays for the same traffic. Each request does
 * the least the product must: the creation counts against its client's limit in D1; the room keeps
 * a state and a log in its SQLite, sets an alarm, and copies the game to D1 when it starts and ends;
 * a move is logged and pushed to every seat's socket. Its D1 tables are FLOOR_TABLES (stack-floor.ts).
 * What its sockets send is a game the service played, as the service sent it (RECORDINGS,
 * bench/recorded-games.ts): each seat's first messages, and for each move what each seat was
 * pushed and the mover's answer. The move a client sends is logged, not read.
 */
import { DurableObject } from "cloudflare:workers";
import type { RecordedGame } from "./recorded-games.js";

interface FloorEnv {
  DB: D1Database;
  ROOM: DurableObjectNamespace<FloorRoom>;
  RECORDINGS: RecordedGame[];
}

/** About the size of a seat's snapshot: the state the room keeps, and what a join and a GET answer. */
const SNAPSHOT = "s".repeat(4000);

export class FloorRoom extends DurableObject<FloorEnv> {
  async create(gameId: string, players: number, recording: number): Promise<number[]> {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      sql.exec("CREATE TABLE game (id TEXT, state TEXT, version INTEGER, recording INTEGER)");
      sql.exec("CREATE TABLE seats (seat INTEGER PRIMARY KEY, name TEXT)");
      sql.exec("CREATE TABLE actions (version INTEGER PRIMARY KEY, action TEXT, request_id TEXT UNIQUE)");
      sql.exec("INSERT INTO game VALUES (?, ?, 0, ?)", gameId, SNAPSHOT, recording);
      for (let seat = 0; seat < players; seat++) sql.exec("INSERT INTO seats VALUES (?, NULL)", seat);
    });
    await this.ctx.storage.setAlarm(Date.now() + 86_400_000);
    return Array.from({ length: players }, (_, seat) => seat);
  }

  async join(seat: number, name: string): Promise<{ state: string }> {
    const sql = this.ctx.storage.sql;
    sql.exec("UPDATE seats SET name = ? WHERE seat = ?", name, seat);
    if (sql.exec("SELECT count(*) AS waiting FROM seats WHERE name IS NULL").one().waiting === 0) {
      const gameId = sql.exec("SELECT id FROM game").one().id as string;
      const seats = sql.exec("SELECT seat, name FROM seats").toArray();
      await this.env.DB.batch([
        this.env.DB.prepare("INSERT INTO floor_games (id, version) VALUES (?, 0)").bind(gameId),
        ...seats.map((row) => this.env.DB.prepare("INSERT INTO floor_seats (game, seat, name) VALUES (?, ?, ?)").bind(gameId, row.seat, row.name)),
      ]);
      await this.ctx.storage.setAlarm(Date.now() + 3_600_000);
    }
    return this.snapshot();
  }

  snapshot(): { state: string } {
    return { state: this.ctx.storage.sql.exec("SELECT state FROM game").one().state as string };
  }

  override fetch(request: Request): Response {
    const seat = new URL(request.url).pathname.split("/")[3];
    const { recording } = this.ctx.storage.sql.exec("SELECT recording FROM game").one();
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server, [seat]);
    for (const message of this.env.RECORDINGS[recording as number].openings[Number(seat)]) server.send(message);
    return new Response(null, { status: 101, webSocket: client, headers: { "Sec-WebSocket-Extensions": "permessage-deflate; server_no_context_takeover" } });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const { requestId } = JSON.parse(String(message)) as { requestId: string };
    const sql = this.ctx.storage.sql;
    const game = sql.exec("UPDATE game SET version = version + 1, state = ? RETURNING version, id, recording", SNAPSHOT).one();
    sql.exec("INSERT INTO actions VALUES (?, ?, ?)", game.version, String(message), requestId);
    const { moves } = this.env.RECORDINGS[game.recording as number];
    const played = moves[(game.version as number) - 1];
    for (const seat of this.ctx.getWebSockets()) for (const push of played.pushes[Number(this.ctx.getTags(seat)[0])]) seat.send(push);
    socket.send(JSON.stringify({ type: "acted", requestId, ...played.answer }));
    if (game.version === moves.length) {
      await this.env.DB.prepare("INSERT INTO floor_results (game, version) VALUES (?, ?)").bind(game.id, game.version).run();
      await this.ctx.storage.deleteAlarm();
    }
  }

  override webSocketClose(socket: WebSocket, code: number): void {
    // As the room does: 1005 and 1006 only report how the peer left; they can't be sent back.
    socket.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
  }

  override alarm(): void {}
}

export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    const [, operation, gameId, seat] = new URL(request.url).pathname.split("/");
    if (operation === "create") {
      const client = request.headers.get("CF-Connecting-IP") ?? "";
      await env.DB.prepare("INSERT INTO floor_limits (client, count) VALUES (?, 1) ON CONFLICT (client) DO UPDATE SET count = count + 1 RETURNING count").bind(client).first();
      const { players, recording } = await request.json<{ players: number; recording: number }>();
      const id = crypto.randomUUID().slice(0, 22);
      return Response.json({ gameId: id, seats: await env.ROOM.get(env.ROOM.idFromName(id)).create(id, players, recording) });
    }
    const room = env.ROOM.get(env.ROOM.idFromName(gameId));
    if (operation === "join") return Response.json(await room.join(Number(seat), (await request.json<{ name: string }>()).name));
    if (operation === "game") return Response.json(await room.snapshot());
    if (operation === "ws") return room.fetch(request);
    return new Response("Not found", { status: 404 });
  },
};

