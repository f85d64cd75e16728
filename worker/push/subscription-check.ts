import { endpointRefusal, type EndpointRefusal } from "./push-services.js";

/**
 * What a device registers is checked before it is kept: its address at a known push service
 * (push-services.ts), its key a point on P-256 and its auth secret 16 bytes (RFC 8291 §3), so a
 * subscription that could never be encrypted for is refused now rather than failing at every send.
 */
export async function subscriptionRefusal(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<EndpointRefusal | null> {
  const address = endpointRefusal(subscription.endpoint);
  if (address) return address;
  const key = bytesOf(subscription.keys.p256dh);
  if (!key || !(await isP256Point(key))) {
    return { code: "PUSH_KEY_INVALID", message: "The device's push key is not a P-256 public key: subscribe again in the browser." };
  }
  if (bytesOf(subscription.keys.auth)?.length !== 16) {
    return { code: "PUSH_AUTH_INVALID", message: "The device's auth secret is not 16 bytes: subscribe again in the browser." };
  }
  return null;
}

async function isP256Point(key: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", key, { name: "ECDH", namedCurve: "P-256" }, true, []);
    return true;
  } catch {
    return false;
  }
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(base64url.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
