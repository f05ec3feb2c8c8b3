import { describe, expect, it } from "vitest";
import { counts as deadlineWords } from "@words/deadlines/counts";
import { wordsIn } from "../../i18n/inEveryLanguage";

const en = wordsIn("en", deadlineWords);
const es = wordsIn("es", deadlineWords);

describe("the status line", () => {
  it("agrees in Spanish with one deadline: the verb, the noun and the passed ones", () => {
    expect(es.showing({ shown: 1, coming: 1, passed: 0, live: true })).toBe("Se muestra 1 fecha límite para todos: 1 por venir, 0 vencidas.");
    expect(es.showing({ shown: 1, audience: "Employers", coming: 0, passed: 1, live: true })).toBe(
      "Se muestra 1 fecha límite para empleadores: 0 por venir, 1 vencida.",
    );
  });

  it("agrees in Spanish with several deadlines, and with none", () => {
    expect(es.showing({ shown: 12, coming: 8, passed: 4, live: true })).toBe("Se muestran 12 fechas límite para todos: 8 por venir, 4 vencidas.");
    expect(es.showing({ shown: 4, audience: "Individuals", coming: 3, passed: 1, live: true })).toBe(
      "Se muestran 4 fechas límite para personas: 3 por venir, 1 vencida.",
    );
    expect(es.showing({ shown: 0, audience: "Businesses", coming: 0, passed: 0, live: true })).toBe(
      "Se muestran 0 fechas límite para negocios: 0 por venir, 0 vencidas.",
    );
  });

  it("tells only the number shown on the built page, before the browser counts from today", () => {
    expect(es.showing({ shown: 12, coming: 12, passed: 0, live: false })).toBe("Se muestran 12 fechas límite para todos.");
    expect(en.showing({ shown: 12, coming: 12, passed: 0, live: false })).toBe("Showing 12 deadlines for everyone.");
  });

  it("reads in English as it did", () => {
    expect(en.showing({ shown: 1, audience: "Employers", coming: 1, passed: 0, live: true })).toBe(
      "Showing 1 deadline for employers: 1 to come, 0 passed.",
    );
    expect(en.showing({ shown: 12, coming: 8, passed: 4, live: true })).toBe("Showing 12 deadlines for everyone: 8 to come, 4 passed.");
  });
});

describe("the next deadline's heading", () => {
  it("names the audience chosen, in each language", () => {
    expect(en.nextDeadline()).toBe("Next deadline");
    expect(es.nextDeadline()).toBe("Próxima fecha límite");
    expect(en.nextDeadline("Individuals")).toBe("Next deadline for individuals");
    expect(es.nextDeadline("Individuals")).toBe("Próxima fecha límite para personas");
  });

  it("names the day it is counted from on the built page, with the article Spanish needs", () => {
    expect(en.nextDeadline(undefined, "November 5, 2026")).toBe("Next deadline as of November 5, 2026");
    expect(es.nextDeadline(undefined, "5 de noviembre de 2026")).toBe("Próxima fecha límite al 5 de noviembre de 2026");
    expect(es.nextDeadline("Employers", "5 de noviembre de 2026")).toBe("Próxima fecha límite para empleadores al 5 de noviembre de 2026");
  });
});

describe("when no deadline is left", () => {
  it("says so for the chosen audience, or for every deadline, naming the twelve months rather than a tax year", () => {
    expect(es.noneLeft("Employers")).toBe("No hay fechas límite para empleadores en los próximos doce meses.");
    expect(es.noneLeft()).toBe("No hay fechas límite en los próximos doce meses.");
    expect(en.noneLeft("Businesses")).toBe("No deadline for businesses falls in the next twelve months.");
    expect(en.noneLeft()).toBe("No deadline falls in the next twelve months.");
  });

  it("names each audience's calendar", () => {
    expect(es.calendarOf("Individuals")).toBe("Fechas límite para personas");
    expect(en.calendarOf("Employers")).toBe("Deadlines for employers");
  });
});
