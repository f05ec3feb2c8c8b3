import { object, string, type InferType } from "yup";
import { email, newPassword, requiredText } from "./fields";
import type { ValidationMessages } from "./validationMessages";

/** The account forms' rules, with their messages in the page's language. */
export const loginSchema = (messages: ValidationMessages) =>
  object({
    email: email(messages),
    password: string().required(messages.passwordRequired),
  });
export type LoginValues = InferType<ReturnType<typeof loginSchema>>;

/** Signup: all five fields required; the mobile number has no format check (spec §5). */
export const signupSchema = (messages: ValidationMessages) =>
  object({
    fullName: requiredText(messages.fullNameRequired),
    email: email(messages),
    mobileNumber: requiredText(messages.mobileNumberRequired),
    password: newPassword(messages.newPasswordRequired, messages),
    confirmPassword: newPassword(messages.confirmPasswordRequired, messages),
  });
export type SignupValues = InferType<ReturnType<typeof signupSchema>>;

export const forgotPasswordSchema = (messages: ValidationMessages) => object({ email: email(messages) });
export type ForgotPasswordValues = InferType<ReturnType<typeof forgotPasswordSchema>>;
