// Builds the web client into dist/web: the Lit app bundled (scripts/bundle-app.mjs), plus the static files.
// `npm start`, `npm test` and `npm run deploy` all run it (wrangler.toml's [build] too).
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { buildEmbed } from "../web/embed/build.mjs";
import { writeFirstViews } from "./first-views.mjs";
import { loadStrings, stringAreas } from "../web/i18n/language-files.mjs";
import { bundleApp } from "./bundle-app.mjs";

const out = "dist/web";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync("web/public", out, { recursive: true });
// The app carries English; each other language is one file (named by its content's hash) that the
// app fetches at start. The rules page's text stays whole in that page's own chunk.
const areas = stringAreas().filter(({ folder }) => folder !== "rules");
const strings = await loadStrings(areas);
mkdirSync(`${out}/i18n`, { recursive: true });
const languageFiles = {};
for (const [language, dictionaries] of Object.entries(strings)) {
  if (language === "en") continue;
  const text = JSON.stringify(dictionaries);
  languageFiles[language] = `/i18n/${language}-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.json`;
  writeFileSync(`${out}${languageFiles[language]}`, text);
}
const { appImports: chunks, pageFiles } = await bundleApp({ outdir: out, areas, strings, define: { __LANGUAGE_FILES__: JSON.stringify(languageFiles) } });
// The site-wide styles: one file per area in web/styles, one app.css (one request) for the browser.
await build({ entryPoints: { app: "web/styles/app.css" }, bundle: true, minify: true, outdir: out, logLevel: "warning" });
// app.js imports its shared chunks at once: index.html asks for them alongside, not after it.
const index = `${out}/index.html`;
const preloads = chunks.map((path) => `<link rel="modulepreload" href="${path}" />`).join("\n    ");
writeFileSync(index, readFileSync(index, "utf8").replace(/(<script type="module" src="\/app\.js"><\/script>)/, `${preloads}\n    $1`));
// Pages with a first view get it from the Worker (worker/http/assets.ts); the bare shell stays
// for the rest, and for the installed app to open offline at any address.
cpSync(index, `${out}/app-shell.html`);
await writeFirstViews({ outdir: out, languageFiles, pageFiles });
// The installed app's service worker (/sw.js): it precaches this build's shell, and its version
// (a hash of what it caches) changes with every build that changes the app, so browsers update.
const shell = ["/app-shell", "/app.js", ...new Set([...chunks, ...Object.values(pageFiles).flat()]), ...Object.values(languageFiles), "/app.css", "/favicon.svg", "/favicon-turn.svg", "/manifest.webmanifest", "/icons/icon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];
const version = createHash("sha256");
for (const path of shell) version.update(readFileSync(`${out}${path === "/app-shell" ? "/app-shell.html" : path}`));
await build({
  entryPoints: { sw: "web/sw/service-worker.ts" },
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  outdir: out,
  define: { __APP_VERSION__: JSON.stringify(version.digest("hex").slice(0, 16)), __APP_SHELL__: JSON.stringify(shell) },
  logLevel: "warning",
});
// The script embed (/embed.js) for other sites: its own bundle (web/embed/build.mjs).
await buildEmbed({ outdir: out });
