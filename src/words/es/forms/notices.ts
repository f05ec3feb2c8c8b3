import { failure } from "../../notice";
import type * as en from "../../en/forms/notices";

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
