/**
 * A raw message as Email Routing hands it to email(): for the local mailbox's Reply form (and the
 * tests), which send a reply through the same handler as production does. The headers are read
 * from the message itself, as the runtime's are; a rejection is kept where the caller can read it.
 */

export interface LocalMessage extends ForwardableEmailMessage {
  /** Why setReject refused the message, if it did. */
  readonly rejected: string | null;
}

export function localMessage(raw: string | Uint8Array, envelope: { from: string; to: string }): LocalMessage {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  let rejected: string | null = null;
  return {
    from: envelope.from,
    to: envelope.to,
    raw: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
    rawSize: bytes.byteLength,
    headers: headersOf(bytes),
    get rejected() {
      return rejected;
    },
    setReject(reason: string) {
      rejected = reason;
    },
    forward: () => Promise.reject(new Error("A local message is not forwarded.")),
    reply: () => Promise.reject(new Error("A local message is answered through the outbox.")),
  };
}

/** The header section's fields (unfolded); a field the Headers class refuses is left out, as a malformed one. */
function headersOf(bytes: Uint8Array): Headers {
  const text = new TextDecoder("latin1").decode(bytes.subarray(0, 64 * 1024));
  const end = text.search(/\r?\n\r?\n/);
  const section = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Headers();
  for (const line of section.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // not a field name or value Headers takes
    }
  }
  return headers;
}

/** The lines of a quoted mail, as a mail client quotes the one it answers ("On …, … wrote:" then "> "). */
export function quoted(original: string, sender: string, date: Date): string {
  const lines = original.replace(/\r\n?/g, "\n").split("\n");
  return [`On ${date.toUTCString()}, ${sender} wrote:`, ...lines.map((line) => `> ${line}`)].join("\n");
}

/** A plain-text reply as a mail client writes it: headers, the text, the mail it answers quoted below. */
export function replyMessage(reply: {
  from: string;
  to: string;
  subject: string;
  text: string;
  inReplyTo: string | null;
  messageId: string;
  /** What Email Routing would write on arrival: the local mailbox stands for a sender that passed. */
  authenticationResults: string;
}): string {
  const headers = [
    `Authentication-Results: ${reply.authenticationResults}`,
    `From: ${reply.from}`,
    `To: ${reply.to}`,
    `Subject: =?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(reply.subject)))}?=`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${reply.messageId}>`,
    ...(reply.inReplyTo ? [`In-Reply-To: ${reply.inReplyTo}`] : []),
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${reply.text.replace(/\r?\n/g, "\r\n")}\r\n`;
}

/** A header of a raw message's header section (unfolded), or null. */
export function headerOf(raw: string, name: string): string | null {
  const end = raw.search(/\r?\n\r?\n/);
  const section = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const line = section.split(/\r?\n/).find((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
