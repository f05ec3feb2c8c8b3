import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pageFiles, routeOfPageFile } from "./content/routes";
import { NOT_FOUND_PAGE_FILE, ROUTES, routeOf, unlistedPageProblem, type Route } from "./routes";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGES_FOLDER = "src/pages/";

describe("unlistedPageProblem", () => {
  const routes: Route[] = [
    { en: "/", es: "/es/", file: "src/pages/index.tsx" },
    { en: "/guides/", es: "/es/guias/", file: "src/pages/guides.tsx" },
  ];

  it("lets a page with its entry be made", () => {
    expect(unlistedPageProblem("/guides/", "src/pages/guides.tsx", routes)).toBeUndefined();
  });

  it("refuses a page without its Spanish address, naming the page, its file and the file to edit", () => {
    expect(unlistedPageProblem("/careers/", "src/pages/careers.tsx", routes)).toBe(
      "The page /careers/ (src/pages/careers.tsx) has no Spanish address. Add it to ROUTES in src/lib/routes.ts: " +
        '{ en: "/careers/", es: "/es/<its name in Spanish>/", file: "src/pages/careers.tsx" }.',
    );
  });

  it("knows a page only by its English address", () => {
    expect(routeOf("/es/guias/", routes)).toBeUndefined();
    expect(unlistedPageProblem("/es/guias/", "src/pages/guides.tsx", routes)).toContain("/es/guias/");
  });
});

describe("the routes", () => {
  it("list every file of src/pages but the not-found page, at the address Gatsby gives it", () => {
    const files = pageFiles(`${ROOT}${PAGES_FOLDER}`).map((file) => `${PAGES_FOLDER}${file}`);
    const listed = ROUTES.filter((route) => route.file.startsWith(PAGES_FOLDER));
    expect(listed.map((route) => route.file).sort()).toEqual(files.filter((file) => file !== NOT_FOUND_PAGE_FILE));
    for (const route of listed) expect(route.en, route.file).toBe(routeOfPageFile(route.file.slice(PAGES_FOLDER.length)));
  });

  it("lead to files that exist", () => {
    for (const route of ROUTES) expect(existsSync(`${ROOT}${route.file}`), route.file).toBe(true);
  });

  it("give each page two addresses of its own, in the form the site publishes", () => {
    for (const language of ["en", "es"] as const) {
      const addresses = ROUTES.map((route) => route[language]);
      expect(new Set(addresses).size, `the ${language} addresses repeat none`).toBe(ROUTES.length);
      for (const address of addresses) expect(address).toMatch(/^\/([a-z0-9-]+\/)*$/);
    }
    for (const route of ROUTES) expect(route.es.startsWith("/es/"), route.en).toBe(true);
  });
});
