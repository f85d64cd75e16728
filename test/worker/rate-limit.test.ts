import { describe, expect, it } from "vitest";
import { expectError, signedIn } from "./accounts.js";
import { api } from "./helpers.js";

/**
 * Issue 50, item 9: the limits count a client by its /64 (IPv6), and beside it the /48 around it
 * (a site or subscriber rotating through its /64s) and, when signed in, the account (rotating
 * addresses gets an account no more).
 */

/** The limit counts in fixed windows of 600 s (create-game): a run a window's end splits is sent again in the new one. */
async function inOneWindow<T>(run: () => Promise<T>): Promise<T> {
  const windowOf = () => Math.floor(Date.now() / 600_000);
  for (;;) {
    const window = windowOf();
    const result = await run();
    if (windowOf() === window) return result;
  }
}

function create(ip: string, cookie?: string): Promise<Response> {
  return api("/api/games", { method: "POST", json: { edition: "classic", players: 2 }, headers: { "CF-Connecting-IP": ip, ...(cookie ? { cookie } : {}) } });
}

describe("rate limits (issue 50)", () => {
  it("30 /64s of one /48 don't create 30 games: the /48 is a bucket of its own", async () => {
    let block = 0;
    const statuses = await inOneWindow(async () => {
      const prefix = `2001:db8:${(++block + 0x4800).toString(16)}`;
      const answers: number[] = [];
      for (let n = 1; n <= 30; n++) answers.push((await create(`${prefix}:${n.toString(16)}::1`)).status);
      return answers;
    });
    expect(statuses.filter((status) => status === 201).length).toBeLessThan(30);
    expect(statuses.at(-1)).toBe(429);
    const refused = await create(`2001:db8:${(block + 0x4800).toString(16)}:ff::1`);
    await expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another /48 is not affected.
    expect((await create(`2001:db8:${(block + 0x5800).toString(16)}:1::1`)).status).toBe(201);
  });

  it("a signed-in account is a bucket of its own: new addresses get it no more games", async () => {
    const { cookie } = await signedIn("rate-limited-host@example.com");
    let round = 0;
    const statuses = await inOneWindow(async () => {
      round++;
      const answers: number[] = [];
      for (let n = 1; n <= 21; n++) answers.push((await create(`198.51.${100 + round}.${n}`, cookie)).status);
      return answers;
    });
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Signed out, the same address is a client like any other.
    expect((await create(`198.51.${100 + round}.21`)).status).toBe(201);
  });
});
