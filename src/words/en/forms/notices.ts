import { failure } from "../../notice";

export const notices = {
  contactSuccess: {
    title: "Message Sent!",
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
  contactFailure: {
    title: "Uh oh! Something went wrong.",
    description: "There was a problem sending your message. Please try again.",
    destructive: true,
  },
  loginSuccess: (brand: string) => ({ title: "Login Successful!", description: `Welcome back to ${brand}.` }),
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
};
