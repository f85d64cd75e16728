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
const TARGETS = { performance: 95, fcp: 1200, lcp: 1800, tbt: 150, cls: 0.02 };

const service = await startLocalService({ rateLimitScale: 50 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // As this machine's probe runs it: no background traffic to hosts it cannot reach.
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const created = (await (await fetch(`${service.url}/api/games`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ edition: "classic", players: 2 }) })).json()) as CreateGameResponse;
  for (const [seat, name] of ["Ann", "Ben"].entries()) {
    await fetch(`${service.url}/api/games/${created.gameId}/join`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token: created.seats[seat].token, name }) });
  }
  // Both seats' pages: the deal picks who starts, so a seat's page differs from one invocation to
  // the next. The seat to move (the page a "your turn" notice opens) draws the move's composer; the
  // other draws the plan for its next move.
  const game = (await (await fetch(`${service.url}/api/games/${created.gameId}`)).json()) as GameSnapshot;
  const toMove = game.seats.find((seat) => seat.turnSince != null)?.seat;
  if (toMove === undefined) throw new Error("No seat's turn in the new game");
  const seatLink = (seat: number) => `/g/${created.gameId}#seat=${created.seats[seat]!.token}`;
  const pages: { name: string; path: string; desktop?: boolean }[] = [
    { name: "/", path: "/" },
    { name: "/learn", path: "/learn" },
    { name: "/rules", path: "/rules" },
    { name: "game page, your turn", path: seatLink(toMove) },
    { name: "game page, their turn", path: seatLink(1 - toMove) },
    { name: "desktop game page", path: seatLink(toMove), desktop: true },
  ];
  const rows: string[][] = [];
  for (const page of pages.filter(({ name }) => name.startsWith(ONLY))) {
    for (let run = 1 - WARM_UP; run <= RUNS; run++) {
      const result = await lighthouse(`${service.url}${page.path}`, { port: chrome.port, output: "json", logLevel: "error" }, page.desktop ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
      if (run < 1) continue;
      // Lighthouse's own failures (a trace it could not record: NO_NAVSTART) leave a row of NaN.
      if (result.lhr.runtimeError) console.log(`${page.name} #${run}: Lighthouse failed (${result.lhr.runtimeError.code}): ${result.lhr.runtimeError.message}`);
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
