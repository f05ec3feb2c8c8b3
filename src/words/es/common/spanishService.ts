import type * as en from "../../en/common/spanishService";

export const spanishService: typeof en.spanishService = {
  opening: null,
  ways: {
    "by phone": "por teléfono",
    "in person": "en persona",
    "by e-mail": "por correo electrónico",
  },
  and: "y",
  sentence: (ways) => `Atendemos a nuestros clientes en español ${ways}.`,
};
