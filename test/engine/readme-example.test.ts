import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("game/engine/README.md", () => {
  it("its example runs and prints what its comments say", async () => {
    const engineDir = resolve(__dirname, "../../game/engine");
    const readme = readFileSync(join(engineDir, "README.md"), "utf8");
    const code = /```ts\n([\s\S]*?)```/.exec(readme)![1].replace('"./index.js"', JSON.stringify(join(engineDir, "index.ts")));
    const file = join(mkdtempSync(join(tmpdir(), "engine-readme-")), "example.ts");
    writeFileSync(file, code);
    const printed: unknown[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((value: unknown) => void printed.push(value));
    try {
      await import(/* @vite-ignore */ file);
    } finally {
      log.mockRestore();
    }
    expect(printed[0]).toEqual({ coffee: 1, steam: 1 });
    expect(printed[1]).toEqual({ coffee: 1, steam: 1 });
    expect(printed[2]).toEqual({ code: "NOT_YOUR_TURN", message: "It's not your turn." });
    expect(typeof printed[3]).toBe("number");
  });
});
