import { Hono } from "hono";
import { z } from "zod";
import { pushDeviceOffSchema, pushDeviceSchema } from "../../protocol/schemas.js";
import { requireUser } from "../auth/session.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { rateLimit } from "../http/rate-limit.js";
import { valid } from "../http/validate.js";
import { deviceLabel } from "../push/device-label.js";
import { devicesOfUser, removeDevice, removeDeviceByEndpoint, saveDevice } from "../push/devices.js";
import { pushKeysOf } from "../push/push-keys.js";
import { subscriptionRefusal } from "../push/subscription-check.js";
import { roomOf } from "./rooms.js";

function requirePush(env: AppEnv["Bindings"]) {
  const keys = pushKeysOf(env);
  if (!keys) throw new ApiError(404, "PUSH_NOT_SET_UP", "Notifications are not set up on this server.");
  return keys;
}

/** Mounted at /api/push: devices turn push notices on and off; an account lists and removes its devices. */
export const pushRoutes = new Hono<AppEnv>()
  /** The server's VAPID public key, which a browser subscribes with. */
  .get("/key", (c) => c.json({ publicKey: requirePush(c.env).publicKey }))
  .post("/devices", rateLimit({ name: "push-devices", limit: 30, windowSeconds: 600 }), valid("json", pushDeviceSchema), async (c) => {
    requirePush(c.env);
    const body = c.req.valid("json");
    const refusal = await subscriptionRefusal(body.subscription);
    if (refusal) throw new ApiError(400, refusal.code, refusal.message);
    const user = c.get("user");
    const seats: { gameId: string; seat: number }[] = [];
    for (const { gameId, token } of body.seats ?? []) {
      const followed = await roomOf(c, gameId).followWithPush(token);
      const seat = followed.ok ? followed.value : null;
      if (seat === null) throw new ApiError(403, "BAD_SEAT_LINK", "A seat link sent with this device is not valid (it may have been replaced by the host).");
      seats.push({ gameId, seat });
    }
    if (!user && seats.length === 0) {
      throw new ApiError(400, "NOTHING_TO_FOLLOW", "Sign in, or open your seat link, to turn on notifications for your games.");
    }
    const device = await saveDevice(
      c.env.DB,
      {
        endpoint: body.subscription.endpoint,
        p256dh: body.subscription.keys.p256dh,
        auth: body.subscription.keys.auth,
        userId: user?.id ?? null,
        label: body.label ?? deviceLabel(c.req.header("User-Agent")),
        locale: body.locale,
        timezone: body.timezone ?? null,
        seats,
      },
      Date.now(),
    );
    return c.json({ device }, 201);
  })
  /** This device turns notices off: its push address proves it is the device. */
  .delete("/devices", valid("json", pushDeviceOffSchema), async (c) => {
    await removeDeviceByEndpoint(c.env.DB, c.req.valid("json").endpoint);
    return c.body(null, 204);
  })
  .get("/devices", async (c) => c.json({ devices: await devicesOfUser(c.env.DB, requireUser(c).id) }))
  .delete("/devices/:id", valid("param", z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, "There is no such device.") })), async (c) => {
    const me = requireUser(c);
    const { id } = c.req.valid("param");
    const mine = (await devicesOfUser(c.env.DB, me.id)).some((device) => device.id === id);
    if (!mine || !(await removeDevice(c.env.DB, id))) throw new ApiError(404, "NO_SUCH_DEVICE", "This account has no such device.");
    return c.body(null, 204);
  });
