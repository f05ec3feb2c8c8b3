/*
 * Whom an article is for, as its meta line says it ("For individuals"). The content stores the audience as
 * a choice in English, lower case ("individuals", "business owners", src/lib/content/types/markdown.ts);
 * each language writes the whole phrase, so that no sentence is built from an English word.
 */
import * as enArticles from "../../words/en/articles";
import * as esArticles from "../../words/es/articles";

export const forAudience = { en: enArticles.audience, es: esArticles.audience };
