/* Reads a tax year's figures from its content file, for the tests: the first language's side, where the figures are. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIRST_LANGUAGE, type Language } from "../lib/languages";
import { parseYaml } from "../lib/content/yaml";
import type { TaxYearFigures } from "../lib/tax/figures";
import type { NewYorkFigures } from "../lib/tax/newYork/figures";

export function readTaxYear(contentDir: string, year: number): TaxYearFigures & NewYorkFigures {
  const file = parseYaml(readFileSync(join(contentDir, "tax-years", `${year}.yaml`), "utf8")) as Record<Language, TaxYearFigures & NewYorkFigures>;
  return file[FIRST_LANGUAGE];
}
