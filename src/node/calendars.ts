/*
 * The tax-deadline calendars of each published language (public/calendar/*.ics, public/calendar/es/*.ics),
 * written by src/node/calendarFiles.ts from the deadlines the page lists: the page's own query result (its page
 * data), so that the deadlines' fields are selected once, in src/pages/tax-deadlines.tsx. The query here cannot
 * spread that selection as a fragment: Gatsby's node-side graphql sees no fragment of src/.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { calendarFiles, DEADLINES_PAGE, writeCalendarFiles } from "./calendarFiles";
import { PUBLISHED_LANGUAGES, type Language } from "../lib/languages";
import { pathIn } from "../lib/localPaths";

/** The deadlines page's query result in `lang`, as the build wrote it for the browser. */
function deadlinesPageData(publicDir: string, lang: Language): Queries.TaxDeadlinesPageQuery {
  const page = pathIn(lang, DEADLINES_PAGE).replace(/\/$/, "");
  const file = path.join(publicDir, "page-data", page, "page-data.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { result: { data: Queries.TaxDeadlinesPageQuery } }).result.data;
}

export async function writeDeadlineCalendars(build: Pick<BuildArgs, "graphql">, publicDir: string, siteUrl: string): Promise<void> {
  for (const lang of PUBLISHED_LANGUAGES) {
    const result = await build.graphql<{ firm: { brand: string } }>(
      `
        query CalendarBrand($lang: String!) {
          firm(lang: { eq: $lang }) {
            brand
          }
        }
      `,
      { lang },
    );
    if (result.errors || !result.data) throw new Error(`The ${lang} deadline calendars could not be written: ${JSON.stringify(result.errors)}`);
    const deadlines = deadlinesPageData(publicDir, lang).deadlinesYaml!.deadlines;
    writeCalendarFiles(publicDir, calendarFiles({ brand: result.data.firm.brand, siteUrl, deadlines }, lang));
  }
}
