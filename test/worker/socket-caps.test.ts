import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_SOCKETS_PER_ADDRESS, MAX_SPECTATOR_SOCKETS } from "../../worker/room/socket-limits.js";
import { ORIGIN, socketHeaders, startGame } from "./helpers.js";

/**
 * How many sockets a game takes (issue 50, item 10): a spectator could open hundreds of WebSockets
 * to one game, each pushed every version. Beyond a total for spectators, and beyond a number per
 * client address (seats included), the upgrade is refused before it happens: 429 TOO_MANY_SOCKETS
 * with a sentence and Retry-After. The page refused falls back to asking every few seconds.
 */

async function upgrade(gameId: string, address: string, token?: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/games/${gameId}/ws`, { headers: { ...socketHeaders(token), "CF-Connecting-IP": address } });
}

/** Opens a socket (101 expected) and keeps it open. */
async function opened(gameId: string, address: string, token?: string): Promise<WebSocket> {
  const answer = await upgrade(gameId, address, token);
  expect(answer.status, answer.status === 101 ? "" : await answer.text()).toBe(101);
  answer.webSocket!.accept();
  return answer.webSocket!;
}

async function expectRefused(answer: Response): Promise<void> {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("TOO_MANY_SOCKETS");
  expect(body.error.message).toMatch(/\w+ \w+/);
}

describe("the sockets a game takes", () => {
  it(`takes at most ${MAX_SOCKETS_PER_ADDRESS} from one address, seats included, and others still connect`, async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const flood = "203.0.113.50";
    const sockets = [await opened(gameId, flood, tokens[0])];
    while (sockets.length < MAX_SOCKETS_PER_ADDRESS) sockets.push(await opened(gameId, flood));
    await expectRefused(await upgrade(gameId, flood));
    await expectRefused(await upgrade(gameId, flood, tokens[1]));
    // An IPv6 client is its /64, as for the rate limits: another address in it is the same client.
    const six = "2001:db8:50:1::1";
    for (let n = 0; n < MAX_SOCKETS_PER_ADDRESS; n++) sockets.push(await opened(gameId, n % 2 ? six : "2001:db8:50:1::abcd"));
    await expectRefused(await upgrade(gameId, "2001:db8:50:1:ffff::7"));
    // Another address, a seat or a spectator, is let in.
    sockets.push(await opened(gameId, "203.0.113.51", tokens[1]), await opened(gameId, "203.0.113.51"));

    // A socket closed makes room again.
    sockets[1]!.close(1000, "done");
    let again = await upgrade(gameId, flood);
    for (let tries = 0; again.status === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await upgrade(gameId, flood);
    }
    expect(again.status).toBe(101);
    again.webSocket!.accept();
    for (const socket of [...sockets, again.webSocket!]) socket.close(1000, "done");
  });

  it(`takes at most ${MAX_SPECTATOR_SOCKETS} spectators, and a seat still connects beyond them`, async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const sockets: WebSocket[] = [];
    for (let n = 0; n < MAX_SPECTATOR_SOCKETS; n++) sockets.push(await opened(gameId, `198.51.100.${n % 200}`));
    await expectRefused(await upgrade(gameId, "192.0.2.77"));
    sockets.push(await opened(gameId, "192.0.2.77", tokens[0]));
    for (const socket of sockets) socket.close(1000, "done");
  }, 60_000);
});
