import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { codeNamesIn, missingDocNames } from "../../scripts/doc-names.js";
import { breachesOf, breachesUnder, innerBreaches, limitBreaches, sourcesUnder, specifiersOf } from "../../scripts/layers.js";

const root = resolve(__dirname, "../..");
const sources = (files: Record<string, string>) => new Map(Object.entries(files));

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

describe("the rooms inside each side", () => {
  it("keep the inner rules, and no two folders import each other", () => {
    expect(innerBreaches(sourcesUnder(root, ["worker", "web"]))).toEqual([]);
  });

  it("a spoke that imports the outbox, the room importing a route, the table importing a composer: each a breach", () => {
    expect(innerBreaches(sources({ "worker/push/deliver.ts": `import { Notice } from "../outbox/notices.js";` }))).toHaveLength(1);
    expect(innerBreaches(sources({ "worker/webhook/post.ts": `import type { Notice } from "../outbox/notices.js";` }))).toHaveLength(1);
    expect(innerBreaches(sources({ "worker/room/x.ts": `import { games } from "../routes/games.js";` }))).toHaveLength(1);
    expect(innerBreaches(sources({ "worker/room/x.ts": `import { refuse } from "../http/errors.js";` }))).toHaveLength(1);
    for (const folder of ["composer", "talk", "plan"]) {
      expect(innerBreaches(sources({ "web/table/cr-table.ts": `import "../${folder}/x.js";` }))).toHaveLength(1);
    }
    expect(innerBreaches(sources({ "worker/outbox/dispatch.ts": `import { sendPush } from "../push/send.js";`, "web/pages/game-page.ts": `import "../composer/composers.js";` }))).toEqual([]);
  });

  it("two folders that import each other are a breach, but for the platform's Env and the room", () => {
    const pair = sources({ "worker/mail/a.ts": `import { b } from "../push/b.js";`, "worker/push/b.ts": `import { a } from "../mail/a.js";` });
    expect(innerBreaches(pair)).toEqual([expect.stringContaining("worker/mail and worker/push import each other")]);
    const platform = sources({ "worker/env.ts": `import type { GameRoom } from "./room/game-room.js";`, "worker/room/game-room.ts": `import type { Env } from "../env.js";` });
    expect(innerBreaches(platform)).toEqual([]);
    const web = sources({ "web/app/a.ts": `import "../pages/b.js";`, "web/pages/b.ts": `import "../app/a.js";` });
    expect(innerBreaches(web)).toHaveLength(1);
  });

  it("a circle of three folders is a breach too", () => {
    const circle = sources({
      "web/table/a.ts": `import "../live/b.js";`,
      "web/live/b.ts": `import "../composer/c.js";`,
      "web/composer/c.ts": `import "../table/a.js";`,
    });
    expect(innerBreaches(circle)).toEqual([expect.stringContaining("web/composer, web/live, web/table import each other in a circle")]);
  });
});

describe("the house's limits", () => {
  it("no hand-written source file over 500 lines, the room class at most 400, the README at most 200", () => {
    expect(limitBreaches(root)).toEqual([]);
  });
});

describe("the docs", () => {
  it("cite only code names that exist in the tree", () => {
    expect(missingDocNames(root)).toEqual([]);
  });

  it("a cited path or name that is not in the tree is missing; a route, a word or a placeholder is not a code name", () => {
    expect(codeNamesIn("`worker/room/keep-copy.ts`, `keepCopyDue`, `GameConnection.actOnSocket()`, `mail_outbox`")).toEqual(["worker/room/keep-copy.ts", "keepCopyDue", "GameConnection.actOnSocket()", "mail_outbox"]);
    expect(codeNamesIn("`/api/games/ID`, `ping`, `npm run bench:api`, `{\"type\":\"act\"}`")).toEqual([]);
  });
});
