// The JavaScript each route of the built site loads on a first visit, in gzip bytes: the app's chunk group
// (framework, runtime, layout), the page's own, and the notices' chunk that form pages fetch on arrival.
// Shared by the benchmark (figures) and the end-to-end budget check (limits).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { formRoutes } from "../src/lib/routes.ts";

/** The pages with a form, by their English address (`form: true` in src/lib/routes.ts): they load Formik, yup and, on arrival, the notices. */
export const FORM_ROUTES = formRoutes();
/** Whether a built page, in any language, is a page with a form: its address in the first language is among its alternates (src/node/pages.ts). */
const isFormPage = ({ path, result }) => FORM_ROUTES.includes(result?.pageContext?.alternates?.[result.pageContext.firstLang] ?? path);
/** Whether the built page at `route` (its address in any language) is a page with a form. */
export const isFormRoute = (route, publicDir = "public") =>
  isFormPage(JSON.parse(readFileSync(join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8")));
/** The JavaScript budgets a first visit may load, in KiB of gzip (docs/commands.md, "Measured quality"). */
export const BUDGET_KIB = { content: 80, form: 105 };

function pageDataFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(path);
    return entry.name === "page-data.json" ? [path] : [];
  });
}

export function pageWeights(publicDir) {
  const stats = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"));
  const scriptsOf = (group) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  const gzipSize = (file) => gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length;
  return pageDataFiles(join(publicDir, "page-data"))
    .map((file) => JSON.parse(readFileSync(file, "utf8")))
    .filter((data) => data.path && !data.path.startsWith("/dev-404") && data.path !== "/404.html")
    .map((data) => {
      const form = isFormPage(data);
      const groups = ["app", data.componentChunkName, ...(form ? ["notices"] : [])];
      const files = [...new Set(groups.flatMap(scriptsOf))];
      const gzipBytes = files.reduce((sum, name) => sum + gzipSize(name), 0);
      return { route: data.path, lang: data.result?.pageContext?.lang, kind: form ? "form" : "content", scripts: files.length, files, gzipBytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
