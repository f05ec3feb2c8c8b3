import type { Translations } from "../languages";

/** The notices of the spec's catalogue (§8), word for word in English; in Spanish, docs/spanish/interface-texts.md. */
export interface Notice {
  title: string;
  description: string;
  /** Destructive notices report a failure and look it. */
  destructive?: boolean;
}

interface Notices {
  contactSuccess: Notice;
  contactFailure: Notice;
  loginSuccess: (brand: string) => Notice;
  loginFailure: (error?: unknown) => Notice;
  signupMismatch: Notice;
  signupSuccess: Notice;
  signupFailure: (error?: unknown) => Notice;
  forgotSuccess: Notice;
  forgotFailure: (error?: unknown) => Notice;
}

/** The message a failed request carries, if it carries one a visitor can read. */
const messageOf = (error: unknown) => (error instanceof Error && error.message) || "";

/** A failure's notice: the request's own message, or `fallback`. */
const failure =
  (title: string, fallback: string) =>
  (error?: unknown): Notice => ({ title, description: messageOf(error) || fallback, destructive: true });

export const notices = {
  en: {
    contactSuccess: {
      title: "Message Sent!",
      description: "Thank you for reaching out. We'll get back to you soon.",
    },
    contactFailure: {
      title: "Uh oh! Something went wrong.",
      description: "There was a problem sending your message. Please try again.",
      destructive: true,
    },
    loginSuccess: (brand) => ({ title: "Login Successful!", description: `Welcome back to ${brand}.` }),
    loginFailure: failure("Login Failed", "Invalid credentials. Please try again."),
    signupMismatch: {
      title: "Passwords do not match",
      description: "Please ensure your passwords match.",
      destructive: true,
    },
    signupSuccess: { title: "Account Created!", description: "Please check your email to verify your account." },
    signupFailure: failure("Signup Failed", "Could not create account. Please try again."),
    forgotSuccess: {
      title: "Password Reset Email Sent!",
      description: "If an account exists for this email, you'll receive instructions to reset your password shortly.",
    },
    forgotFailure: failure("Request Failed", "Could not process your request. Please try again."),
  },
  es: {
    contactSuccess: {
      title: "¡Mensaje enviado!",
      description: "Gracias por comunicarse con nosotros. Le responderemos pronto.",
    },
    contactFailure: {
      title: "¡Uy! Algo salió mal.",
      description: "Hubo un problema al enviar su mensaje. Inténtelo de nuevo.",
      destructive: true,
    },
    loginSuccess: (brand) => ({
      title: "¡Sesión iniciada!",
      description: `Nos alegra verle de nuevo en ${brand}.`,
    }),
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
  },
} satisfies Translations<Notices>;
