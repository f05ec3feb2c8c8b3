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

/** The English of the spec, word for word. */
export const validation: ValidationMessages = {
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
};
