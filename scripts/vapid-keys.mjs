#!/usr/bin/env node
// VAPID keys (RFC 8292) for Web Push: the Worker signs each push request with the private key,
// and browsers subscribe with the public one.
//   node scripts/vapid-keys.mjs             prints a new pair and how to deploy it
//   node scripts/vapid-keys.mjs --dev-vars  adds a pair to .dev.vars (npm start) unless it has one
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const base64url = (bytes) => Buffer.from(bytes).toString("base64url");

/** A new P-256 pair: the public key as the raw uncompressed point, the private key as JWK "d". */
export async function generateVapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { publicKey: base64url(raw), privateKey: jwk.d };
}

async function writeDevVars() {
  const file = ".dev.vars";
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^VAPID_PRIVATE_KEY=/m.test(current)) return;
  const keys = await generateVapidKeys();
  const lines = [`VAPID_PUBLIC_KEY=${keys.publicKey}`, `VAPID_PRIVATE_KEY=${keys.privateKey}`];
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  console.log("Made VAPID keys for push notices in .dev.vars (local only).");
}

// Run as a script (not when bundled into a benchmark or imported by the tests).
if (/vapid-keys\.mjs$/.test(process.argv[1] ?? "")) {
  if (process.argv.includes("--dev-vars")) {
    await writeDevVars();
  } else {
    const keys = await generateVapidKeys();
    console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
    console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
    console.log("");
    console.log("To deploy: put the public key in wrangler.toml [vars] as VAPID_PUBLIC_KEY, then");
    console.log("  npx wrangler secret put VAPID_PRIVATE_KEY   (paste the private key)");
    console.log("Keep the pair: changing it makes every device subscribe again.");
  }
}
