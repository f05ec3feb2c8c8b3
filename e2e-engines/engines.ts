/*
 * One small interface over the two clients: puppeteer-core speaks WebDriver BiDi to Firefox itself (no driver to
 * download), WebdriverIO speaks classic WebDriver to Debian's WebKitWebDriver, which needs a display (Xvfb).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";

export interface EnginePage {
  /** Loads `url` and waits for it to hydrate; returns what went wrong, if anything. */
  visit(url: string): Promise<string | undefined>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

const HEIGHT = 900;
const HYDRATED_WITHIN_MS = 15_000;
const hydrated = () => document.documentElement.dataset.hydrated === "true";

export async function openFirefox(width: number): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX ?? "/usr/bin/firefox-esr",
    headless: true,
  });
  const page = await browser.newPage();
  await page.setViewport({ width, height: HEIGHT });
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return {
    async visit(url) {
      errors = [];
      try {
        await page.goto(url);
        await page.waitForFunction(hydrated, { timeout: HYDRATED_WITHIN_MS });
      } catch (error) {
        errors.push(String(error));
      }
      return errors.length > 0 ? errors.join("; ") : undefined;
    },
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    close: () => browser.close(),
  };
}

/** Port of the WebKitWebDriver this process starts; Xvfb's display number beside it. */
const WEBKIT_DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4445);

export async function openWebKit(width: number): Promise<EnginePage> {
  const display = process.env.DISPLAY ?? `:${WEBKIT_DRIVER_PORT % 1000}`;
  const started: ChildProcess[] = [];
  if (!process.env.DISPLAY) started.push(spawn("Xvfb", [display, "-screen", "0", `1280x${HEIGHT}x24`], { stdio: "ignore" }));
  started.push(spawn("WebKitWebDriver", [`--port=${WEBKIT_DRIVER_PORT}`], { stdio: "ignore", env: { ...process.env, DISPLAY: display } }));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const browser = await remote({
    hostname: "127.0.0.1",
    port: WEBKIT_DRIVER_PORT,
    path: "/",
    logLevel: "error",
    capabilities: {
      "webkitgtk:browserOptions": {
        binary: process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
        args: ["--automation"],
      },
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(width, HEIGHT);
  return {
    async visit(url) {
      try {
        // Classic WebDriver hears no page errors: a listener set before the page's scripts would need BiDi, which
        // WebKitWebDriver lacks. Hydration is the check: an error that stops it fails here.
        await browser.url(url);
        await browser.waitUntil(() => browser.execute(hydrated), { timeout: HYDRATED_WITHIN_MS });
        return undefined;
      } catch (error) {
        return String(error).split("\n")[0];
      }
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await browser.takeScreenshot(), "base64")),
    async close() {
      await browser.deleteSession();
      for (const child of started) child.kill();
    },
  };
}
