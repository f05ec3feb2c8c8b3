// Writes the committed copies of what is generated from code (docs/generated/): the GraphQL schema the last
// build printed and the content manager's configuration. `npm run update:generated` builds first.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { PRINTED_SCHEMA, SCHEMA_FILE, schemaFileText } from "../src/build/schemaFile";
import { CMS_CONFIG_FILE, cmsConfigFileText } from "../src/cms/configFile";

const files = {
  [SCHEMA_FILE]: schemaFileText(readFileSync(PRINTED_SCHEMA, "utf8")),
  [CMS_CONFIG_FILE]: cmsConfigFileText(),
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
