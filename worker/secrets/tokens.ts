import { createHash } from "node:crypto";

/**
 * Secrets handed to a browser (session cookies, sign-in links). Only their SHA-256 is stored, so a
 * leaked database cannot be replayed as cookies or links.
 */

/** 256 random bits: far beyond guessing, and short enough for a link. */
const TOKEN_BYTES = 32;

/** A fresh random token, base64url without padding (safe in URLs and cookies as is). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return base64url(bytes);
}

/** The hex SHA-256 of a token: what the database keeps and looks up. Synchronous, so a room checks a token inside its transaction. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
