import { describe, expect, it } from "vitest";
import { FIRST_LANGUAGE, LANGUAGE_LIST, type LanguageEntry } from "./languages";
import { englishPathOf, isArticlePath, languageOfPath, localPathOf, pathIn } from "./localPaths";
import { ROUTES } from "./routes";

/*
 * Each language's addresses are its entry's (src/lib/languages/): its prefix, then its name for the page where it names
 * it, the first language's otherwise. The expectations are read from the list, for every language of it.
 */
const OTHERS = LANGUAGE_LIST.filter(({ code }) => code !== FIRST_LANGUAGE);
const nameOf = (entry: LanguageEntry, path: string): string => `${entry.prefix}${entry.pagePaths?.[path] ?? path}`;
const ARTICLE = "/blog/choosing-filing-status/";

describe("pathIn", () => {
  it("gives the first language's addresses in their published form", () => {
    expect(pathIn(FIRST_LANGUAGE, "/contact?service=Payroll Services")).toBe("/contact/?service=Payroll Services");
    expect(pathIn(FIRST_LANGUAGE, "/about#team")).toBe("/about/#team");
  });

  it.each(OTHERS.map((entry) => [entry.englishName, entry] as const))(
    "gives each page's %s address, keeping the query and the anchor",
    (_, entry) => {
      expect(pathIn(entry.code, "/")).toBe(nameOf(entry, "/"));
      expect(pathIn(entry.code, "/services")).toBe(nameOf(entry, "/services/"));
      expect(pathIn(entry.code, "/contact?service=Bookkeeping")).toBe(`${nameOf(entry, "/contact/")}?service=Bookkeeping`);
      expect(pathIn(entry.code, "/about#team")).toBe(`${nameOf(entry, "/about/")}#team`);
    },
  );

  it.each(OTHERS.map((entry) => [entry.englishName, entry] as const))("keeps an article's name under the %s prefix", (_, entry) => {
    expect(pathIn(entry.code, ARTICLE.slice(0, -1))).toBe(`${entry.prefix}${ARTICLE}`);
  });

  it("leaves other sites, files and anchors alone, in every language", () => {
    for (const { code } of LANGUAGE_LIST) {
      for (const link of ["https://www.irs.gov/", "/calendar/tax-deadlines.ics", "#main", "mailto:info@example.com"]) {
        expect(pathIn(code, link)).toBe(link);
      }
    }
  });
});

describe("languageOfPath and englishPathOf", () => {
  it("read the language and the first language's page from an address", () => {
    for (const entry of OTHERS) {
      expect(languageOfPath(nameOf(entry, "/contact/"))).toBe(entry.code);
      expect(languageOfPath(entry.prefix)).toBe(entry.code);
      // An address of the first language may start with the letters of a prefix ("/es", "/estimates/").
      expect(languageOfPath(`${entry.prefix}timates/`)).toBe(FIRST_LANGUAGE);
      expect(englishPathOf(nameOf(entry, "/contact/"))).toBe("/contact/");
      expect(englishPathOf(`${entry.prefix}${ARTICLE}`)).toBe(ARTICLE);
    }
    expect(englishPathOf("/pricing")).toBe("/pricing/");
  });

  it("go back and forth for every page of the routes, in every language, as written or as published", () => {
    for (const entry of OTHERS) {
      for (const route of ROUTES) {
        const local = pathIn(entry.code, route.path);
        expect(local.startsWith(`${entry.prefix}/`), local).toBe(true);
        expect(pathIn(entry.code, route.path.replace(/(.)\/$/, "$1"))).toBe(local);
        expect(englishPathOf(local)).toBe(route.path);
      }
    }
    for (const route of ROUTES) {
      expect(pathIn(FIRST_LANGUAGE, route.path)).toBe(route.path);
      expect(englishPathOf(route.path)).toBe(route.path);
    }
  });
});

describe("isArticlePath", () => {
  it("tells an article's address from the article index's and other pages'", () => {
    expect(isArticlePath("/blog/common-deductions/")).toBe(true);
    expect(isArticlePath("/blog/")).toBe(false);
    expect(isArticlePath("/privacy/")).toBe(false);
  });
});

describe("localPathOf", () => {
  it.each(OTHERS.map((entry) => [entry.englishName, entry] as const))(
    "leads to a translated article in %s, and to the first language's where there is no translation",
    (_, entry) => {
      const translated = new Set([`${entry.prefix}${ARTICLE}`]);
      expect(localPathOf(entry.code, ARTICLE.slice(0, -1), translated)).toBe(`${entry.prefix}${ARTICLE}`);
      expect(localPathOf(entry.code, "/blog/common-deductions#itemizing", translated)).toBe("/blog/common-deductions/#itemizing");
      expect(localPathOf(entry.code, "/blog", translated)).toBe(nameOf(entry, "/blog/"));
      expect(localPathOf(entry.code, "/contact?service=Payroll", translated)).toBe(`${nameOf(entry, "/contact/")}?service=Payroll`);
      expect(localPathOf(FIRST_LANGUAGE, "/blog/common-deductions", translated)).toBe("/blog/common-deductions/");
    },
  );
});
