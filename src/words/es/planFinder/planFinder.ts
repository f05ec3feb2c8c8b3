import type * as en from "../../en/planFinder/planFinder";

export const planFinder: typeof en.planFinder = {
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
  whatToBring: "Ver qué traer para su declaración",
};
