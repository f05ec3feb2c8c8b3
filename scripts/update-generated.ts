// Writes the committed copies of what is generated from code: the GraphQL schema and the query types the last
// build wrote (src/node/generatedFiles.ts), and the content manager's configuration. `npm run update:generated`
// builds first; after `npm run develop` has run a changed query, `npx tsx scripts/update-generated.ts` alone copies.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { filesFromLastBuild } from "../src/node/generatedFiles";
import { CMS_CONFIG_FILE, cmsConfigFileText } from "../src/cms/configFile";

const files = { ...filesFromLastBuild("."), [CMS_CONFIG_FILE]: cmsConfigFileText() };
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
