/*
 * The "What to bring" list is checked for one tax year. Once the next tax year's figures are added
 * (content/tax-years/), the list is behind: a thing for editors to check (not an error, since most documents do not
 * change), said while there is time to check each against its source again.
 */
import type { ContentProblem } from "./messages";
import { documents as documentsType } from "./types/documents";
import { taxYears as taxYearsType } from "./types/taxYears";
import type { ReadResult } from "./yamlFiles";

/** The warning for the documents file read among `read`, when its tax year is before the newest of the tax years'. */
export function documentsTaxYearWarnings(read: readonly ReadResult[]): ContentProblem[] {
  const file = read.find((result) => result.type === documentsType);
  if (!file || !("data" in file) || typeof file.data.taxYear !== "number") return [];
  // Each tax year's file is read as a file of the folder's type (yamlFiles.ts); one whose year is not its name is the
  // tax years' check's to report.
  const years = read.flatMap((result) =>
    result.type.name === taxYearsType.name && "data" in result && result.file.endsWith(`/${String(result.data.year)}.yaml`)
      ? [result.data.year as number]
      : [],
  );
  const newest = Math.max(...years);
  if (years.length === 0 || file.data.taxYear >= newest) return [];
  const message =
    `the list was checked for tax year ${file.data.taxYear}, but the figures of tax year ${newest} are in Tax years. ` +
    `Check each document against its official source for ${newest} returns (its name, who sends it and when), then set Tax year to ${newest}.`;
  return [{ file: file.file, field: "taxYear", message, warning: true }];
}
