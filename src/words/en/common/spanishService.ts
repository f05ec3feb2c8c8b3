export const spanishService = {
  ways: { "by phone": "by phone", "in person": "in person", "by e-mail": "by e-mail" },
  and: "and",
  sentence: (ways: string) => `We serve clients in Spanish ${ways}.`,
};
