import { writeFileSync } from "node:fs";
import path from "node:path";

/** public/robots.txt: everything may be crawled but the content manager, and the sitemap is at the site's own address. */
export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
}
