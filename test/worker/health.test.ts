import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the Worker inside workerd", () => {
  it("answers its health check", async () => {
    const response = await SELF.fetch("https://example.com/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
