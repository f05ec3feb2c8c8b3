// Run by `npm test` after the tests' build: the committed generated files (src/node/generatedFiles.ts) must be
// what that build wrote, as a content type or a query that changed without them would otherwise pass unseen.
import { existsSync, readFileSync } from "node:fs";
import { filesFromLastBuild, outOfDate } from "../src/node/generatedFiles";

const problems = outOfDate(filesFromLastBuild("."), (file) => (existsSync(file) ? readFileSync(file, "utf8") : undefined));
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log("The committed schema and query types are what the build wrote.");
