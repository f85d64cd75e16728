import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PushDeviceInfo } from "../../protocol/types.js";
import { deliverKeys } from "../../worker/outbox/dispatch.js";
import { MAX_PUSH_ATTEMPTS } from "../../worker/push/deliver.js";
import { deviceIdOf } from "../../worker/push/devices.js";
import { api, eventually } from "./helpers.js";
import {
  answerWith,
  followSeat,
  hangingDevice,
  newDevice,
  outboxRow,
  received,
  servedTo,
  talkNotice,
  turnOn,
  twoPlayers,
  type Subscription,
} from "./push-helpers.js";
import { address, signIn } from "./slow-helpers.js";

/**
 * Issue 33: what a client registers for push can't make the Worker call an address it chose, nor
 * many of them, nor the same one over and over; a push service that misbehaves (fails, redirects)
 * costs little. Every request goes to the local push service (scripts/push-service.ts).
 */

let clients = 0;
/** A client address of its own per registration (the limit of 30 registrations per client is not what is tested here). */
const client = () => `203.0.113.${++clients}`;

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

async function kept(endpoint: string): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM push_devices WHERE endpoint = ?").bind(endpoint).first<{ n: number }>())!.n;
}

describe("push addresses (issue 33)", () => {
  it("refuses every push address that is not at a known push service, each with its own code and a sentence, and keeps none", async () => {
    const cookie = await signIn(address("refused"));
    const device = await newDevice();
    const cases: [string, string][] = [
      ["https://127.0.0.1:8787/api/games", "PUSH_ADDRESS_PORT"],
      ["https://127.0.0.1/fcm/send/x", "PUSH_ADDRESS_IP"],
      ["https://169.254.169.254/latest/meta-data/", "PUSH_ADDRESS_IP"],
      ["https://10.0.0.5/admin", "PUSH_ADDRESS_IP"],
      ["https://2130706433/", "PUSH_ADDRESS_IP"],
      ["https://[::1]/", "PUSH_ADDRESS_IP"],
      ["https://[::1]:1/", "PUSH_ADDRESS_PORT"],
      ["https://localhost:1/", "PUSH_ADDRESS_PORT"],
      ["https://localhost/", "PUSH_SERVICE_UNKNOWN"],
      ["https://admin:secret@fcm.googleapis.com/fcm/send/x", "PUSH_ADDRESS_CREDENTIALS"],
      ["https://fcm.googleapis.com:8443/fcm/send/x", "PUSH_ADDRESS_PORT"],
      ["https://fcm.googleapis.com.evil.example/fcm/send/x", "PUSH_SERVICE_UNKNOWN"],
      ["https://evilpush.apple.com/x", "PUSH_SERVICE_UNKNOWN"],
      ["https://push.example/x", "PUSH_SERVICE_UNKNOWN"],
    ];
    for (const [endpoint, code] of cases) {
      const response = await turnOn({ ...device, endpoint }, {}, cookie, client());
      expect(response.status, endpoint).toBe(400);
      const error = await errorOf(response);
      expect(error.code, endpoint).toBe(code);
      expect(error.message, endpoint).toMatch(/^[A-Z].+\.$/);
      expect(await kept(endpoint), endpoint).toBe(0);
    }
  });

  it("takes the addresses the browsers' push services hand out (Google, Mozilla, Apple, Microsoft)", async () => {
    const cookie = await signIn(address("browsers"));
    const { keys } = await newDevice();
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGx3b",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://fcm.googleapis.com:443/wp/abc",
    ]) {
      const response = await turnOn({ endpoint, expirationTime: null, keys }, {}, cookie, client());
      expect(response.status, `${endpoint}: ${await response.clone().text()}`).toBe(201);
    }
  });

  it("refuses a device key that is not a P-256 point and an auth secret that is not 16 bytes", async () => {
    const cookie = await signIn(address("keys"));
    const device = await newDevice();
    const notOnTheCurve = btoa(String.fromCharCode(4, ...new Array<number>(64).fill(1))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const seventeenBytes = btoa("x".repeat(17)).replace(/=+$/, "");
    for (const [keys, code] of [
      [{ ...device.keys, p256dh: notOnTheCurve }, "PUSH_KEY_INVALID"],
      [{ ...device.keys, auth: seventeenBytes }, "PUSH_AUTH_INVALID"],
    ] as const) {
      const response = await turnOn({ ...device, keys }, {}, cookie, client());
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe(code);
    }
    expect(await kept(device.endpoint)).toBe(0);
  });
});

describe("how many devices, and how often (issue 33)", () => {
  it("keeps a seat's five newest devices: older ones stop following it, and go if they follow nothing else", async () => {
    const game = await twoPlayers();
    const elder = await followSeat(game, 1);
    const devices: Subscription[] = [];
    for (let i = 0; i < 7; i++) {
      const device = await newDevice();
      const response = await turnOn(device, { seats: [{ gameId: game.gameId, token: game.tokens[0] }] }, undefined, client());
      expect(response.status).toBe(201);
      devices.push(device);
    }
    const { results } = await env.DB.prepare("SELECT device_id AS id FROM push_device_seats WHERE game_id = ? AND seat = 0").bind(game.gameId).all<{ id: string }>();
    const newest = await Promise.all(devices.slice(2).map((device) => deviceIdOf(device.endpoint)));
    expect(results.map((row) => row.id).sort()).toEqual(newest.sort());
    for (const dropped of devices.slice(0, 2)) expect(await kept(dropped.endpoint)).toBe(0);

    // A device registered before them that now follows this seat too counts as the newest: the oldest of the others makes way.
    expect((await turnOn(elder, { seats: [{ gameId: game.gameId, token: game.tokens[0] }] }, undefined, client())).status).toBe(201);
    const seats = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_device_seats WHERE device_id = ?").bind(await deviceIdOf(elder.endpoint)).first<{ n: number }>();
    expect(seats?.n).toBe(2);
    expect(await kept(devices[2].endpoint)).toBe(0);
    expect(await kept(devices[3].endpoint)).toBe(1);
  });

  it("keeps an account's ten newest devices", async () => {
    const cookie = await signIn(address("many"));
    for (let i = 0; i < 12; i++) {
      const response = await turnOn(await newDevice(), { label: `Phone ${i}` }, cookie, client());
      expect(response.status).toBe(201);
    }
    const { devices } = (await (await api("/api/push/devices", { headers: { Cookie: cookie } })).json()) as { devices: PushDeviceInfo[] };
    expect(devices.map((device) => device.label).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Phone ${i + 2}`).sort());
  });

  it("removes a device at once when its push service no longer knows it (404)", async () => {
    const game = await twoPlayers();
    const device = await followSeat(game, 0);
    await answerWith(device, 404);
    const key = await talkNotice(game, 0);
    await deliverKeys(env, [key]);
    expect(await kept(device.endpoint)).toBe(0);
    expect(await outboxRow(key)).toMatchObject({ status: "skipped", attempts: 1 });
  });

  it(`tries a notice its push service keeps failing ${MAX_PUSH_ATTEMPTS} times, each wait longer than the last, then gives up`, async () => {
    const game = await twoPlayers();
    const device = await followSeat(game, 0);
    await answerWith(device, 503);
    const key = await talkNotice(game, 0);
    const waits: number[] = [];
    let now = Date.now();
    for (let attempt = 1; attempt <= 40; attempt++) {
      const later = await deliverKeys(env, [key], now);
      if (later.length === 0) break;
      waits.push(later[0].at - now);
      now = later[0].at;
    }
    expect(await outboxRow(key)).toMatchObject({ status: "failed", attempts: MAX_PUSH_ATTEMPTS });
    expect(waits).toHaveLength(MAX_PUSH_ATTEMPTS - 1);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
    // The device stays: a service that fails for a while is not one that forgot it.
    expect(await kept(device.endpoint)).toBe(1);
  });
});

describe("a push service that misbehaves (issue 33)", () => {
  it("does not follow a redirect: the address it points to is never called", async () => {
    const game = await twoPlayers();
    const device = await followSeat(game, 0);
    await answerWith(device, 307);
    const key = await talkNotice(game, 0);
    await deliverKeys(env, [key]);
    expect((await servedTo(device)).redirected).toBe(0);
    const row = await env.DB.prepare("SELECT last_sent_at AS at FROM push_devices WHERE endpoint = ?").bind(device.endpoint).first<{ at: number | null }>();
    expect(row?.at).toBeNull();
  });

  it("marks each device the moment it is reached, while another still hangs, and never sends it the notice twice", async () => {
    const game = await twoPlayers();
    const reached = await followSeat(game, 0);
    const hanging = await followSeat(game, 0, null, await hangingDevice());
    const key = await talkNotice(game, 0);
    const started = Date.now();
    const delivering = deliverKeys(env, [key], started);
    const reachedId = await deviceIdOf(reached.endpoint);
    await eventually(async () => {
      expect((await servedTo(hanging)).hung).toBe(1);
      expect(JSON.parse((await outboxRow(key))!.data!).sentTo).toEqual([reachedId]);
      const device = await env.DB.prepare("SELECT last_sent_at AS at FROM push_devices WHERE id = ?").bind(reachedId).first<{ at: number | null }>();
      expect(device?.at).not.toBeNull();
    }, 5_000);
    const later = await delivering;
    // The hanging request was given up (its timeout), long before the push service let go of it.
    expect(Date.now() - started).toBeLessThan(18_000);
    expect(later).toHaveLength(1);
    expect((await outboxRow(key))!.error).toBeTruthy();
    await deliverKeys(env, [key], later[0].at);
    expect((await received(reached)).filter((push) => push.message.kind === "talk")).toHaveLength(1);
  }, 60_000);
});
