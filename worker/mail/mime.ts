import type { OutgoingMail } from "./mailer.js";

/**
 * Writes a mail as an RFC 5322 message: multipart/alternative with a text and an HTML part, both
 * UTF-8 in base64. What the local mailbox keeps, so tests and newcomers see exactly what a provider
 * would receive.
 */
export function toMime(mail: OutgoingMail, date: Date, messageId: string): string {
  const boundary = `=_coffee_rush_${messageId.replace(/[^A-Za-z0-9]/g, "").slice(0, 24)}`;
  const headers: [string, string][] = [
    ["From", mail.from],
    ["To", mail.to],
    ["Subject", encodeHeader(mail.subject)],
    ["Date", date.toUTCString().replace("GMT", "+0000")],
    ["Message-ID", `<${messageId}>`],
    ["MIME-Version", "1.0"],
    ...Object.entries(mail.headers),
    ["Content-Type", `multipart/alternative; boundary="${boundary}"`],
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: base64", "", base64Lines(body)].join("\r\n");
  return [
    ...headers.map(([name, value]) => `${name}: ${value}`),
    "",
    part("text/plain", mail.text),
    part("text/html", mail.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A header value as is when it is plain ASCII, else as RFC 2047 encoded words. */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    // Keep each encoded word's bytes whole characters and its line short.
    if (new TextEncoder().encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(new TextEncoder().encode(word))}?=`).join("\r\n ");
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64Lines(text: string): string {
  return (base64(new TextEncoder().encode(text)).match(/.{1,76}/g) ?? []).join("\r\n");
}
