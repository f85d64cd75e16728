import { describe, expect, it } from "vitest";
import { hashToken, randomToken } from "../../worker/secrets/tokens.js";

/** The runtime's own SHA-256 (WebCrypto), as hex: what every stored hash was made with. */
async function digestHex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("hashToken", () => {
  it("is SHA-256 in hex (FIPS 180-2's example)", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("matches the runtime's SHA-256 for tokens, addresses and long non-ASCII text, so hashes already stored still match", async () => {
    const texts = ["", randomToken(), randomToken(), "203.0.113.7", "é".repeat(3000) + "🎲", "x".repeat(64), "x".repeat(55), "x".repeat(56)];
    for (const text of texts) expect(hashToken(text), text.slice(0, 20)).toBe(await digestHex(text));
  });
});
