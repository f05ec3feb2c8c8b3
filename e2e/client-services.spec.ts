import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { firm, variantFirm } from "./content";
import { linkNamed } from "./pattern";
import { ENDPOINT_SITE_PORT } from "./playwright.config";
import { clientServices as servicesOf } from "../src/lib/clientServices";
import { pathIn } from "../src/lib/localPaths";
import { clientServices as en } from "../src/words/en/clientServices/clientServices";
import { clientServices as es } from "../src/words/es/clientServices/clientServices";
import { documentsNotice as enNotice } from "../src/words/en/forms/documentsNotice";
import { documentsNotice as esNotice } from "../src/words/es/forms/documentsNotice";

const words = { en: { ...en, withoutPortal: enNotice.withoutPortal }, es: { ...es, withoutPortal: esNotice.withoutPortal } };

/** The pages that say where documents and payments go: What to bring and the account pages. */
const PANEL_PAGES = ["/what-to-bring/", "/login/", "/signup/", "/forgot-password/"];

/*
 * "Send us documents" and "Pay an invoice" open the firm's own services where its details set them, and the pages
 * say how documents and payments reach the firm where they don't. The published content and the tests' second site
 * (scripts/variant-content.ts) set them the other way round, so both are seen, whichever the editors choose.
 */
const sites = [
  { name: "the published site", origin: "", firm },
  { name: "the second site", origin: `http://localhost:${ENDPOINT_SITE_PORT}`, firm: variantFirm() },
];

async function expectLink(where: ReturnType<Page["getByRole"]>, name: string, url: string | undefined) {
  const link = where.getByRole("link", { name: linkNamed(name) });
  if (url) await expect(link).toHaveAttribute("href", url);
  else await expect(link).toHaveCount(0);
}

for (const site of sites) {
  const { upload, payment } = servicesOf(site.firm);
  for (const language of ["en", "es"] as const) {
    const text = words[language];
    test.describe(`(${language}) a client's services on ${site.name}`, () => {
      test("the header and the footer open them where they are set, and say nothing where not", async ({ page }) => {
        await page.goto(`${site.origin}${pathIn(language, "/")}`);
        const strip = page.getByRole("banner").getByRole("navigation", { name: text.label });
        await expect(strip).toHaveCount(upload || payment ? 1 : 0);
        for (const where of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
          await expectLink(where, text.upload, upload);
          await expectLink(where, text.payment, payment);
        }
      });

      for (const path of PANEL_PAGES) {
        test(`${pathIn(language, path)} opens them, or says how documents and payments reach the firm`, async ({ page }) => {
          await page.goto(`${site.origin}${pathIn(language, path)}`);
          const panel = page.getByRole("main").getByRole("region", { name: text.heading });
          await expect(panel).toBeVisible();
          await expectLink(panel, text.upload, upload);
          await expectLink(panel, text.payment, payment);
          await expect(panel.getByText(text.withoutPortal, { exact: true })).toHaveCount(upload ? 0 : 1);
          const byPhone = panel.getByRole("link", { name: site.firm.phone });
          await expect(byPhone).toHaveCount(payment ? 0 : 1);
          await expect(panel.getByText(text.noCards)).toBeVisible();
          // The account pages lead on to What to bring; What to bring does not lead to itself.
          const checklist = panel.getByRole("link", { name: text.checklist, exact: true });
          if (path === "/what-to-bring/") await expect(checklist).toHaveCount(0);
          else await expect(checklist).toHaveAttribute("href", pathIn(language, "/what-to-bring/"));
          // Never a file field or a card field.
          await expect(page.locator("input[type=file], input[autocomplete^=cc-]")).toHaveCount(0);
        });
      }
    });
  }
}

test("one of the two sites sets the services, and the other doesn't", () => {
  expect(servicesOf(firm)).not.toEqual(servicesOf(variantFirm()));
});
