export const spanishService = {
  /** What opens the sentence, in Spanish, for the Spanish speaker reading an English page (its language, its words). */
  opening: { lang: "es", text: "Se habla español. " } as { lang: string; text: string } | null,
  ways: { "by phone": "by phone", "in person": "in person", "by e-mail": "by e-mail" },
  and: "and",
  sentence: (ways: string) => `We serve clients in Spanish ${ways}.`,
};
