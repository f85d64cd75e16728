/**
 * npm run bench:embed — the script embed's two budgets, against the production build:
 *
 * 1. Size, gzipped: what a spectator loads (embed.js and the chunk it imports: Lit, the table,
 *    the live connection), target ≤ 40 KB, also with a visitor's language other than English (one
 *    JSON file); and what a seated player loads on top (the move composers' chunk and the engine
 *    parts they preview with, loaded once the embed has a seat token).
 * 2. Time to a live table in a fresh page: the service runs locally (workerd, as for bench:api);
 *    a host page on another local port embeds a game; each run opens it in a new browser context
 *    (empty cache) and times from navigation start to the table drawn with its WebSocket open.
 *    Target ≤ 1 s. BENCH_RUNS runs per case (default 7).
 */
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startLocalService } from "../scripts/local-service.js";
import { embedLoads, type EmbedMetafile } from "../web/embed/build.mjs";
import type { CreateGameResponse, GameSnapshot } from "../protocol/types.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIZE_TARGET_KB = 40;
const TIME_TARGET_MS = 1000;
const DIST = "dist/web";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "within target" : "OVER TARGET");

function measureSize(): boolean {
  const meta = JSON.parse(readFileSync("dist/embed-meta.json", "utf8")) as EmbedMetafile;
  const { spectator, seated } = embedLoads(meta);
  const gzipOf = (paths: Set<string>, level = 6) => [...paths].reduce((sum, path) => sum + gzipSync(readFileSync(path), { level }).length, 0);
  const minifiedOf = (paths: Set<string>) => [...paths].reduce((sum, path) => sum + meta.outputs[path].bytes, 0);
  const names = (paths: Set<string>) => [...paths].map((path) => path.slice(DIST.length + 1)).join(" + ");
  const spectatorGzip = gzipOf(spectator);
  const seatedGzip = gzipOf(seated);
  const languages = readdirSync(`${DIST}/embed-i18n`).map((file) => ({ file, gzip: gzipSync(readFileSync(`${DIST}/embed-i18n/${file}`)).length }));
  const largestLanguage = Math.max(...languages.map((language) => language.gzip));
  console.log("Size of the script embed (dist/web/embed.js and its chunks, built by npm run build; each file gzipped on its own)");
  console.log(`  spectator: ${names(spectator)}: ${kb(minifiedOf(spectator))} minified, ${kb(spectatorGzip)} gzip (level 6), ${kb(gzipOf(spectator, 9))} gzip (level 9)`);
  console.log(`  spectator loads: ${kb(spectatorGzip)}   target <= ${SIZE_TARGET_KB} KB: ${mark(spectatorGzip <= SIZE_TARGET_KB * 1024)}`);
  console.log(`  + a visitor's language other than English: ${languages.map((language) => `${language.file} ${kb(language.gzip)}`).join(", ")}`);
  const worst = spectatorGzip + largestLanguage;
  console.log(`  spectator's worst case (+ largest language file): ${kb(worst)}   target <= ${SIZE_TARGET_KB} KB: ${mark(worst <= SIZE_TARGET_KB * 1024)}`);
  console.log(`  seated player loads, once the embed has a seat token: ${names(seated)}: ${kb(seatedGzip)} gzip (+ ${kb(seatedGzip - spectatorGzip)} for the move composers)`);
  // What each file is made of (bytes before gzip), from esbuild's metafile.
  for (const path of seated) {
    const groups = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[path].inputs)) {
      const parts = input.split("/");
      const group = input.startsWith("node_modules/") ? parts.slice(1, parts[1].startsWith("@") ? 3 : 2).join("/") : parts.slice(0, 2).join("/");
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
    const made = [...groups].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes > 0);
    console.log(`  ${path.slice(DIST.length + 1)} is made of (minified): ${made.map(([group, bytes]) => `${group} ${kb(bytes)}`).join(", ")}`);
  }
  return spectatorGzip <= SIZE_TARGET_KB * 1024 && worst <= SIZE_TARGET_KB * 1024;
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A 2-player game with both meeples of each player placed: the table as it looks mid-game. */
async function liveGame(base: string): Promise<CreateGameResponse> {
  const created = await post<CreateGameResponse>(base, "/api/games", { edition: "classic", players: 2, variants: ["calmStart"], startingPlayer: 0 });
  for (const seat of created.seats) await post(base, `/api/games/${created.gameId}/join`, { token: seat.token, name: `Player ${seat.seat + 1}` });
  for (const [seat, square, cup] of [[1, 12, 0], [0, 2, 0], [1, 15, 0], [0, 5, 1]] as const) {
    const snapshot = (await (await fetch(`${base}/api/games/${created.gameId}`)).json()) as GameSnapshot;
    await post(base, `/api/games/${created.gameId}/actions`, { version: snapshot.version, action: { type: "place", square, cup } }, created.seats[seat].token);
  }
  return created;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measureTime(): Promise<boolean> {
  const service = await startLocalService();
  try {
    return await timeTheTable(service.url);
  } finally {
    await service.stop();
  }
}

/** Times each embed from its host page's navigation to its live table, against the service at `base`. */
async function timeTheTable(base: string): Promise<boolean> {
  const game = await liveGame(base);
  const pages: Record<string, string> = {
    "/script": `<script type="module" src="${base}/embed.js"></script><coffee-rush-game game="${game.gameId}"></coffee-rush-game>`,
    "/seat": `<script type="module" src="${base}/embed.js"></script><coffee-rush-game game="${game.gameId}" seat="${game.seats[0].token}"></coffee-rush-game>`,
    "/frame": `<iframe src="${base}/embed/${game.gameId}" title="Coffee Rush" width="1000" height="900" style="border:0"></iframe>`,
  };
  const host = createServer((request, response) => {
    const body = pages[new URL(request.url ?? "/", "http://host").pathname];
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><meta charset="utf-8"><title>Host</title></head><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const cases = [
    { label: "script embed, spectator (en)", path: "/script", locale: "en-US" },
    { label: "script embed, seated player (en)", path: "/seat", locale: "en-US" },
    { label: "script embed, spectator (ko: + language file)", path: "/script", locale: "ko-KR" },
    { label: "iframe embed, spectator (en)", path: "/frame", locale: "en-US" },
  ];
  let ok = true;
  console.log(`\nTime from navigation to the live table (drawn, WebSocket open), a new browser context each run, ${RUNS} runs, localhost`);
  try {
    for (const { label, path, locale } of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${hostUrl}${path}`, { waitUntil: "commit" });
        const frame = path === "/frame" ? await (await page.waitForSelector("iframe")).contentFrame() : page.mainFrame();
        // Measured in the embed's own document, from the host page's navigation start.
        const handle = await frame!.waitForFunction(
          () => {
            const root = document.querySelector("coffee-rush-game")?.shadowRoot;
            const table = root?.querySelector("coffee-rush-game-table")?.shadowRoot;
            // The board: on the table, or in the turn composer when it is the seated player's turn.
            const composer = table?.querySelector("coffee-rush-game-turn-composer")?.shadowRoot;
            const board = (table?.querySelector("coffee-rush-game-board") ?? composer?.querySelector("coffee-rush-game-board"))?.shadowRoot;
            const drawn = board?.querySelector("svg") && root?.querySelector(".live.socket");
            return drawn ? performance.timeOrigin + performance.now() : false;
          },
          undefined,
          { polling: "raf", timeout: 10_000 },
        );
        const renderedAt = (await handle.jsonValue()) as number;
        const navigationStart = await page.evaluate(() => performance.timeOrigin);
        times.push(renderedAt - navigationStart);
        await context.close();
      }
      const worst = Math.max(...times);
      ok &&= worst <= TIME_TARGET_MS;
      console.log(
        `  ${label.padEnd(48)} median ${median(times).toFixed(0)} ms, slowest ${worst.toFixed(0)} ms   target <= ${TIME_TARGET_MS} ms: ${mark(worst <= TIME_TARGET_MS)}`,
      );
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => host.close(resolve));
  }
  return ok;
}

const sizeOk = measureSize();
const timeOk = await measureTime();
console.log(`\n${sizeOk && timeOk ? "Both budgets met." : "A budget is exceeded."}`);
process.exit(sizeOk && timeOk ? 0 : 1);
