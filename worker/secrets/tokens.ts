import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

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

/**
 * The hex SHA-256 of a token: what the database keeps and looks up. Synchronous, so a room checks a
 * token inside its transaction. Not node:crypto's createHash: on workerd each one builds a Node
 * stream around the digest, which made hashing a game's tokens 4 % of its birth (issue 56).
 */
export function hashToken(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
