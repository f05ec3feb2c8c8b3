import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readContentFolder } from "../../src/build/content/contentFolder";
import { fileNamesIn } from "../../src/lib/content/contentFiles";

/** Articles: the first one retitled, in both languages where it has both. */
export function editArticles(folder: string) {
  for (const language of ["en", "es"] as const) {
    const [first] = fileNamesIn(readContentFolder(folder), `blog/${language}`);
    const path = join(folder, "blog", language, first);
    const suffix = language === "en" ? "a short guide" : "guía breve";
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title}: ${suffix}"`),
    );
  }
}
