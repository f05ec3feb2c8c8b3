import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Folders of the built site that hold no page of ours: the content manager, Gatsby's fragments, assets, data. */
const NOT_PAGES = ["admin", "_gatsby", "static", "page-data"];

export interface BuiltPage {
  /** The page's address as published: public/pricing/index.html → "/pricing/"; public/404.html → "/404.html". */
  path: string;
  file: string;
}

/** Every page the build wrote into `publicDir` (not the content manager's). */
export function builtPages(publicDir: string, dir = publicDir, at = ""): BuiltPage[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      return !at && NOT_PAGES.includes(entry.name) ? [] : builtPages(publicDir, file, `${at}/${entry.name}`);
    }
    if (entry.name === "index.html") return [{ path: `${at}/`, file }];
    if (entry.name.endsWith(".html") && !at) return [{ path: `/${entry.name}`, file }];
    return [];
  });
}

/** Every script and style sheet the build wrote into `publicDir`, by its path there: "app-1a2b….js". */
export function builtScriptsAndStyles(publicDir: string, dir = publicDir, at = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return builtScriptsAndStyles(publicDir, join(dir, entry.name), path);
    return /\.(js|css)$/.test(entry.name) ? [path] : [];
  });
}
