/*
 * The site's pages, each declared once by its English address; its address in each other language is the
 * language's (src/lib/languages/: its prefix, and its name for the page). Everything that needs the list of
 * pages reads it from here: the pages the build makes in every language (src/node/pages.ts), the addresses
 * links lead to and the language switch and alternates (src/lib/localPaths.ts), the content check's pages
 * (src/lib/content/routes.ts) and the end-to-end tests' routes (e2e/content.ts). The sitemap lists the pages
 * the build makes, with these alternates.
 *
 * A file of src/pages (or a notice of content/legal/) without an entry here fails the build, naming it.
 * Articles are not listed: each keeps its file's name in every language ("/blog/<name>/" is
 * "/es/blog/<name>/"), and only the articles written in a language are published in it.
 */

export interface Route {
  /**
   * Its address in the first language of the list (English), with the closing slash the site publishes:
   * "/contact/"; its key in every language.
   */
  readonly path: `/${string}`;
  /** What it is made from: its file of src/pages, or, for a notice, its Markdown file in the first language. */
  readonly file: `src/pages/${string}.tsx` | `content/legal/${string}.md`;
  /** A page with a form: it loads Formik, yup and, on arrival, the notices, and has the larger JavaScript budget (scripts/page-weight.mjs). */
  readonly form?: true;
}

/** Every page of the site but the articles and the not-found page, in the order of the menu, then the account and notices. */
export const ROUTES: readonly Route[] = [
  { path: "/", file: "src/pages/index.tsx" },
  { path: "/services/", file: "src/pages/services.tsx" },
  { path: "/pricing/", file: "src/pages/pricing.tsx" },
  { path: "/about/", file: "src/pages/about.tsx" },
  { path: "/contact/", file: "src/pages/contact.tsx", form: true },
  { path: "/faq/", file: "src/pages/faq.tsx" },
  { path: "/tax-deadlines/", file: "src/pages/tax-deadlines.tsx" },
  { path: "/letters/", file: "src/pages/letters.tsx" },
  { path: "/tax-estimator/", file: "src/pages/tax-estimator.tsx" },
  { path: "/book/", file: "src/pages/book.tsx" },
  { path: "/what-to-bring/", file: "src/pages/what-to-bring.tsx" },
  { path: "/after-you-file/", file: "src/pages/after-you-file.tsx" },
  { path: "/blog/", file: "src/pages/blog.tsx" },
  { path: "/login/", file: "src/pages/login.tsx", form: true },
  { path: "/signup/", file: "src/pages/signup.tsx", form: true },
  { path: "/forgot-password/", file: "src/pages/forgot-password.tsx", form: true },
  { path: "/privacy/", file: "content/legal/en/privacy.md" },
  { path: "/terms/", file: "content/legal/en/terms.md" },
  { path: "/accessibility/", file: "content/legal/en/accessibility.md" },
];

/** The English addresses of the pages with a form (src/lib/localPaths.ts gives each in every language). */
export const formRoutes = (routes: readonly Route[] = ROUTES): string[] => routes.filter((route) => route.form).map((route) => route.path);

/** The not-found page: one page, in no language's address, kept out of the list. */
export const NOT_FOUND_PAGE_FILE = "src/pages/404.tsx";

/** The route whose English address is `path` ("/contact/"), if the list has one. */
export function routeOf(path: string, routes: readonly Route[] = ROUTES): Route | undefined {
  return routes.find((route) => route.path === path);
}

/**
 * Why the page at `path`, made from `file`, cannot be made in every language: it has no entry in the list of
 * routes. Undefined when it has one.
 */
export function unlistedPageProblem(path: string, file: string, routes: readonly Route[] = ROUTES): string | undefined {
  if (routeOf(path, routes)) return undefined;
  return (
    `The page ${path} (${file}) is in no list of routes. Add it to ROUTES in src/lib/routes.ts, ` +
    `{ path: "${path}", file: "${file}" }, and its name in each language that names its pages (pagePaths in src/lib/languages/).`
  );
}
