/* Reads a tax year's figures from its content file, for tests and the build: the English, where the figures are. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseYaml } from "../content/yaml";
import type { TaxYearFigures } from "./figures";

export function readTaxYear(contentDir: string, year: number): TaxYearFigures {
  const file = parseYaml(readFileSync(join(contentDir, "tax-years", `${year}.yaml`), "utf8")) as { en: TaxYearFigures };
  return file.en;
}
