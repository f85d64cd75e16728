// The one platform API the engine uses (the fair deal's hash, R-18): Web Crypto's SHA-256, which
// the Worker, browsers and Node all have. Declared alone so that game/tsconfig.json can check the
// engine against ES2022 and nothing else; the root tsconfig has the full DOM and Workers types.
declare const crypto: { subtle: { digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer> } };
declare class TextEncoder {
  encode(input: string): Uint8Array;
}
