import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { compressionAgreement } from "../../worker/room/socket-upgrade.js";
import { ORIGIN, socketHeaders, startGame } from "./helpers.js";

/**
 * A game socket's messages are compressed one by one (permessage-deflate with
 * server_no_context_takeover, RFC 7692): the room answers a client's offer with that agreement
 * rather than leave the runtime to keep a window per socket and search it for every message.
 */

const AGREED = "permessage-deflate; server_no_context_takeover";

describe("the compression a game socket agrees to", () => {
  it("accepts the offers browsers and Node make, each message compressed on its own", () => {
    expect(compressionAgreement("permessage-deflate; client_max_window_bits")).toBe(AGREED);
    expect(compressionAgreement("permessage-deflate")).toBe(AGREED);
    expect(compressionAgreement("permessage-deflate; client_max_window_bits=12; client_no_context_takeover")).toBe(AGREED);
    expect(compressionAgreement("x-webkit-deflate-frame, permessage-deflate; server_no_context_takeover")).toBe(AGREED);
  });

  it("leaves the runtime to decide when nothing is offered, or an offer asks for what it doesn't honour", () => {
    expect(compressionAgreement(null)).toBeNull();
    expect(compressionAgreement("")).toBeNull();
    expect(compressionAgreement("x-webkit-deflate-frame")).toBeNull();
    expect(compressionAgreement("permessage-deflate; server_max_window_bits=10")).toBeNull();
    expect(compressionAgreement("permessage-deflate; client_max_window_bits; client_max_window_bits")).toBeNull();
    expect(compressionAgreement("permessage-deflate; ")).toBeNull();
  });

  it("is what a socket's 101 says, and the socket then works as any other", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const offered = await SELF.fetch(`${ORIGIN}/api/games/${gameId}/ws`, {
      headers: { ...socketHeaders(tokens[0]), "Sec-WebSocket-Extensions": "permessage-deflate; client_max_window_bits" },
    });
    expect(offered.status).toBe(101);
    expect(offered.headers.get("Sec-WebSocket-Extensions")).toBe(AGREED);
    const socket = offered.webSocket!;
    socket.accept();
    const first = await new Promise<{ type: string }>((resolve) => socket.addEventListener("message", (event) => resolve(JSON.parse(event.data as string)), { once: true }));
    expect(first.type).toBe("snapshot");
    socket.close(1000, "done");

    const plain = await SELF.fetch(`${ORIGIN}/api/games/${gameId}/ws`, { headers: socketHeaders(tokens[1]) });
    expect(plain.status).toBe(101);
    expect(plain.headers.get("Sec-WebSocket-Extensions")).toBeNull();
    plain.webSocket!.accept();
    plain.webSocket!.close(1000, "done");
  });
});
