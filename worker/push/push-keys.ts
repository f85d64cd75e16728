import type { Env } from "../env.js";

/** The server's VAPID identity (RFC 8292): push services check every request against it. */
export interface PushKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push service's operators: mailto: or https:. */
  subject: string;
}

/** The keys from the Worker's vars and secrets, or null where push is not set up. */
export function pushKeysOf(env: Env): PushKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM ?? "")?.[1] ?? env.MAIL_FROM;
  const subject = env.VAPID_SUBJECT ?? (address ? `mailto:${address}` : "mailto:noreply@coffee-rush.invalid");
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
}
