/*
 * The address of each page in each language. Content and code write English addresses ("/contact",
 * "/blog/common-deductions"); a Spanish page shows them as its own ("/es/contacto/"). Articles keep their
 * file's name: "/blog/<name>/" is "/es/blog/<name>/".
 */
import { sitePath } from "./links";
import type { Language } from "./languages";

/** The Spanish address of each English page that has one of its own words. */
const SPANISH_PATHS: Readonly<Record<string, string>> = {
  "/": "/es/",
  "/services/": "/es/servicios/",
  "/pricing/": "/es/precios/",
  "/about/": "/es/nosotros/",
  "/contact/": "/es/contacto/",
  "/book/": "/es/reservar/",
  "/faq/": "/es/preguntas-frecuentes/",
  "/login/": "/es/iniciar-sesion/",
  "/signup/": "/es/registrarse/",
  "/forgot-password/": "/es/recuperar-contrasena/",
  "/tax-deadlines/": "/es/fechas-limite/",
  "/tax-estimator/": "/es/estimador-de-impuestos/",
  "/blog/": "/es/blog/",
  "/privacy/": "/es/privacidad/",
  "/terms/": "/es/terminos/",
  "/accessibility/": "/es/accesibilidad/",
};
const ENGLISH_PATHS = Object.fromEntries(Object.entries(SPANISH_PATHS).map(([english, spanish]) => [spanish, english]));
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
  if (SPANISH_PATHS[path]) return `${SPANISH_PATHS[path]}${rest}`;
  if (path.startsWith(ARTICLES)) return `/es${path}${rest}`;
  return published;
}

/** The English address of a page, from its address in any language: "/es/contacto/" → "/contact/". */
export function englishPathOf(path: string): string {
  const published = sitePath(path);
  if (languageOfPath(published) === "en") return published;
  return ENGLISH_PATHS[published] ?? published.replace(/^\/es\//, "/");
}

/** Every page that has a Spanish address of its own words, in English: for the pages gatsby-node makes. */
export const PAGES_WITH_SPANISH_PATHS: readonly string[] = Object.keys(SPANISH_PATHS);

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
