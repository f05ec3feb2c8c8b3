import type * as en from "../../en/letters/answerIt";

export const answerIt: typeof en.answerIt = {
  title: "¿Prefiere no responderla por su cuenta?",
  text: "Uno de nuestros profesionales lee la carta con usted, le explica qué cambia y la responde por usted antes de su fecha.",
  link: "Pídanos que la respondamos",
};
