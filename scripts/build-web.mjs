// Builds the web client into dist/web: the Lit app bundled by esbuild, plus the static files.
// `npm start`, `npm test` and `npm run deploy` all run it (wrangler.toml's [build] too).
import { build } from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { buildEmbed } from "../web/embed/build.mjs";

const out = "dist/web";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("web/public", out, { recursive: true });
await build({
  entryPoints: { app: "web/main.ts" },
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  sourcemap: true,
  outdir: out,
  logLevel: "warning",
});
// The script embed (/embed.js) for other sites: its own bundle (web/embed/build.mjs).
await buildEmbed({ outdir: out });
