import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushMessage } from "../../protocol/types.js";
import { deliveryInit, isRedirect, PUSH_TIMEOUT_MS } from "../http/outbound.js";
import type { PushDevice } from "./devices.js";
import type { PushKeys } from "./push-keys.js";
import { endpointRefusal } from "./push-services.js";

/**
 * What the push service made of one request. "gone": this device can never be sent to again (the
 * service says so, or its address or keys are unusable); "refused": this notice won't go through.
 */
export type PushOutcome = "delivered" | "gone" | "retry" | "refused";

/** How long a push service keeps a notice for a device that is off: a day (a turn waits that long). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * One Web Push request (RFC 8030): the message encrypted for the device (RFC 8291, aes128gcm,
 * padded so its length tells nothing) and signed for our VAPID identity (RFC 8292). A newer notice
 * for the same game replaces one still waiting at the push service (Topic). Sent only to a known
 * push service (checked again here: a device saved before the list existed), given up after
 * PUSH_TIMEOUT_MS, and a redirect is not followed.
 */
export async function sendPush(keys: PushKeys, device: PushDevice, message: PushMessage): Promise<{ outcome: PushOutcome; detail: string }> {
  const refusal = endpointRefusal(device.endpoint);
  if (refusal) return { outcome: "gone", detail: refusal.message };
  let request: Awaited<ReturnType<typeof buildPushPayload>>;
  try {
    request = await buildPushPayload(
      { data: { ...message }, options: { ttl: TTL_SECONDS, urgency: "high", topic: `game-${message.gameId}`.slice(0, 32) } },
      { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } },
      keys,
    );
  } catch (error) {
    // Its keys can't be encrypted for: no retry will change that.
    return { outcome: "gone", detail: `cannot encrypt for this device: ${error instanceof Error ? error.message : String(error)}` };
  }
  let response: Response;
  try {
    response = await fetch(device.endpoint, { method: "POST", headers: request.headers, body: request.body, ...deliveryInit(PUSH_TIMEOUT_MS) });
  } catch (error) {
    return { outcome: "retry", detail: error instanceof Error ? error.message : String(error) };
  }
  // The body is only for logs; read it so the connection can be reused.
  const detail = `${response.status} ${(await response.text().catch(() => "")).slice(0, 200)}`;
  if (response.ok) return { outcome: "delivered", detail };
  // RFC 8030 §7.3: the subscription is gone for good.
  if (response.status === 404 || response.status === 410) return { outcome: "gone", detail };
  if (isRedirect(response)) return { outcome: "refused", detail: `${detail} (a redirect, not followed)` };
  if (response.status === 429 || response.status >= 500) return { outcome: "retry", detail };
  return { outcome: "refused", detail };
}
