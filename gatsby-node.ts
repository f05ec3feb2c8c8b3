import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { headersFile } from "./src/lib/securityHeaders";
import { loadScriptsAfterFirstPaint } from "./src/lib/scriptsAfterFirstPaint";
import { builtPages, builtScriptsAndStyles } from "./src/lib/builtPages";
import { sitePath, withSitePaths } from "./src/lib/links";
import { calendarFiles, writeCalendarFiles } from "./src/lib/calendarFiles";
import type { Deadline } from "./src/lib/deadlines";
import { graphqlTypeDefs } from "./src/lib/content/graphqlTypes";
import { FILE_TYPES, MARKDOWN_TYPES } from "./src/lib/content/types";
import { contentIn, type Translated } from "./src/lib/content/translation";
import { LANGUAGES, PUBLISHED_LANGUAGES, type Language } from "./src/lib/languages";
import { localPathOf, pathIn, PAGES_WITH_SPANISH_PATHS } from "./src/lib/localPaths";
import type { BuildArgs, CreateNodeArgs, GatsbyNode } from "gatsby";

/** Every content type's GraphQL type, from its one declaration (src/lib/content/types). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs());
};

interface MarkdownFields {
  collection: string;
  lang: Language;
  name: string;
  slug: string;
}
/** A Markdown page's node: its fields are set by onCreateNode, and a file it refuses has none. */
interface MarkdownNode {
  frontmatter: Record<string, unknown>;
  fields?: MarkdownFields;
}
interface NodeModel {
  findOne(args: { type: string; query: unknown }): Promise<MarkdownNode | null>;
  /** Found by a field, so each has its fields. */
  findAll(args: { type: string; query: unknown }): Promise<{ entries: Iterable<Required<MarkdownNode>> }>;
}
/** Gatsby types `createResolvers` as a bare Function. */
type CreateResolvers = (resolvers: Record<string, unknown>) => void;

/**
 * Links to our own pages in Markdown ("/contact") are published in the form the host answers 200 for. A
 * translated page's front matter holds only its translated fields; the rest (the date, the author) is its
 * English page's, as for the YAML files.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  (createResolvers as CreateResolvers)({
    MarkdownRemark: {
      html: {
        resolve: async (
          source: MarkdownNode,
          args: unknown,
          context: { nodeModel: NodeModel },
          info: { originalResolver: (...args: unknown[]) => unknown },
        ) => {
          const html = ((await info.originalResolver(source, args, context, info)) as string | null) ?? "";
          const lang = source.fields?.lang ?? "en";
          if (lang === "en") return withSitePaths(html);
          // A translated page's links lead to pages of its language, or to the English article where there is none.
          const { entries } = await context.nodeModel.findAll({
            type: "MarkdownRemark",
            query: { filter: { fields: { lang: { eq: lang } } } },
          });
          const translated = new Set([...entries].map((node) => sitePath(node.fields.slug)));
          return withSitePaths(html, (link) => localPathOf(lang, link, translated));
        },
      },
      frontmatter: {
        resolve: async (source: MarkdownNode, _args: unknown, context: { nodeModel: NodeModel }) => {
          if (!source.fields) return source.frontmatter;
          const { collection, lang, name } = source.fields;
          const type = MARKDOWN_TYPES.find((markdownType) => markdownType.folder === collection);
          if (!type || lang === "en") return source.frontmatter;
          const english = await context.nodeModel.findOne({
            type: "MarkdownRemark",
            query: { filter: { fields: { collection: { eq: collection }, lang: { eq: "en" }, name: { eq: name } } } },
          });
          return english ? contentIn(type.fields, { en: english.frontmatter, [lang]: source.frontmatter }, lang) : source.frontmatter;
        },
      },
    },
  });
};

/** The template of each folder of Markdown pages; their addresses come from the declarations (types/markdown.ts). */
const TEMPLATES: Record<string, string> = { blog: "src/templates/article.tsx", legal: "src/templates/legal.tsx" };
const MARKDOWN_PAGES: Partial<Record<string, { prefix: string; template: string }>> = Object.fromEntries(
  MARKDOWN_TYPES.map((type) => [type.folder, { prefix: type.prefix, template: TEMPLATES[type.folder] }]),
);

/** The YAML content files by the type gatsby-transformer-yaml gives their node ("ServicesYaml"). */
const FILE_TYPES_BY_NODE_TYPE = new Map(FILE_TYPES.map((type) => [`${type.typeName}Yaml`, type]));

/**
 * A YAML file's content in each language, as a node of its own ("Services", with `lang`), children of the
 * file's node: the English as written, the Spanish with the English beside it for what is not translated
 * (src/lib/content/translation.ts).
 */
function createContentNodes({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs) {
  const type = FILE_TYPES_BY_NODE_TYPE.get(node.internal.type);
  if (!type) return;
  for (const lang of LANGUAGES) {
    const content = { ...contentIn(type.fields, node as unknown as Translated, lang), lang };
    const child = {
      ...content,
      id: createNodeId(`${node.id} ${lang}`),
      parent: node.id,
      children: [],
      internal: { type: type.typeName, contentDigest: createContentDigest(content) },
    };
    // Not awaited: on a node of its own, Gatsby creates the child at once.
    void actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  }
}

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createContentNodes(args);
  const { node, getNode, actions, reporter } = args;
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as { name: string; relativeDirectory: string; relativePath: string } | undefined;
  const [collection = "", lang = ""] = (file?.relativeDirectory ?? "").split("/");
  const kind = MARKDOWN_PAGES[collection];
  if (!kind || !file?.name || !(LANGUAGES as readonly string[]).includes(lang)) {
    const folders = Object.keys(MARKDOWN_PAGES).flatMap((folder) => LANGUAGES.map((language) => `content/${folder}/${language}`));
    reporter.panicOnBuild(`content/${file?.relativePath ?? ""}: Markdown files belong in ${folders.join(", ")}.`);
    return;
  }
  actions.createNodeField({ node, name: "collection", value: collection });
  actions.createNodeField({ node, name: "lang", value: lang });
  // The file's name, shared by a page and its translations.
  actions.createNodeField({ node, name: "name", value: file.name });
  actions.createNodeField({ node, name: "slug", value: pathIn(lang as Language, `${kind.prefix}${file.name}`) });
};

/** The languages pages are published in: English, and Spanish once every page of it is ready (issue 14). */
const PAGE_LANGUAGES = PUBLISHED_LANGUAGES;

/**
 * Each page of src/pages in every language: the English at its own address, the Spanish at its Spanish one
 * (src/lib/localPaths.ts), each told its language and the other's address. The not-found page stays one.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.lang || !PAGES_WITH_SPANISH_PATHS.includes(page.path)) return;
  const alternates = Object.fromEntries(PAGE_LANGUAGES.map((lang) => [lang, pathIn(lang, page.path)]));
  actions.deletePage(page);
  for (const lang of PAGE_LANGUAGES) {
    actions.createPage({ ...page, path: alternates[lang], context: { ...page.context, lang, alternates } });
  }
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  const result = await args.graphql<{
    allMarkdownRemark: { nodes: { id: string; fields: { slug: string; collection: string; lang: Language; name: string } }[] };
  }>(`
    query MarkdownPages {
      allMarkdownRemark {
        nodes {
          id
          fields {
            slug
            collection
            lang
            name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The Markdown pages in content/ could not be read", result.errors as Error[] | undefined);
    return;
  }
  const pages = result.data.allMarkdownRemark.nodes.filter((node) => PAGE_LANGUAGES.includes(node.fields.lang));
  // A page and its translations share their file's name.
  const addresses = new Map<string, Partial<Record<Language, string>>>();
  for (const { fields } of pages) {
    const key = `${fields.collection}/${fields.name}`;
    addresses.set(key, { ...addresses.get(key), [fields.lang]: sitePath(fields.slug) });
  }
  for (const { id, fields } of pages) {
    const component = path.resolve(MARKDOWN_PAGES[fields.collection]!.template);
    const alternates = addresses.get(`${fields.collection}/${fields.name}`);
    actions.createPage({ path: sitePath(fields.slug), component, context: { id, lang: fields.lang, alternates } });
  }
};

/** The tax-deadline calendars of each published language (public/calendar/*.ics, public/calendar/es/*.ics): every deadline of the content. */
async function writeDeadlineCalendars(build: Pick<BuildArgs, "graphql">) {
  for (const lang of PAGE_LANGUAGES) {
    const result = await build.graphql<{
      site: { siteMetadata: { siteUrl: string } };
      firmYaml: { brand: string };
      deadlinesYaml: { deadlines: Deadline[] };
    }>(
      `
        query DeadlineCalendars($lang: String!) {
          site {
            siteMetadata {
              siteUrl
            }
          }
          firmYaml: firm(lang: { eq: $lang }) {
            brand
          }
          deadlinesYaml: deadlines(lang: { eq: $lang }) {
            deadlines {
              id
              taxYear
              title
              date(formatString: "YYYY-MM-DD")
              confirmed
              audience
              form
              due
              who
              cutoff(formatString: "YYYY-MM-DD")
              send
              source
              sourceEs
              sourceLabel
            }
          }
        }
      `,
      { lang },
    );
    if (result.errors || !result.data) throw new Error(`The ${lang} deadline calendars could not be written: ${JSON.stringify(result.errors)}`);
    const { site, firmYaml, deadlinesYaml } = result.data;
    const source = { brand: firmYaml.brand, siteUrl: site.siteMetadata.siteUrl.replace(/\/$/, ""), deadlines: deadlinesYaml.deadlines };
    writeCalendarFiles(path.resolve("public"), calendarFiles(source, lang));
  }
}

/**
 * After the build: the deadline calendars, each page's scripts asked for after its first paint, the headers
 * (public/_headers: security, each page's script hashes, caching), and robots.txt, which names the sitemap at the
 * site's own address and keeps the content manager out.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (build) => {
  await writeDeadlineCalendars(build);
  const headerOptions = { inquiryEndpoint: process.env.GATSBY_INQUIRY_ENDPOINT };
  const pages = builtPages("public").map(({ path: pagePath, file }) => {
    // Each page asks for its scripts once it has painted; the headers below then allow the loader by its hash.
    const html = loadScriptsAfterFirstPaint(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    return { path: pagePath, html };
  });
  const notFound = pages.find((page) => page.path === "/404.html");
  if (!notFound) throw new Error("public/404.html is missing: hosts send it for every unknown address");
  const site = {
    pages: pages.filter((page) => page !== notFound),
    notFoundHtml: notFound.html,
    assets: builtScriptsAndStyles("public"),
  };
  writeFileSync(path.resolve("public/_headers"), headersFile(site, headerOptions));
  const result = await build.graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data!.site.siteMetadata.siteUrl.replace(/\/$/, "");
  writeFileSync(path.resolve("public/robots.txt"), `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
};
