import { afterEach, describe, expect, it } from "vitest";
import { check, contentCopy, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

const AFTER_FILING = "after-filing/after-filing.yaml";
const FILE = `content/${AFTER_FILING}`;
const NAVIGATION = "content/navigation/navigation.yaml";
// The fixture's own tracker, and the footer link of the fixture's navigation that the tests point at it.
const TRACKER = "https://www.irs.gov/refund-tracker";
const SPANISH_TRACKER = "https://www.irs.gov/es/refund-tracker";
const FOOTER_LINK = "url: https://www.irs.gov/wheres-my-refund\n";

afterEach(removeTemporaryFolders);

describe("after you file", () => {
  it("accepts the fixture's trackers and rules", () => {
    expect(check(contentCopy()).filter((problem) => problem.file === FILE)).toEqual([]);
  });

  it("refuses a tracker off the agencies' own sites, naming the tracker and the field", () => {
    const problems = problemsAfter(AFTER_FILING, `url: ${TRACKER}\n      urlEs`, "url: https://refunds.example.com\n      urlEs").filter(
      (problem) => problem.file === FILE,
    );
    expect(problems.some((problem) => problem.entry === "tracker 1" && problem.field === "url")).toBe(true);
    expect(problems.every((problem) => problem.message.includes("irs.gov or tax.ny.gov"))).toBe(true);
  });

  it("refuses a rule without a source", () => {
    const problems = problemsAfter(
      AFTER_FILING,
      "      sources:\n        - title: Recordkeeping\n          url: https://www.tax.ny.gov/records\n",
      "",
    );
    expect(problems.some((problem) => problem.file === FILE && problem.field === "sources" && problem.message.includes("is required"))).toBe(true);
  });

  it("refuses a link elsewhere to a tracker without the tracker's Spanish page", () => {
    const problems = problemsAfter("navigation/navigation.yaml", FOOTER_LINK, `url: ${TRACKER}\n`).filter((problem) => problem.file === NAVIGATION);
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe("urlEs");
    expect(problems[0].message).toContain(`set its Spanish address (urlEs) to ${SPANISH_TRACKER}`);
  });

  it("accepts it with the tracker's Spanish page", () => {
    const problems = problemsAfter("navigation/navigation.yaml", FOOTER_LINK, `url: ${TRACKER}/\n              urlEs: ${SPANISH_TRACKER}\n`);
    expect(problems.filter((problem) => problem.file === NAVIGATION)).toEqual([]);
  });
});
