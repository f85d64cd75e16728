import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { specifiersOf } from "../../scripts/layers.js";

/**
 * `npm install` warns that @block65/webcrypto-web-push wants a newer Node than the project's 20
 * (issue 35). The README says why that is harmless: the library runs inside the Worker only. This
 * keeps the claim true, and sends whoever changes the pinned version back to that paragraph.
 */
const root = resolve(__dirname, "../..");
const LIBRARY = "@block65/webcrypto-web-push";

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(ts|mts|mjs|js)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

describe("the web push library's Node warning", () => {
  it("is imported only by the Worker, which runs on workerd", () => {
    const importers = ["game", "protocol", "worker", "web", "scripts", "bench"]
      .flatMap((dir) => sourcesUnder(join(root, dir)))
      .filter((path) => specifiersOf(readFileSync(path, "utf8")).includes(LIBRARY))
      .map((path) => relative(root, path).split(sep).join("/"));
    expect(importers).toEqual(["worker/push/send.ts"]);
  });

  it("is explained in the README for the version installed", () => {
    const manifest = JSON.parse(readFileSync(join(root, "node_modules", LIBRARY, "package.json"), "utf8")) as { version: string; engines?: { node?: string } };
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain(`\`${LIBRARY}\` (${manifest.version}) wants \`node ${manifest.engines?.node}\``);
    const pinned = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies[LIBRARY];
    expect(pinned).toBe(manifest.version);
  });
});
