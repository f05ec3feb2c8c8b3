import { test, expect, MISSING_PAGE, NOT_FOUND_ERROR } from "./fixtures";
import { type Page } from "@playwright/test";
import { englishRoutes, firm, footerLinks, home, navigation } from "./content";
import { expectPageStructure } from "./everyPage";
import { sitePath } from "../src/lib/links";
import { PAGE_FADE_MS } from "../src/lib/motion";

const isMobile = (name: string) => name === "mobile";

async function openMenuIfMobile(page: Page, project: string) {
  if (!isMobile(project)) return;
  await page.getByRole("button", { name: "Menu" }).click();
}

test.describe("header", () => {
  test("links to every page and to login and signup", async ({ page }, testInfo) => {
    await page.goto("/");
    await openMenuIfMobile(page, testInfo.project.name);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of [...navigation.header, ...navigation.account]) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", sitePath(link.url));
    }
    for (const link of navigation.header) expect(englishRoutes, `${link.label} leads to a page of the site`).toContain(sitePath(link.url));
  });

  for (const link of navigation.header) {
    test(`marks ${link.label} as the current page on ${link.url}`, async ({ page }, testInfo) => {
      await page.goto(sitePath(link.url));
      await openMenuIfMobile(page, testInfo.project.name);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("the logo leads home", async ({ page }) => {
    await page.goto("/pricing/");
    await page
      .getByRole("link", { name: `${firm.brand}, home` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the menu button exists below the desktop breakpoint");
  });

  test("opens below the header and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.y).toBe(80); // 5rem from the top
    const [link] = navigation.header;
    await menu.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(link.url)}$`));
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes it and gives focus back to the button", async ({ page }) => {
    await page.goto("/about/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the logo closes it", async ({ page }) => {
    await page.goto("/faq/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${firm.brand}, home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("the account links (Login, Signup) are in the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    const last = navigation.account[navigation.account.length - 1];
    await menu.getByRole("link", { name: last.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(last.url)}$`));
  });
});

test.describe("footer", () => {
  test("has the brand, the tagline, the e-mail and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(firm.tagline, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
    await expect(footer.getByText(`© ${firm.foundedYear} ${firm.brand}. All rights reserved.`)).toBeVisible();
  });

  test("has the columns of the menus' content and their article links, in order", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of navigation.footer) await expect(footer.getByRole("heading", { name: column.title, exact: true })).toBeVisible();
    const hrefs = await footer.locator('a[href^="/blog/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const articleLinks = footerLinks.filter((link) => link.url.startsWith("/blog/")).map((link) => sitePath(link.url));
    expect(articleLinks.length).toBeGreaterThan(0);
    expect(hrefs).toEqual(articleLinks);
  });

  test("opens the tax authority's pay and refund pages in a new tab", async ({ page }) => {
    await page.goto("/");
    const external = page.getByRole("contentinfo").locator('a[href^="http"]');
    await expect(external).toHaveCount(footerLinks.filter((link) => /^https?:/.test(link.url)).length);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});

test.describe("floating elements", () => {
  test("the chat link opens a conversation with the greeting, in a new tab", async ({ page }) => {
    await page.goto("/services/");
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    const href = new URL((await chat.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toBe(`/${firm.chat.number}`);
    expect(href.searchParams.get("text")).toBe(firm.chat.greeting);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the scroll progress bar appears only past 10 px", async ({ page }) => {
    await page.goto("/about/");
    const bar = page.getByRole("progressbar", { name: "Page scroll progress" });
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForFunction(() => window.scrollY === 10);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });
});

test.describe("navigation", () => {
  test("a route change starts the new page at its top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: firm.email }).isVisible();
    await page.getByRole("main").getByRole("link", { name: "Explore Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link to an anchor lands on the anchor", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: home.testimonials.linkLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/about\/#testimonials$/);
    await expect(page.locator("#testimonials")).toBeInViewport();
  });

  test("a new page fades in, and not at all when the visitor prefers reduced motion", async ({ page }) => {
    const fadeOf = () =>
      page.getByRole("main").evaluate((main) => {
        const style = getComputedStyle(main.firstElementChild!);
        return { name: style.animationName, duration: parseFloat(style.animationDuration) };
      });
    await page.goto("/pricing/");
    expect((await fadeOf()).name).toBe("none"); // the first page simply appears
    await page.getByRole("main").getByRole("link", { name: "Request Custom Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const normal = await fadeOf();
    expect(normal.name).not.toBe("none");
    expect(normal.duration).toBeCloseTo(0.2);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/pricing/");
    await page.getByRole("main").getByRole("link", { name: "Request Custom Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect((await fadeOf()).duration).toBeLessThan(0.001);
  });

  /**
   * Watches the page being left until it is replaced: its opacity frame by frame, and every transition of its
   * opacity as it starts (read when its class changes, so a busy machine that skips frames cannot hide one).
   */
  async function watchLeavingPage(page: Page) {
    await page.evaluate(() => {
      const wrapper = document.querySelector("main > div")!;
      const seen = { opacities: [] as number[], fades: [] as { to: string; ms: number }[] };
      (window as unknown as { leavingPage: typeof seen }).leavingPage = seen;
      const tick = () => {
        if (!wrapper.isConnected) return;
        seen.opacities.push(parseFloat(getComputedStyle(wrapper).opacity));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        for (const animation of wrapper.getAnimations()) {
          if (!(animation instanceof CSSTransition) || animation.transitionProperty !== "opacity") continue;
          const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
          seen.fades.push({ to: String(keyframes.at(-1)!.opacity), ms: Number(animation.effect!.getTiming().duration) });
        }
      }).observe(wrapper, { attributes: true, attributeFilter: ["class"] });
    });
    return () =>
      page.evaluate(() => (window as unknown as { leavingPage: { opacities: number[]; fades: { to: string; ms: number }[] } }).leavingPage);
  }

  test("the old page fades out before the new one comes in", async ({ page }) => {
    await page.goto("/faq/");
    const leavingPage = await watchLeavingPage(page);
    await page.getByRole("main").getByRole("link", { name: "Contact Us Directly" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect((await leavingPage()).fades).toEqual([{ to: "0", ms: PAGE_FADE_MS }]);
  });

  test("with reduced motion the new page replaces the old one without fading", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/faq/");
    const leavingPage = await watchLeavingPage(page);
    await page.getByRole("main").getByRole("link", { name: "Contact Us Directly" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const { opacities, fades } = await leavingPage();
    expect(fades).toEqual([]);
    expect(opacities.length).toBeGreaterThan(0);
    expect(Math.min(...opacities)).toBe(1);
  });
});

// Every page's structure is checked in e2e/every-page.spec.ts.
test.describe("structure", () => {
  test.describe("an unknown address", () => {
    test.use({ expectedConsoleErrors: NOT_FOUND_ERROR });
    test("has one h1, the landmarks, a skip link and its serif in one weight", async ({ page }) => {
      await page.goto(MISSING_PAGE);
      await expectPageStructure(page, MISSING_PAGE);
    });
  });

  test("focus is visible on links and buttons", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe("unknown paths", () => {
  test.use({ expectedConsoleErrors: NOT_FOUND_ERROR });
  test("answer 404 with a page that leads back", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the page sent for unknown paths", () => {
  // The 404 itself, and the inline script this test plants, which the policy must refuse.
  test.use({ expectedConsoleErrors: /status of 404|CSP violation: script-src|inline script violates/ });
  test("is answered with its own Content-Security-Policy: its scripts run, a planted one does not", async ({ page }) => {
    const response = await page.goto(MISSING_PAGE); // waits for hydration: the page's own inline scripts were allowed
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    const planted = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true });
        setTimeout(() => resolve("no violation"), 2000);
      });
      const script = document.createElement("script");
      script.textContent = "window.plantedScriptRan = true";
      document.head.append(script);
      return { ran: "plantedScriptRan" in window, blockedBy: await violation };
    });
    expect(planted).toEqual({ ran: false, blockedBy: "script-src-elem" });
  });
});
