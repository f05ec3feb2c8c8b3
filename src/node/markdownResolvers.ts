/*
 * What the Markdown pages' fields resolve to. Links to our own pages in Markdown ("/contact") are published in
 * the form the host answers 200 for. A translated page's front matter holds only its translated fields; the
 * rest (the date, the author) is its English page's, as for the YAML files.
 */
import type { CreateResolversArgs } from "gatsby";
import { MARKDOWN_TYPES } from "../lib/content/types";
import { withTranslation } from "../lib/content/translation";
import { FIRST_LANGUAGE, type Language } from "../lib/languages";
import { sitePath, withSitePaths } from "../lib/links";
import { localPathOf } from "../lib/localPaths";

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

const markdownResolvers = {
  MarkdownRemark: {
    html: {
      resolve: async (
        source: MarkdownNode,
        args: unknown,
        context: { nodeModel: NodeModel },
        info: { originalResolver: (...args: unknown[]) => unknown },
      ) => {
        const html = ((await info.originalResolver(source, args, context, info)) as string | null) ?? "";
        const lang = source.fields?.lang ?? FIRST_LANGUAGE;
        if (lang === FIRST_LANGUAGE) return withSitePaths(html);
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
        if (!type || lang === FIRST_LANGUAGE) return source.frontmatter;
        const english = await context.nodeModel.findOne({
          type: "MarkdownRemark",
          query: { filter: { fields: { collection: { eq: collection }, lang: { eq: FIRST_LANGUAGE }, name: { eq: name } } } },
        });
        return english ? withTranslation(type.fields, english.frontmatter, source.frontmatter) : source.frontmatter;
      },
    },
  },
};

export function resolveMarkdownPages({ createResolvers }: CreateResolversArgs): void {
  (createResolvers as CreateResolvers)(markdownResolvers);
}
