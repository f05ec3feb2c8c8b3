/*
 * The tax-deadline calendars of each published language (public/calendar/*.ics, public/calendar/es/*.ics):
 * every deadline of the content, written by src/lib/calendarFiles.ts.
 */
import type { BuildArgs } from "gatsby";
import { calendarFiles, writeCalendarFiles } from "../lib/calendarFiles";
import type { Deadline } from "../lib/deadlines";
import { PUBLISHED_LANGUAGES } from "../lib/languages";

export async function writeDeadlineCalendars(graphql: BuildArgs["graphql"], publicDir: string, siteUrl: string): Promise<void> {
  for (const lang of PUBLISHED_LANGUAGES) {
    const result = await graphql<{ firmYaml: { brand: string }; deadlinesYaml: { deadlines: Deadline[] } }>(
      `
        query DeadlineCalendars($lang: String!) {
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
    const { firmYaml, deadlinesYaml } = result.data;
    writeCalendarFiles(publicDir, calendarFiles({ brand: firmYaml.brand, siteUrl, deadlines: deadlinesYaml.deadlines }, lang));
  }
}
