import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/index.js";

describe("the Worker inside workerd", () => {
  it("answers its health check", async () => {
    const response = await SELF.fetch("https://example.com/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("routes with Hono's RegExpRouter: no route makes it fall back to the trie, which costs every request more (issue 56)", () => {
    const router = app.router as { match: (method: string, path: string) => unknown; activeRouter?: { name: string } };
    router.match("GET", "/api/health");
    expect(router.activeRouter?.name).toBe("RegExpRouter");
  });
});
