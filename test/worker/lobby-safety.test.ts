import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SeatedResponse } from "../../protocol/lobby.js";
import type { TalkResponse } from "../../protocol/types.js";
import { BUSY_TURNS, GAMES_PER_ACCOUNT, OPEN_TABLES_PER_HOST } from "../../worker/lobby/records.js";
import type { SeatMeCall } from "../../worker/lobby/seat-pool.js";
import { expectError } from "./accounts.js";
import { ORIGIN, api, fetchWithEnv, snapshot } from "./helpers.js";
import { join, list, openTable, person, seatMe, type Person } from "./lobby-helpers.js";

/** Find a table (issue 51): blocks, reports and suspension, the caps, and blocked pairs across many "Seat me" requests. */

const ADMIN = "ops@lobby.example";

function asOperator(cookie: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  return fetchWithEnv({ ADMIN_EMAILS: `someone@else.example, ${ADMIN.toUpperCase()}` }, `${ORIGIN}${path}`, { ...init, headers });
}

async function blockPlayer(blocker: Person, other: Person): Promise<Response> {
  return blocker.post("/api/me/blocks", { userId: other.id });
}

describe("blocks", () => {
  it("a blocked pair is never seated together: not from the list, not by \"Seat me\"", async () => {
    const ann = await person("Ann");
    const ben = await person("Ben");
    expect((await blockPlayer(ben, ann)).status).toBe(200);
    const table = await openTable(ann, { players: 2, pace: "3d" });
    const before = await snapshot(table.gameId);
    await expectError(await join(ben, table.gameId), 409, "BLOCKED_PAIR");
    expect((await snapshot(table.gameId)).version).toBe(before.version);
    // Seat me passes Ann's table by and forms another for Ben.
    const seated = await (await seatMe(ben, { edition: "classic", players: 2, pace: "3d" })).json<SeatedResponse>();
    expect(seated.gameId).not.toBe(table.gameId);
    // Unblocked, Ben may sit with Ann.
    await api(`/api/me/blocks/${ann.id}`, { method: "DELETE", headers: { cookie: ben.cookie } });
    const cara = await person("Cara");
    expect((await join(cara, table.gameId)).status).toBe(200);
  }, 30_000);

  it("refuses blocking yourself or nobody", async () => {
    const dan = await person("Dan");
    await expectError(await blockPlayer(dan, dan), 409, "BLOCK_YOURSELF");
    await expectError(await dan.post("/api/me/blocks", { userId: "nobody" }), 404, "NO_SUCH_PLAYER");
    const listed = await (await api("/api/me/blocks", { headers: { cookie: dan.cookie } })).json<{ blocked: unknown[] }>();
    expect(listed.blocked).toEqual([]);
  }, 30_000);

  it("1,000 random \"Seat me\" requests never seat a blocked pair together, nor anyone twice at a table", async () => {
    const pool = { edition: "classic", players: 4, pace: "12h" } as const;
    const matchmaker = env.SEAT_POOL.get(env.SEAT_POOL.idFromName("classic:4:12h"));
    const users = Array.from({ length: 24 }, (_, i) => `blocktest-${i}`);
    let seed = 51;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const blocked = new Set<string>();
    for (const a of users) for (const b of users) if (a < b && random() < 0.25) blocked.add(`${a}|${b}`);
    const isBlocked = (a: string, b: string) => blocked.has(a < b ? `${a}|${b}` : `${b}|${a}`);
    const avoid = (user: string) => users.filter((other) => other !== user && isBlocked(user, other));
    const tables = new Map<string, string[]>();
    let seatedCount = 0;
    for (let round = 0; round < 100; round++) {
      // Ten at once, as strangers press the button at the same moment.
      const askers = Array.from({ length: 10 }, () => users[Math.floor(random() * users.length)]!);
      const answers = await Promise.all(
        askers.map((userId) => {
          const call: SeatMeCall = { pool, seeker: { userId, name: userId, email: null, language: null, avoid: avoid(userId), reliability: 80, hours: null }, origin: ORIGIN };
          return matchmaker.seatMe(call);
        }),
      );
      answers.forEach((answer, i) => {
        if (!answer.ok) return expect(["ALREADY_WAITING", "ALREADY_SEATED"]).toContain(answer.code);
        seatedCount++;
        const at = tables.get(answer.value.gameId) ?? [];
        at.push(askers[i]!);
        tables.set(answer.value.gameId, at);
      });
    }
    expect(seatedCount).toBeGreaterThan(300);
    for (const [, seated] of tables) {
      expect(new Set(seated).size).toBe(seated.length);
      expect(seated.length).toBeLessThanOrEqual(4);
      for (const a of seated) for (const b of seated) if (a !== b) expect(isBlocked(a, b), `${a} and ${b}`).toBe(false);
    }
  }, 240_000);
});

describe("reports and suspension", () => {
  it("a player reports a message; an operator hides it and suspends the writer from public tables", async () => {
    const eva = await person("Eva");
    const fox = await person("Fox");
    const table = await openTable(eva, { players: 2, pace: "12h" });
    const joined = await (await join(fox, table.gameId)).json<SeatedResponse>();
    const said = await api(`/api/games/${table.gameId}/talk`, { method: "POST", token: joined.token, json: { text: "rude words" } });
    const { message } = await said.json<{ message: { id: number } }>();
    const reported = await eva.post("/api/reports", { userId: fox.id, gameId: table.gameId, messageId: message.id, reason: "abuse" });
    expect(reported.status).toBe(201);
    const { id } = await reported.json<{ id: number }>();
    await expectError(await eva.post("/api/reports", { userId: fox.id, reason: "nonsense" }), 400, "INVALID_INPUT");
    await expectError(await eva.post("/api/reports", { userId: eva.id, reason: "spam" }), 409, "BLOCK_YOURSELF");

    // Only operators open the page.
    await expectError(await api("/admin/reports", { headers: { cookie: eva.cookie } }), 403, "NOT_ADMIN");
    const ops = await person("Ops");
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(ADMIN, ops.id).run();
    const page = await asOperator(ops.cookie, "/admin/reports");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("rude words");
    // The page speaks the operator's language, as every page does: their browser's, or the one they chose in the app.
    const french = await (await asOperator(ops.cookie, "/admin/reports", { headers: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" } })).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("Signalements");
    expect(french).toContain("Masquer le message");
    expect(french).toContain("Abus");
    expect(french).not.toContain("Suspend from public tables");

    const hide = await asOperator(ops.cookie, `/api/admin/reports/${id}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ decision: "hide-message" }) });
    expect(hide.status).toBe(200);
    const talk = await (await api(`/api/games/${table.gameId}/talk`, { token: table.token })).json<TalkResponse>();
    expect(talk.messages.find((m) => m.id === message.id)?.removed).toBe(true);

    const second = await (await eva.post("/api/reports", { userId: fox.id, reason: "abuse", details: "again" })).json<{ id: number }>();
    const form = await asOperator(ops.cookie, `/admin/reports/${second.id}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN }, body: "decision=suspend" });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`Report ${second.id} decided.`);
    const third = await (await eva.post("/api/reports", { userId: fox.id, reason: "spam" })).json<{ id: number }>();
    const korean = await asOperator(`${ops.cookie}; coffee-rush-locale=ko`, `/admin/reports/${third.id}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN }, body: "decision=dismiss" });
    expect(await korean.text()).toContain(`신고 ${third.id}번을 처리했습니다.`);
    const other = await openTable(await person("Gil"), { players: 2, pace: "14d" });
    await expectError(await join(fox, other.gameId), 403, "SUSPENDED");
    await expectError(await seatMe(fox), 403, "SUSPENDED");
    await expectError(await fox.post("/api/tables", { edition: "classic", players: 2, pace: "1d", language: "en", name: "Fox" }), 403, "SUSPENDED");
    await expectError(await asOperator(ops.cookie, "/api/admin/reports/99999", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ decision: "dismiss" }) }), 404, "NO_SUCH_REPORT");
  }, 30_000);
});

describe("caps", () => {
  it(`a host has at most ${OPEN_TABLES_PER_HOST} public tables waiting`, async () => {
    const hal = await person("Hal");
    for (let i = 0; i < OPEN_TABLES_PER_HOST; i++) await openTable(hal, { players: 4, pace: "7d" });
    await expectError(await hal.post("/api/tables", { edition: "classic", players: 4, pace: "7d", language: "en", name: "Hal" }), 409, "TOO_MANY_OPEN_TABLES");
    expect((await list("?players=4&pace=7d")).filter((t) => t.seated.some((s) => s.userId === hal.id))).toHaveLength(OPEN_TABLES_PER_HOST);
  }, 30_000);

  it(`a player in ${GAMES_PER_ACCOUNT} games takes no other seat`, async () => {
    const ida = await person("Ida");
    // Ida's games as D1 knows them (seats taken long ago).
    const statements = Array.from({ length: GAMES_PER_ACCOUNT }, (_, i) => [
      env.DB.prepare("INSERT INTO games (id, edition, players, variants, status, to_act, turns_played, version, created_at, last_move_at) VALUES (?, 'classic', 2, '[]', 'active', '[0]', 1, 1, 0, 0)").bind(`ida-game-${i}`),
      env.DB.prepare("INSERT INTO game_seats (game_id, seat, user_id, joined_at) VALUES (?, 0, ?, 0)").bind(`ida-game-${i}`, ida.id),
    ]).flat();
    await env.DB.batch(statements);
    const table = await openTable(await person("Jay"), { players: 2, pace: "2d", language: "ko" });
    await expectError(await join(ida, table.gameId), 409, "TOO_MANY_GAMES");
    await expectError(await seatMe(ida), 409, "TOO_MANY_GAMES");
  }, 30_000);

  it(`a player whose move ${BUSY_TURNS} games wait for is told before taking another seat, and takes it once they say they know`, async () => {
    const kay = await person("Kay");
    // Kay's games as D1 knows them: `waiting` wait for her move, and two wait for someone else's.
    const games = (from: number, count: number, toAct: string) =>
      Array.from({ length: count }, (_, i) => [
        env.DB.prepare("INSERT INTO games (id, edition, players, variants, status, to_act, turns_played, version, created_at, last_move_at) VALUES (?, 'classic', 2, '[]', 'active', ?, 1, 1, 0, 0)").bind(`kay-game-${from + i}`, toAct),
        env.DB.prepare("INSERT INTO game_seats (game_id, seat, user_id, joined_at) VALUES (?, 0, ?, 0)").bind(`kay-game-${from + i}`, kay.id),
      ]).flat();
    await env.DB.batch([...games(0, BUSY_TURNS - 1, "[0]"), ...games(100, 2, "[1]")]);
    const first = await openTable(await person("Lin"), { players: 2, pace: "2d" });
    expect((await join(kay, first.gameId)).status).toBe(200);

    await env.DB.batch(games(BUSY_TURNS, 1, "[0, 1]"));
    const second = await openTable(await person("Mel"), { players: 2, pace: "2d" });
    const told = await expectError(await join(kay, second.gameId), 409, "MANY_GAMES_WAITING");
    expect(told.message).toMatch(/^\d+ games are waiting for your move/);
    expect((await list("?pace=2d")).find((t) => t.gameId === second.gameId)?.freeSeats).toBe(1);
    await expectError(await seatMe(kay, { pace: "5d" }), 409, "MANY_GAMES_WAITING");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM open_tables WHERE seated LIKE ?").bind(`%${kay.id}%`).first("n")).toBe(1);

    // Told, she takes the seat anyway.
    expect((await kay.post(`/api/tables/${second.gameId}/join`, { name: "Kay", confirmBusy: true })).status).toBe(200);
    expect((await seatMe(kay, { pace: "5d", confirmBusy: true })).status).toBe(200);
    await expectError(await kay.post(`/api/tables/${second.gameId}/join`, { name: "Kay", confirmBusy: "yes" }), 400, "INVALID_INPUT");
  }, 30_000);
});
