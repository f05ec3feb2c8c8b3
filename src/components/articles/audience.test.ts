import { describe, expect, it } from "vitest";
import { audience } from "@words/articles/audience";
import { wordsIn } from "../../i18n/inEveryLanguage";
import { ARTICLE_AUDIENCES } from "../../lib/content/types/markdown";
import { LANGUAGES } from "../../lib/languages";

/*
 * Whom an article is for, as its meta line says it ("For individuals"). The content stores the audience as a choice
 * in English, lower case (src/lib/content/types/markdown.ts); each language writes the whole phrase, so that no
 * sentence is built from an English word.
 */
describe("whom an article is for", () => {
  const [source, ...translations] = LANGUAGES;

  it("keeps the meta line as the content writes it", () => {
    expect(wordsIn(source, audience)("individuals")).toBe("For individuals");
    expect(wordsIn(source, audience)("business owners")).toBe("For business owners");
  });

  it.each(translations)("has its own words in %s for every audience an article may have", (language) => {
    for (const choice of ARTICLE_AUDIENCES) expect(wordsIn(language, audience)(choice)).not.toContain(choice);
  });
});
