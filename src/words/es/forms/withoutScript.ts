import type * as en from "../../en/forms/withoutScript";

export const withoutScript: typeof en.withoutScript = {
  before: "Este formulario se envía con JavaScript, que su navegador no está ejecutando. Llámenos al ",
  between: " o escríbanos a ",
  after: ".",
};
