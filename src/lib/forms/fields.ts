import { string } from "yup";
import { isValidEmail, sanitizeEmail } from "./email";
import { PASSWORD_MIN_LENGTH } from "./constants";
import type { ValidationMessages } from "./validationMessages";

/** The field rules the four forms share, each with the message a visitor sees. */
export const requiredText = (message: string) => string().trim().required(message);

export const email = (messages: ValidationMessages) =>
  string()
    .transform((value: string) => sanitizeEmail(value))
    .required(messages.emailRequired)
    .test("html-email", messages.emailInvalid, (value) =>
      // An empty field has its own message (required).
      value ? isValidEmail(value) : true,
    );

export const newPassword = (requiredMessage: string, messages: ValidationMessages) =>
  string().required(requiredMessage).min(PASSWORD_MIN_LENGTH, messages.passwordTooShort(PASSWORD_MIN_LENGTH));
