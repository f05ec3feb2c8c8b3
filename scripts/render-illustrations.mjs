// One-off developer tool: renders the hand-written SVG illustrations in
// src/images/source/ to PNG files in src/images/ with sharp.
// Usage: node scripts/render-illustrations.mjs
// The rendered PNGs are committed; this script is not part of the build.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = path.join(root, "src/images/source");
const outDir = path.join(root, "src/images");

// Output sizes in pixels. Each SVG's viewBox has the same aspect ratio.
const SIZES = {
  hero: [1200, 900],
  "about-story": [1200, 800],
  "office-map": [1200, 700],
  "share-card": [1200, 630],
  team: [1200, 600],
};

// SVGs that are used as-is and never rasterised.
const SKIP = new Set(["logo-mark"]);

// Reads the width of the SVG's viewBox (or width attribute) so that the
// density can be chosen to rasterise at the target width without resampling.
function svgWidth(svg) {
  const viewBox = svg.match(/viewBox\s*=\s*"([^"]+)"/);
  if (viewBox) return Number(viewBox[1].trim().split(/[\s,]+/)[2]);
  const width = svg.match(/\swidth\s*=\s*"([\d.]+)/);
  return width ? Number(width[1]) : 1200;
}

const files = (await readdir(sourceDir)).filter((f) => f.endsWith(".svg")).sort();

for (const file of files) {
  const name = path.basename(file, ".svg");
  if (SKIP.has(name)) continue;
  const size = SIZES[name];
  if (!size) {
    console.warn(`skip ${file}: no output size configured`);
    continue;
  }
  const [width, height] = size;
  const svg = await readFile(path.join(sourceDir, file));
  const density = (72 * width) / svgWidth(svg.toString("utf8"));
  const outFile = path.join(outDir, `${name}.png`);
  await sharp(svg, { density })
    .resize(width, height)
    // Flat artwork: a 256-colour palette without dithering keeps edges clean and files small.
    .png({ compressionLevel: 9, palette: true, quality: 100, dither: 0 })
    .toFile(outFile);
  const { size: bytes } = await stat(outFile);
  console.log(`${path.relative(root, outFile)}  ${width}x${height}  ${bytes} bytes`);
}
