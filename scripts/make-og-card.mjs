#!/usr/bin/env node
// Draws the link preview's card (og:image, 1200×630) from the app icon with Debian's chromium; the
// PNG is committed (run this again after changing it): node scripts/make-og-card.mjs
// One fixed card with no words but the game's name (the tags beside it speak the reader's
// language), not a picture of each table: docs/channel.md says why.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const icon = readFileSync("web/public/icons/icon.svg", "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<style>
  html, body { margin: 0; width: 1200px; height: 630px; background: #fbf7f2; color: #3b2417; font-family: system-ui, sans-serif; }
  body { display: flex; align-items: center; justify-content: center; gap: 48px; }
  svg { width: 280px; height: 280px; flex: none; border-radius: 48px; }
  h1 { font-size: 96px; margin: 0; letter-spacing: -2px; white-space: nowrap; }
</style>${icon}<h1>Coffee Rush</h1>`);
writeFileSync("web/public/og-card.png", await page.screenshot({ omitBackground: false }));
await browser.close();
console.log("Wrote web/public/og-card.png");
