/*
 * The content manager's configuration as a committed file, so that a change to a content type's fields, words
 * or widgets shows in review as a diff. Decap never reads it: the admin passes cmsConfig to CMS.init.
 */
import { dump } from "js-yaml";
import { cmsConfig } from "./config";

/** The committed copy. */
export const CMS_CONFIG_FILE = "docs/generated/cms-config.yml";

/** Stands for the address the admin is opened from, which the configuration is made with in the browser. */
const ORIGIN = "<origin>";

const HEADER = [
  "# The content manager's configuration (Decap CMS), as src/cms/config.ts gives it to CMS.init; Decap does not",
  `# read this file. Do not edit: \`npm run update:generated\` writes it. ${ORIGIN} is the admin's own address.`,
].join("\n");

export function cmsConfigFileText(): string {
  return `${HEADER}\n\n${dump(cmsConfig(ORIGIN), { lineWidth: 120, noRefs: true })}`;
}
