import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { gameUsage } from "../../worker/meter/meter.js";
import { api, createGame, openSocket, settleRoom, snapshot } from "../worker/helpers.js";

/**
 * A game's birth (issue 56) as the meter counts it: its room asks its storage for nothing it knows.
 * A new object finds it has no tables in one statement and founds the game in tables made from
 * nothing without looking again; it knows the seats it has just written, and that it has no alarm yet.
 */
describe("a game's birth", () => {
  it("asks the room's storage for nothing the room knows: create, joins, snapshot, sockets", async () => {
    const players = 4;
    const created = await createGame({ edition: "classic", players });
    const { gameId } = created;
    await settleRoom(gameId);
    const create = gameUsage(env, gameId);
    // The probe that finds no tables, the schema's one statement, the game's row, a row per seat.
    expect(create.sqlStatements).toBe(3 + players);
    expect(create.alarmReads).toBe(0);
    expect(create.alarmsSet).toBe(1); // its expiry, should nobody start it

    for (const { seat, token } of created.seats) expect((await api(`/api/games/${gameId}/join`, { method: "POST", json: { token, name: `P${seat}` } })).status).toBe(200);
    await snapshot(gameId);
    const sockets = await Promise.all(created.seats.map(({ token }) => openSocket(gameId, token)));
    for (const socket of sockets) expect(await socket.next()).toMatchObject({ type: "snapshot", log: [] });
    await settleRoom(gameId);
    const born = gameUsage(env, gameId);
    for (const socket of sockets) socket.socket.close();
    // Each join writes its seat and the game's row; the last one, which starts the game, its first
    // copy's mark too (d1-copy.ts). The snapshot and the sockets read nothing: the room holds it all.
    expect(born.sqlStatements - create.sqlStatements).toBe(2 * players + 1);
    expect(born.alarmReads).toBe(0);
    expect(born.wakes).toBe(1);
  });
});
