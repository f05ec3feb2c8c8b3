/* Reads a tax year's figures from its content file, for the tests: the English, where the figures are. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseYaml } from "../lib/content/yaml";
import type { TaxYearFigures } from "../lib/tax/figures";

export function readTaxYear(contentDir: string, year: number): TaxYearFigures {
  const file = parseYaml(readFileSync(join(contentDir, "tax-years", `${year}.yaml`), "utf8")) as { en: TaxYearFigures };
  return file.en;
}
