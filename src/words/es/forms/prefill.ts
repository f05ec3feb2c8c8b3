import type * as en from "../../en/forms/prefill";

export const prefill: typeof en.prefill = {
  customQuote: "Quisiera solicitar una cotización personalizada.",
  plan: (plan: string) => `Me interesa el plan ${plan}.`,
  letter: (letter: string, due?: string) => (due ? `Sobre mi carta ${letter}, que vence el ${due}.` : `Sobre mi carta ${letter}.`),
};
