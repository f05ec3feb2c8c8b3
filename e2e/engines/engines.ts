/*
 * One small interface over the two clients, so that each visit and interaction is written once for both engines:
 * puppeteer-core speaks WebDriver BiDi to Firefox itself (no geckodriver, which Debian does not package, to give
 * WebdriverIO); WebdriverIO speaks classic WebDriver to Debian's WebKitWebDriver, which needs a display (Xvfb).
 * Elements are found as a visitor finds them, by the name they show (MARK_BY_NAME): puppeteer's ARIA queries need
 * Chromium's accessibility protocol, which Firefox's BiDi lacks, so the page itself finds the element and both clients
 * click and type into it natively.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Page } from "puppeteer-core";
import { remote } from "webdriverio";
import { DRAW_EVERY_PART } from "../drawEveryPart";

export interface EnginePage {
  /** Loads `url` and waits for it to hydrate; returns what went wrong, if anything (Firefox also hears page errors). */
  visit(url: string): Promise<string | undefined>;
  /** Clicks the element named `name` (its label, text or aria-label), the first in the page's order. */
  click(name: string): Promise<void>;
  /** Types `text` into the field labelled `label`, in place of what it holds. */
  fill(label: string, text: string): Promise<void>;
  /** The attribute of the element named `name`. */
  attribute(name: string, attribute: string): Promise<string | null>;
  /** Runs `script` (a function's source, given `args`) in the page and returns its result. */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

const HEIGHT = 900;
const WAIT_MS = 15_000;
const HYDRATED = "() => document.documentElement.dataset.hydrated === 'true'";

/** Calls `get` until what it returns passes `done`, and returns that; throws, naming `what`, after WAIT_MS. */
async function poll<T>(what: string, get: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const value = await get();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `script` (given `args`) is true in the page, or throws `what` after WAIT_MS. */
export const waitFor = (page: EnginePage, what: string, script: string, ...args: unknown[]) =>
  poll(what, () => page.run<boolean>(script, ...args), Boolean);

/** Waits until the page's visible text holds `text` (every part drawn while it is read: e2e/drawEveryPart.ts). */
export const waitForText = (page: EnginePage, text: string) =>
  waitFor(
    page,
    `“${text}” on the page`,
    `(text) => {
      const drawAll = document.head.appendChild(Object.assign(document.createElement("style"), { textContent: ${JSON.stringify(DRAW_EVERY_PART)} }));
      const visibleText = document.body.innerText;
      drawAll.remove();
      return visibleText.replace(/\\s+/g, " ").includes(text);
    }`,
    text,
  );

/**
 * Run in the page: marks the first visible element named `name` and returns a CSS selector for it, or "" when there is
 * none. A field is named by its label (or aria-label), a link or button by its aria-label or its text, without what is
 * aria-hidden; a radio button or checkbox is reached through its label, as a visitor clicks it.
 */
const MARK_BY_NAME = `(name) => {
  const words = (text) => (text || "").replace(/\\s+/g, " ").trim();
  // What a screen reader reads of it: its text, without what is hidden from assistive technology.
  const textOf = (element) => {
    const copy = element.cloneNode(true);
    copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
    return words(copy.textContent);
  };
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const nameOf = (element) => {
    if (element.getAttribute("aria-label")) return words(element.getAttribute("aria-label"));
    const by = element.getAttribute("aria-labelledby");
    if (by) return words(by.split(" ").map((id) => document.getElementById(id)?.textContent).join(" "));
    if (element.labels && element.labels.length > 0) return textOf(element.labels[0]);
    return textOf(element);
  };
  const candidates = document.querySelectorAll("a, button, input, select, textarea, [role=button], summary");
  for (const element of candidates) {
    if (nameOf(element) !== name) continue;
    const choice = element.matches("input[type=radio], input[type=checkbox]") && element.labels?.[0];
    const target = choice || element;
    if (!visible(target)) continue;
    // In the middle of the window, clear of the sticky header and the floating chat button, as a visitor scrolls to it.
    target.scrollIntoView({ block: "center", behavior: "instant" });
    target.dataset.engineTarget = String(Number(document.documentElement.dataset.engineTargets || 0) + 1);
    document.documentElement.dataset.engineTargets = target.dataset.engineTarget;
    return '[data-engine-target="' + target.dataset.engineTarget + '"]';
  }
  return "";
}`;

/** Run in the page: whether the element `selector` finds is where it was two frames ago. */
const STILL = `(selector) => new Promise((resolve) => {
  const top = () => document.querySelector(selector).getBoundingClientRect().top;
  const before = top();
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(top() === before)));
})`;

/** Run in the page: what has the focus, and whether the page has it, in words for a log. */
const FOCUSED = `() => {
  const active = document.activeElement;
  return (active ? active.tagName.toLowerCase() + (active.id ? "#" + active.id : "") : "nothing") + (document.hasFocus() ? "" : ", the page without the focus");
}`;

/** The selector of the element named `name`, once there is one (MARK_BY_NAME). */
async function selectorOf(run: EnginePage["run"], name: string): Promise<string> {
  const selector = await poll(`an element named “${name}”`, () => run<string>(MARK_BY_NAME, name), Boolean);
  // Still for two frames: a click computed while the page still scrolls to the element lands beside it.
  await poll(`“${name}” to stop moving`, () => run<boolean>(STILL, selector), Boolean);
  // Enabled, as a visitor waits for a greyed-out field: the estimate's fields stay disabled until its draft is back,
  // which can come a frame after the page is marked hydrated; a click before focused nothing (Firefox, a busy machine).
  await poll(
    `“${name}” to be enabled`,
    () => run<boolean>("(selector) => !document.querySelector(selector).matches(':disabled')", selector),
    Boolean,
  );
  return selector;
}

/**
 * The tab's viewport by WebDriver BiDi's own `browsingContext.setViewport`. Puppeteer's `page.setViewport` sends
 * `emulation.setScreenOrientationOverride` beside it, which Firefox ESR 140 answers "unknown command"; the
 * orientation is no part of what these checks read.
 */
async function setViewport(page: Page, width: number): Promise<void> {
  const { browsingContext } = page.mainFrame() as unknown as { browsingContext?: { setViewport(options: object): Promise<void> } };
  if (!browsingContext) throw new Error("Puppeteer's Firefox frame no longer gives its browsing context: set the viewport another way");
  await browsingContext.setViewport({ viewport: { width, height: HEIGHT }, devicePixelRatio: null });
}

export async function openFirefox(width: number): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX ?? "/usr/bin/firefox-esr",
    headless: true,
    // A file the page makes (the estimate's calendar) is saved without a question and without opening the downloads
    // panel, which took the window's focus from the pages visited after it.
    extraPrefsFirefox: {
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.alwaysOpenPanel": false,
      "browser.download.folderList": 2,
      "browser.download.dir": mkdtempSync(join(tmpdir(), "firefox-downloads-")),
    },
  });
  let page = await browser.newPage();
  // The width from the start, as each visit's tab sets it again: a check before the first visit reads it too.
  await setViewport(page, width);
  let errors: string[] = [];
  const run = <T>(script: string, ...args: unknown[]) => page.evaluate(`(${script})(...${JSON.stringify(args)})`) as Promise<T>;
  return {
    async visit(url) {
      // Each visit in a tab of its own, whose errors alone it hears: a page left while it still loads (a prefetch,
      // a font) reports what it could not finish, which is no error of the page visited next.
      const previous = page;
      page = await browser.newPage();
      await previous.close();
      page.setDefaultTimeout(WAIT_MS);
      await setViewport(page, width);
      const heard: string[] = (errors = []);
      page.on("pageerror", (error) => heard.push(String(error)));
      page.on("console", (message) => message.type() === "error" && heard.push(message.text()));
      try {
        await page.goto(url);
        // Asked in turns, not with waitForFunction: that builds its check with Function(), which the site's
        // Content-Security-Policy blocks in Firefox ESR 140.
        await poll("the page to be hydrated", () => run<boolean>(HYDRATED), Boolean);
        // The page has the focus, as a visitor's has: a new tab sometimes did not, and then a click focused no field.
        await poll("the page to have the focus", () => page.bringToFront().then(() => run<boolean>("() => document.hasFocus()")), Boolean);
      } catch (error) {
        errors.push(String(error));
      }
      return errors.length > 0 ? errors.join("; ") : undefined;
    },
    click: async (name) => page.click(await selectorOf(run, name)),
    async fill(label, text) {
      // Clicked, then typed key by key once it has the focus, as a visitor waits for the caret: puppeteer's own fill(),
      // and keys typed at once after the click on a busy machine, left a field empty in Firefox.
      const selector = await selectorOf(run, label);
      await page.click(selector);
      // A click that focused nothing fails the check (which runs once more, run.ts) saying what had the focus instead,
      // as the cause (Firefox, now and then, on a busy machine) is not known.
      await poll(
        `“${label}” to have the focus`,
        () => run<boolean>("(selector) => document.activeElement === document.querySelector(selector)", selector),
        Boolean,
      ).catch(async (error: unknown) => {
        throw new Error(`${(error as Error).message}; the focus was on ${await run<string>(FOCUSED)}`);
      });
      await run("(selector) => document.querySelector(selector).select()", selector);
      await page.keyboard.type(text);
    },
    attribute: async (name, attribute) =>
      run<string | null>("(selector, key) => document.querySelector(selector).getAttribute(key)", await selectorOf(run, name), attribute),
    run,
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    close: () => browser.close(),
  };
}

/** Port of the WebKitWebDriver this process starts; Xvfb's display number beside it. */
const WEBKIT_DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4445);

/**
 * A GTK configuration whose style shrinks MiniBrowser's toolbar to nothing: its buttons and address box hold the
 * window at 447 px or wider, so a phone's 375 px would not be reached. The page's own text is WebKit's, not GTK's.
 */
function shrunkenToolbarConfig(): string {
  const config = mkdtempSync(join(tmpdir(), "minibrowser-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }");
  return config;
}

/** Xvfb and WebKitWebDriver, started for one page, and the session they give. */
async function startWebKit(): Promise<{ browser: WebdriverIO.Browser; started: ChildProcess[] }> {
  const display = process.env.DISPLAY ?? `:${WEBKIT_DRIVER_PORT % 1000}`;
  const started: ChildProcess[] = [];
  if (!process.env.DISPLAY) started.push(spawn("Xvfb", [display, "-screen", "0", `1280x${HEIGHT}x24`], { stdio: "ignore" }));
  const env = { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: shrunkenToolbarConfig() };
  started.push(spawn("WebKitWebDriver", [`--port=${WEBKIT_DRIVER_PORT}`], { stdio: "ignore", env }));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    const browser = await remote({
      hostname: "127.0.0.1",
      port: WEBKIT_DRIVER_PORT,
      path: "/",
      logLevel: "error",
      waitforTimeout: WAIT_MS,
      // A session that has not started in a minute will not: the caller starts the driver again (openWebKit).
      connectionRetryTimeout: 60_000,
      connectionRetryCount: 0,
      capabilities: {
        "webkitgtk:browserOptions": {
          binary: process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
          args: ["--automation"],
        },
      } as WebdriverIO.Capabilities,
    });
    return { browser, started };
  } catch (error) {
    for (const child of started) child.kill();
    throw error;
  }
}

/**
 * WebKit at `width`. Once in a whole run, on a busy machine, MiniBrowser never answered WebKitWebDriver's new session
 * (the request waited eight minutes): a start that fails is tried once more, with a new display and driver.
 */
export async function openWebKit(width: number): Promise<EnginePage> {
  const { browser, started } = await startWebKit().catch(async (error: unknown) => {
    console.error(`WebKit did not start (${String(error).split("\n")[0]}); starting it once more`);
    // The stopped display's lock goes as Xvfb exits.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return startWebKit();
  });
  await browser.setWindowSize(width, HEIGHT);
  const run = <T>(script: string, ...args: unknown[]) => browser.execute(`return (${script})(...${JSON.stringify(args)})`) as Promise<T>;
  const element = async (name: string) => browser.$(await selectorOf(run, name));
  return {
    async visit(url) {
      try {
        // Classic WebDriver hears no page errors: a listener set before the page's scripts would need BiDi, which
        // WebKitWebDriver lacks. Hydration is the check: an error that stops it fails here.
        await browser.url(url);
        await browser.waitUntil(() => run<boolean>(HYDRATED), { timeout: WAIT_MS });
        return undefined;
      } catch (error) {
        return String(error).split("\n")[0];
      }
    },
    click: async (name) => (await element(name)).click(),
    fill: async (label, text) => (await element(label)).setValue(text),
    attribute: async (name, attribute) => (await element(name)).getAttribute(attribute),
    run,
    screenshot: async (file) => writeFileSync(file, Buffer.from(await browser.takeScreenshot(), "base64")),
    async close() {
      await browser.deleteSession();
      for (const child of started) child.kill();
    },
  };
}
