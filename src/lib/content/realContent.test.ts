import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readContentFolder } from "../../node/content/contentFolder";
import { TEST_TODAY } from "../../node/content/testContent";
import { checkContent, isWarning } from "./check";
import { siteRoutes } from "./routes";

/** The content the site publishes: whatever its editors wrote, it must pass the check (the build runs it too). */
const CONTENT = fileURLToPath(new URL("../../../content", import.meta.url));

describe("the published content", () => {
  it("has no problem in its YAML files and its articles (things to check only warn)", () => {
    const content = readContentFolder(CONTENT);
    const problems = checkContent(content, { routes: siteRoutes(content), today: TEST_TODAY });
    expect(problems.filter((problem) => !isWarning(problem))).toEqual([]);
  });
});
