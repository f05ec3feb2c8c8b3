import { test, expect, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";
import { firm, paidConsultation, pricing, spanishNoticeRoutes, spanishPricing, spanishRoutes, variantFirm } from "./content";
import { spanishServiceText } from "../src/lib/spanishService";
import { spanishService as esSpanishService } from "../src/words/es/common/spanishService";
import { clientServices as esClientServices } from "../src/words/es/clientServices/clientServices";
import { ENDPOINT_SITE_PORT } from "./playwright.config";
import { pathIn } from "../src/lib/localPaths";
import { bookingTarget } from "../src/lib/booking";

/*
 * The second site of the tests is built from a copy of the content whose English lists are all reversed, the
 * Spanish left as written (scripts/build-e2e-sites.mjs). If translations followed their place in a list, its
 * Spanish pages would show one plan's name with another's price, one deadline's title with another's date. Its firm
 * also sets no service in Spanish (e2e/spanish.spec.ts), and has its scheduling page and document portal the other
 * way round (e2e/book.spec.ts, e2e/documents-notice.spec.ts), and its upload link and payment page too
 * (e2e/client-services.spec.ts): that sentence, the documents notice, the booking button's link and the client's
 * services are left out of the comparison, and so are the account pages, which lead to the portal on the site
 * that names one (e2e/account.spec.ts) and hold no list of the content.
 */
const REVERSED_SITE = `http://localhost:${ENDPOINT_SITE_PORT}`;
const ACCOUNT_PAGES = ["/login/", "/signup/", "/forgot-password/"].map((path) => pathIn("es", path));
const VISITOR_DAY = new Date("2026-12-10T10:00:00");

interface PageFacts {
  /** Each element's id with its text: the anchors, and what each one names. */
  anchors: Record<string, string>;
  /** The text of every block a list or a table is made of, in the page's order. */
  blocks: string[];
  /** Every link's text with its address. */
  links: string[];
}

const SPANISH_SERVICE = spanishServiceText(firm.spanishService, esSpanishService) ?? "";

/** Where the booking button leads on either site: the scheduling page where one is set, else the Spanish contact form. */
const bookingLinks = () =>
  [firm.schedulerUrl, variantFirm().schedulerUrl, pathIn("es", bookingTarget(undefined, paidConsultation.id))].filter((link): link is string =>
    Boolean(link),
  );

async function factsOf(page: Page, url: string): Promise<PageFacts> {
  await page.clock.setFixedTime(VISITOR_DAY);
  await page.goto(url);
  await waitForHydration(page);
  return page.locator("body").evaluate(
    (body, { spanishService, firmLinks, forClients }) => {
      for (const said of body.querySelectorAll("p")) if (said.textContent.trim() === spanishService) said.remove();
      // The client's services, set on one site only: the header's line, the footer's list and the pages' panel.
      for (const services of body.querySelectorAll(`[aria-label="${forClients}"], [aria-labelledby="client-services"]`)) services.remove();
      for (const heading of body.querySelectorAll("footer h2"))
        if (heading.textContent.trim() === forClients) {
          heading.nextElementSibling?.remove();
          heading.remove();
        }
      for (const notice of body.querySelectorAll('[role="note"]')) notice.remove();
      for (const link of body.querySelectorAll("a[href]")) if (firmLinks.includes(link.getAttribute("href")!)) link.remove();
      const BLOCKS = "li, article, tr, option";
      const text = (element: Element) => element.textContent.replace(/\s+/g, " ").trim();
      // A row of a table with column headers is told by its first cell, then each cell with its column's header,
      // whatever the columns' order.
      const row = (tr: Element) => {
        const headRow = tr.closest("table")?.querySelector("thead tr");
        if (!headRow) return text(tr);
        const heads = [...headRow.children].map(text);
        const [header, ...cells] = [...tr.children];
        return [text(header), ...cells.map((cell, index) => `${heads[index + 1] ?? ""}: ${text(cell)}`).sort()].join(" ");
      };
      // A block that holds blocks (a plan's card and its list) is told by its own text, then its blocks, whatever their order.
      const described = (element: Element): string => {
        if (element.tagName === "TR") return row(element);
        const inner = [...element.querySelectorAll(BLOCKS)].map(described);
        if (inner.length === 0) return text(element);
        const own = element.cloneNode(true) as Element;
        for (const nested of own.querySelectorAll(BLOCKS)) nested.remove();
        return [text(own), ...inner.sort()].join(" | ");
      };
      // An element that holds blocks (a list, the page's main) is told by its blocks, whatever their order.
      const contents = (element: Element) => {
        const inner = [...element.querySelectorAll(BLOCKS)].map(described);
        return inner.length > 0 ? inner.sort().join(" | ") : text(element);
      };
      const anchors = Object.fromEntries(
        [...body.querySelectorAll("[id]:not(script, style)")]
          .filter((element) => text(element) !== "")
          .map((element) => [element.id, contents(element)]),
      );
      const blocks = [...body.querySelectorAll(BLOCKS)].map(described);
      const links = [...body.querySelectorAll("a[href]")].map((link) => `${text(link)} → ${link.getAttribute("href")}`);
      return { anchors, blocks, links };
    },
    { spanishService: SPANISH_SERVICE, firmLinks: bookingLinks(), forClients: esClientServices.label },
  );
}

const sorted = (items: string[]) => [...items].sort();

test.describe("Spanish pages of content whose English lists are reordered", () => {
  const compared = spanishRoutes.filter((path) => !path.includes("/blog/") && !spanishNoticeRoutes.includes(path) && !ACCOUNT_PAGES.includes(path));
  for (const route of compared) {
    test(`${route} shows each entry with its own facts and anchor`, async ({ page }) => {
      const published = await factsOf(page, route);
      const reordered = await factsOf(page, `${REVERSED_SITE}${route}`);
      expect(reordered.anchors).toEqual(published.anchors);
      expect(sorted(reordered.blocks)).toEqual(sorted(published.blocks));
      expect(sorted(reordered.links)).toEqual(sorted(published.links));
    });
  }

  test("the reordered site lists the plans in its English's order, each with its own price", async ({ page }) => {
    const [section] = pricing;
    const spanish = spanishPricing.find((entry) => entry.id === section.id)!;
    const spanishTitle = (id: string) => spanish.plans.find((plan) => plan.id === id)!.title;
    await page.goto(`${REVERSED_SITE}${pathIn("es", "/pricing")}`);
    const region = page.getByRole("region", { name: spanish.title, exact: true });
    // The order follows the English, reversed here; every plan keeps its own price.
    const reversedPlans = [...section.plans].reverse();
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(reversedPlans.map((plan) => spanishTitle(plan.id)));
    for (const plan of reversedPlans) {
      await expect(region.getByRole("article", { name: spanishTitle(plan.id), exact: true })).toContainText(plan.price.replace(/\/.*/, ""));
    }
  });
});
