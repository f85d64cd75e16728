/**
 * The address a player's reply goes to: the configured reply address with a plus tag naming the
 * game and a secret per mail, "play+<game>.<secret>@example.com". Mail systems may fold a local
 * part's case, so the tag is lowercase base32 only: the game's id (22 base64url characters) as 27,
 * the secret as 24. The whole local part stays within 64 characters (RFC 5321) for a base part of
 * up to 11.
 */

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const GAME_ID = /^[A-Za-z0-9_-]{22}$/;
const GAME_DIGITS = 27;
const SECRET_BYTES = 15;
const TAG = /^([a-z2-7]{27})\.([a-z2-7]{24})$/;

function digitsToBigInt(text: string, alphabet: string, bits: bigint): bigint {
  let value = 0n;
  for (const char of text) value = (value << bits) | BigInt(alphabet.indexOf(char));
  return value;
}

function bigIntToDigits(value: bigint, alphabet: string, bits: bigint, length: number): string {
  let text = "";
  const mask = (1n << bits) - 1n;
  for (let i = 0; i < length; i++, value >>= bits) text = alphabet[Number(value & mask)] + text;
  return text;
}

/** A fresh secret for one mail's reply address. */
export function replySecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return bigIntToDigits(
    bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n),
    BASE32,
    5n,
    (SECRET_BYTES * 8) / 5,
  );
}

/** The plus tag for a game and a secret; null for a game id of another shape (none is made today). */
export function replyTag(gameId: string, secret: string): string | null {
  if (!GAME_ID.test(gameId)) return null;
  return `${bigIntToDigits(digitsToBigInt(gameId, BASE64URL, 6n), BASE32, 5n, GAME_DIGITS)}.${secret}`;
}

/** The game and secret a tag names, or null when it is no tag of ours. */
export function readReplyTag(tag: string): { gameId: string; secret: string } | null {
  const match = TAG.exec(tag.toLowerCase());
  if (!match) return null;
  const value = digitsToBigInt(match[1], BASE32, 5n);
  if (value >> 132n !== 0n) return null;
  return { gameId: bigIntToDigits(value, BASE64URL, 6n, 22), secret: match[2] };
}

/** "play@example.com" + tag → "play+tag@example.com". */
export function replyAddress(base: string, tag: string): string {
  const at = base.lastIndexOf("@");
  return `${base.slice(0, at)}+${tag}${base.slice(at)}`;
}

/** The tag of an address that is the base address plus a tag (case aside), else null. */
export function tagOf(base: string, address: string): string | null {
  const at = base.lastIndexOf("@");
  const local = base.slice(0, at).toLowerCase();
  const domain = base.slice(at + 1).toLowerCase();
  const match = /^([^@]+)\+([^@+]+)@([^@]+)$/.exec(address.trim().toLowerCase());
  if (!match || match[1] !== local || match[3] !== domain) return null;
  return match[2];
}

/** Where replies go: MAIL_REPLY_TO, else the sender's address (MAIL_FROM). Email Routing hands it to the Worker (docs/mail-and-push.md). */
export function replyBaseOf(env: { MAIL_REPLY_TO?: string; MAIL_FROM?: string }, sender: string): string {
  const configured = env.MAIL_REPLY_TO?.trim();
  if (configured) return configured.toLowerCase();
  const match = /<([^>]+)>/.exec(sender);
  return (match ? match[1] : sender).trim().toLowerCase();
}
