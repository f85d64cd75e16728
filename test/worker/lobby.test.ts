import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reliability, SeatedResponse } from "../../protocol/lobby.js";
import { expectError, newClient } from "./accounts.js";
import { api, createGame, settleRoom, snapshot } from "./helpers.js";
import { join, list, openTable, person, seatMe } from "./lobby-helpers.js";
import { advance, runAlarm, useClock } from "./slow-helpers.js";

/** Find a table (issue 51): public tables, the open list, joining from it, "Seat me". */

describe("public tables", () => {
  it("a host opens a table; its free seats are listed; joining from the list seats you; a full table leaves the list", async () => {
    const host = await person("Ana");
    const table = await openTable(host, { variants: ["calmStart"], language: "es", minReliability: 50 });
    expect(table.seat).toBe(0);
    expect(table.url).toContain(`/g/${table.gameId}#seat=${table.token}`);

    const listed = (await list("?language=es")).find((t) => t.gameId === table.gameId);
    expect(listed).toMatchObject({ edition: "classic", players: 3, pace: "1d", language: "es", freeSeats: 2, minReliability: 50, formedByPool: false, rated: true, variants: ["calmStart"] });
    expect(listed!.seated).toEqual([{ userId: host.id, name: "Ana", reliability: { figure: 80, games: 0 } }]);
    expect((await list("?language=ko")).some((t) => t.gameId === table.gameId)).toBe(false);
    expect((await list("?players=2")).some((t) => t.gameId === table.gameId)).toBe(false);

    const bo = await person("Bo");
    const joined = await join(bo, table.gameId);
    expect(joined.status).toBe(200);
    const seat = await joined.json<SeatedResponse>();
    expect(seat.seat).toBe(1);
    // The seat's new link opens the seat, as a seat link would.
    expect((await snapshot(table.gameId, seat.token)).you).toBe(1);
    expect((await list()).find((t) => t.gameId === table.gameId)?.freeSeats).toBe(1);
    // Fullest first: a table with two seated comes before a newer table with one.
    const newer = await openTable(await person("Cy"));
    const order = (await list()).map((t) => t.gameId);
    expect(order.indexOf(table.gameId)).toBeLessThan(order.indexOf(newer.gameId));

    await expectError(await join(bo, table.gameId), 409, "ALREADY_SEATED");
    const dee = await person("Dee");
    expect((await join(dee, table.gameId)).status).toBe(200);
    expect((await snapshot(table.gameId)).status).toBe("active");
    expect((await list()).some((t) => t.gameId === table.gameId)).toBe(false);
    const late = await person("Eve");
    const before = await snapshot(table.gameId);
    await expectError(await join(late, table.gameId), 409, "TABLE_FULL");
    expect((await snapshot(table.gameId)).version).toBe(before.version);
  }, 30_000);

  it("a host opens a game they created; a private game stays private", async () => {
    const host = await person("Fay");
    const game = await createGame({ edition: "winter", players: 2 });
    const other = await person("Gus");
    await expectError(await join(other, game.gameId), 404, "TABLE_NOT_PUBLIC");
    const clocked = await api("/api/games", { method: "POST", json: { edition: "winter", players: 2, timePerMove: "3d" }, headers: { "CF-Connecting-IP": newClient() } });
    const { gameId, hostToken } = await clocked.json<{ gameId: string; hostToken: string }>();
    const opened = await api(`/api/games/${gameId}/public`, { method: "POST", token: hostToken, json: { language: "fr" }, headers: { cookie: host.cookie } });
    expect(opened.status, await opened.clone().text()).toBe(200);
    expect(await opened.json()).toMatchObject({ pool: "winter:2:3d", language: "fr" });
    expect((await list("?pace=3d&edition=winter")).find((t) => t.gameId === gameId)?.freeSeats).toBe(2);
    // A game without a clock can't be opened: strangers' games must move.
    const noClock = await api(`/api/games/${game.gameId}/public`, { method: "POST", token: game.hostToken, json: { language: "fr" }, headers: { cookie: host.cookie } });
    await expectError(noClock, 409, "NO_CLOCK");
    const notHost = await api(`/api/games/${gameId}/public`, { method: "POST", token: "x".repeat(43), json: { language: "fr" }, headers: { cookie: host.cookie } });
    await expectError(notHost, 403, "NOT_HOST");
  }, 30_000);

  it("bad filters and bad tables are refused with a code", async () => {
    await expectError(await api("/api/tables?players=5"), 400, "INVALID_INPUT");
    const host = await person("Hal");
    await expectError(await host.post("/api/tables", { edition: "classic", players: 2, pace: "none", language: "en", name: "Hal" }), 400, "INVALID_INPUT");
    await expectError(await api("/api/tables", { method: "POST", json: { edition: "classic", players: 2, pace: "1d", language: "en", name: "X" } }), 401, "NOT_SIGNED_IN");
  }, 30_000);
});

describe("seat me", () => {
  it("forms a table and fills it as others ask; a full table leaves the list", async () => {
    const ivy = await person("Ivy");
    const first = await seatMe(ivy, { pace: "5d" });
    expect(first.status, await first.clone().text()).toBe(200);
    const ivySeat = await first.json<SeatedResponse>();
    expect((await list("?pace=5d")).find((t) => t.gameId === ivySeat.gameId)).toMatchObject({ formedByPool: true, freeSeats: 1 });
    await expectError(await seatMe(ivy, { pace: "5d" }), 409, "ALREADY_WAITING");
    const jon = await person("Jon");
    const second = await (await seatMe(jon, { pace: "5d" })).json<SeatedResponse>();
    expect(second.gameId).toBe(ivySeat.gameId);
    expect(second.seat).not.toBe(ivySeat.seat);
    // Strangers: every seat taken, the game waits for their ready check.
    const full = await snapshot(second.gameId);
    expect(full.seats.every((seat) => seat.joined)).toBe(true);
    expect(full.status).toBe("waiting");
    expect((await list("?pace=5d")).some((t) => t.gameId === ivySeat.gameId)).toBe(false);
  }, 30_000);

  it("an unknown pool is refused and changes nothing", async () => {
    const kim = await person("Kim");
    await expectError(await seatMe(kim, { edition: "summer" }), 400, "UNKNOWN_POOL");
    await expectError(await seatMe(kim, { players: 7 }), 400, "UNKNOWN_POOL");
    await expectError(await seatMe(kim, { pace: "none" }), 400, "UNKNOWN_POOL");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM open_tables WHERE seated LIKE ?").bind(`%${kim.id}%`).first("n")).toBe(0);
  }, 30_000);

  it("asks for a sign-in before reading the request: signed out, even a bad choice is NOT_SIGNED_IN", async () => {
    const signedOut = (path: string, json: unknown) => api(path, { method: "POST", json, headers: { "CF-Connecting-IP": newClient() } });
    await expectError(await signedOut("/api/seat-me", { edition: "summer", players: 2, pace: "2d", name: "Zed" }), 401, "NOT_SIGNED_IN");
    await expectError(await signedOut("/api/tables", { edition: "summer" }), 401, "NOT_SIGNED_IN");
    await expectError(await signedOut("/api/tables/AAAAAAAAAAAAAAAAAAAAAA/join", {}), 401, "NOT_SIGNED_IN");
  }, 30_000);

  it("\"any\" fills the fullest table of any matching pool", async () => {
    const lea = await person("Lea");
    const formed = await (await seatMe(lea, { edition: "classic", players: 4, pace: "14d" })).json<SeatedResponse>();
    const max = await person("Max");
    const seated = await (await seatMe(max, { edition: "any", players: "any", pace: "14d" })).json<SeatedResponse>();
    expect(seated.gameId).toBe(formed.gameId);
  }, 30_000);

  it("honours the table's language: a seeker sits only at a table of the language they ask for (none asked: any)", async () => {
    const [ko1, en1, ko2, anyone] = await Promise.all([person("Ha"), person("Ian"), person("Ji"), person("Kit")]);
    const choice = { edition: "winter", players: 3, pace: "3d" };
    const korean = await (await seatMe(ko1, { ...choice, language: "ko" })).json<SeatedResponse>();
    const english = await (await seatMe(en1, { ...choice, language: "en" })).json<SeatedResponse>();
    expect(english.gameId).not.toBe(korean.gameId);
    expect((await list("?pace=3d&edition=winter&language=ko")).find((t) => t.gameId === korean.gameId)?.freeSeats).toBe(2);
    const second = await (await seatMe(ko2, { ...choice, language: "ko" })).json<SeatedResponse>();
    expect(second.gameId).toBe(korean.gameId);
    // Without a language, the fullest table of the pool, whatever it speaks.
    const any = await (await seatMe(anyone, choice)).json<SeatedResponse>();
    expect(any.gameId).toBe(korean.gameId);
  }, 30_000);

  it("concurrent requests never double-seat: every seat of every table holds one player", async () => {
    const players = await Promise.all(Array.from({ length: 9 }, (_, i) => person(`Racer${i}`)));
    const answers = await Promise.all(players.map((p) => seatMe(p, { edition: "classic", players: 3, pace: "7d" })));
    const seats = await Promise.all(answers.map(async (r) => (expect(r.status).toBe(200), r.json<SeatedResponse>())));
    const taken = new Set(seats.map((s) => `${s.gameId}/${s.seat}`));
    expect(taken.size).toBe(9);
    const games = new Set(seats.map((s) => s.gameId));
    expect(games.size).toBe(3);
    for (const gameId of games) {
      const game = await snapshot(gameId);
      expect(game.seats.every((seat) => seat.joined)).toBe(true);
      expect(game.seats.map((s) => s.name).sort()).toEqual(seats.filter((s) => s.gameId === gameId).map((s) => players[seats.indexOf(s)]!.name).sort());
    }
  }, 30_000);
});

describe("reliability", () => {
  it("comes from played and abandoned games: an early resignation lowers it, a finished game raises it; a host's minimum gates who joins", async () => {
    const [ada, bea, cal] = await Promise.all([person("Ada"), person("Bea"), person("Cal")]);
    const table = await openTable(ada, { players: 3, pace: "12h" });
    const beaSeat = await (await join(bea, table.gameId)).json<SeatedResponse>();
    const calSeat = await (await join(cal, table.gameId)).json<SeatedResponse>();
    const post = (path: string, token: string) => api(`/api/games/${table.gameId}${path}`, { method: "POST", token });
    // Cal leaves before making a move; Ada and Bea end the game by agreement (RULES.md R-17).
    expect((await post("/resign", calSeat.token)).status).toBe(200);
    expect((await post("/end-proposal", table.token)).status).toBe(200);
    expect((await post("/end-proposal/agree", beaSeat.token)).status).toBe(200);
    await settleRoom(table.gameId);

    const figure = async (who: { id: string }) => (await (await api(`/api/players/${who.id}`)).json<{ reliability: Reliability }>()).reliability;
    expect(await figure(cal)).toEqual({ figure: 62, games: 1 });
    expect(await figure(ada)).toEqual({ figure: 87, games: 1 });
    expect(await figure({ id: "someone-new" })).toEqual({ figure: 80, games: 0 });

    const strict = await openTable(ada, { players: 2, pace: "12h", minReliability: 70 });
    expect((await list()).find((t) => t.gameId === strict.gameId)?.seated[0]?.reliability.figure).toBe(87);
    await expectError(await join(cal, strict.gameId), 403, "BELOW_MIN_RELIABILITY");
    expect((await join(bea, strict.gameId)).status).toBe(200);
  }, 30_000);
});

describe("a public table's players", () => {
  it("are listed by seat with their reliability, for the game page; a private game's are not", async () => {
    const [ray, sue] = await Promise.all([person("Ray"), person("Sue")]);
    const table = await openTable(ray, { players: 3, pace: "7d" });
    expect((await join(sue, table.gameId)).status).toBe(200);
    const players = await api(`/api/tables/${table.gameId}/players`);
    expect(players.status, await players.clone().text()).toBe(200);
    expect(await players.json()).toEqual({
      players: [
        { seat: 0, userId: ray.id, name: "Ray", reliability: { figure: 80, games: 0 } },
        { seat: 1, userId: sue.id, name: "Sue", reliability: { figure: 80, games: 0 } },
      ],
    });
    const game = await createGame({ edition: "winter", players: 2 });
    await expectError(await api(`/api/tables/${game.gameId}/players`), 404, "TABLE_NOT_PUBLIC");
    await expectError(await api("/api/tables/not-a-game/players"), 400, "INVALID_INPUT");
  }, 30_000);
});

describe("the ready check of a table of strangers", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for every seat before turn 1; a seat that doesn't confirm in 12 hours is reopened and counts against its player", async () => {
    const [kai, lou, mo] = await Promise.all([person("Kai"), person("Lou"), person("Mo")]);
    const kaiSeat = await (await seatMe(kai, { edition: "classic", players: 2, pace: "2d" })).json<SeatedResponse>();
    useClock();
    const louSeat = await (await seatMe(lou, { edition: "classic", players: 2, pace: "2d" })).json<SeatedResponse>();
    expect(louSeat.gameId).toBe(kaiSeat.gameId);
    const gameId = kaiSeat.gameId;
    expect((await snapshot(gameId)).status).toBe("waiting");
    const ready = (token: string) => api(`/api/games/${gameId}/ready`, { method: "POST", token });
    const confirmed = await (await ready(kaiSeat.token)).json<{ readyCheck: { ready: number[]; deadline: number } }>();
    expect(confirmed.readyCheck.ready).toEqual([kaiSeat.seat]);
    await expectError(await api(`/api/games/${gameId}/ready`, { method: "POST" }), 403, "NOT_SEATED");

    advance(12 * 60 * 60 * 1000 + 1000);
    await runAlarm(gameId);
    const after = await snapshot(gameId);
    expect(after.status).toBe("waiting");
    expect(after.seats[louSeat.seat]!.joined).toBe(false);
    expect(after.seats[kaiSeat.seat]!.joined).toBe(true);
    vi.useRealTimers();
    expect((await list("?pace=2d&edition=classic&players=2")).find((t) => t.gameId === gameId)?.freeSeats).toBe(1);
    const louFigure = (await (await api(`/api/players/${lou.id}`)).json<{ reliability: Reliability }>()).reliability;
    expect(louFigure.figure).toBeLessThan(80);

    // The pool fills the reopened seat; once both confirm, the game starts.
    const moSeat = await (await seatMe(mo, { edition: "classic", players: 2, pace: "2d" })).json<SeatedResponse>();
    expect(moSeat).toMatchObject({ gameId, seat: louSeat.seat });
    await ready(moSeat.token);
    expect((await snapshot(gameId)).status).toBe("waiting");
    const started = await (await ready(kaiSeat.token)).json<{ readyCheck: { ready: number[] } }>();
    expect(started.readyCheck.ready).toEqual([0, 1]);
    expect((await snapshot(gameId)).status).toBe("active");
    await expectError(await ready(kaiSeat.token), 409, "NOT_READY_CHECK");
  }, 30_000);

  it("friends' tables skip it", async () => {
    const table = await openTable(await person("Ned"), { players: 2, pace: "5d" });
    expect((await join(await person("Ola"), table.gameId)).status).toBe(200);
    expect((await snapshot(table.gameId)).status).toBe("active");
  }, 30_000);
});
