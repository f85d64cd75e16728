/**
 * The fair deal's commitment: published when the game is created, while the seed stays
 * secret; once the seed is revealed anyone can hash it again and compare. SHA-256 comes from Web
 * Crypto, which the Worker, browsers and Node 20 all have.
 */

/** Keeps this hash from ever being mistaken for any other SHA-256 of the same strings. */
export const COMMITMENT_TAG = "coffee-rush/fair-deal/v1";

/** Hex SHA-256 of the tag, game id, engine version and seed, each length-prefixed so no two splits give the same bytes. */
export async function commitmentOf(gameId: string, engineVersion: string, seed: string): Promise<string> {
  const fields = [COMMITMENT_TAG, gameId, engineVersion, seed].map((field) => `${field.length}:${field}`).join("");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(fields));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
