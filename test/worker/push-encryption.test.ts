import { encryptNotification } from "@block65/webcrypto-web-push";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * RFC 8291, Appendix A: the published example of one push message's encryption. With the
 * example's salt and sender key pair in place of fresh random ones, the library the Worker sends
 * with must produce the example's body byte for byte.
 */
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  senderPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  senderPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  receiverPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("push encryption (RFC 8291)", () => {
  it("encrypts the RFC's example message to the RFC's example body", async () => {
    const point = fromBase64url(RFC8291.senderPublic);
    const privateKey = await crypto.subtle.importKey(
      "jwk",
      { kty: "EC", crv: "P-256", x: toBase64url(point.slice(1, 33)), y: toBase64url(point.slice(33)), d: RFC8291.senderPrivate },
      { name: "ECDH", namedCurve: "P-256" },
      false,
      ["deriveBits"],
    );
    const publicKey = await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, true, []);
    // The two random inputs of an encryption: the salt and the sender's one-off key pair.
    const salt = fromBase64url(RFC8291.salt);
    vi.spyOn(crypto, "getRandomValues").mockImplementationOnce((array) => {
      (array as Uint8Array).set(salt);
      return array;
    });
    vi.spyOn(crypto.subtle, "generateKey").mockResolvedValueOnce({ privateKey, publicKey } as CryptoKeyPair);

    const body = await encryptNotification(
      { endpoint: "https://push.example/", expirationTime: null, keys: { p256dh: RFC8291.receiverPublic, auth: RFC8291.authSecret } },
      new TextEncoder().encode(RFC8291.plaintext),
      { pad: false },
    );
    expect(toBase64url(body)).toBe(RFC8291.body);
  });
});
