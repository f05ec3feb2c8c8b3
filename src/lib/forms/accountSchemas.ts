import { object, string, type InferType } from "yup";
import { email, newPassword, requiredText } from "./fields";

export const loginSchema = object({
  email: email(),
  password: string().required("Please enter your password."),
});
export type LoginValues = InferType<typeof loginSchema>;

/** Signup: all five fields required; the mobile number has no format check (spec §5). */
export const signupSchema = object({
  fullName: requiredText("Please enter your full name."),
  email: email(),
  mobileNumber: requiredText("Please enter your mobile number."),
  password: newPassword("Please choose a password."),
  confirmPassword: newPassword("Please confirm your password."),
});
export type SignupValues = InferType<typeof signupSchema>;

export const forgotPasswordSchema = object({ email: email() });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
