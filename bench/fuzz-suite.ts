/**
 * Hostile and careless requests against the running service (npm run fuzz, and a short run in
 * test/service/fuzz.test.ts): a seeded generator sends every method to every route with malformed,
 * deeply nested, huge, empty and mistyped bodies, unknown fields, forged, truncated and other
 * seats' tokens, stale and future versions, repeated request ids, odd paths and XSS payloads, over
 * reused keep-alive connections in parallel, to games in play and one that has ended, whose seats'
 * names and table talk are markup, and push devices registered at addresses of the client's
 * choosing (our own, a private network, a cloud's metadata address). A run fails on any 5xx, any
 * API error outside `{ error: { code, message } }`, a refused connection, an HTML answer with live
 * markup in it, a push address off the push services that is not refused, or a game that changed
 * (given a way to lock D1, it is locked for the middle third of the run, where answers may also be
 * 503 with Retry-After in the error shape, never 500): no request carries the one thing that may
 * change a game (the seat to act's token with a valid move); seats' real tokens go only with moves
 * out of turn and with reads.
 */
import { KeepAliveClient, type RawAnswer } from "../test/service/keep-alive.js";
import type { CreateGameResponse, GameSnapshot } from "../protocol/types.js";
import { randomAction } from "../game/bots/random.js";
import { stateFromView } from "../game/engine/index.js";
import { rngFromSeed } from "../game/engine/rng.js";
import { hangingSubscription } from "../scripts/push-service.js";
import { seeded } from "./seeded-random.js";

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  failures: string[];
  seconds: number;
  /** Requests sent while D1 was locked. */
  whileD1Locked: number;
}

interface Game {
  id: string;
  tokens: string[];
  hostToken: string;
  /** The seats' tokens that may not act now: sending one with a move must be refused. */
  idleTokens: string[];
  toAct: string[];
  version: number;
}

type Rng = ReturnType<typeof seeded>;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Markup that, found as it is in an HTML answer, would run: every page must escape it. */
const LIVE_MARKUP = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>"];
const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert(1)", "{{constructor.constructor('alert(1)')()}}", "\u202e\u0000\ud800", "' OR 1=1 --", "../../etc/passwd"];

/** Push addresses a client might register to make the Worker call an address it chose: every one is refused (issue 33). */
const HOSTILE_PUSH_ADDRESSES = [
  "https://127.0.0.1:8787/api/games",
  "https://169.254.169.254/latest/meta-data/",
  "https://localhost:1/",
  "https://[::1]:1/",
  "https://10.0.0.5/admin",
  "https://user:password@fcm.googleapis.com/fcm/send/x",
  "https://2130706433/",
  "https://fcm.googleapis.com.evil.example/fcm/send/x",
];
/** A device's real keys (a P-256 point, a 16-byte secret): only the address is wrong. */
const DEVICE_KEYS = hangingSubscription().keys;

function text(rng: Rng): string {
  return rng.pick([...XSS, "", " ", "x".repeat(rng.pick([1, 64, 65, 5000])), "é漢字🙂", String(rng.int(1e9)), "null", "__proto__"]);
}

/** Percent-encodes for a URL; a lone surrogate (which can't be encoded) becomes U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
}

function jsonValue(rng: Rng, depth: number): unknown {
  switch (rng.int(depth > 4 ? 5 : 8)) {
    case 0: return text(rng);
    case 1: return rng.pick([0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2]);
    case 2: return rng.pick([true, false, null]);
    case 3: return rng.pick([[], {}]);
    case 4: return text(rng);
    case 5: return Array.from({ length: rng.int(4) }, () => jsonValue(rng, depth + 1));
    default: return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [rng.pick(["name", "token", "version", "action", "type", "__proto__", "constructor", "extra", text(rng)]), jsonValue(rng, depth + 1)]));
  }
}

function nested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

/** A body for this route: mostly plausible shapes with something wrong, else noise. */
function body(rng: Rng, game: Game): { body?: string; contentType?: string; chunked?: boolean } {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: rng.pick(["application/json", "application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16"]) });
  switch (rng.int(13)) {
    case 0: return {};
    case 1: return { body: "", contentType: "application/json" };
    case 2: return { body: rng.pick(['{"version":', "{'a':1}", "[1,2", "\u0000\u0001", "undefined", '{"a":1}{"b":2}', "\ufeff{}"]), contentType: "application/json" };
    case 3: return { body: rng.pick([nested(5000), `{"a":${nested(200)}}`, JSON.stringify(Array.from({ length: 3000 }, () => ({})))]), contentType: "application/json" };
    case 4: return { body: "x".repeat(rng.pick([16 * 1024 + 1, 100_000, 300_000])), contentType: "application/json", chunked: rng.int(2) === 0 };
    case 5: return json(jsonValue(rng, 0));
    case 6: return json({ version: rng.pick([game.version - 1, game.version + 1, game.version + 1000, -1, 1.5, "1", null]), action: jsonValue(rng, 2), requestId: rng.pick(["fuzz-repeated-id", "fuzz-" + rng.int(20), "short", "x".repeat(65)]) });
    case 7: return json({ version: game.version, action: { type: rng.pick(["place", "turn", "pass", "buy", text(rng)]), square: rng.pick([-1, 99, "1", 1e9]), cup: rng.pick([-1, 7, null]) }, requestId: "fuzz-repeated-id", extra: text(rng) });
    case 8: return json({ token: rng.pick(game.tokens).slice(0, 10), name: text(rng), extra: true });
    case 9: return json({ name: text(rng), text: text(rng), message: text(rng), phrase: text(rng), days: rng.pick([0, -1, 8, 1e9, "3"]), frameAncestors: [text(rng)], mail: text(rng), timezone: text(rng), email: text(rng) });
    case 10: return { body: `name=${encode(text(rng))}&token=x`, contentType: "application/x-www-form-urlencoded" };
    case 11: return json({ subscription: { endpoint: rng.pick([...HOSTILE_PUSH_ADDRESSES, text(rng)]), keys: rng.pick([DEVICE_KEYS, { p256dh: DEVICE_KEYS.p256dh, auth: text(rng) }]) }, locale: "en", seats: [] });
    default: return { body: JSON.stringify(jsonValue(rng, 0)), contentType: "application/json", chunked: true };
  }
}

function token(rng: Rng, game: Game, forAction: boolean, read: boolean): string | undefined {
  const real = rng.pick(game.tokens);
  const candidates = [
    undefined,
    "forged-" + "a".repeat(rng.int(40)),
    real.slice(0, rng.int(real.length)),
    real + "x",
    real.toUpperCase(),
    "",
    " ",
    game.hostToken.slice(1),
    // Another seat's real token only where it can't change anything: a move out of turn, or a read.
    ...(forAction ? game.idleTokens : []),
    ...(read ? game.tokens : []),
  ];
  return rng.pick(candidates);
}

function path(rng: Rng, game: Game): { path: string; forAction: boolean } {
  const id = rng.pick([game.id, game.id, game.id.slice(1), "x".repeat(22), "%2e%2e", "..%2f..%2f", encode(text(rng)).slice(0, 200), "0"]);
  // What a page could reflect: its query gets markup.
  const markup = () => encode(rng.pick(XSS));
  const routes = [
    "/api/games", `/api/games/${id}`, `/api/games/${id}/actions`, `/api/games/${id}/join`, `/api/games/${id}/log`, `/api/games/${id}/record`,
    `/api/games/${id}/ws`, `/api/games/${id}/vacation`, `/api/games/${id}/seats/${rng.pick([0, 1, 9, -1, "x"])}/bot`, `/api/games/${id}/seats/1/link`,
    `/api/games/${id}/embed`, `/api/games/${id}/talk`, `/api/games/${id}/talk/1`, `/api/games/${id}/talk/settings`, `/api/games/${id}/talk/mutes/1`,
    `/api/games/${id}/end-proposal`, `/api/games/${id}/end-proposal/agree`, `/api/games/${id}/nudge`, `/api/games/${id}/resign`, `/api/games/${id}/mail`,
    `/api/games/${id}/rematch`, `/api/games/${id}/claim`, `/api/games/${id}/suggestion`, `/api/games/${id}/talk/${rng.pick(["x", "-1", "99999999999"])}`, `/api/games/${id}/seats/0/link`,
    "/api/me", "/api/me/settings", "/api/me/games", "/api/me/stats", "/api/auth/sign-in", "/api/auth/sign-out", "/api/auth/confirm",
    "/api/push/key", "/api/push/devices", `/api/push/devices/${rng.pick(["0".repeat(32), "x", encode(text(rng)).slice(0, 60)])}`,
    "/api/health", "/api/openapi.json", "/api", "/api/", `/embed/${id}`, `/embed/${id}?theme=${markup()}`, `/oembed?url=${markup()}`,
    `/oembed?url=${encode(`http://127.0.0.1/g/${id}`)}&maxwidth=${encode(text(rng))}`, `/g/${id}`, "/mail/settings", "/mail/settings?t=" + markup(),
    "/mail/unsubscribe?token=" + encode(text(rng)), "/mail/unsubscribe?t=" + markup(), "/auth/confirm?token=" + markup(), `/auth/confirm?token=x&lang=${markup()}`, "/dev/mail",
    `/dev/mail/${rng.pick(["1", "0", "x", "99999999999999999999"])}${rng.pick(["", "/html", "/raw"])}`, "/rules", "/rules/winter", "/learn", "/sw.js",
    "/embed-i18n/ko.json", "/manifest.webmanifest", "/x", "/", "/app.js",
    "/api/games/%00", "/api/games/../../../etc/passwd", "/api/%2e%2e/%2e%2e/", "/%2fapi%2fhealth", `/api/games/${id}/${"a/".repeat(rng.pick([10, 1000]))}`,
    "/" + "a".repeat(rng.pick([300, 9000])), `/api/games/${id}?${"q=1&".repeat(200)}`, "/api//games//" + id, "/API/HEALTH",
  ];
  const chosen = rng.pick(routes);
  return { path: chosen, forAction: chosen === `/api/games/${game.id}/actions` };
}

function isApiErrorBody(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Object.keys(value).join() !== "error") return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && Object.keys(error).sort().join() === "code,message" && typeof (error as { code: unknown }).code === "string" && typeof (error as { message: unknown }).message === "string";
}

/** What is wrong with this answer, if anything (while D1 is locked, a 503 to retry is what a request that needs it gets). */
function judge(method: string, url: string, answer: RawAnswer, d1Locked: boolean): string | undefined {
  if (answer.status === 0) return `connection failed: ${answer.text}`;
  const retryLater = d1Locked && answer.status === 503 && answer.headers["retry-after"] !== undefined;
  if (answer.status >= 500 && !retryLater) return `${answer.status}: ${answer.text.slice(0, 200)}`;
  const json = String(answer.headers["content-type"] ?? "").includes("application/json");
  if (String(answer.headers["content-type"] ?? "").includes("text/html")) {
    const live = LIVE_MARKUP.find((markup) => answer.text.includes(markup));
    if (live) return `an HTML answer holds ${live} unescaped`;
  }
  const api = /^\/api(\/|$|\?)/.test(url);
  if (answer.status >= 400 && method !== "HEAD" && (api || json)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      return `${answer.status} not JSON: ${answer.text.slice(0, 120)}`;
    }
    if (!isApiErrorBody(parsed)) return `${answer.status} outside the error shape: ${answer.text.slice(0, 200)}`;
  }
  return undefined;
}

async function call<T>(client: KeepAliveClient, method: string, url: string, json?: unknown, bearer?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const answer = await client.request(method, url, { headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: answer.status, body: (answer.text ? JSON.parse(answer.text) : undefined) as T };
}

/**
 * A game with every seat taken under a name that is markup, and a table talk message that is
 * markup, so every page and mail that shows them must escape them; `toTheEnd` plays it (random
 * legal moves) until it ends, for the routes of a finished game (its revealed deal, a rematch).
 */
async function startedGame(client: KeepAliveClient, index: number, toTheEnd: boolean): Promise<Game> {
  const created = await call<CreateGameResponse>(client, "POST", "/api/games", { edition: index % 2 ? "winter" : "classic", players: 2 + (index % 3) });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const { gameId, seats, hostToken } = created.body;
  for (const seat of seats) {
    const joined = await call(client, "POST", `/api/games/${gameId}/join`, { token: seat.token, name: `${LIVE_MARKUP[seat.seat % 2]} ${seat.seat + 1}` });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const tokens = seats.map((seat) => seat.token);
  const said = await call(client, "POST", `/api/games/${gameId}/talk`, { text: `${LIVE_MARKUP.join(" ")} javascript:alert(1)` }, tokens[0]);
  if (said.status >= 300) throw new Error(`talk: ${said.status} ${JSON.stringify(said.body)}`);
  let snapshot = (await call<GameSnapshot>(client, "GET", `/api/games/${gameId}`, undefined, tokens[0])).body;
  for (let move = 0; toTheEnd && snapshot.status !== "ended"; move++) {
    if (move > 1000) throw new Error(`game ${gameId} did not end`);
    const { player, ...action } = randomAction(stateFromView(snapshot.view), rngFromSeed(`${gameId}-${move}`), "guided");
    const played = await call(client, "POST", `/api/games/${gameId}/actions`, { version: snapshot.version, action, requestId: `fuzz-setup-${move}` }, tokens[player]);
    if (played.status !== 200) throw new Error(`move: ${played.status} ${JSON.stringify(played.body)}`);
    snapshot = (await call<GameSnapshot>(client, "GET", `/api/games/${gameId}`, undefined, tokens[0])).body;
  }
  const toAct = snapshot.view.toAct.map((seat) => tokens[seat]);
  return { id: gameId, tokens, hostToken, toAct, idleTokens: tokens.filter((seatToken) => !toAct.includes(seatToken)), version: snapshot.version };
}

/** Each seat's view of the game and the public log: what no fuzz request may change. */
async function fingerprint(client: KeepAliveClient, game: Game): Promise<string> {
  const views = [];
  for (const seatToken of game.tokens) {
    const seen = await call<GameSnapshot & Record<string, unknown>>(client, "GET", `/api/games/${game.id}`, undefined, seatToken);
    views.push({ status: seen.status, version: seen.body.version, view: seen.body.view, players: seen.body.seats });
  }
  const log = await client.request("GET", `/api/games/${game.id}/log`);
  const talk = await client.request("GET", `/api/games/${game.id}/talk`, { headers: { Authorization: `Bearer ${game.tokens[0]}` } });
  return JSON.stringify({ views, log: log.text, talk: talk.text });
}

/** Each hostile push address, registered with real keys (each from a client of its own, past the rate limit): a 400 with a PUSH_ code. */
async function hostileRegistrations(client: KeepAliveClient): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, endpoint] of HOSTILE_PUSH_ADDRESSES.entries()) {
    const answer = await client.request("POST", "/api/push/devices", {
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.33.${index + 1}` },
      body: JSON.stringify({ subscription: { endpoint, keys: DEVICE_KEYS }, locale: "en" }),
    });
    const code = answer.status === 400 ? (JSON.parse(answer.text) as { error: { code: string } }).error.code : null;
    if (!code?.startsWith("PUSH_")) failures.push(`a push device at ${endpoint} was not refused: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  return failures;
}

export async function runFuzz(
  baseUrl: string,
  options: { requests: number; connections: number; seed: number; games?: number; onProgress?: (done: number) => void; lockD1?: () => Promise<() => Promise<void>> },
): Promise<FuzzReport> {
  const setup = new KeepAliveClient(baseUrl);
  const games: Game[] = [];
  // The last game is played to its end.
  const count = Math.max(2, options.games ?? 3);
  for (let index = 0; index < count; index++) games.push(await startedGame(setup, index, index === count - 1));
  const before = await Promise.all(games.map((game) => fingerprint(setup, game)));

  const byStatus: Record<string, number> = {};
  const failures: string[] = [];
  let sent = 0;
  let d1Locked = false;
  let whileD1Locked = 0;
  const started = performance.now();
  /** D1 locked from a third of the requests to two thirds. */
  const locking = async () => {
    const waitFor = async (part: number) => {
      while (sent < (options.requests * part) / 3) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await waitFor(1);
    // Flagged from the start: the lock is held before lockD1 answers.
    d1Locked = true;
    const release = await options.lockD1!();
    await waitFor(2);
    await release();
    d1Locked = false;
  };
  const worker = async (lane: number) => {
    const rng = seeded(options.seed * 1000 + lane);
    const client = new KeepAliveClient(baseUrl);
    // A connection the service resets is often the fault of the request before it on that connection.
    let previous = "(none)";
    try {
      while (sent < options.requests) {
        sent++;
        if (sent % 1000 === 0) options.onProgress?.(sent);
        const game = rng.pick(games);
        const method = rng.pick(METHODS);
        const { path: url, forAction } = path(rng, game);
        const payload = method === "GET" || method === "HEAD" ? (rng.int(20) === 0 ? { body: "stray", chunked: true } : {}) : body(rng, game);
        const headers: Record<string, string> = {};
        if (payload.contentType) headers["Content-Type"] = payload.contentType;
        const bearer = token(rng, game, forAction, method === "GET" || method === "HEAD");
        if (bearer !== undefined) headers.Authorization = rng.int(5) === 0 ? bearer : `Bearer ${bearer}`;
        if (rng.int(6) === 0) headers.Origin = rng.pick(["https://evil.example", "null", baseUrl]);
        if (rng.int(8) === 0) headers.Cookie = `${rng.pick(["session", "cr_session"])}=${rng.pick(["forged", "", "%00", "x".repeat(500)])}`;
        if (rng.int(10) === 0) headers["If-None-Match"] = rng.pick(['"1"', "*", "W/\"x\""]);
        const lockedAtSend = d1Locked;
        if (lockedAtSend) whileD1Locked++;
        let answer: RawAnswer;
        try {
          answer = await client.request(method, url, { headers, body: payload.body, chunked: payload.chunked });
        } catch (error) {
          // node:http refuses to send some paths itself: nothing reached the service.
          byStatus["not sent"] = (byStatus["not sent"] ?? 0) + 1;
          continue;
        }
        byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
        const wrong = judge(method, url, answer, lockedAtSend || d1Locked);
        const described = `${method} ${url.slice(0, 100)} (${payload.body?.length ?? 0} bytes${payload.chunked ? ", chunked" : ""}${payload.contentType ? `, ${payload.contentType}` : ""}) → ${answer.status}`;
        if (wrong && failures.length < 50) failures.push(`${described}: ${wrong}; the request before on this connection: ${previous}`);
        previous = described;
      }
    } finally {
      client.close();
    }
  };
  await Promise.all([...Array.from({ length: options.connections }, (_, lane) => worker(lane)), options.lockD1 ? locking() : null]);
  const seconds = (performance.now() - started) / 1000;

  failures.push(...(await hostileRegistrations(setup)));
  const after = await Promise.all(games.map((game) => fingerprint(setup, game)));
  games.forEach((game, index) => {
    if (after[index] !== before[index]) failures.push(`game ${game.id} changed: ${before[index].slice(0, 300)} → ${after[index].slice(0, 300)}`);
  });
  setup.close();
  return { requests: sent, byStatus, failures, seconds, whileD1Locked };
}
