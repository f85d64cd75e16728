#!/usr/bin/env node
// Draws the app icon's PNG sizes and favicon.ico from web/public/icons/icon.svg with Debian's
// chromium (the files are committed; run this again after changing the SVG): node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const svg = readFileSync("web/public/icons/icon.svg", "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
async function draw(size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  const png = await page.screenshot({ omitBackground: false });
  await page.close();
  return png;
}
for (const size of [192, 512]) writeFileSync(`web/public/icons/icon-${size}.png`, await draw(size));
writeFileSync("web/public/favicon.ico", icoOf([[16, await draw(16)], [32, await draw(32)], [48, await draw(48)]]));
await browser.close();
console.log("Wrote web/public/icons/icon-192.png, icon-512.png and web/public/favicon.ico");

/** An ICO file holding PNG images (every browser and Windows since Vista read them). */
function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(([size, png], index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(([, png]) => png)]);
}
