/*
 * Whom an article is for, as its meta line says it ("For individuals"). The content stores the audience as
 * a choice in English, lower case ("individuals", "business owners", src/lib/content/types/markdown.ts);
 * each language writes the whole phrase, so that no sentence is built from an English word.
 */
import { audience as enAudience } from "../../words/en/articles/audience";
import { audience as esAudience } from "../../words/es/articles/audience";

export const forAudience = { en: enAudience, es: esAudience };
