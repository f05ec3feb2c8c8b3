import type * as en from "../../en/estimatorInvite/estimatorInvite";

export const estimatorInvite: typeof en.estimatorInvite = {
  text: "¿Quiere saber cuánto deberá o cuánto le devolverán?",
  link: "Estime su impuesto federal",
};
