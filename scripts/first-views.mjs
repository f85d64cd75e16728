// Each page's first view as HTML, written at build time: the app itself renders every page that
// has one (protocol/pages.ts FIRST_VIEW_PATHS) in every language inside happy-dom, and its light
// DOM goes into a copy of index.html with the site's styles inline. The Worker sends these files,
// so a phone shows the page's words before the script arrives; the app replaces them with the same
// markup when it starts (web/main.ts).
import { build } from "esbuild";
import { Window } from "happy-dom";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const LANGUAGES = ["en", "ko", "es", "fr"];
/** How long a page may take to draw itself in happy-dom (the rules and the guided game load on demand, and parts draw in tasks of their own). */
const DRAWN_WITHIN_MS = 10_000;
const LOOK_EVERY_MS = 50;

export async function writeFirstViews({ outdir, languageFiles, pageFiles }) {
  await build({ entryPoints: ["protocol/pages.ts"], bundle: true, format: "esm", outfile: "dist/build/pages.mjs", logLevel: "warning" });
  const { FIRST_VIEW_PATHS, FIRST_VIEW_STARTER, firstViewOf, routeOf } = await import(`${process.cwd()}/dist/build/pages.mjs?${Date.now()}`);
  const app = (await build({ entryPoints: ["web/main.ts"], bundle: true, format: "iife", target: "es2022", write: false, logLevel: "warning" })).outputFiles[0].text;
  const shell = readFileSync(`${outdir}/index.html`, "utf8");
  const css = readFileSync(`${outdir}/app.css`, "utf8");
  // The pages wait on timers more than on the CPU: drawn side by side.
  const pages = LANGUAGES.flatMap((language) => FIRST_VIEW_PATHS.map((path) => ({ language, path })));
  await Promise.all(
    pages.map(async ({ language, path }) => {
      const { view, title } = await render(app, path, language);
      const page = shell
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace('<link rel="stylesheet" href="/app.css" />', `<style>${css}</style>${preloadLanguage(languageFiles[language])}`)
        .replace("<coffee-rush-app></coffee-rush-app>", `<coffee-rush-app>${view}</coffee-rush-app>`)
        .replace(APP_SCRIPTS, startAppOnceShown(FIRST_VIEW_STARTER, pageFiles[routeOf(path).page] ?? []));
      if (!page.includes(FIRST_VIEW_STARTER) || !page.includes(`<coffee-rush-app>${view}`)) throw new Error("index.html no longer has the places the first views go into");
      const file = `${outdir}/first/${language}/${firstViewOf(path)}.html`;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, page);
    }),
  );
}

async function render(app, path, language) {
  const window = new Window({
    url: `https://first-view.invalid${path}`,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  try {
    window.localStorage.setItem("coffee-rush-locale", language);
    window.document.write("<!doctype html><html><head><title></title></head><body><coffee-rush-app></coffee-rush-app></body></html>");
    // Nothing is asked of the network: a page waiting for its data shows its first, loading state.
    window.fetch = () => new Promise(() => {});
    window.WebSocket = class {
      addEventListener() {}
      close() {}
    };
    window.eval(app);
    const root = window.document.querySelector("coffee-rush-app");
    await drawn(window, root, path);
    // Lit's markers only matter to the live app, which starts afresh. The app's elements become
    // inert spans (a custom element's default box is inline too): defined while the page loads,
    // they would come alive before the app replaces them, without their properties.
    const view = root.innerHTML
      .replace(/<!--[^]*?-->/g, "")
      .replace(/<([a-z][a-z0-9]*-[a-z0-9-]*)(?=[\s>])/g, '<span data-first-view="$1"')
      .replace(/<\/[a-z][a-z0-9]*-[a-z0-9-]*>/g, "</span>")
      // Its forms can't work before the app: their controls wait, disabled, for the live ones.
      .replace(/<(input|select|textarea|button)(?=[\s>])/g, "<$1 disabled");
    return { view, title: window.document.title };
  } finally {
    window.happyDOM.abort();
    void window.happyDOM.close();
  }
}

/**
 * Waits until the app has drawn the page: its element defined and rendered, and no element of the
 * app with a render still to come, twice in a row (a part may start another).
 */
async function drawn(window, root, path) {
  const settled = () => {
    const page = root.querySelector("main > *");
    return page !== null && window.customElements.get(page.localName) !== undefined && page.hasUpdated && ![...root.querySelectorAll("*")].some((element) => element.isUpdatePending);
  };
  let quiet = 0;
  for (let waited = 0; quiet < 2; waited += LOOK_EVERY_MS) {
    if (waited > DRAWN_WITHIN_MS) throw new Error(`The first view of ${path} was not drawn within ${DRAWN_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    quiet = settled() ? quiet + 1 : 0;
  }
}

/** The app's script and the modulepreloads build-web.mjs put before it. */
const APP_SCRIPTS = /((?:<link rel="modulepreload" href="[^"]+" \/>\s*)*)<script type="module" src="\/app\.js"><\/script>/;

/**
 * The app's preloads, and those of the page's own files, held inert until FIRST_VIEW_STARTER
 * (protocol/pages.ts) starts the app.
 */
function startAppOnceShown(starter, pageFiles) {
  return (_, preloads) => {
    const all = [preloads.trim(), ...pageFiles.map((file) => `<link rel="modulepreload" href="${file}" />`)].filter(Boolean).join("\n    ");
    return `<template id="app-scripts" data-entry="/app.js">${all}</template>\n    <script type="module">${starter}</script>`;
  };
}

/** The language's file is asked for alongside the script, not after it (web/i18n/index.ts fetches it). */
function preloadLanguage(file) {
  return file ? `\n    <link rel="preload" href="${file}" as="fetch" crossorigin />` : "";
}

function escapeText(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
