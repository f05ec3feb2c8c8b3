import type * as en from "../../en/account/forgotPassword";

export const forgotPassword: typeof en.forgotPassword = {
  heading: "¿Olvidó su contraseña?",
  intro: "Ingrese el correo electrónico de su cuenta y le enviaremos un enlace para restablecer su contraseña.",
  backToLogin: "Volver a iniciar sesión",
  // Glossary: "correo electrónico".
  email: "Correo electrónico",
  busy: "Enviando...",
  submit: "Enviar enlace",
  head: {
    // A title, not a question.
    title: "Recuperar contraseña",
    // "Ingrese" is US/Latin American usage; "Introduzca" is from Spain. "Escriba" would also do.
    description: "¿Olvidó la contraseña de su cuenta de cliente? Ingrese su correo electrónico y le enviaremos un enlace para restablecerla.",
  },
};
