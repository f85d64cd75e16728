import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { breachesOf, breachesUnder, specifiersOf } from "../../scripts/layers.js";

const root = resolve(__dirname, "../..");

describe("the house's layers (game → protocol → worker | web)", () => {
  it("no source file imports across them", () => {
    expect(breachesUnder(root)).toEqual([]);
  });

  it("an import from web/ into worker/ (or back) is a breach", () => {
    expect(breachesOf("web/pages/x.ts", `import { GameRoom } from "../../worker/room/game-room.js";`)).toHaveLength(1);
    expect(breachesOf("worker/routes/x.ts", `export { t } from "../../web/i18n/app.js";`)).toHaveLength(1);
    expect(breachesOf("web/pages/x.ts", `const m = await import("../../worker/index.js");`)).toHaveLength(1);
  });

  it("the engine imports nothing outside game/, and the contract only game/", () => {
    expect(breachesOf("game/engine/x.ts", `import type { Env } from "../../worker/env.js";`)).toHaveLength(1);
    expect(breachesOf("game/engine/x.ts", `import { DurableObject } from "cloudflare:workers";`)).toHaveLength(1);
    expect(breachesOf("game/engine/x.ts", `import { readFileSync } from "node:fs";`)).toHaveLength(1);
    expect(breachesOf("protocol/x.ts", `import { DAY_MS } from "../worker/time.js";`)).toHaveLength(1);
    expect(breachesOf("protocol/x.ts", `import { z } from "zod";\nimport { INGREDIENTS } from "../game/engine/index.js";`)).toEqual([]);
    expect(breachesOf("worker/x.ts", `import { z } from "zod";\nimport type { GameSnapshot } from "../protocol/types.js";`)).toEqual([]);
  });

  it("reads every form of import, and not the ones in comments", () => {
    const source = [
      `import a from "./a.js";`,
      `import type { B } from "./b.js";`,
      `import "./c.js";`,
      `export * from "./d.js";`,
      `import {\n  e,\n  type F,\n} from "./e.js";`,
      `// import x from "../../worker/x.js";`,
      `const g = () => import("./g.js");`,
    ].join("\n");
    expect(specifiersOf(source)).toEqual(["./a.js", "./b.js", "./c.js", "./d.js", "./e.js", "./g.js"]);
  });
});
