/*
 * The address of each page in each language. Content and code write English addresses ("/contact",
 * "/blog/common-deductions"); a page in another language shows them as its own: the language's prefix and its
 * name for the page ("/es/contacto/", src/lib/languages/). Articles keep their file's name: "/blog/<name>/" is
 * "/es/blog/<name>/".
 */
import { sitePath } from "./links";
import { LANGUAGE_LIST, FIRST_LANGUAGE, type Language, type LanguageEntry } from "./languages";
import { ROUTES } from "./routes";

const ARTICLES = "/blog/";

/** Each language's address of each page, by its English one, and back. */
const ADDRESSES = LANGUAGE_LIST.map(({ code, prefix, pagePaths }: LanguageEntry<Language>) => {
  const local: ReadonlyMap<string, string> = new Map(ROUTES.map((route) => [route.path, `${prefix}${pagePaths?.[route.path] ?? route.path}`]));
  return { code, prefix, local, english: new Map([...local].map(([english, address]) => [address, english])) };
});
const addressesOf = (language: Language) => ADDRESSES.find((entry) => entry.code === language)!;

/** Whether `path` is under `prefix`: "/es" and "/es/…" are, "/estimates/" is not. */
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The language a page is in, from its address. */
export function languageOfPath(path: string): Language {
  return ADDRESSES.find(({ prefix }) => prefix !== "" && isUnder(path, prefix))?.code ?? FIRST_LANGUAGE;
}

/**
 * An English address of the site as it is in `language`, in its published form: "/contact?service=Payroll"
 * → "/es/contacto/?service=Payroll". Other links (other sites, files, anchors) are returned as they are.
 */
export function pathIn(language: Language, link: string): string {
  const published = sitePath(link);
  const { prefix, local } = addressesOf(language);
  if (prefix === "" || !published.startsWith("/") || published.startsWith("//")) return published;
  const [, path, rest] = /^([^?#]*)(.*)$/s.exec(published)!;
  const address = local.get(path);
  if (address) return `${address}${rest}`;
  if (path.startsWith(ARTICLES)) return `${prefix}${path}${rest}`;
  return published;
}

/** The English address of a page, from its address in any language: "/es/contacto/" → "/contact/". */
export function englishPathOf(path: string): string {
  const published = sitePath(path);
  const { prefix, english } = addressesOf(languageOfPath(published));
  if (prefix === "") return published;
  return english.get(published) ?? published.slice(prefix.length);
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
  const isArticle = language !== FIRST_LANGUAGE && isArticlePath(englishPathOf(path));
  return isArticle && !translated.has(path) ? sitePath(link) : local;
}
