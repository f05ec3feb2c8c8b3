import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { headersFile } from "./src/lib/securityHeaders";
import { builtPages, builtScriptsAndStyles } from "./src/lib/builtPages";
import { withSitePaths } from "./src/lib/links";
import type { GatsbyNode } from "gatsby";

/*
 * Every content type is declared here, with `!` on what a page cannot do without, so that a content file
 * missing a required field fails the build naming the type and the field, instead of rendering a blank.
 */
const typeDefs = `
  type FirmYaml implements Node @dontInfer {
    brand: String!
    legalName: String!
    tagline: String!
    email: String!
    phone: String!
    chat: FirmChat!
    address: FirmAddress!
    hours: FirmHours!
    foundedYear: Int!
    claims: [FirmClaim!]!
  }
  type FirmChat { number: String! greeting: String! }
  type FirmAddress {
    street: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
    latitude: Float!
    longitude: Float!
  }
  type FirmHours { timezone: String! days: [FirmOpeningDays!]! }
  type FirmOpeningDays {
    label: String!
    dayOfWeek: [String!]!
    opens: String
    closes: String
    closed: Boolean
    note: String
  }
  type FirmClaim { value: String! label: String! }

  type NavigationYaml implements Node @dontInfer {
    header: [NavLink!]!
    account: [NavLink!]!
    footer: [FooterColumn!]!
    legal: [NavLink!]!
  }
  type NavLink { label: String! url: String! }
  type FooterColumn { title: String! sections: [FooterSection!]! }
  type FooterSection { heading: String links: [NavLink!]! }

  type ServicesYaml implements Node @dontInfer { services: [Service!]! }
  type Service {
    title: String!
    summary: String!
    description: String!
    features: [String!]!
    accent: String!
    icon: String!
  }

  type PricingYaml implements Node @dontInfer { sections: [PricingSection!]! }
  type PricingSection { title: String! description: String! plans: [PricingPlan!]! }
  type PricingPlan {
    title: String!
    price: String!
    description: String!
    features: [String!]!
    popular: Boolean!
    cta: PlanCta!
  }
  type PlanCta { label: String! link: String! }

  type FaqYaml implements Node @dontInfer { questions: [FaqItem!]! }
  type FaqItem { question: String! answer: String! category: String! }

  type ResourcesYaml implements Node @dontInfer { resources: [ResourceLink!]! }
  type ResourceLink { title: String! url: String! description: String! }

  type TestimonialsYaml implements Node @dontInfer { testimonials: [Testimonial!]! }
  type Testimonial { quote: String! author: String! company: String! }

  type HomeYaml implements Node @dontInfer {
    hero: HomeHero!
    whyChoose: HomeWhyChoose!
    services: SectionIntro!
    testimonials: HomeTestimonials!
    cta: HomeCta!
  }
  type HomeHero { title: String! subtitle: String! text: String! }
  type HomeWhyChoose { title: String! intro: String! points: [TitledText!]! }
  type HomeTestimonials { title: String! linkLabel: String! }
  type HomeCta { title: String! text: String! phoneLabel: String! }
  type SectionIntro { title: String! intro: String! }
  type TitledText { title: String! text: String! }

  type AboutYaml implements Node @dontInfer {
    intro: AboutIntro!
    story: AboutStory!
    values: AboutValues!
    stats: AboutStats!
    testimonials: AboutTestimonials!
    team: AboutIntro!
  }
  type AboutIntro { title: String! text: String! }
  type AboutStory { title: String! paragraphs: [String!]! }
  type AboutValues { title: String! items: [TitledText!]! }
  type AboutStats { title: String! yearsLabel: String! }
  type AboutTestimonials { title: String! }

  # Markdown pages: articles (content/blog) and the legal pages (content/legal). What only articles have
  # (author, audience) is optional here; the content check requires it of every article.
  type MarkdownRemark implements Node @dontInfer {
    frontmatter: MarkdownFrontmatter!
    fields: MarkdownFields!
  }
  type MarkdownFrontmatter {
    title: String!
    description: String!
    date: Date! @dateformat
    author: String
    audience: String
  }
  type MarkdownFields { slug: String! collection: String! }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** Links to our own pages in Markdown ("/contact") are published in the form the host answers 200 for. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      html: {
        resolve: async (source: unknown, args: unknown, context: unknown, info: { originalResolver: Function }) =>
          withSitePaths((await info.originalResolver(source, args, context, info)) ?? ""),
      },
    },
  });
};

/** Where each kind of Markdown page lives: content/blog/x.md → /blog/x; content/legal/privacy.md → /privacy. */
const MARKDOWN_PAGES: Record<string, { prefix: string; template: string }> = {
  blog: { prefix: "/blog/", template: "src/templates/article.tsx" },
  legal: { prefix: "/", template: "src/templates/legal.tsx" },
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as { name?: string; relativeDirectory?: string; relativePath?: string } | undefined;
  const collection = file?.relativeDirectory ?? "";
  const kind = MARKDOWN_PAGES[collection];
  if (!kind || !file?.name) {
    reporter.panicOnBuild(`content/${file?.relativePath}: Markdown files belong in content/blog or content/legal.`);
    return;
  }
  actions.createNodeField({ node, name: "collection", value: collection });
  actions.createNodeField({ node, name: "slug", value: `${kind.prefix}${file.name}` });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{
    allMarkdownRemark: { nodes: { id: string; fields: { slug: string; collection: string } }[] };
  }>(`
    query MarkdownPages {
      allMarkdownRemark {
        nodes {
          id
          fields {
            slug
            collection
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The Markdown pages in content/ could not be read", result.errors);
    return;
  }
  for (const page of result.data.allMarkdownRemark.nodes) {
    const component = path.resolve(MARKDOWN_PAGES[page.fields.collection].template);
    actions.createPage({ path: page.fields.slug, component, context: { id: page.id } });
  }
};

/** The content manager's sign-in service (backend.base_url in static/admin/config.yml), for its policy. */
function cmsAuthOrigin(): string | undefined {
  const config = load(readFileSync("static/admin/config.yml", "utf8")) as { backend?: { base_url?: string } };
  return config.backend?.base_url;
}

/**
 * After the build: the headers (public/_headers: security, each page's script hashes, caching), and robots.txt,
 * which names the sitemap at the site's own address and keeps the content manager out.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const headerOptions = { inquiryEndpoint: process.env.GATSBY_INQUIRY_ENDPOINT, cmsAuthOrigin: cmsAuthOrigin() };
  const pages = builtPages("public").map(({ path: pagePath, file }) => ({ path: pagePath, html: readFileSync(file, "utf8") }));
  const notFound = pages.find((page) => page.path === "/404.html");
  if (!notFound) throw new Error("public/404.html is missing: hosts send it for every unknown address");
  const site = {
    pages: pages.filter((page) => page !== notFound),
    notFoundHtml: notFound.html,
    assets: builtScriptsAndStyles("public"),
  };
  writeFileSync(path.resolve("public/_headers"), headersFile(site, headerOptions));
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data!.site.siteMetadata.siteUrl.replace(/\/$/, "");
  writeFileSync(
    path.resolve("public/robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
};
