/*
 * Reads a folder of content (content/, or a test's copy of it) into the text-by-path form the content check takes
 * (src/lib/content/contentFiles.ts): the check itself touches no file, so the same code can run in a browser.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ContentFiles } from "../../lib/content/contentFiles";

/** What editors write: YAML files and Markdown pages. Images and the like are never read as text. */
const TEXT_FILE = /\.(ya?ml|md)$/;

/** Every YAML and Markdown file under `contentDir`, by its path there; none when the folder is missing. */
export function readContentFolder(contentDir: string): ContentFiles {
  if (!existsSync(contentDir)) return new Map();
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) return [];
    const file = join(entry.parentPath, entry.name);
    return [[relative(contentDir, file).split(sep).join("/"), readFileSync(file, "utf8")] as const];
  });
  return new Map(files.sort(([a], [b]) => a.localeCompare(b)));
}

/** The site paths of the images under `staticDir`/images ("/images/uploads/chart.png"): those an article may show. */
export function staticImages(staticDir: string): ReadonlySet<string> {
  const imagesDir = join(staticDir, "images");
  if (!existsSync(imagesDir)) return new Set();
  return new Set(
    readdirSync(imagesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(staticDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`),
  );
}
