import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";

/** A watcher's WebSocket to a game, by hand over TCP (to drop it as a phone losing its network does): resolves once upgraded. */
export function watch(base: string, gameId: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const key = randomBytes(16).toString("base64");
      const lines = [`GET /api/games/${gameId}/ws HTTP/1.1`, `Host: ${hostname}:${port}`, "Upgrade: websocket", "Connection: Upgrade", `Sec-WebSocket-Key: ${key}`, "Sec-WebSocket-Version: 13", `Origin: ${base}`];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    });
    socket.once("data", (chunk) => (String(chunk).startsWith("HTTP/1.1 101") ? resolve(socket) : reject(new Error(String(chunk)))));
    socket.on("error", () => undefined);
  });
}

/** A close frame as a browser sends it (masked, code 1000). */
export function closeFrame(): Buffer {
  const mask = randomBytes(4);
  const payload = Buffer.from([0x03, 0xe8]).map((byte, index) => byte ^ mask[index % 4]);
  return Buffer.concat([Buffer.from([0x88, 0x80 | payload.length]), mask, payload]);
}
