// The web app's JavaScript, bundled by Rollup with esbuild for TypeScript and minifying. Rollup,
// not esbuild, splits it: a part loaded on demand (a page, the game menu's extras) gets only the
// modules the app has not loaded already, so the app itself stays one file, not a score of shared
// chunks (each a request a slow phone waits a round trip for).
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { transform } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { rollup } from "rollup";
import { englishOnlyModules } from "../web/i18n/language-files.mjs";

const TARGET = "es2022";
const { compilerOptions } = JSON.parse(readFileSync("tsconfig.json", "utf8"));
/** What esbuild reads of tsconfig.json when it compiles one file at a time. */
const TSCONFIG = { compilerOptions: { useDefineForClassFields: compilerOptions.useDefineForClassFields, experimentalDecorators: compilerOptions.experimentalDecorators, verbatimModuleSyntax: compilerOptions.verbatimModuleSyntax } };

/**
 * Writes app.js and its chunks into `outdir`; `define` replaces globals as esbuild's option does.
 * Returns the files app.js imports at once (`appImports`, each "/chunks/…", for index.html to
 * preload) and, for each page loaded on demand (web/main.ts PAGE_MODULES), the files it takes
 * (`pageFiles`, for its first view to preload).
 */
export async function bundleApp({ outdir, areas, strings, define }) {
  const bundle = await rollup({
    input: { app: "web/main.ts" },
    // No one imports app.js's exports: it can be one file with the modules the pages import from it.
    preserveEntrySignatures: false,
    plugins: [languagesAsFiles(areas, strings), typescript(define), nodeResolve({ browser: true })],
    onwarn(warning) {
      throw new Error(`Rollup: ${warning.message}`);
    },
  });
  try {
    const { output } = await bundle.write({
      dir: outdir,
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      manualChunks: onePerPage(pageModules()),
      sourcemap: true,
      plugins: [minify(runAtLoad(pageModules()))],
    });
    const chunks = output.filter((file) => file.type === "chunk");
    const app = chunks.find((chunk) => chunk.isEntry);
    const withImports = (chunk) => [chunk.fileName, ...chunk.imports.filter((file) => file !== app.fileName).flatMap((file) => withImports(chunks.find((other) => other.fileName === file)))];
    const pageFiles = {};
    for (const [page, modules] of pageModules()) {
      const files = modules.flatMap((module) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`No chunk for the page ${page} (${module})`);
        return withImports(chunk);
      });
      pageFiles[page] = [...new Set(files)].map((file) => `/${file}`);
    }
    return { appImports: app.imports.map((file) => `/${file}`), pageFiles };
  } finally {
    await bundle.close();
  }
}

/**
 * web/main.ts's PAGE_MODULES: each page loaded on demand, with the modules it loads (its own
 * first, then any loaded beside it), by file.
 */
function pageModules() {
  const table = /const PAGE_MODULES\b[^\n]*= \{\n([^}]*)\}/.exec(readFileSync("web/main.ts", "utf8"))?.[1] ?? "";
  const pages = [...table.matchAll(/^\s*"?([\w-]+)"?: (.*),$/gm)].map(([, page, load]) => [page, [...load.matchAll(/import\("(\.[^"]+)\.js"\)/g)].map(([, path]) => resolve("web", `${path}.ts`))]);
  if (pages.length === 0 || pages.some(([, modules]) => modules.length === 0)) throw new Error("web/main.ts has no PAGE_MODULES table this build can read");
  return pages;
}

/**
 * Each page's code beyond app.js in one file, and each module loaded beside it or later (the move
 * composers, the game menu's extras) with what it needs beyond that in one more: a page waits on a
 * request for each, not on one for each set of pages that share a module, and each file is
 * evaluated in a task of its own. A module two pages share goes with the first in PAGE_MODULES
 * (a game's page first), which the other then imports.
 */
function onePerPage(pages) {
  let owners = null;
  return (id, { getModuleInfo }) => {
    owners ??= claimModules(pages, getModuleInfo);
    return owners.get(id);
  };
}

function claimModules(pages, moduleInfo) {
  const owners = new Map();
  /** Claims what `module` imports, statically, that no one has; returns what it loads later. */
  const claim = (module, name) => {
    const later = [];
    const visit = (id) => {
      if (owners.has(id)) return;
      owners.set(id, name);
      const info = moduleInfo(id);
      for (const next of info?.importedIds ?? []) visit(next);
      later.push(...(info?.dynamicallyImportedIds ?? []));
    };
    visit(module);
    return later;
  };
  const partName = (module) => basename(module).replace(/\.[tj]s$/, "");
  // What every page needs is app.js (the chunk of the entry's name): unclaimed, Rollup would move
  // it into the first page's file, which every other page would then load.
  const later = claim(resolve("web/main.ts"), "app").filter((id) => !pages.some(([, modules]) => modules.includes(id)));
  for (const [page, [own, ...beside]] of pages) {
    later.push(...claim(own, `${page}-page`));
    for (const module of beside) later.push(...claim(module, partName(module)));
    // A page's parts loaded later (the game's menu, its ending) before the next page's modules.
    for (let part = later.shift(); part !== undefined; part = later.shift()) if (!owners.has(part)) later.push(...claim(part, partName(part)));
  }
  return owners;
}

/** Each string area's module swapped for its English (web/i18n/language-files.mjs). */
function languagesAsFiles(areas, strings) {
  const modules = englishOnlyModules(areas, strings);
  return { name: "languages-as-files", load: (id) => modules.get(id) ?? null };
}

/** TypeScript compiled file by file; an import of "./x.js" is the source file "./x.ts". */
function typescript(define) {
  return {
    name: "typescript",
    resolveId(source, importer) {
      if (!importer || !source.startsWith(".") || !source.endsWith(".js")) return null;
      const file = join(dirname(importer), `${source.slice(0, -3)}.ts`);
      return existsSync(file) ? file : null;
    },
    async transform(code, id) {
      if (!id.endsWith(".ts")) return null;
      const result = await transform(code, { loader: "ts", target: TARGET, define, tsconfigRaw: TSCONFIG, sourcemap: true, sourcefile: id });
      return { code: result.code, map: result.map };
    },
  };
}

/** Whether a chunk is one a page runs as it loads: app.js, each page's file and those it loads beside it. */
function runAtLoad(pages) {
  const modules = new Set(pages.flatMap(([, loaded]) => loaded));
  return (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => modules.has(id));
}

/**
 * Minified; the files a page runs as it loads (`atLoad`) start with V8's compile hint: Chrome
 * compiles all their functions on a background thread while they download, where it would compile
 * each on the main thread at its first call (30-80 ms of a game page's first draw here). Files
 * loaded later (the game menu's extras) compile as they are called. Other browsers ignore it.
 */
function minify(atLoad) {
  return {
    name: "minify",
    async renderChunk(code, chunk) {
      const banner = atLoad(chunk) ? "//# allFunctionsCalledOnLoad" : "";
      const result = await transform(code, { minify: true, target: TARGET, format: "esm", legalComments: "eof", sourcemap: true, sourcefile: chunk.fileName, banner });
      return { code: result.code, map: result.map };
    },
  };
}
