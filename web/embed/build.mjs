// Builds the script embed (dist/web/embed.js) from web/embed/embed.ts: the app's own table, made
// to live in other people's pages. scripts/build-web.mjs runs it; bench/embed.ts measures it.
//
// What the embed build changes, at bundle time, so the shared web code needs no embed switches:
// - tags: the table's components register as `coffee-rush-game-*` instead of `cr-*` (no clash
//   with the page, or with the app itself), each only if still free (web/embed/decorators.ts);
// - Lit: its version arrays and property-metadata map stay private to the bundle instead of
//   landing on globalThis, and Symbol.metadata is not polyfilled onto the page's Symbol;
// - storage: `globalThis.localStorage` becomes an in-memory store (web/embed/memory-storage.ts);
// - the API: none; web/embed/api.ts points the app's own client at the service (absolute URLs,
//   never cookies);
// - languages: English is bundled, the visitor's other language is a JSON file fetched at start
//   (dist/web/embed-i18n/LOCALE.json); of the app's string areas, only the keys the embed shows,
//   and in English those only its on-demand parts show come with them (EMBED_AREAS);
// - whitespace: the indentation of the templates' lines (CSS and HTML the minifier keeps) goes;
// - theme: the seat colours follow the embed's theme attribute, not only the system's;
// - the move composers: a chunk of their own (embed-chunks/composers-HASH.js), loaded only once
//   the embed has a seat (web/embed/coffee-rush-game.ts); the text table, the talk panel and the
//   playing of arrived moves are chunks loaded on demand too. Everything a spectator loads is one
//   chunk, which embed.js imports. So that the rules the composers preview with stay in their
//   chunk, the table imports the engine's values from their own modules, not from its index.
// The bundle is checked afterwards for anything that would reach the page's globals or storage.
import { build } from "esbuild";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { englishAddition, englishOnlyAreas, loadStrings, stringAreas } from "../i18n/language-files.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const web = join(root, "web") + sep;
const embedDir = join(root, "web", "embed") + sep;
const decoratorsPath = join(root, "web", "embed", "decorators.ts");
const storagePath = join(root, "web", "embed", "memory-storage.ts");
const elementPath = join(root, "web", "embed", "coffee-rush-game.ts");

/**
 * Refusals of what only the embed's on-demand parts do: the engine's of a move, the move composers'
 * own, a move sent twice or against an old version, and writing in or tidying the talk.
 */
const ON_DEMAND_REFUSALS =
  /^error\.(CARD_NOT_IN_QUEUE|CARD_USED_TWICE|COLLECTS_OTHERWISE|CUP_USED_TWICE|EMPTY_PATH|END_ON_OCCUPIED|GAME_OVER|INVALID_OPTIONS|INVALID_UPGRADE_CHOICE|JUMP_NOT_ACTIVE|MALFORMED_ACTION|NOT_ADJACENT|NOT_ENOUGH_LIKES|NOT_YOUR_TURN|NO_LEGAL_MOVE|NO_SUCH_CUP|NO_SUCH_MEEPLE|NO_SUCH_SQUARE|PATH_TOO_LONG|POUR_NOT_COLLECTED|RECIPE_MISMATCH|REPLAY_FAILED|SQUARE_OCCUPIED|UPGRADES_ALREADY_CHOSEN|UPGRADE_ALREADY_ACTIVE|UPGRADE_NOT_YOURS|WRONG_PHASE|NOTHING_TO_POUR|PICK_CUP|PICK_SQUARE|SQUARE_NOT_FREE|STEP_NOT_LEGAL|DUPLICATE_REQUEST|STALE_VERSION|TALKING_TOO_FAST|NO_SUCH_MESSAGE)$/;

/**
 * The string areas (by their folder, web/i18n/FOLDER/) the embed shows, as [folder, the keys it
 * shows, of those the keys that only the parts it loads on demand show]. The latter (the move
 * composers, the text table, the talk panel, moves arriving) come in a chunk with those parts, so
 * that a spectator's table loads the words it shows and no more; the build fails if the table's
 * own code names one of them. Areas not listed the embed takes in whole, with the table.
 */
const EMBED_AREAS = [
  // Of the app's pages, the embed's frame: errors, the live line, the seats.
  ["app", /^(app\.error\.|game\.live\.|game\.(loading|over|seat|startsWhenFull)$|invite\.open$|create\.edition\.(classic|winter)$)/],
  // Refusals, by their code: all but those of what only the app's pages do (accounts, hosting,
  // leaving, reminders, mail, notifications, channels, finding a public table, oEmbed formats and a
  // site without its address), which fall back to the service's own sentence; those of what only a
  // seated player or the talk panel does come with them.
  [
    "errors",
    /^error\.(?!(ALREADY_NUDGED|ALREADY_SEATED|ALREADY_WAITING|BELOW_MIN_RELIABILITY|BLOCKED_PAIR|BLOCK_YOURSELF|NOT_ADMIN|NO_SUCH_PLAYER|NO_SUCH_REPORT|PROFILE_HIDDEN|RATED_WITH_BOTS|NOT_READY_CHECK|SUSPENDED|TABLE_FULL|TABLE_NOT_PUBLIC|TOO_MANY_GAMES|MANY_GAMES_WAITING|TOO_MANY_OPEN_TABLES|TOO_MANY_SOCKETS|UNKNOWN_POOL|CHANNEL_NOT_ALLOWED|END_ALREADY_PROPOSED|GAME_EXISTS|GAME_NOT_OVER|GAME_STARTED|HAS_CLOCK|INVALID_BOT_SEATS|MUTE_YOURSELF|FORMAT_NOT_SUPPORTED|UNKNOWN_HOST|ASSETS_UNAVAILABLE|CROSS_SITE|EXPECTED_WEBSOCKET|METHOD_NOT_ALLOWED|INVALID_MESSAGE|BODY_TOO_LARGE|NO_SEAT_LINK|NOT_A_GAME_URL|NOT_HOST|NOT_ON_VACATION|NOT_SIGNED_IN|NOT_THEIR_TURN|NOTHING_TO_FOLLOW|NO_CLOCK|NO_END_PROPOSAL|NO_MAIL|NO_SUCH_DEVICE|NUDGE_YOURSELF|PROPOSING_TOO_FAST|PUSH_[A-Z_]+|RESIGNED|SEAT_FREE|SEAT_TAKEN|SIGN_IN_LINK_INVALID|SUGGESTING_TOO_FAST|SUGGESTIONS_OFF|TOO_MANY_INVITES|TOO_SOON|VACATION_USED_UP|WEBHOOK_[A-Z_]+)$)/,
    ON_DEMAND_REFUSALS,
  ],
  // All but the end-of-game screen's, which the embed doesn't draw, save why the game ended and who
  // won; the move composers' and the upgrades' effects (which they preview) with the composers.
  ["table", /^(?!end\.)|^end\.(winner|sharedWin|resigned|youResigned|resignedRanksLast)$/, /^(composer\.|table\.(upgradeEffect\.|copy$))/],
  // Why a finished game ended.
  ["catching-up", /^ending\./],
  // What the "?" links say: the composers' and the cards' details have them, the table none.
  ["rules-link", /^rules\.(link|newTab|section\.)/, /./],
  // The table talk's (embeds show it when the host allows), and a game ended by agreement; the
  // talk panel's own with the panel, the table's line about unread talk at once.
  ["talk", /^(talk\.|leave\.endedEarly$)/, /^talk\.(?!title$|unread\.)/],
  // The table's marks of a new card and of what changed, and the name of a player's cups and orders, at once; the steps of a turn with the composers.
  ["play", /./, /^play\.(steps|step\.|next$|meeple\.|cups\.empty$|dropped$|menu$)/],
  // The cards' details (the composers show them) and the moves' help.
  ["table-help", /./, /./],
  // Playing by ear: the log's sentences (read aloud, also by the table) at once; the text table's
  // and its move forms' with them.
  ["ear", /./, /^ear\.(?!(moved|movedBack|collected|completed|score|scores|complete\.copy)$|(order|points)(\.|$))/],
  // Planning a move is a seated player's; the board's ghost of a plan and the log's mark are the table's.
  ["plan", /./, /^plan\.(?!ghost$|logMark)/],
  // The log's mark on a move played as suggested; the embed has no "Suggest a move" button.
  ["suggest", /^suggest\.logMark/],
];
/** String areas that only the app's pages use. */
const APP_ONLY_AREAS = [["notices"], ["fair"], ["learn"], ["mail-language"]];
/** Internal tags get this prefix instead of `cr-`. */
const TAG_PREFIX = "coffee-rush-game-";

/** What the bundle must never contain: ways into the page's globals, storage or cookies. */
const FORBIDDEN = /litHtmlVersions|reactiveElementVersions|litElementVersions|litPropertyMetadata|Symbol\.metadata|localStorage|sessionStorage|document\.cookie/;

const LIT_PRIVATE = `import { litMetadataKey as __litMetadataKey, litPropertyMetadata as __litPropertyMetadata } from "embed:lit-private";\n`;

/** Lit's writes to globalThis, each replaced by a bundle-private value (required: Lit upgrades must be looked at). */
const LIT_REWRITES = [
  { file: /lit-html[\\/]lit-html\.js$/, from: /\(\w+\.litHtmlVersions\?\?=\[\]\)\.push\("[^"]*"\)/g, to: "0" },
  { file: /lit-element[\\/]lit-element\.js$/, from: /\(\w+\.litElementVersions\?\?=\[\]\)\.push\("[^"]*"\)/g, to: "0" },
  { file: /reactive-element[\\/]reactive-element\.js$/, from: /\(\w+\.reactiveElementVersions\?\?=\[\]\)\.push\("[^"]*"\)/g, to: "0" },
  { file: /reactive-element[\\/]reactive-element\.js$/, from: /Symbol\.metadata\?\?=Symbol\("metadata"\)/g, to: "0" },
  { file: /reactive-element[\\/]reactive-element\.js$/, from: /\w+\.litPropertyMetadata\?\?=new WeakMap/g, to: "0" },
  { file: /reactive-element[\\/]reactive-element\.js$/, from: /Symbol\.metadata/g, to: "__litMetadataKey" },
  { file: /reactive-element[\\/]reactive-element\.js$/, from: /\blitPropertyMetadata\b/g, to: "__litPropertyMetadata" },
  { file: /reactive-element[\\/]decorators[\\/]property\.js$/, from: /globalThis\.litPropertyMetadata/g, to: "__litPropertyMetadata" },
];

/**
 * The embed's strings, by language and area folder: of the areas in EMBED_AREAS the keys it shows,
 * of the app pages' own areas none, of the others (the table's own) every key.
 */
function embedStrings(all) {
  const keysOf = Object.fromEntries([...EMBED_AREAS, ...APP_ONLY_AREAS.map(([folder]) => [folder, /$^/])]);
  return Object.fromEntries(
    Object.entries(all).map(([language, areas]) => [language, Object.fromEntries(Object.entries(areas).map(([folder, dictionary]) => [folder, keysOf[folder] ? pick(dictionary, keysOf[folder]) : dictionary]))]),
  );
}

/**
 * The embed's English in two, by area folder: what its table shows, and what only the parts it
 * loads on demand show (the third column of EMBED_AREAS).
 */
function splitEnglish(english) {
  const onDemand = Object.fromEntries(EMBED_AREAS.filter(([, , keys]) => keys).map(([folder, , keys]) => [folder, pick(english[folder], keys)]));
  const atOnce = Object.fromEntries(
    Object.entries(english).map(([folder, dictionary]) => [folder, Object.fromEntries(Object.entries(dictionary).filter(([key]) => !(key in (onDemand[folder] ?? {}))))]),
  );
  return { atOnce, onDemand };
}

/** The keys of `dictionary` that match `keys`, with their text. */
function pick(dictionary, keys) {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => keys.test(key)));
}

/**
 * The files a visitor loads, by esbuild's metafile: a spectator, embed.js and what it imports
 * statically; a seated player, those and what they import on demand (the move composers).
 */
export function embedLoads(metafile) {
  const entry = Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint);
  const loadedWith = (path, seen) => {
    if (seen.has(path)) return seen;
    seen.add(path);
    for (const { path: imported, kind } of metafile.outputs[path].imports) if (kind === "import-statement") loadedWith(imported, seen);
    return seen;
  };
  const spectator = loadedWith(entry, new Set());
  const seated = new Set(spectator);
  for (const path of spectator) for (const { path: lazy, kind } of metafile.outputs[path].imports) if (kind === "dynamic-import") loadedWith(lazy, seated);
  return { spectator, seated };
}

/**
 * Throws if the code a spectator loads names a key that only comes on demand, which it would show
 * bare: as a string, a plural's base (web/shared/words.ts adds ".one"/".other"), or a template's
 * start. Refusals are the exception: looked up by their code, they fall back to the service's sentence.
 */
function checkAtOnceKeys(files, onDemand) {
  const keys = Object.entries(onDemand).flatMap(([folder, dictionary]) => (folder === "errors" ? [] : Object.keys(dictionary)));
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const templates = [...code.matchAll(/`([\w.-]+)\$\{/g)].map(([, start]) => start);
    const named = keys.find((key) => code.includes(`"${key}"`) || code.includes(`"${key.replace(/\.(one|other)$/, "")}"`) || templates.some((start) => key.startsWith(start)));
    if (named) throw new Error(`${file} names "${named}", which the embed loads only on demand: show it at once (EMBED_AREAS, web/embed/build.mjs)`);
  }
}

/**
 * web/shared/styles.ts sets the seat colours on :host and again for a dark system. For the embed,
 * the light ones read `var(--cr-seat-N, light)` and the dark block goes: the embed element sets
 * --cr-seat-N for its theme (light, dark, or the system's).
 */
function seatPalette(source) {
  const dark = /@media \(prefers-color-scheme: dark\) \{\s*:host \{([^}]*)\}\s*\}/.exec(source);
  if (!dark) throw new Error("web/shared/styles.ts has no dark :host block any more: update web/embed/build.mjs (seatPalette)");
  const declarations = (body) => [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]);
  const darkValues = declarations(dark[1]);
  const names = new Set(darkValues.map(([name]) => name));
  const light = [];
  const rewritten = source.replace(dark[0], "").replace(/:host \{([^}]*)\}/, (_, body) => {
    const replaced = body.replace(/(--[\w-]+)\s*:\s*([^;]+);/g, (declaration, name, value) => {
      if (!names.has(name)) return declaration;
      light.push([name, value.trim()]);
      return `${name}: var(--cr-${name.slice(2)}, ${value.trim()});`;
    });
    return `:host {${replaced}}`;
  });
  if (light.length !== names.size) throw new Error("web/shared/styles.ts: the dark colours don't match the light ones: update web/embed/build.mjs");
  const css = (values) => values.map(([name, value]) => `--cr-${name.slice(2)}: ${value};`).join(" ");
  return { source: rewritten, light: css(light), dark: css(darkValues) };
}

/** Tags, decorators and storage in the web code, as the embed needs them. */
function embedSource(source, path) {
  let text = source.replace(/(<\/?|customElement\(\s*["'])cr-([a-z][a-z0-9-]*)/g, `$1${TAG_PREFIX}$2`);
  if (/customElement\(\s*["']cr-/.test(text)) throw new Error(`${path}: a cr- tag the embed build could not rename`);
  // A line's indentation inside a template (the components' CSS and HTML) is whitespace the page
  // never shows; the minifier keeps it, as it keeps every template's text. Only templates hold a
  // line break in a string, so dropping it everywhere changes nothing else.
  text = text.replace(/\n[ \t]+/g, "\n");
  if (text.includes("globalThis.localStorage")) {
    text = `import { memoryStorage as __embedStorage } from ${JSON.stringify(storagePath)};\n${text.replaceAll("globalThis.localStorage", "__embedStorage")}`;
  }
  return text;
}

function embedPlugin(areas, strings, onDemandEnglish, palette) {
  return {
    name: "coffee-rush-embed",
    setup(b) {
      b.onResolve({ filter: /^lit\/decorators\.js$/ }, (args) => (args.importer === decoratorsPath ? undefined : { path: decoratorsPath }));
      b.onResolve({ filter: /^embed:/ }, (args) => ({ path: args.path.slice(6), namespace: "embed" }));
      b.onLoad({ filter: /^seat-palette$/, namespace: "embed" }, () => ({
        contents: `export const lightSeats = ${JSON.stringify(palette.light)}; export const darkSeats = ${JSON.stringify(palette.dark)};`,
        loader: "js",
      }));
      b.onLoad({ filter: /^lit-private$/, namespace: "embed" }, () => ({
        contents: `export const litMetadataKey = Symbol("metadata"); export const litPropertyMetadata = new WeakMap();`,
        loader: "js",
      }));
      // Every string area in English (before the generic web/ rewrite below); a language's file brings the visitor's.
      englishOnlyAreas(b, areas, strings);
      // Whatever the embed imports on demand brings, first, the English that only such parts show,
      // and the embed's element: then everything a spectator loads is reached by every part, and
      // goes into one chunk (one file, compressed as one) rather than a chunk per set of parts.
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const target = await b.resolve(args.path, { kind: "import-statement", importer: args.importer, resolveDir: args.resolveDir });
        if (target.errors.length > 0) return { errors: target.errors };
        return { path: target.path, namespace: "embed-on-demand" };
      });
      b.onLoad({ filter: /.*/, namespace: "embed-on-demand" }, (args) => ({
        contents: `import "embed:on-demand-english";\nimport ${JSON.stringify(elementPath)};\nexport * from ${JSON.stringify(args.path)};`,
        loader: "js",
        resolveDir: dirname(args.path),
      }));
      b.onLoad({ filter: /^on-demand-english$/, namespace: "embed" }, () => ({ contents: englishAddition(onDemandEnglish), loader: "js", resolveDir: root }));
      b.onLoad({ filter: /[\\/]web[\\/]table[\\/]styles\.ts$/ }, (args) => ({ contents: embedSource(palette.source, args.path), loader: "ts" }));
      b.onLoad({ filter: /[\\/]web[\\/].*\.ts$/ }, (args) => ({ contents: embedSource(readFileSync(args.path, "utf8"), args.path), loader: "ts" }));
      b.onLoad({ filter: /[\\/]node_modules[\\/](lit-html|lit-element|@lit[\\/]reactive-element)[\\/].*\.js$/ }, (args) => {
        const rewrites = LIT_REWRITES.filter((rewrite) => rewrite.file.test(args.path));
        if (rewrites.length === 0) return undefined;
        let text = readFileSync(args.path, "utf8");
        for (const rewrite of rewrites) {
          if (text.search(rewrite.from) === -1) throw new Error(`${args.path}: no ${rewrite.from} any more (a new Lit?): update web/embed/build.mjs`);
          text = text.replace(rewrite.from, rewrite.to);
        }
        return { contents: LIT_PRIVATE + text, loader: "js" };
      });
    },
  };
}

/**
 * Builds embed.js, its chunks (outdir/embed-chunks) and their maps into `outdir`, the other languages into outdir/embed-i18n, and
 * esbuild's metafile to `metafile` (outside the public assets). Returns the bundle's path.
 */
export async function buildEmbed({ outdir = "dist/web", metafile = "dist/embed-meta.json" } = {}) {
  const areas = stringAreas();
  const strings = embedStrings(await loadStrings(areas));
  const english = splitEnglish(strings.en);
  const palette = seatPalette(readFileSync(join(root, "web", "shared", "styles.ts"), "utf8"));
  const result = await build({
    entryPoints: { embed: join(root, "web", "embed", "embed.ts") },
    bundle: true,
    format: "esm",
    // What only a seated player needs (the move composers) is a file of its own, loaded on demand.
    splitting: true,
    chunkNames: "embed-chunks/[name]-[hash]",
    target: "es2022",
    minify: true,
    sourcemap: true,
    outdir,
    metafile: true,
    logLevel: "warning",
    plugins: [embedPlugin(areas, { ...strings, en: english.atOnce }, english.onDemand, palette)],
  });
  for (const output of Object.keys(result.metafile.outputs).filter((path) => path.endsWith(".js"))) {
    const forbidden = FORBIDDEN.exec(readFileSync(output, "utf8"));
    if (forbidden) throw new Error(`${output} contains "${forbidden[0]}": it would reach the host page's globals or storage`);
  }
  checkAtOnceKeys(embedLoads(result.metafile).spectator, english.onDemand);
  // A language's file holds the areas the bundle took in.
  const bundled = new Set(Object.keys(result.metafile.inputs).map((input) => join(root, input)));
  const used = areas.filter(({ path }) => bundled.has(path)).map(({ folder }) => folder);
  mkdirSync(join(outdir, "embed-i18n"), { recursive: true });
  for (const [locale, dictionaries] of Object.entries(strings)) {
    if (locale !== "en") writeFileSync(join(outdir, "embed-i18n", `${locale}.json`), JSON.stringify(Object.fromEntries(used.map((folder) => [folder, dictionaries[folder]]))));
  }
  mkdirSync(dirname(metafile), { recursive: true });
  writeFileSync(metafile, JSON.stringify(result.metafile));
  return join(outdir, "embed.js");
}
