import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addDays } from "../businessDays";
import { formatLongDate } from "../dates";
import { dates as enDates } from "../../words/en/common/dates";
import { addMonths } from "../businessDays";
import { deadlineHorizonWarnings } from "./deadlineHorizon";
import { isWarning } from "./messages";
import { FIXTURE_CONTENT, check, contentCopy, removeTemporaryFolders } from "../../node/content/testContent";
import { deadlines as deadlinesType } from "./types/deadlines";
import { faq } from "./types/faq";
import { parseYaml } from "./yaml";
import type { ReadResult } from "./yamlFiles";

afterEach(removeTemporaryFolders);

const FILE = "content/deadlines/deadlines.yaml";

/** The deadlines file as the check reads it, with deadlines on `dates` (as YAML gives them, dates or text). */
function readWith(dates: unknown[]): ReadResult[] {
  const data = { deadlines: dates.map((date) => ({ date })) };
  return [{ type: deadlinesType, file: FILE, data, languages: { en: data } }];
}

describe("deadlineHorizonWarnings: the deadlines reach twelve months past the build", () => {
  it("says nothing when the last deadline is twelve months after today or later", () => {
    expect(deadlineHorizonWarnings(readWith(["2027-04-15", "2027-12-10"]), "2026-12-10")).toEqual([]);
    expect(deadlineHorizonWarnings(readWith(["2028-01-18", "2027-04-15"]), "2026-12-10")).toEqual([]);
  });

  it("warns, naming the file, the last date and what to do, when it is a day short", () => {
    const warnings = deadlineHorizonWarnings(readWith(["2027-12-09", "2027-04-15"]), "2026-12-10");
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(isWarning(warning)).toBe(true);
    expect(warning.file).toBe(FILE);
    expect(warning.message).toContain("the last deadline is on Thursday, December 9, 2027");
    expect(warning.message).toContain("Add next year's deadlines, marked expected");
    expect(warning.message).toContain("until the IRS or New York State publishes them.");
  });

  it("counts twelve months on the calendar, February 29 included", () => {
    expect(deadlineHorizonWarnings(readWith(["2029-02-28"]), "2028-02-29")).toEqual([]);
    expect(deadlineHorizonWarnings(readWith(["2029-02-27"]), "2028-02-29")).toHaveLength(1);
  });

  it("reads the dates as YAML gives them, and leaves dates that are no dates to the field check", () => {
    const yaml = parseYaml("deadlines:\n  - date: 2027-12-10\n  - date: 2027-02-30\n  - date: soon\n  - {}\n") as { deadlines: unknown[] };
    const read: ReadResult[] = [{ type: deadlinesType, file: FILE, data: yaml, languages: { en: yaml } }];
    expect(deadlineHorizonWarnings(read, "2026-12-10")).toEqual([]);
    expect(deadlineHorizonWarnings(read, "2026-12-11")[0].message).toContain("Friday, December 10, 2027");
  });

  it("leaves alone a deadlines file that could not be read, and other files", () => {
    expect(deadlineHorizonWarnings([{ type: deadlinesType, file: FILE, problem: { file: FILE, message: "missing" } }], "2026-12-10")).toEqual([]);
    const other = { deadlines: [{ date: "2020-01-01" }] };
    expect(deadlineHorizonWarnings([{ type: faq, file: "content/faq/faq.yaml", data: other, languages: { en: other } }], "2026-12-10")).toEqual([]);
  });
});

describe("the content check", () => {
  const lastDate = () => {
    const { en } = parseYaml(readFileSync(join(FIXTURE_CONTENT, "deadlines", "deadlines.yaml"), "utf8")) as { en: { deadlines: { date: Date }[] } };
    return en.deadlines
      .map((entry) => entry.date.toISOString().slice(0, 10))
      .sort()
      .at(-1)!;
  };

  it("prints the warning for the real content once its last deadline is less than twelve months away, without failing", () => {
    const yearBefore = addMonths(lastDate(), -12);
    const folder = contentCopy();
    // The deadlines file's alone: the other files' problems are their own tests'.
    const ofDeadlines = (today: string) => check(folder, today).filter((problem) => problem.file === FILE);
    expect(ofDeadlines(yearBefore)).toEqual([]);
    const found = ofDeadlines(addDays(yearBefore, 1));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: FILE, warning: true });
    expect(found[0].message).toContain(`the last deadline is on ${formatLongDate(lastDate(), enDates)}`);
  });
});
