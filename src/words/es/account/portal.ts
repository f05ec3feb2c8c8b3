import type * as en from "../../en/account/portal";

export const portal: typeof en.portal = {
  login: {
    heading: "Inicie sesión en su portal seguro",
    intro: (brand) =>
      `Los clientes de ${brand} inician sesión en nuestro portal seguro de documentos, donde intercambiamos sus documentos y el trabajo que preparamos para usted. Los documentos van solo allí, nunca por correo electrónico ni por los formularios de este sitio.`,
  },
  signup: {
    heading: "Su portal seguro",
    intro: (brand) =>
      `${brand} abre su cuenta del portal cuando empezamos a trabajar juntos y le envía una invitación. ¿Ya la recibió? Inicie sesión allí. ¿Todavía no es cliente? Díganos qué necesita.`,
  },
  forgotPassword: {
    heading: "Restablezca la contraseña de su portal",
    intro:
      "Su contraseña es la del portal: restablézcala en la página de inicio de sesión del propio portal, con su enlace para la contraseña olvidada.",
  },
  open: "Ir al portal seguro",
  contact: "Contáctenos",
};
