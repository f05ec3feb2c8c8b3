import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { firm, variantFirm } from "./content";
import { clientServices } from "../src/lib/clientServices";
import { pathIn } from "../src/lib/localPaths";
import { ENDPOINT_SITE_PORT } from "./playwright.config";

/** Each page with a form, and the booking page, in both languages: where a visitor might think of sending a document. */
const pages = ["/contact/", "/login/", "/signup/", "/forgot-password/", "/book/"];

const words = {
  en: {
    label: "Your personal information",
    warning: "Please do not type a Social Security number, an ITIN or any document into a form on this site or into an e-mail to us.",
    withoutPortal: "We exchange documents in person at our office, or by a secure link we send you.",
    portal: "secure client portal",
  },
  es: {
    label: "Su información personal",
    warning:
      "Por favor, no escriba un número de Seguro Social, un ITIN ni ningún documento en un formulario de este sitio ni en un correo electrónico para nosotros.",
    withoutPortal: "Intercambiamos documentos en persona en nuestra oficina o mediante un enlace seguro que le enviamos.",
    portal: "portal seguro para clientes",
  },
};

/** The page's notice, its warning, and where it sends documents: the upload link or portal where one is set, else in person. */
async function expectNotice(page: Page, language: "en" | "es", upload: string | undefined) {
  const text = words[language];
  const notice = page.getByRole("main").getByRole("note", { name: text.label });
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  await expect(notice.getByText(text.warning, { exact: true })).toBeVisible();
  if (upload) {
    await expect(notice.getByRole("link", { name: text.portal })).toHaveAttribute("href", upload);
  } else {
    await expect(notice.getByText(text.withoutPortal, { exact: true })).toBeVisible();
    await expect(notice.getByRole("link")).toHaveCount(0);
  }
  return notice;
}

test.describe("never send a Social Security number", () => {
  for (const language of ["en", "es"] as const) {
    for (const route of pages.map((page) => pathIn(language, page))) {
      test(`${route} says not to type an SSN, an ITIN or a document, and how documents reach the firm`, async ({ page }) => {
        await page.goto(route);
        const notice = await expectNotice(page, language, clientServices(firm).upload);
        // Where there is a form, the notice comes before its first field.
        const form = page.getByRole("main").locator("form");
        if ((await form.count()) > 0) {
          const [noticeTop, fieldTop] = await Promise.all([
            notice.evaluate((element) => element.getBoundingClientRect().top),
            form
              .locator("input:not([tabindex='-1']), select, textarea")
              .first()
              .evaluate((element) => element.getBoundingClientRect().top),
          ]);
          expect(noticeTop).toBeLessThan(fieldTop);
        }
      });
    }
  }

  // The tests' second site has the document portal the other way round from the published content.
  for (const route of ["/contact/", "/es/reservar/"]) {
    test(`${route}, with the portal the other way round, sends documents the other way`, { tag: "@second-site" }, async ({ page }) => {
      const { upload } = clientServices(variantFirm());
      expect(Boolean(upload)).not.toBe(Boolean(clientServices(firm).upload));
      await page.goto(`http://localhost:${ENDPOINT_SITE_PORT}${route}`);
      await expectNotice(page, route.startsWith("/es/") ? "es" : "en", upload);
    });
  }
});
