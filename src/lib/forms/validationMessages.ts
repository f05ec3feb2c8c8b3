/**
 * What a visitor is told about a field the forms do not accept, one message per rule, in one language: the forms' rules
 * are handed them (src/words/<language>/forms/validation.ts).
 */
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
