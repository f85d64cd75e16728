// Languages as files: a bundle carries its string areas in English only, and each other language
// comes as one JSON file (by area folder, then key) that the page fetches once at start
// (web/i18n/languages.ts). The app (scripts/build-web.mjs) and the script embed
// (web/embed/build.mjs) are built this way; the app keeps every key, the embed those it shows.
import { build } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const registry = join(root, "web", "i18n", "languages.ts");

/**
 * The string areas: each folder of web/i18n with an index.ts exporting `<name>Strings`, and the
 * game's own names (protocol/i18n/game-name-strings.ts) as the area "names".
 */
export function stringAreas() {
  const areas = [];
  for (const folder of readdirSync(join(root, "web", "i18n"), { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const path = join(root, "web", "i18n", folder.name, "index.ts");
    const name = /export const (\w+Strings)\b/.exec(readFileSync(path, "utf8"))?.[1];
    if (!name) throw new Error(`${path} exports no …Strings area`);
    areas.push({ folder: folder.name, name, path });
  }
  areas.push({ folder: "names", name: "gameNameStrings", path: join(root, "protocol", "i18n", "game-name-strings.ts") });
  return areas;
}

/** Every area's strings, evaluated at build time: by language, by area folder, by key. */
export async function loadStrings(areas) {
  const bundled = await build({
    stdin: { contents: areas.map(({ name, path }) => `export { ${name} } from ${JSON.stringify(path)};`).join("\n"), resolveDir: root, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`);
  const languages = Object.keys(module.gameNameStrings);
  return Object.fromEntries(languages.map((language) => [language, Object.fromEntries(areas.map(({ folder, name }) => [folder, module[name][language] ?? {}]))]));
}

/**
 * Each area's module as the bundles carry it, by the area's file: its English, registered under
 * its folder so that a language's file can fill it in. `strings.en` says what English each area keeps.
 */
export function englishOnlyModules(areas, strings) {
  return new Map(
    areas.map(({ folder, name, path }) => {
      const english = JSON.stringify({ en: strings.en[folder] });
      return [path, `import { languageArea } from ${JSON.stringify(registry)};\nexport const ${name} = languageArea(${JSON.stringify(folder)}, ${english});`];
    }),
  );
}

/** esbuild's hooks that swap each area's module for its English (englishOnlyModules). */
export function englishOnlyAreas(b, areas, strings) {
  for (const [path, contents] of englishOnlyModules(areas, strings)) {
    b.onLoad({ filter: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }, () => ({ contents, loader: "js" }));
  }
}

/**
 * A module that adds `english` (by area folder, then key) to areas registered already: for a
 * bundle's parts loaded on demand, the English only they show.
 */
export function englishAddition(english) {
  return `import { addEnglish } from ${JSON.stringify(registry)};\naddEnglish(${JSON.stringify(english)});`;
}
