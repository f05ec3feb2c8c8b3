/*
 * public/_headers: the security headers, the pages' one Content-Security-Policy with the hashes of their inline
 * scripts, and the caching rules (src/node/securityHeaders.ts).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { builtScriptsAndStyles } from "./builtPages";
import { headersFile, type PageHtml } from "./securityHeaders";

/** Writes the headers of the built site, from its pages' final HTML (`pages`, 404.html among them). */
export function writeHeaders(publicDir: string, pages: readonly PageHtml[]): void {
  if (!pages.some((page) => page.path === "/404.html")) throw new Error("public/404.html is missing: hosts send it for every unknown address");
  const site = { pages, assets: builtScriptsAndStyles(publicDir) };
  const options = { inquiryEndpoint: process.env.GATSBY_INQUIRY_ENDPOINT, servedOverHttps: process.env.SERVED_OVER_HTTPS === "1" };
  writeFileSync(path.join(publicDir, "_headers"), headersFile(site, options));
}
