import { describe, expect, it } from "vitest";
import { LANGUAGE_LIST } from "./languages";
import { pathIn } from "./localPaths";
import { ROUTES, routeOf, unlistedPageProblem, type Route } from "./routes";

describe("unlistedPageProblem", () => {
  const routes: Route[] = [
    { path: "/", file: "src/pages/index.tsx" },
    { path: "/guides/", file: "src/pages/guides.tsx" },
  ];

  it("lets a page with its entry be made", () => {
    expect(unlistedPageProblem("/guides/", "src/pages/guides.tsx", routes)).toBeUndefined();
  });

  it("refuses a page in no list of routes, naming the page, its file and the files to edit", () => {
    expect(unlistedPageProblem("/careers/", "src/pages/careers.tsx", routes)).toBe(
      "The page /careers/ (src/pages/careers.tsx) is in no list of routes. Add it to ROUTES in src/lib/routes.ts, " +
        '{ path: "/careers/", file: "src/pages/careers.tsx" }, and its name in each language that names its pages (pagePaths in src/lib/languages/).',
    );
  });

  it("knows a page only by its address in the first language", () => {
    for (const { prefix } of LANGUAGE_LIST.filter((entry) => entry.prefix !== "")) {
      expect(routeOf(`${prefix}/guides/`, routes)).toBeUndefined();
      expect(unlistedPageProblem(`${prefix}/guides/`, "src/pages/guides.tsx", routes)).toContain(`${prefix}/guides/`);
    }
  });
});

describe("the routes", () => {
  it("give each page an address of its own in every language, under the language's prefix, in the form the site publishes", () => {
    for (const { code, prefix } of LANGUAGE_LIST) {
      const addresses = ROUTES.map((route) => pathIn(code, route.path));
      expect(new Set(addresses).size, `the ${code} addresses repeat none`).toBe(ROUTES.length);
      for (const address of addresses) expect(address).toMatch(/^\/([a-z0-9-]+\/)*$/);
      for (const address of addresses) expect(address.startsWith(`${prefix}/`), address).toBe(true);
    }
  });

  it("are each named by every language that names its pages, and nothing else is", () => {
    for (const entry of LANGUAGE_LIST) {
      if (!("pagePaths" in entry)) continue;
      expect(Object.keys(entry.pagePaths).sort(), entry.englishName).toEqual(ROUTES.map((route) => route.path).sort());
    }
  });
});
