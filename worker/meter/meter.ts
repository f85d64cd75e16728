import type { Env } from "../env.js";

/**
 * What the service spends, in the units Cloudflare bills, counted where they are spent: the rows
 * each SQLite cursor of a room read and wrote, each alarm set and run, each request and WebSocket
 * message a room was sent, each D1 statement's rows, each index copy sent to the index queue, each
 * outbound request; and, unbilled, the statements and alarm reads a room asked its storage for.
 * For benchmarks and tests only: it runs when the COST_METER binding is "on", which production
 * never sets (wrangler.toml has none), and nothing a player can call reads it. The counts live in
 * the isolate that counted them: locally the Worker and every room share one, which is where the
 * meter runs.
 */
export interface Usage {
  /** Requests to the Worker (HTTP, WebSocket upgrades) on the game's routes. */
  workerRequests: number;
  /** Times the room's object started (its constructor ran): a wake from hibernation or eviction. */
  wakes: number;
  sqlRowsRead: number;
  sqlRowsWritten: number;
  /** SQLite statements a room ran, failed ones too: not billed, but each is a call into SQLite (the CPU bench:api measures). */
  sqlStatements: number;
  alarmsSet: number;
  /** Times a room asked the storage for its alarm (not billed; a call the room can often answer from memory). */
  alarmReads: number;
  alarmsRun: number;
  /** Alarms that found nothing due: a wake for nothing. */
  alarmsEmpty: number;
  /** Requests to the room as billed: each RPC call or fetch on its stub (alarms and WebSocket messages are counted apart). */
  requests: number;
  webSocketIn: number;
  d1Queries: number;
  d1RowsRead: number;
  d1RowsWritten: number;
  /** Index copies sent to the index queue: its consumer writes each as (at most) the game's one games row, in batches (index-queue.ts). */
  queueMessages: number;
  outbound: number;
}

export function emptyUsage(): Usage {
  return { workerRequests: 0, wakes: 0, sqlRowsRead: 0, sqlRowsWritten: 0, sqlStatements: 0, alarmsSet: 0, alarmReads: 0, alarmsRun: 0, alarmsEmpty: 0, requests: 0, webSocketIn: 0, d1Queries: 0, d1RowsRead: 0, d1RowsWritten: 0, queueMessages: 0, outbound: 0 };
}

/** Usage by room (its object id), and "service" for what no room did (the Worker's own D1 reads, mail and push sent). */
const usages = new Map<string, Usage>();
/** Cursors whose rows are not summed yet: a cursor counts its rows as it is read. */
const openCursors: { usage: Usage; cursor: SqlStorageCursor<Record<string, SqlStorageValue>> }[] = [];

export const SERVICE = "service";

export function meterOn(env: Pick<Env, "COST_METER">): boolean {
  return env.COST_METER === "on";
}

export function usageOf(key: string): Usage {
  let usage = usages.get(key);
  if (!usage) usages.set(key, (usage = emptyUsage()));
  return usage;
}

/** What a game's room and the Worker on its behalf have spent so far. */
export function gameUsage(env: Env, gameId: string): Usage {
  sumCursors();
  return { ...usageOf(env.GAME_ROOM.idFromName(gameId).toString()) };
}

/** What was spent for no one game (the Worker's D1 outside game routes, outbound requests). */
export function serviceUsage(): Usage {
  sumCursors();
  return { ...usageOf(SERVICE) };
}

function sumCursors(): void {
  for (const { usage, cursor } of openCursors.splice(0)) {
    usage.sqlRowsRead += cursor.rowsRead;
    usage.sqlRowsWritten += cursor.rowsWritten;
  }
}

/** Bound methods of `target`, with some replaced: a wrapper that acts as the original object. */
function wrap<T extends object>(target: T, replaced: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(replaced, property)) return replaced[property as keyof T];
      const value = Reflect.get(object, property);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/** A room's state whose storage counts SQLite rows and alarms set (the cursors are summed when read, once done). */
export function meteredState<P>(ctx: DurableObjectState<P>, usage: Usage): DurableObjectState<P> {
  const { storage } = ctx;
  const sql = wrap(storage.sql, {
    exec: (query: string, ...bindings: unknown[]) => {
      sumCursors(); // the cursors before this one were read in full (the room reads each at once)
      usage.sqlStatements++;
      const cursor = storage.sql.exec(query, ...bindings);
      openCursors.push({ usage, cursor });
      return cursor;
    },
  });
  const setAlarm: DurableObjectStorage["setAlarm"] = (at, options) => {
    usage.alarmsSet++;
    return storage.setAlarm(at, options);
  };
  const getAlarm: DurableObjectStorage["getAlarm"] = (options) => {
    usage.alarmReads++;
    return storage.getAlarm(options);
  };
  return wrap(ctx, { storage: wrap(storage, { sql, setAlarm, getAlarm }) });
}

/** A D1 binding that counts each statement's rows (from its result's meta) into `usage`. */
export function meteredD1(db: D1Database, usage: () => Usage): D1Database {
  const count = (meta: D1Meta | undefined) => {
    const into = usage();
    into.d1Queries++;
    into.d1RowsRead += meta?.rows_read ?? 0;
    into.d1RowsWritten += meta?.rows_written ?? 0;
  };
  const statement = (prepared: D1PreparedStatement, query: string): D1PreparedStatement => {
    // raw() answers without meta: its rows are read through all() where that gives the same
    // arrays, which a join's repeated column names would not (those count as a query alone).
    const joins = /\bjoin\b/i.test(query);
    const counted = wrap(prepared, {
      bind: (...values: unknown[]) => statement(prepared.bind(...values), query),
      first: async (column?: string) => {
        const result = await prepared.all();
        count(result.meta);
        const row = result.results[0] as Record<string, unknown> | undefined;
        return row === undefined ? null : column === undefined ? row : row[column];
      },
      run: async () => withCount(await prepared.run()),
      all: async () => withCount(await prepared.all()),
      raw: async (options?: { columnNames?: boolean }) => {
        if (joins) {
          count(undefined);
          return options?.columnNames ? prepared.raw({ columnNames: true }) : prepared.raw();
        }
        const result = await prepared.all();
        count(result.meta);
        const rows = result.results.map((row) => Object.values(row as object));
        return options?.columnNames ? [Object.keys((result.results[0] ?? {}) as object), ...rows] : rows;
      },
    });
    originals.set(counted, prepared);
    return counted;
  };
  const withCount = <T extends D1Result>(result: T): T => {
    count(result.meta);
    return result;
  };
  /** The binding's own statements, which batch() must be given. */
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  return wrap(db, {
    prepare: (query: string) => statement(db.prepare(query), query),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await db.batch(statements.map((one) => originals.get(one) ?? one));
      for (const result of results) count(result.meta);
      return results;
    },
  });
}

/** A queue binding that counts each message sent into `usage`. */
export function meteredQueue<Body>(queue: Queue<Body>, usage: Usage): Queue<Body> {
  return wrap(queue, {
    send: (body: Body, options?: QueueSendOptions) => {
      usage.queueMessages++;
      return queue.send(body, options);
    },
  });
}

/** The rooms' namespace, its stubs counting each call (a billed request) into their room's usage. */
export function meteredRooms(rooms: Env["GAME_ROOM"]): Env["GAME_ROOM"] {
  return wrap(rooms, {
    get: (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => {
      const stub = rooms.get(id, options);
      const usage = usageOf(id.toString());
      return new Proxy(stub, {
        get(object, property) {
          const value = Reflect.get(object, property);
          if (typeof value !== "function" || typeof property !== "string" || property === "then") return value;
          return (...args: unknown[]) => {
            usage.requests++;
            // Reflect.apply: a stub's method answers every property, `apply` included, as a remote call.
            return Reflect.apply(value, object, args);
          };
        },
      });
    },
  });
}

/** Counts every outbound request the isolate makes (push services, a mail provider) as the service's. */
export function meterOutbound(): void {
  if ((globalThis.fetch as { metered?: boolean }).metered) return;
  const original = globalThis.fetch;
  const counted = ((input: RequestInfo | URL, init?: RequestInit) => {
    usageOf(SERVICE).outbound++;
    return original(input, init);
  }) as typeof fetch & { metered: boolean };
  counted.metered = true;
  globalThis.fetch = counted;
}

/** A room's state and bindings as the meter sees them (the same ones when it is off), and its usage. */
export function meterRoom<P>(ctx: DurableObjectState<P>, env: Env): { ctx: DurableObjectState<P>; env: Env; usage: Usage | null } {
  if (!meterOn(env)) return { ctx, env, usage: null };
  meterOutbound();
  const usage = usageOf(ctx.id.toString());
  usage.wakes++;
  return { ctx: meteredState(ctx, usage), env: { ...env, DB: meteredD1(env.DB, () => usage), GAME_ROOM: meteredRooms(env.GAME_ROOM), INDEX_QUEUE: meteredQueue(env.INDEX_QUEUE, usage) }, usage };
}

/** The Worker's bindings for one request, counted into the game its route names (else the service's). */
export function meterRequest(request: Request | null, env: Env): Env {
  if (!meterOn(env)) return env;
  meterOutbound();
  const game = request && /^\/api\/games\/([^/]+)/.exec(new URL(request.url).pathname)?.[1];
  const usage = usageOf(game ? env.GAME_ROOM.idFromName(decodeURIComponent(game)).toString() : SERVICE);
  if (request) usage.workerRequests++;
  return { ...env, DB: meteredD1(env.DB, () => usage), GAME_ROOM: meteredRooms(env.GAME_ROOM) };
}

/** An alarm ran; `due`: something was due (else it woke the room for nothing). */
export function countAlarm(usage: Usage, due: boolean): void {
  usage.alarmsRun++;
  if (!due) usage.alarmsEmpty++;
}
