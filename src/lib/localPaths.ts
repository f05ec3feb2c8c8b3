/*
 * The address of each page in each language. Content and code write English addresses ("/contact",
 * "/blog/common-deductions"); a Spanish page shows them as its own ("/es/contacto/", from the list of routes,
 * src/lib/routes.ts). Articles keep their file's name: "/blog/<name>/" is "/es/blog/<name>/".
 */
import { sitePath } from "./links";
import type { Language } from "./languages";
import { ROUTES } from "./routes";

/** Each page's Spanish address, by its English one, and back (src/lib/routes.ts). */
const SPANISH_PATHS: ReadonlyMap<string, string> = new Map(ROUTES.map((route) => [route.en, route.es]));
const ENGLISH_PATHS: ReadonlyMap<string, string> = new Map(ROUTES.map((route) => [route.es, route.en]));
const ARTICLES = "/blog/";

/** The language a page is in, from its address. */
export function languageOfPath(path: string): Language {
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/**
 * An English address of the site as it is in `language`, in its published form: "/contact?service=Payroll"
 * → "/es/contacto/?service=Payroll". Other links (other sites, files, anchors) are returned as they are.
 */
export function pathIn(language: Language, link: string): string {
  const published = sitePath(link);
  if (language === "en" || !published.startsWith("/") || published.startsWith("//")) return published;
  const [, path, rest] = /^([^?#]*)(.*)$/s.exec(published)!;
  const spanish = SPANISH_PATHS.get(path);
  if (spanish) return `${spanish}${rest}`;
  if (path.startsWith(ARTICLES)) return `/es${path}${rest}`;
  return published;
}

/** The English address of a page, from its address in any language: "/es/contacto/" → "/contact/". */
export function englishPathOf(path: string): string {
  const published = sitePath(path);
  if (languageOfPath(published) === "en") return published;
  return ENGLISH_PATHS.get(published) ?? published.replace(/^\/es\//, "/");
}

/** Whether `path` is an article's address in English ("/blog/<name>/"): it needs no entry in the list of routes. */
export function isArticlePath(path: string): boolean {
  return path.startsWith(ARTICLES) && path !== ARTICLES;
}

/**
 * `pathIn`, but an article leads to its English page where `translated` (the addresses of the translated
 * Markdown pages) does not have it in `language`.
 */
export function localPathOf(language: Language, link: string, translated: ReadonlySet<string>): string {
  const local = pathIn(language, link);
  const [path] = local.split(/[?#]/);
  const isArticle = language !== "en" && path.startsWith(`/${language}${ARTICLES}`) && path !== `/${language}${ARTICLES}`;
  return isArticle && !translated.has(path) ? sitePath(link) : local;
}
