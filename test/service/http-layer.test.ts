import { afterAll, describe, expect, inject, it } from "vitest";
import { KeepAliveClient, type RawAnswer } from "./keep-alive.js";

/** Every answer of the API (errors included) is JSON in the one error shape. */
function expectApiError(answer: RawAnswer, status: number, code: string) {
  expect(answer.status, answer.text).toBe(status);
  expect(JSON.parse(answer.text)).toEqual({ error: { code, message: expect.any(String) } });
}

const client = new KeepAliveClient(inject("baseUrl"));
afterAll(() => client.close());

/** The request that follows on the same connection: the one that used to be reset or answered 503. */
const next = () => client.request("PUT", "/api/me/settings", { headers: { "Content-Type": "application/json" }, body: "{}" });

describe("the HTTP layer on a reused keep-alive connection (issue 16, issue 21)", () => {
  it("answers a POST with a body to a path of the app's files with the API's 405, and the connection goes on", async () => {
    for (let round = 0; round < 20; round++) {
      const refused = await client.request("POST", "/x", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ hello: "x".repeat(2000) }) });
      expectApiError(refused, 405, "METHOD_NOT_ALLOWED");
      expect(refused.headers.allow).toBe("GET, HEAD");
      expectApiError(await next(), 400, "INVALID_INPUT");
    }
  });

  it("still serves the app's files and the single-page app's pages on GET and HEAD", async () => {
    const page = await client.request("GET", "/some/app/page", { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("<html");
    const script = await client.request("HEAD", "/embed.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
  });

  it("answers a GET or HEAD with a chunked body normally, never 5xx (21.6)", async () => {
    const health = await client.request("GET", "/api/health", { chunked: true, body: "a body nobody reads" });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ ok: true });
    expect((await client.request("HEAD", "/api/openapi.json", { chunked: true, body: "x" })).status).toBe(200);
    expectApiError(await next(), 400, "INVALID_INPUT");
  });

  it("keeps the connection usable after a 413 (21.7)", async () => {
    const tooLarge = await client.request("POST", "/api/games", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ edition: "classic", pad: "x".repeat(40_000) }) });
    expectApiError(tooLarge, 413, "BODY_TOO_LARGE");
    expectApiError(await next(), 400, "INVALID_INPUT");
    // A chunked body says nothing of its size up front: it is refused once 16 KB have been read.
    const chunked = await client.request("PUT", "/api/me/settings", { headers: { "Content-Type": "application/json" }, chunked: true, body: JSON.stringify({ mail: "x".repeat(100_000) }) });
    expectApiError(chunked, 413, "BODY_TOO_LARGE");
    expectApiError(await next(), 400, "INVALID_INPUT");
  });

  it("answers /api without a slash with the API's error shape (21.9)", async () => {
    for (const method of ["GET", "POST", "DELETE"]) expectApiError(await client.request(method, "/api"), 404, "NOT_FOUND");
  });
});
