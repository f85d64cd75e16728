import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { withTemporaryDirectory } from "../../scripts/temporary-directory.js";

describe("game/engine/README.md", () => {
  it("its example runs and prints what its comments say", async () => {
    const engineDir = resolve(__dirname, "../../game/engine");
    const readme = readFileSync(join(engineDir, "README.md"), "utf8");
    const code = /```ts\n([\s\S]*?)```/.exec(readme)![1].replace('"./index.js"', JSON.stringify(join(engineDir, "index.ts")));
    const printed: unknown[] = [];
    await withTemporaryDirectory("engine-readme-", async (directory) => {
      const file = join(directory, "example.ts");
      writeFileSync(file, code);
      const log = vi.spyOn(console, "log").mockImplementation((value: unknown) => void printed.push(value));
      try {
        await import(/* @vite-ignore */ file);
      } finally {
        log.mockRestore();
      }
    });
    expect(printed[0]).toEqual({ coffee: 1, steam: 1 });
    expect(printed[1]).toEqual({ coffee: 1, steam: 1 });
    expect(printed[2]).toEqual({ code: "NOT_YOUR_TURN", message: "It's not your turn." });
    expect(typeof printed[3]).toBe("number");
  });
});
