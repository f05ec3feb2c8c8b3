/*
 * The site's pages, each declared once with its address in each language. Everything that needs the list of
 * pages reads it from here: the pages the build makes in both languages (src/node/pages.ts), the addresses
 * links lead to and the language switch and alternates (src/lib/localPaths.ts), the content check's pages
 * (src/lib/content/routes.ts) and the end-to-end tests' routes (e2e/content.ts). The sitemap lists the pages
 * the build makes, with these alternates.
 *
 * A file of src/pages (or a notice of content/legal/) without an entry here fails the build, naming it.
 * Articles are not listed: each keeps its file's name in every language ("/blog/<name>/" is
 * "/es/blog/<name>/"), and only the articles written in Spanish are published in Spanish.
 */

export interface Route {
  /** Its address in English, with the closing slash the site publishes: "/contact/". */
  readonly en: `/${string}`;
  /** Its address in Spanish, in Spanish words: "/es/contacto/". */
  readonly es: `/es/${string}`;
  /** What it is made from: its file of src/pages, or, for a notice, its English Markdown file. */
  readonly file: `src/pages/${string}.tsx` | `content/legal/en/${string}.md`;
  /** A page with a form: it loads Formik, yup and, on arrival, the notices, and has the larger JavaScript budget (scripts/page-weight.mjs). */
  readonly form?: true;
}

/** Every page of the site but the articles and the not-found page, in the order of the menu, then the account and notices. */
export const ROUTES: readonly Route[] = [
  { en: "/", es: "/es/", file: "src/pages/index.tsx" },
  { en: "/services/", es: "/es/servicios/", file: "src/pages/services.tsx" },
  { en: "/pricing/", es: "/es/precios/", file: "src/pages/pricing.tsx" },
  { en: "/about/", es: "/es/nosotros/", file: "src/pages/about.tsx" },
  { en: "/contact/", es: "/es/contacto/", file: "src/pages/contact.tsx", form: true },
  { en: "/faq/", es: "/es/preguntas-frecuentes/", file: "src/pages/faq.tsx" },
  { en: "/tax-deadlines/", es: "/es/fechas-limite/", file: "src/pages/tax-deadlines.tsx" },
  { en: "/letters/", es: "/es/cartas/", file: "src/pages/letters.tsx" },
  { en: "/tax-estimator/", es: "/es/estimador-de-impuestos/", file: "src/pages/tax-estimator.tsx" },
  { en: "/book/", es: "/es/reservar/", file: "src/pages/book.tsx" },
  { en: "/what-to-bring/", es: "/es/que-traer/", file: "src/pages/what-to-bring.tsx" },
  { en: "/after-you-file/", es: "/es/despues-de-declarar/", file: "src/pages/after-you-file.tsx" },
  { en: "/blog/", es: "/es/blog/", file: "src/pages/blog.tsx" },
  { en: "/login/", es: "/es/iniciar-sesion/", file: "src/pages/login.tsx", form: true },
  { en: "/signup/", es: "/es/registrarse/", file: "src/pages/signup.tsx", form: true },
  { en: "/forgot-password/", es: "/es/recuperar-contrasena/", file: "src/pages/forgot-password.tsx", form: true },
  { en: "/privacy/", es: "/es/privacidad/", file: "content/legal/en/privacy.md" },
  { en: "/terms/", es: "/es/terminos/", file: "content/legal/en/terms.md" },
  { en: "/accessibility/", es: "/es/accesibilidad/", file: "content/legal/en/accessibility.md" },
];

/** The addresses of the pages with a form, in every language. */
export const formPaths = (routes: readonly Route[] = ROUTES): string[] =>
  routes.filter((route) => route.form).flatMap((route) => [route.en, route.es]);

/** The not-found page: one page, in no language's address, kept out of the list. */
export const NOT_FOUND_PAGE_FILE = "src/pages/404.tsx";

/** The route whose English address is `path` ("/contact/"), if the list has one. */
export function routeOf(path: string, routes: readonly Route[] = ROUTES): Route | undefined {
  return routes.find((route) => route.en === path);
}

/**
 * Why the page at `path`, made from `file`, cannot be made in every language: it has no entry in the list of
 * routes. Undefined when it has one.
 */
export function unlistedPageProblem(path: string, file: string, routes: readonly Route[] = ROUTES): string | undefined {
  if (routeOf(path, routes)) return undefined;
  return (
    `The page ${path} (${file}) has no Spanish address. Add it to ROUTES in src/lib/routes.ts: ` +
    `{ en: "${path}", es: "/es/<its name in Spanish>/", file: "${file}" }.`
  );
}
