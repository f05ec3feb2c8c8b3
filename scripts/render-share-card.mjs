// Renders the share card (Open Graph / Twitter image, 1200×630) with the brand and tagline set in the
// site's own fonts, over our illustration, in Chromium; writes static/images/share-card.png, and the logo
// for structured data as static/images/logo-mark.png (both committed).
// Usage: node scripts/render-share-card.mjs
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { chromiumLaunchOptions } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const firm = load(readFileSync(join(root, "content", "firm", "firm.yaml"), "utf8")).en;
const dataUri = (file, type) => `data:${type};base64,${readFileSync(join(root, file)).toString("base64")}`;
const serif = dataUri("node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2", "font/woff2");
const sans = dataUri("node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2", "font/woff2");
const background = dataUri("src/images/share-card.png", "image/png");
const mark = readFileSync(join(root, "src/images/source/logo-mark.svg"), "utf8");

const html = `<!doctype html><html><head><style>
  @font-face { font-family: Serif; src: url(${serif}); font-weight: 200 900; }
  @font-face { font-family: Sans; src: url(${sans}); font-weight: 200 900; }
  body { margin: 0; width: 1200px; height: 630px; background: url(${background}); color: #fff; font-family: Sans; }
  main { position: absolute; left: 88px; top: 150px; width: 640px; }
  .brand { display: flex; align-items: center; gap: 24px; font-family: Serif; font-weight: 700; font-size: 76px; }
  .brand svg { width: 88px; height: 88px; }
  p { margin: 36px 0 0; font-size: 34px; line-height: 1.35; color: #e6edf3; }
  .rule { width: 96px; height: 6px; margin-top: 40px; background: #e0b054; border-radius: 3px; }
</style></head><body><main>
  <div class="brand">${mark}<span>${firm.brand}</span></div>
  <p>${firm.tagline}</p><div class="rule"></div>
</main></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(root, "static", "images", "share-card.png") });
await browser.close();
await sharp(join(root, "src/images/source/logo-mark.svg"), { density: 1200 })
  .resize(512, 512)
  .png()
  .toFile(join(root, "static", "images", "logo-mark.png"));
console.log("written: static/images/share-card.png, static/images/logo-mark.png");
