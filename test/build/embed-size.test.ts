import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { withTemporaryDirectory } from "../../scripts/temporary-directory.js";
import { buildEmbed, embedLoads, type EmbedMetafile } from "../../web/embed/build.mjs";

/** Issue 34's budget: what a spectator's embed loads, each file gzipped as it is served (npm run bench:embed prints the detail). */
const SPECTATOR_BUDGET = 40 * 1024;

describe("the script embed", () => {
  it("loads at most 40 KB gzip for a spectator", async () => {
    const { spectator, gzipBytes } = await withTemporaryDirectory("coffee-rush-embed-", async (outdir) => {
      await buildEmbed({ outdir, metafile: join(outdir, "meta.json") });
      const { spectator } = embedLoads(JSON.parse(readFileSync(join(outdir, "meta.json"), "utf8")) as EmbedMetafile);
      return { spectator, gzipBytes: [...spectator].reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0) };
    });
    console.log(`spectator's embed: ${spectator.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(gzipBytes).toBeLessThanOrEqual(SPECTATOR_BUDGET);
  }, 60_000);
});
