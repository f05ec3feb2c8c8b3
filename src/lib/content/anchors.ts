/*
 * The parts of a page (#…) a link may lead to: the client stories on the about page, the records on After you file, and those the pages make from
 * the content, each plan's card and each section's comparison on the pricing page, and each deadline's card. The
 * link checker of the tests fails any other (e2e/site/links.spec.ts), so the content check refuses it first.
 */
import { RECORDS_ANCHOR, TESTIMONIALS_ANCHOR, comparisonAnchor, planAnchor } from "../anchors";
import { quote } from "./messages";
import { isYamlMap } from "./yaml";
import type { ReadResult } from "./yamlFiles";

/** Each page's anchors by its path (without a trailing slash), read from the file that makes them. */
const MADE_FROM: readonly { path: string; file: string; anchors: (data: Record<string, unknown>) => string[] }[] = [
  {
    path: "/pricing",
    file: "pricing/pricing.yaml",
    anchors: (data) =>
      entries(data.sections).flatMap((section) => [
        ...entries(section.plans).flatMap((plan) => (typeof plan.id === "string" ? [planAnchor(plan.id.trim())] : [])),
        ...(typeof section.id === "string" && entries(section.comparedRows).length > 0 ? [comparisonAnchor(section.id.trim())] : []),
      ]),
  },
  {
    path: "/tax-deadlines",
    file: "deadlines/deadlines.yaml",
    anchors: (data) => entries(data.deadlines).flatMap((deadline) => (typeof deadline.id === "string" ? [deadline.id.trim()] : [])),
  },
];

const entries = (list: unknown): Record<string, unknown>[] => (Array.isArray(list) ? list.filter(isYamlMap) : []);

export type PageAnchors = ReadonlyMap<string, ReadonlySet<string>>;

/** The anchors of the pages made from content, where their file could be read. */
export function pageAnchors(read: readonly ReadResult[]): PageAnchors {
  return new Map([
    ["/about", new Set([TESTIMONIALS_ANCHOR])],
    ["/after-you-file", new Set([RECORDS_ANCHOR])],
    ...MADE_FROM.flatMap(({ path, file, anchors }) => {
      const result = read.find((candidate) => candidate.type.path === file);
      return result && "data" in result && isYamlMap(result.data) ? [[path, new Set(anchors(result.data))] as const] : [];
    }),
  ]);
}

/** What is wrong with a link's `#anchor` into the page at `path`; undefined when the page has it. */
export function anchorProblem(path: string, anchor: string, anchors: PageAnchors): string | undefined {
  const known = anchors.get(path);
  if (known?.has(anchor)) return undefined;
  const madeFrom = MADE_FROM.find((page) => page.path === path);
  if (known && madeFrom) {
    return `leads to ${quote(`#${anchor}`)} on ${quote(path)}, which is no part of that page: after "#" write the anchor of one of its entries in content/${madeFrom.file}, or link the page itself.`;
  }
  return `leads to a part of ${quote(path)} (${quote(`#${anchor}`)}) that the check cannot find: link the page itself, without the "#" and what follows.`;
}
