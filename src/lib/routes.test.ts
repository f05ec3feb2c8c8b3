import { describe, expect, it } from "vitest";
import { ROUTES, routeOf, unlistedPageProblem, type Route } from "./routes";

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
  it("give each page two addresses of its own, in the form the site publishes", () => {
    for (const language of ["en", "es"] as const) {
      const addresses = ROUTES.map((route) => route[language]);
      expect(new Set(addresses).size, `the ${language} addresses repeat none`).toBe(ROUTES.length);
      for (const address of addresses) expect(address).toMatch(/^\/([a-z0-9-]+\/)*$/);
    }
    for (const route of ROUTES) expect(route.es.startsWith("/es/"), route.en).toBe(true);
  });
});
