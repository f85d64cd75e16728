// The web app's JavaScript, bundled by Rollup with esbuild for TypeScript and minifying. Rollup,
// not esbuild, splits it: a part loaded on demand (a page, the game menu's extras) gets only the
// modules the app has not loaded already, so the app itself stays one file, not a score of shared
// chunks (each a request a slow phone waits a round trip for).
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { transform } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
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
    // No one imports app.js's exports: its code and the modules it shares with parts loaded later can be one file.
    preserveEntrySignatures: false,
    plugins: [languagesAsFiles(areas, strings), typescript(define), nodeResolve({ browser: true })],
    onwarn(warning) {
      throw new Error(`Rollup: ${warning.message}`);
    },
  });
  try {
    const { output } = await bundle.write({ dir: outdir, format: "es", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js", sourcemap: true, plugins: [minify()] });
    const chunks = output.filter((file) => file.type === "chunk");
    const app = chunks.find((chunk) => chunk.isEntry);
    const withImports = (chunk) => [chunk.fileName, ...chunk.imports.filter((file) => file !== app.fileName).flatMap((file) => withImports(chunks.find((other) => other.fileName === file)))];
    const pageFiles = {};
    for (const [page, module] of pageModules()) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
      if (!chunk) throw new Error(`No chunk for the page ${page} (${module})`);
      pageFiles[page] = [...new Set(withImports(chunk))].map((file) => `/${file}`);
    }
    return { appImports: app.imports.map((file) => `/${file}`), pageFiles };
  } finally {
    await bundle.close();
  }
}

/** web/main.ts's PAGE_MODULES: each page loaded on demand, by its module's file. */
function pageModules() {
  const table = /const PAGE_MODULES\b[^\n]*= \{\n([^}]*)\}/.exec(readFileSync("web/main.ts", "utf8"))?.[1];
  const entries = [...(table ?? "").matchAll(/"?([\w-]+)"?: \(\) => import\("(\.[^"]+)\.js"\)/g)];
  if (entries.length === 0) throw new Error("web/main.ts has no PAGE_MODULES table this build can read");
  return entries.map(([, page, path]) => [page, resolve("web", `${path}.ts`)]);
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

function minify() {
  return {
    name: "minify",
    async renderChunk(code, chunk) {
      const result = await transform(code, { minify: true, target: TARGET, format: "esm", legalComments: "eof", sourcemap: true, sourcefile: chunk.fileName });
      return { code: result.code, map: result.map };
    },
  };
}
