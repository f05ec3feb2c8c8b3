import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "./config";
import { CMS_CONFIG_FILE, cmsConfigFileText } from "./configFile";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const committed = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), "utf8") : "");

describe("the committed configuration of the content manager", () => {
  it("is the configuration the declarations give", () => {
    expect(committed(CMS_CONFIG_FILE), `${CMS_CONFIG_FILE} is out of date: \`npm run update:generated\` writes it`).toBe(cmsConfigFileText());
  });

  it("reads back as the configuration itself", () => {
    expect(load(cmsConfigFileText())).toEqual(JSON.parse(JSON.stringify(cmsConfig("<origin>"))));
  });
});
