import type { Translations } from "../languages";

/** What a visitor is told about a field the forms do not accept; one message per rule, in each language. */
export interface ValidationMessages {
  emailRequired: string;
  emailInvalid: string;
  /** Login. */
  passwordRequired: string;
  /** Signup. */
  fullNameRequired: string;
  mobileNumberRequired: string;
  newPasswordRequired: string;
  confirmPasswordRequired: string;
  passwordTooShort: (minLength: number) => string;
  /** Contact. */
  nameRequired: string;
  serviceRequired: string;
  serviceUnlisted: string;
  messageRequired: string;
}

/** The English of the spec, word for word; the Spanish of docs/spanish/interface-texts.md. */
export const validationMessages = {
  en: {
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, like name@example.com.",
    passwordRequired: "Please enter your password.",
    fullNameRequired: "Please enter your full name.",
    mobileNumberRequired: "Please enter your mobile number.",
    newPasswordRequired: "Please choose a password.",
    confirmPasswordRequired: "Please confirm your password.",
    passwordTooShort: (minLength) => `Password must be at least ${minLength} characters.`,
    nameRequired: "Please enter your name.",
    serviceRequired: "Please choose a service.",
    serviceUnlisted: "Please choose a service from the list.",
    messageRequired: "Please enter a message.",
  },
  es: {
    emailRequired: "Ingrese su correo electrónico.",
    emailInvalid: "Ingrese un correo electrónico válido, por ejemplo: nombre@example.com.",
    passwordRequired: "Ingrese su contraseña.",
    fullNameRequired: "Ingrese su nombre completo.",
    mobileNumberRequired: "Ingrese su número de celular.",
    newPasswordRequired: "Elija una contraseña.",
    confirmPasswordRequired: "Confirme su contraseña.",
    passwordTooShort: (minLength) => `La contraseña debe tener al menos ${minLength} ${minLength === 1 ? "carácter" : "caracteres"}.`,
    nameRequired: "Ingrese su nombre.",
    serviceRequired: "Elija un servicio.",
    serviceUnlisted: "Elija un servicio de la lista.",
    messageRequired: "Escriba un mensaje.",
  },
} satisfies Translations<ValidationMessages>;
