import { describe, expect, it } from "vitest";
import { englishPathOf, isArticlePath, languageOfPath, localPathOf, pathIn } from "./localPaths";
import { ROUTES } from "./routes";

describe("pathIn", () => {
  it("gives English addresses in their published form", () => {
    expect(pathIn("en", "/contact?service=Payroll Services")).toBe("/contact/?service=Payroll Services");
  });

  it("gives each page's Spanish address, keeping the query and the anchor", () => {
    expect(pathIn("es", "/")).toBe("/es/");
    expect(pathIn("es", "/services")).toBe("/es/servicios/");
    expect(pathIn("es", "/contact?service=Bookkeeping")).toBe("/es/contacto/?service=Bookkeeping");
    expect(pathIn("es", "/about#team")).toBe("/es/nosotros/#team");
    expect(pathIn("es", "/tax-deadlines/")).toBe("/es/fechas-limite/");
  });

  it("keeps an article's name under /es/blog/", () => {
    expect(pathIn("es", "/blog/choosing-filing-status")).toBe("/es/blog/choosing-filing-status/");
  });

  it("leaves other sites, files and anchors alone", () => {
    for (const link of ["https://www.irs.gov/", "/calendar/tax-deadlines.ics", "#main", "mailto:info@example.com"]) {
      expect(pathIn("es", link)).toBe(link);
    }
  });
});

describe("languageOfPath and englishPathOf", () => {
  it("read the language and the English page from an address", () => {
    expect(languageOfPath("/es/contacto/")).toBe("es");
    expect(languageOfPath("/es")).toBe("es");
    expect(languageOfPath("/estimates/")).toBe("en");
    expect(englishPathOf("/es/contacto/")).toBe("/contact/");
    expect(englishPathOf("/es/blog/choosing-filing-status/")).toBe("/blog/choosing-filing-status/");
    expect(englishPathOf("/pricing")).toBe("/pricing/");
  });

  it("go back and forth for every page of the routes, as written or as published", () => {
    for (const route of ROUTES) {
      const spanish = pathIn("es", route.path);
      expect(spanish.startsWith("/es/"), spanish).toBe(true);
      expect(pathIn("es", route.path.replace(/(.)\/$/, "$1"))).toBe(spanish);
      expect(pathIn("en", route.path)).toBe(route.path);
      expect(englishPathOf(spanish)).toBe(route.path);
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
  const translated = new Set(["/es/blog/choosing-filing-status/"]);
  it("leads to a translated article in Spanish, and to the English one where there is no translation", () => {
    expect(localPathOf("es", "/blog/choosing-filing-status", translated)).toBe("/es/blog/choosing-filing-status/");
    expect(localPathOf("es", "/blog/common-deductions#itemizing", translated)).toBe("/blog/common-deductions/#itemizing");
    expect(localPathOf("es", "/blog", translated)).toBe("/es/blog/");
    expect(localPathOf("es", "/contact?service=Payroll", translated)).toBe("/es/contacto/?service=Payroll");
    expect(localPathOf("en", "/blog/common-deductions", translated)).toBe("/blog/common-deductions/");
  });
});
