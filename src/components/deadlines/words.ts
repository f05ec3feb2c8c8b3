/*
 * The deadline page's sentences that name an audience or a count, in each language: whole sentences, since
 * the count decides the Spanish verb ("se muestra 1 fecha límite", "se muestran 12 fechas límite") and the
 * word after it ("1 vencida", "4 vencidas"). The audiences are their English keys ("Employers").
 */
import type { Translations } from "../../i18n/PageLanguage";
import type { Audience } from "../../lib/deadlines";

export interface Status {
  shown: number;
  /** The chosen audience; none for every deadline. */
  audience?: Audience;
  coming: number;
  passed: number;
  /** Whether the counts are from the visitor's own date (else only the number shown is told). */
  live: boolean;
}

interface DeadlineWords {
  /** The status line under the filter. */
  showing: (status: Status) => string;
  /** The panel's heading, with the day it is counted from until the visitor's browser counts from today. */
  nextDeadline: (audience?: Audience, asOf?: string) => string;
  /** When no deadline of the chosen audience (or none at all) falls in the twelve months the page looks ahead. */
  noneLeft: (audience?: Audience) => string;
  /** The link to an audience's calendar file. */
  calendarOf: (audience: Audience) => string;
}

/** In English and Spanish alike, 1 is the only count of deadlines that takes the singular (0 takes the plural). */
const one = (n: number) => n === 1;

const forWhomEn = (audience?: Audience) =>
  audience ? { Individuals: "for individuals", Businesses: "for businesses", Employers: "for employers" }[audience] : "for everyone";
const forWhomEs = (audience?: Audience) =>
  audience ? { Individuals: "para personas", Businesses: "para negocios", Employers: "para empleadores" }[audience] : "para todos";

export const deadlineWords: Translations<DeadlineWords> = {
  en: {
    showing: ({ shown, audience, coming, passed, live }) =>
      `Showing ${shown} ${one(shown) ? "deadline" : "deadlines"} ${forWhomEn(audience)}` + (live ? `: ${coming} to come, ${passed} passed.` : "."),
    nextDeadline: (audience, asOf) => `Next deadline${audience ? ` ${forWhomEn(audience)}` : ""}${asOf ? ` as of ${asOf}` : ""}`,
    noneLeft: (audience) => `No deadline ${audience ? `${forWhomEn(audience)} ` : ""}falls in the next twelve months.`,
    calendarOf: (audience) => `Deadlines ${forWhomEn(audience)}`,
  },
  es: {
    showing: ({ shown, audience, coming, passed, live }) =>
      `${one(shown) ? `Se muestra ${shown} fecha límite` : `Se muestran ${shown} fechas límite`} ${forWhomEs(audience)}` +
      (live ? `: ${coming} por venir, ${passed} ${one(passed) ? "vencida" : "vencidas"}.` : "."),
    nextDeadline: (audience, asOf) => `Próxima fecha límite${audience ? ` ${forWhomEs(audience)}` : ""}${asOf ? ` al ${asOf}` : ""}`,
    noneLeft: (audience) => `No hay fechas límite ${audience ? `${forWhomEs(audience)} ` : ""}en los próximos doce meses.`,
    calendarOf: (audience) => `Fechas límite ${forWhomEs(audience)}`,
  },
};
