import type { Translations } from "../../i18n/PageLanguage";

interface FinderWords {
  start: string;
  compare: string;
  loading: string;
  /** "Question 2 of 4"; "Question 1" while the number of questions depends on the answer. */
  step: (number: number, total?: number) => string;
  next: string;
  seePlan: string;
  back: string;
  chooseOne: string;
  resultLead: string;
  resultSaid: (plan: string) => string;
  price: (spoken: string) => string;
  why: string;
  raise: string;
  book: string;
  inquire: (plan: string) => string;
  again: string;
}

/** The plan finder's own words; its questions, answers and reasons are content. */
export const finderWords = {
  en: {
    start: "Find my plan",
    compare: "Compare the plans side by side",
    loading: "Loading the questions…",
    step: (number, total) => (total ? `Question ${number} of ${total}` : `Question ${number}`),
    next: "Next",
    seePlan: "See my plan",
    back: "Back",
    chooseOne: "Choose an answer to go on.",
    resultLead: "The plan that fits you",
    resultSaid: (plan) => `The plan that fits you: ${plan}`,
    price: (spoken) => `Price: ${spoken}`,
    why: "Why this plan",
    raise: "What would raise the price",
    book: "Book a call",
    inquire: (plan) => `Send an inquiry about ${plan}`,
    again: "Start again",
  },
  es: {
    start: "Buscar mi plan",
    compare: "Compare los planes lado a lado",
    loading: "Cargando las preguntas…",
    step: (number, total) => (total ? `Pregunta ${number} de ${total}` : `Pregunta ${number}`),
    next: "Siguiente",
    seePlan: "Ver mi plan",
    back: "Atrás",
    chooseOne: "Elija una respuesta para continuar.",
    resultLead: "El plan que le conviene",
    resultSaid: (plan) => `El plan que le conviene: ${plan}`,
    price: (spoken) => `Precio: ${spoken}`,
    why: "Por qué este plan",
    raise: "Qué aumentaría el precio",
    book: "Reservar una llamada",
    inquire: (plan) => `Enviar una consulta sobre ${plan}`,
    again: "Volver a empezar",
  },
} satisfies Translations<FinderWords>;
