/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU; and
 * the desktop preset for one page) against the local service on workerd, each page twice, printed
 * as a table with the targets. Not part of `npm test`: the figures move with the machine, so quote
 * them from a quiet machine, and run it twice. LIGHTHOUSE_RUNS sets the runs a page (after
 * LIGHTHOUSE_WARM_UP unreported ones, default 1).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { suggestedMove } from "../game/bots/index.js";
import type { CreateGameResponse, GameSnapshot } from "../protocol/types.js";
import { startLocalService } from "../scripts/local-service.js";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
/**
 * Unreported runs of each page first: the service's first answers on workerd (its code compiled,
 * the game's object opened) and the browser's first start are the machine's, not the page's.
 */
const WARM_UP = Number(process.env.LIGHTHOUSE_WARM_UP ?? 1);
/** LIGHTHOUSE_ONLY=/rules: only the pages whose name starts so. */
const ONLY = process.env.LIGHTHOUSE_ONLY ?? "";
/**
 * LIGHTHOUSE_WHY=1: also the audits that lost points, page by page, and each report in dist/bench;
 * with LIGHTHOUSE_TRACE=1 each run's trace beside it (the tasks behind a TBT, for DevTools).
 */
const WHY = process.env.LIGHTHOUSE_WHY === "1";
/** Turns played before the mid-game pages are measured (after every meeple is placed). */
const MID_GAME_TURNS = 6;
const TARGETS = { performance: 95, fcp: 1200, lcp: 1800, tbt: 150, cls: 0.02 };

const service = await startLocalService({ rateLimitScale: 50 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // As this machine's probe runs it: no background traffic to hosts it cannot reach.
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
})
  // A browser that fails to start leaves no service behind (nor its directory).
  .catch(async (error: unknown) => {
    await service.stop();
    throw error;
  });
try {
  const opening = await newGame(0);
  const midGame = await newGame(MID_GAME_TURNS);
  const pages: { name: string; path: string; desktop?: boolean }[] = [
    { name: "/", path: "/" },
    { name: "/learn", path: "/learn" },
    { name: "/rules", path: "/rules" },
    // Both seats' pages: the seat to move (the page a "your turn" notice opens) draws the move's
    // composer; the other draws the plan for its next move. The deal picks who starts.
    { name: "game page, your turn", path: opening.seatLink(opening.toMove) },
    { name: "game page, their turn", path: opening.seatLink(1 - opening.toMove) },
    { name: "game page mid-game, your turn", path: midGame.seatLink(midGame.toMove) },
    { name: "game page mid-game, their turn", path: midGame.seatLink(1 - midGame.toMove) },
    { name: "desktop game page", path: opening.seatLink(opening.toMove), desktop: true },
  ];
  const rows: string[][] = [];
  for (const page of pages.filter(({ name }) => name.startsWith(ONLY))) {
    for (let run = 1 - WARM_UP; run <= RUNS; run++) {
      const result = await audit(page);
      if (run < 1) continue;
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => audits[id]?.numericValue ?? NaN;
      const performance = score("performance");
      const fcp = ms("first-contentful-paint");
      const lcp = ms("largest-contentful-paint");
      const tbt = ms("total-blocking-time");
      const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
      const meets =
        performance >= TARGETS.performance && fcp <= TARGETS.fcp && lcp <= TARGETS.lcp && tbt <= TARGETS.tbt && cls <= TARGETS.cls ? "yes" : "no";
      if (WHY) {
        // What held the page back: the audits that lost points, and the largest paint's element.
        const lost = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
        console.log(`${page.name} #${run}: ${lost.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`).join(", ")}`);
        writeFileSync(`dist/bench/lighthouse-${page.name.replace(/\W+/g, "-")}-${run}.json`, JSON.stringify(result.lhr, null, 1));
        if (process.env.LIGHTHOUSE_TRACE === "1") writeFileSync(`dist/bench/lighthouse-${page.name.replace(/\W+/g, "-")}-${run}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
      rows.push([
        `${page.name} #${run}`,
        String(performance),
        String(score("accessibility")),
        String(score("best-practices")),
        String(score("seo")),
        `${(fcp / 1000).toFixed(2)} s`,
        `${(lcp / 1000).toFixed(2)} s`,
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
        meets,
      ]);
    }
  }
  const header = ["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "meets targets"];
  console.log(`targets: performance ≥ ${TARGETS.performance}, FCP ≤ ${TARGETS.fcp / 1000} s, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}`);
  console.log(`| ${header.join(" | ")} |\n|${header.map(() => " --- ").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
} finally {
  await chrome.kill();
  await service.stop();
}

/**
 * One Lighthouse run of a page. Lighthouse's own failures (a trace it could not record:
 * NO_NAVSTART, a few runs in a hundred here) say nothing of the page: the run is made again, up
 * to twice, and said.
 */
async function audit(page: { name: string; path: string; desktop?: boolean }) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${service.url}${page.path}`, { port: chrome.port, output: "json", logLevel: "error" }, page.desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
    const failure = result.lhr.runtimeError;
    if (!failure || attempt === 3) return result;
    console.log(`${page.name}: Lighthouse failed (${failure.code}), run again`);
  }
}

/**
 * A new two-player game, both seats taken, played on through the API by the medium bot's
 * suggestions: the meeples placed and then `turns` turns, when asked for any (a game page mid-game
 * shows filled cups, orders taken and the turn composer).
 */
async function newGame(turns: number) {
  const api = async <T>(path: string, token: string | null, body?: unknown): Promise<T> => {
    const answer = await fetch(`${service.url}/api${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const created = await api<CreateGameResponse>("/games", null, { edition: "classic", players: 2 });
  const tokens = created.seats.map((seat) => seat.token);
  for (const [seat, name] of ["Ann", "Ben"].entries()) await api(`/games/${created.gameId}/join`, null, { token: tokens[seat], name });
  const toMove = async () => {
    const seat = (await api<GameSnapshot>(`/games/${created.gameId}`, null)).seats.find((each) => each.turnSince != null)?.seat;
    if (seat === undefined) throw new Error("No seat's turn in the game");
    return seat;
  };
  for (let played = 0; ; ) {
    const seat = await toMove();
    const game = await api<GameSnapshot>(`/games/${created.gameId}`, tokens[seat]!);
    if (game.view.phase === "turns" && played === turns) break;
    if (game.view.phase === "turns") played++;
    const { player: _player, ...action } = suggestedMove(game.view, created.gameId, game.version, seat);
    await api(`/games/${created.gameId}/actions`, tokens[seat]!, { version: game.version, action });
  }
  return { toMove: await toMove(), seatLink: (seat: number) => `/g/${created.gameId}#seat=${tokens[seat]}` };
}
