import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalService, type LocalService } from "../../scripts/local-service.js";
import { KeepAliveClient } from "./keep-alive.js";

/**
 * The 500s on GET/HEAD of the app's files seen in a loaded `npm test` (issue 16): a build during
 * the run replaced dist/web under the running services, and workerd, which holds its assets
 * directory open, then failed every asset request with a bare 500.
 */
describe("the app's files when the build changes under a running service (issue 16)", () => {
  const build = mkdtempSync(join(tmpdir(), "coffee-rush-build-"));
  let service: LocalService;
  let client: KeepAliveClient;
  beforeAll(async () => {
    cpSync("dist/web", build, { recursive: true });
    service = await startLocalService({ assets: build });
    client = new KeepAliveClient(service.url);
  }, 120_000);
  afterAll(async () => {
    client?.close();
    await service?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  it("keeps serving the build it started with when the build directory is replaced (as npm run build does)", async () => {
    const script = await client.request("GET", "/app.js");
    expect(script.status).toBe(200);
    rmSync(build, { recursive: true });
    cpSync("dist/web", build, { recursive: true });
    writeFileSync(join(build, "app.js"), "// another build");
    for (const [method, path] of [["GET", "/app.js"], ["HEAD", "/x"], ["GET", "/some/app/page"], ["HEAD", "/embed.js"]]) {
      const answer = await client.request(method, path);
      expect(answer.status, `${method} ${path}`).toBe(200);
      if (path === "/app.js") expect(answer.text).toBe(script.text);
    }
  });

  it("answers an honest 503 in the API's error shape, never a bare 500, when the assets layer fails", async () => {
    // What the service itself serves vanishes: the assets layer fails every read (tried twice).
    rmSync(service.assetsDirectory, { recursive: true });
    for (const path of ["/app.js", "/x", "/g/AAAAAAAAAAAAAAAAAAAAAA", "/g/invite"]) {
      const answer = await client.request("GET", path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(JSON.parse(answer.text)).toEqual({ error: { code: "ASSETS_UNAVAILABLE", message: expect.any(String) } });
    }
    expect((await client.request("HEAD", "/app.js")).status).toBe(503);
    // The API doesn't depend on the app's files, and the connection goes on.
    expect((await client.request("GET", "/api/health")).status).toBe(200);
  });
});
