import type { GatsbyConfig } from "gatsby";
import { languageEntry, FIRST_LANGUAGE, type Language } from "./src/lib/languages";
import { palette } from "./src/theme/tokens";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Tallyfield",
    // The one place the public address of the site is set.
    siteUrl: process.env.SITE_URL ?? "https://www.example.com",
  },
  // The query types go beside the printed schema; `npm run update:generated` copies them to the committed
  // src/gatsby-types.d.ts, so that lint, tsc and the unit tests need no build (scripts/check-generated.ts).
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: ".cache/generated/gatsby-types.d.ts" },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // Every page is published as `/about/`, the form Cloudflare Pages and Netlify answer 200 for (`/about` redirects there).
  trailingSlash: "always",
  plugins: [
    // Preact in place of React in the browser (3 KiB instead of 45): the site's JavaScript budget.
    "gatsby-plugin-preact",
    "gatsby-plugin-emotion",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Tallyfield Tax & Business Services",
        short_name: "Tallyfield",
        start_url: "/",
        background_color: palette.paper,
        theme_color: palette.navy,
        display: "minimal-ui",
        icon: "src/images/source/logo-mark.svg",
        // The two sizes an installed site asks for; each is also an apple-touch-icon link in every page's <head>,
        // where the plugin's eight default sizes cost a page's first round trip about 120 bytes.
        icons: [192, 512].map((size) => ({ src: `/icons/icon-${size}x${size}.png`, sizes: `${size}x${size}`, type: "image/png" })),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The not-found page carries noindex and stays out of the sitemap too. The account pages are listed:
        // clients look for "<firm> login", and nothing on them is private.
        excludes: ["/404", "/404.html", "/dev-404-page"],
        // Each page with its addresses in the other languages (hreflang alternates, from its page context).
        query: `{
          site { siteMetadata { siteUrl } }
          allSitePage { nodes { path pageContext } }
        }`,
        serialize: ({ path, pageContext }: { path: string; pageContext?: { alternates?: Partial<Record<Language, string>> } }) => {
          const alternates = Object.entries(pageContext?.alternates ?? {}) as [Language, string][];
          return {
            url: path,
            ...(alternates.length > 1 && {
              links: [
                ...alternates.map(([code, url]) => ({ lang: languageEntry(code).hreflang, url })),
                { lang: "x-default", url: pageContext!.alternates![FIRST_LANGUAGE] },
              ],
            }),
          };
        },
      },
    },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-transformer-yaml",
    {
      resolve: "gatsby-transformer-remark",
      // Each image an article shows is given its file's width and height (plugins/gatsby-remark-image-size).
      options: { plugins: [{ resolve: "gatsby-remark-image-size", options: { staticDir: `${__dirname}/static` } }] },
    },
    {
      resolve: "gatsby-source-filesystem",
      // CONTENT_DIR lets the CMS's end-to-end test build the site from its own copy of the content.
      options: { name: "content", path: process.env.CONTENT_DIR ?? `${__dirname}/content` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images` },
    },
  ],
};

export default config;
