import type * as en from "../../en/forms/validation";

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
