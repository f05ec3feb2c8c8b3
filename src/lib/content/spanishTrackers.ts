/*
 * The refund trackers (content/after-filing) name each tracker's Spanish page where the agency has one. Anywhere else
 * the content links a tracker (the footer, an answer's sources), the Spanish site must open that same Spanish page,
 * not the English one: a link to a tracker without it is refused, with the address to set.
 */
import { nameFieldOf, quote, type ContentProblem } from "./messages";
import { afterFiling as afterFilingType } from "./types/afterFiling";
import { isYamlMap, type YamlMap } from "./yaml";
import type { ReadResult } from "./yamlFiles";

const withoutSlash = (url: string) => url.trim().replace(/\/+$/, "");

/** Every map with a `url` in `value`, with the name of the entry it is in (or of the map itself), depth first. */
function linksIn(value: unknown, entry?: string): { link: YamlMap; entry?: string }[] {
  if (Array.isArray(value)) return value.flatMap((item) => linksIn(item, entry));
  if (!isYamlMap(value)) return [];
  const named = nameFieldOf(value)?.name ?? entry;
  const own = typeof value.url === "string" ? [{ link: value, entry: named }] : [];
  return [...own, ...Object.values(value).flatMap((child) => linksIn(child, named))];
}

/** The links to a refund tracker, outside the trackers' own file, that lack the tracker's Spanish page. */
export function spanishTrackerProblems(read: readonly ReadResult[]): ContentProblem[] {
  const trackersFile = read.find((result) => result.type === afterFilingType);
  if (!trackersFile || !("data" in trackersFile) || !Array.isArray(trackersFile.data.refunds)) return [];
  const spanishOf = new Map(
    trackersFile.data.refunds.flatMap((tracker) =>
      isYamlMap(tracker) && typeof tracker.url === "string" && typeof tracker.urlEs === "string" && tracker.urlEs.trim() !== ""
        ? [
            [
              withoutSlash(tracker.url),
              { spanish: tracker.urlEs.trim(), tool: typeof tracker.tool === "string" ? tracker.tool : tracker.url },
            ] as const,
          ]
        : [],
    ),
  );
  return read.flatMap((result) => {
    if (result === trackersFile || !("data" in result)) return [];
    return linksIn(result.data).flatMap(({ link, entry }) => {
      const tracker = spanishOf.get(withoutSlash(link.url as string));
      if (!tracker || (typeof link.urlEs === "string" && link.urlEs.trim() === tracker.spanish)) return [];
      const message =
        `links the refund tracker ${quote(tracker.tool)}, which the agency has in Spanish: set its Spanish address (urlEs) ` +
        `to ${tracker.spanish}, as in content/${afterFilingType.path}, so that the Spanish site opens it.`;
      return [{ file: result.file, ...(entry && { entry: quote(entry) }), field: "urlEs", message }];
    });
  });
}
