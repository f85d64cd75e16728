#!/usr/bin/env node
// Draws the app icon's PNG sizes from web/public/icons/icon.svg with Debian's chromium (the PNGs
// are committed; run this again after changing the SVG): node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const svg = readFileSync("web/public/icons/icon.svg", "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: `web/public/icons/icon-${size}.png`, omitBackground: false });
  await page.close();
}
await browser.close();
console.log("Wrote web/public/icons/icon-192.png and icon-512.png");
