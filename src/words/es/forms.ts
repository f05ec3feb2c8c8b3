import { failure } from "../notice";
import type * as en from "../en/forms";

export const validation: typeof en.validation = {
  emailRequired: "Ingrese su correo electrónico.",
  // Keep `example.com`: `ejemplo.com` is somebody's real domain.
  emailInvalid: "Ingrese un correo electrónico válido, por ejemplo: nombre@example.com.",
  passwordRequired: "Ingrese su contraseña.",
  fullNameRequired: "Ingrese su nombre completo.",
  mobileNumberRequired: "Ingrese su número de celular.",
  newPasswordRequired: "Elija una contraseña.",
  confirmPasswordRequired: "Confirme su contraseña.",
  // Plural: 1 → "al menos 1 carácter"; N → "al menos N caracteres". The stress moves (carácter → caracteres).
  passwordTooShort: (minLength) => `La contraseña debe tener al menos ${minLength} ${minLength === 1 ? "carácter" : "caracteres"}.`,
  nameRequired: "Ingrese su nombre.",
  serviceRequired: "Elija un servicio.",
  serviceUnlisted: "Elija un servicio de la lista.",
  messageRequired: "Escriba un mensaje.",
};

export const notices: typeof en.notices = {
  contactSuccess: {
    title: "¡Mensaje enviado!",
    description: "Gracias por comunicarse con nosotros. Le responderemos pronto.",
  },
  contactFailure: {
    // "¡Vaya!" sounds Spanish from Spain.
    title: "¡Uy! Algo salió mal.",
    // Dropping "Por favor" is deliberate: the usted imperative is already polite, and Spanish UI rarely repeats "por
    // favor". Add "Por favor, inténtelo de nuevo." if reviewers want the literal tone.
    description: "Hubo un problema al enviar su mensaje. Inténtelo de nuevo.",
    destructive: true,
  },
  loginSuccess: (brand) => ({
    title: "¡Sesión iniciada!",
    // "Bienvenido de nuevo" is masculine, and the glossary rules out "Bienvenido/a". This wording is neutral.
    description: `Nos alegra verle de nuevo en ${brand}.`,
  }),
  // "Credenciales no válidas" is also understood, but more technical.
  loginFailure: failure("No se pudo iniciar sesión", "Los datos de acceso no son válidos. Inténtelo de nuevo."),
  signupMismatch: {
    title: "Las contraseñas no coinciden",
    description: "Asegúrese de que las contraseñas coincidan.",
    destructive: true,
  },
  signupSuccess: {
    title: "¡Cuenta creada!",
    description: "Revise su correo electrónico para verificar su cuenta.",
  },
  signupFailure: failure("No se pudo crear la cuenta", "No pudimos crear su cuenta. Inténtelo de nuevo."),
  forgotSuccess: {
    title: "¡Le enviamos el correo para restablecer su contraseña!",
    description: "Si existe una cuenta con este correo electrónico, en breve recibirá instrucciones para restablecer su contraseña.",
  },
  forgotFailure: failure("No se pudo procesar la solicitud", "No pudimos procesar su solicitud. Inténtelo de nuevo."),
};

export const toaster: typeof en.toaster = { region: "Notificaciones Alt+T", close: "Cerrar" };

export const serviceChoices: typeof en.serviceChoices = {
  // Also the value sent to the firm and the value the prefill matches.
  otherInquiry: "Otra consulta",
  customQuoteRequest: "Solicitud de cotización personalizada",
};
export const prefill: typeof en.prefill = {
  customQuote: "Quisiera solicitar una cotización personalizada.",
  plan: (plan: string) => `Me interesa el plan ${plan}.`,
};

export const documentsNotice: typeof en.documentsNotice = {
  label: "Su información personal",
  // Glossary: "número de Seguro Social".
  warning:
    "Por favor, no escriba un número de Seguro Social, un ITIN ni ningún documento en un formulario de este sitio ni en un correo electrónico para nosotros.",
  withPortal: {
    before: "Intercambiamos documentos solo a través de nuestro ",
    link: "portal seguro para clientes",
    after: " o en persona en nuestra oficina.",
  },
  withoutPortal: "Intercambiamos documentos en persona en nuestra oficina o mediante un enlace seguro que le enviamos.",
};
