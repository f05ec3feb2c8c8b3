import { string } from "yup";
import { isValidEmail, sanitizeEmail } from "./email";
import { PASSWORD_MIN_LENGTH } from "./constants";

/** The field rules the four forms share, each with the message a visitor sees. */
export const requiredText = (message: string) => string().trim().required(message);

export const email = () =>
  string()
    .transform((value: string) => sanitizeEmail(value))
    .required("Please enter your email address.")
    .test("html-email", "Please enter a valid email address, like name@example.com.", (value) =>
      // An empty field has its own message (required).
      value ? isValidEmail(value) : true,
    );

export const newPassword = (requiredMessage: string) =>
  string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
