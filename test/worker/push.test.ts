import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PushDeviceInfo } from "../../protocol/types.js";
import { deliverDue } from "../../worker/outbox/dispatch.js";
import { api, eventually, ORIGIN, socketHeaders } from "./helpers.js";
import { followBothAndPlay, followSeat, newDevice, PUSH, received, turnOn, twoPlayers, type Subscription } from "./push-helpers.js";
import { address, HOUR, playOne, runScheduled, signIn, startSlowGame } from "./slow-helpers.js";

/**
 * Push notices, end to end: the Worker's requests reach the local push service (scripts/push-service.ts,
 * Miniflare's outbound service), which checks their VAPID signature and decrypts them with the
 * device's private key. Nothing in between is mocked.
 */

/** A timezone where it is 02:00 at `now`: quiet (22:00–08:00) for six hours more. */
function zoneAtTwoInTheMorning(now: number): string {
  const offset = (((2 - new Date(now).getUTCHours()) % 24) + 24) % 24;
  const hours = offset > 14 ? offset - 24 : offset;
  return hours === 0 ? "Etc/GMT" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("push notices", () => {
  it("tells a seat's device at once that it is their turn, signed and encrypted, once per turn however often delivery is retried", async () => {
    const game = await twoPlayers();
    const { next: bo, other } = await followBothAndPlay(game);
    const [notice, ...more] = await eventually(async () => {
      const list = await received(bo);
      expect(list.length).toBeGreaterThan(0);
      return list;
    });
    expect(more).toEqual([]);
    expect(notice.message).toMatchObject({ kind: "turn", gameId: game.gameId, url: `/g/${game.gameId}`, locale: "en", badge: 1 });
    expect(["Ana", "Bo"]).toContain(notice.message.others[0]);
    expect(await received(other)).toEqual([]);
    expect(notice.topic).toBe(`game-${game.gameId}`.slice(0, 32));
    expect(notice.urgency).toBe("high");

    // Retries: the scheduled job, the outbox's own delivery and the room's alarm find nothing left to send.
    await runScheduled();
    await deliverDue(env, Date.now());
    await settle();
    expect(await received(bo)).toHaveLength(1);
  });

  it("makes no notice for a seat that no device follows and no account holds, until a device follows it by its link", async () => {
    const game = await twoPlayers();
    const notices = async () =>
      (await env.DB.prepare("SELECT seat FROM mail_outbox WHERE kind = 'push' AND game_id = ?").bind(game.gameId).all<{ seat: number }>()).results;
    const { snapshot } = await playOne(game);
    const seat = snapshot.view.toAct[0];
    await settle();
    expect(await notices()).toEqual([]);

    const device = await followSeat(game, seat);
    // The seat plays, then the game waits on the other one and comes back to it: a new turn.
    let waiting = await playOne(game);
    while (waiting.snapshot.view.toAct[0] === seat) waiting = await playOne(game);
    while (waiting.snapshot.view.toAct[0] !== seat) waiting = await playOne(game);
    const heard = await eventually(async () => {
      const list = await received(device);
      expect(list).toHaveLength(1);
      return list;
    });
    expect(heard[0].message).toMatchObject({ kind: "turn", gameId: game.gameId });
    expect(await notices()).toEqual([{ seat }]);
  });

  it("sends nothing while the player has the game open live", async () => {
    const game = await twoPlayers();
    const snap = await (await api(`/api/games/${game.gameId}`)).json() as { view: { toAct: number[] } };
    const nextSeat = 1 - snap.view.toAct[0];
    const bo = await followSeat(game, nextSeat);
    const socket = await SELF.fetch(`${ORIGIN}/api/games/${game.gameId}/ws`, { headers: socketHeaders(game.tokens[nextSeat]) });
    socket.webSocket!.accept();
    await playOne(game);
    await settle();
    await runScheduled();
    expect(await received(bo)).toEqual([]);
    socket.webSocket!.close();
  });

  it("holds a notice through the device's quiet hours and sends it in the morning", async () => {
    // The clock is the real one: the push service checks the VAPID token's expiry against it.
    const now = Date.now();
    const zone = zoneAtTwoInTheMorning(now);
    const game = await twoPlayers();
    const { next: bo } = await followBothAndPlay(game, zone);
    await settle();
    expect(await received(bo)).toEqual([]);
    const { results } = await env.DB.prepare("SELECT status, next_attempt_at AS at FROM mail_outbox WHERE kind = 'push' AND game_id = ? AND status = 'pending'")
      .bind(game.gameId)
      .all<{ status: string; at: number }>();
    expect(results).toHaveLength(1);
    const row = results[0];
    expect(row.at).toBeGreaterThan(now + 5 * HOUR);
    expect(row.at).toBeLessThanOrEqual(now + 6 * HOUR + 60_000);

    await deliverDue(env, row.at);
    expect((await received(bo)).map((push) => push.message.kind)).toEqual(["turn"]);
  });

  it("drops a held turn notice once that turn has been played", async () => {
    const now = Date.now();
    const zone = zoneAtTwoInTheMorning(now);
    const game = await twoPlayers();
    const { next: bo } = await followBothAndPlay(game, zone);
    const { snapshot: after } = await playOne(game, "later");
    // D1's index catches up (a quick game's copy waits up to 5 s; a held notice goes out hours later).
    await eventually(async () => {
      const index = await env.DB.prepare("SELECT version FROM games WHERE id = ?").bind(game.gameId).first<{ version: number }>();
      expect(index?.version).toBe(after.version);
    }, 10_000);
    const held = await env.DB.prepare("SELECT key, next_attempt_at AS at FROM mail_outbox WHERE kind = 'push' AND game_id = ? AND status = 'pending' ORDER BY created_at")
      .bind(game.gameId)
      .all<{ key: string; at: number }>();
    expect(held.results.length).toBeGreaterThan(0);
    await deliverDue(env, held.results[0].at);
    const first = await env.DB.prepare("SELECT status, last_error AS error FROM mail_outbox WHERE key = ?").bind(held.results[0].key).first<{ status: string; error: string }>();
    expect(first).toEqual({ status: "skipped", error: "The turn has passed." });
    expect(await received(bo)).toEqual([]);
  }, 20_000);

  it("removes a device its push service says is gone (410)", async () => {
    const game = await twoPlayers();
    const snap = await (await api(`/api/games/${game.gameId}`)).json() as { view: { toAct: number[] } };
    const nextSeat = 1 - snap.view.toAct[0];
    const bo = await followSeat(game, nextSeat);
    await fetch(`${PUSH}/__answer`, { method: "POST", body: JSON.stringify({ endpoint: bo.endpoint, status: 410 }) });
    await playOne(game);
    await eventually(async () => {
      const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_devices WHERE endpoint = ?").bind(bo.endpoint).first<{ n: number }>();
      expect(left?.n).toBe(0);
    });
    const seats = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_device_seats WHERE game_id = ?").bind(game.gameId).first<{ n: number }>();
    expect(seats?.n).toBe(0);
  });

  it("says nothing to the devices of a player who muted the game's mails (issue 35)", async () => {
    const game = await twoPlayers();
    const devices = [await followSeat(game, 0), await followSeat(game, 1)];
    const muted = await api(`/api/games/${game.gameId}/mail`, { method: "PUT", token: game.tokens[1], json: { muted: true } });
    expect(await muted.json()).toEqual({ muted: true });
    // Two moves: each seat is waited on once.
    for (let move = 0; move < 2; move++) await playOne(game, `mute-${move}`);
    await runScheduled();
    await eventually(async () => {
      const heard = await received(devices[0]);
      expect(heard.some((push) => push.message.kind === "turn")).toBe(true);
    });
    expect((await received(devices[1])).filter((push) => push.message.kind === "turn")).toEqual([]);
  });

  it("tells every player's device that the game is over, with their place", async () => {
    const game = await twoPlayers();
    const ana = await followSeat(game, 0);
    const bo = await followSeat(game, 1);
    for (let turn = 0; turn < 400; turn++) {
      const { snapshot } = await playOne(game, `end-${turn}`);
      if (snapshot.status === "ended") break;
    }
    const over = async (device: Subscription) =>
      eventually(async () => {
        const last = (await received(device)).find((push) => push.message.kind === "gameover");
        expect(last).toBeDefined();
        return last!.message;
      });
    const [first, second] = [await over(ana), await over(bo)];
    expect([first.rank, second.rank].sort()).toEqual(expect.arrayContaining([1]));
    expect(first).toMatchObject({ players: 2, badge: 0 });
  }, 60_000);

  it("lets an account turn a device on for all its games, list its devices and remove one", async () => {
    const email = address("cy");
    const cookie = await signIn(email);
    const device = await newDevice();
    const on = await turnOn(device, { label: "Cy's phone" }, cookie);
    expect(on.status, await on.clone().text()).toBe(201);
    const { device: info } = (await on.json()) as { device: PushDeviceInfo };
    expect(info).toMatchObject({ label: "Cy's phone", account: true, games: 0 });

    const listed = (await (await api("/api/push/devices", { headers: { Cookie: cookie } })).json()) as { devices: PushDeviceInfo[] };
    expect(listed.devices.map((d) => d.id)).toEqual([info.id]);
    expect(JSON.stringify(listed)).not.toContain(device.endpoint);

    const other = await signIn(address("dee"));
    expect((await api(`/api/push/devices/${info.id}`, { method: "DELETE", headers: { Cookie: other, Origin: ORIGIN } })).status).toBe(404);
    expect((await api(`/api/push/devices/${info.id}`, { method: "DELETE", headers: { Cookie: cookie, Origin: ORIGIN } })).status).toBe(204);
    expect(((await (await api("/api/push/devices", { headers: { Cookie: cookie } })).json()) as { devices: unknown[] }).devices).toEqual([]);
  });

  it("refuses what a client gets wrong with a clear error, and changes nothing", async () => {
    const game = await twoPlayers();
    const device = await newDevice();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, "NOTHING_TO_FOLLOW"],
      [{ seats: [{ gameId: game.gameId, token: "x".repeat(40) }] }, 403, "BAD_SEAT_LINK"],
      [{ subscription: { ...device, endpoint: "http://push.localhost/d/plain" }, seats: [] }, 400, "INVALID_INPUT"],
      [{ subscription: { ...device, keys: { p256dh: "short", auth: device.keys.auth } } }, 400, "INVALID_INPUT"],
      [{ locale: "de" }, 400, "INVALID_INPUT"],
    ];
    for (const [body, status, code] of cases) {
      const response = await turnOn(device, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: { code: string; message: string } }).error.code).toBe(code);
    }
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_devices WHERE endpoint = ?").bind(device.endpoint).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("tells the other players' devices of a message at the table, but not one who muted its writer", async () => {
    const game = await startSlowGame({ edition: "classic", players: 3 }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: address("bo") },
      { name: "Cy", email: address("cy") },
    ]);
    const [ana, bo, cy] = [await followSeat(game, 0), await followSeat(game, 1), await followSeat(game, 2)];
    const muted = await api(`/api/games/${game.gameId}/talk/mutes/0`, { method: "PUT", token: game.tokens[2], json: { muted: true } });
    expect(muted.status).toBe(200);
    const said = await api(`/api/games/${game.gameId}/talk`, { method: "POST", token: game.tokens[0], json: { text: "Nice <b>move</b>" } });
    expect(said.status, await said.clone().text()).toBe(201);
    const phrase = await api(`/api/games/${game.gameId}/talk`, { method: "POST", token: game.tokens[0], json: { phrase: "goodGame" } });
    expect(phrase.status).toBe(201);
    const talk = async () => (await received(bo)).filter((push) => push.message.kind === "talk").map((push) => push.message);
    const heard = await eventually(async () => {
      const list = await talk();
      expect(list).toHaveLength(2);
      return list;
    });
    expect(heard[0]).toMatchObject({ kind: "talk", from: "Ana", text: "Nice <b>move</b>", gameId: game.gameId });
    expect(heard[1]).toMatchObject({ kind: "talk", from: "Ana", phrase: "goodGame" });
    expect((await received(ana)).filter((push) => push.message.kind === "talk")).toEqual([]);
    expect((await received(cy)).filter((push) => push.message.kind === "talk")).toEqual([]);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/push/devices"]).sort()).toEqual(["delete", "get", "post"]);
    expect(doc.paths["/api/push/key"].get).toBeDefined();
    expect(doc.paths["/api/push/devices/{id}"].delete).toBeDefined();
  });
});
