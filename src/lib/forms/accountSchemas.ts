import { object, string, type InferType } from "yup";
import type { Language } from "../languages";
import { email, newPassword, requiredText } from "./fields";
import { validationMessages } from "./validationMessages";

/** The account forms' rules, with their messages in `language`. */
export const loginSchema = (language: Language) => {
  const messages = validationMessages[language];
  return object({
    email: email(messages),
    password: string().required(messages.passwordRequired),
  });
};
export type LoginValues = InferType<ReturnType<typeof loginSchema>>;

/** Signup: all five fields required; the mobile number has no format check (spec §5). */
export const signupSchema = (language: Language) => {
  const messages = validationMessages[language];
  return object({
    fullName: requiredText(messages.fullNameRequired),
    email: email(messages),
    mobileNumber: requiredText(messages.mobileNumberRequired),
    password: newPassword(messages.newPasswordRequired, messages),
    confirmPassword: newPassword(messages.confirmPasswordRequired, messages),
  });
};
export type SignupValues = InferType<ReturnType<typeof signupSchema>>;

export const forgotPasswordSchema = (language: Language) => object({ email: email(validationMessages[language]) });
export type ForgotPasswordValues = InferType<ReturnType<typeof forgotPasswordSchema>>;
