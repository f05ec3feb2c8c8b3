// Checks the content files editors change (content/) and explains every problem in plain words.
// Usage: npm run check:content   (exits 1 when there is a problem; things to check are printed, and do not fail it. The build runs it first)
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readContentFolder, staticImages } from "../src/node/content/contentFolder";
import { checkContent, formatProblems, formatWarnings, isWarning } from "../src/lib/content/check";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../src/lib/content/types";
import { filesInFolder } from "../src/lib/content/yamlFiles";
import { markdownFileNames, siteRoutes } from "../src/lib/content/routes";
import { CODE_PAGE_HEADS } from "../src/node/content/codePageHeads";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// CONTENT_DIR: another copy of the content (the CMS end-to-end test builds the site from one).
const content = readContentFolder(process.env.CONTENT_DIR ?? join(root, "content"));
const found = checkContent(content, { routes: siteRoutes(content), images: staticImages(join(root, "static")), codePageHeads: CODE_PAGE_HEADS });
const warnings = found.filter(isWarning);
const problems = found.filter((problem) => !isWarning(problem));

// Things to check are printed whatever else is found; only problems stop the build.
if (warnings.length > 0) console.log(`${formatWarnings(warnings)}\n`);
if (problems.length === 0) {
  const counts = MARKDOWN_TYPES.map(({ folder, noun }) => {
    const count = markdownFileNames(content, folder).length;
    return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
  });
  const yamlFiles = FILE_TYPES.length + YAML_FOLDER_TYPES.reduce((sum, type) => sum + filesInFolder(content, type).length, 0);
  console.log(`Content check passed: ${yamlFiles} files, ${counts.join(" and ")}.`);
} else {
  console.log(formatProblems(problems));
  process.exitCode = 1;
}
