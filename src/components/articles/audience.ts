/*
 * Whom an article is for, as its meta line says it ("For individuals"). The content stores the audience as
 * a choice in English, lower case ("individuals", "business owners", src/lib/content/types/markdown.ts);
 * each language writes the whole phrase, so that no sentence is built from an English word.
 */
import type { Translations } from "../../i18n/PageLanguage";

const SPANISH_AUDIENCES: Readonly<Record<string, string>> = {
  individuals: "personas",
  "business owners": "dueños de negocios",
};

export const forAudience = {
  en: (audience: string) => `For ${audience}`,
  es: (audience: string) => `Para ${SPANISH_AUDIENCES[audience.trim().toLowerCase()] ?? audience}`,
} satisfies Translations<(audience: string) => string>;
