/** The notices of the spec's catalogue (§8), word for word. */
export interface Notice {
  title: string;
  description: string;
  /** Destructive notices report a failure and look it. */
  destructive?: boolean;
}

/** The message a failed request carries, if it carries one a visitor can read. */
const messageOf = (error: unknown) => (error instanceof Error && error.message) || "";

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
  loginSuccess: (brand: string): Notice => ({ title: "Login Successful!", description: `Welcome back to ${brand}.` }),
  loginFailure: (error?: unknown): Notice => ({
    title: "Login Failed",
    description: messageOf(error) || "Invalid credentials. Please try again.",
    destructive: true,
  }),
  signupMismatch: {
    title: "Passwords do not match",
    description: "Please ensure your passwords match.",
    destructive: true,
  },
  signupSuccess: { title: "Account Created!", description: "Please check your email to verify your account." },
  signupFailure: (error?: unknown): Notice => ({
    title: "Signup Failed",
    description: messageOf(error) || "Could not create account. Please try again.",
    destructive: true,
  }),
  forgotSuccess: {
    title: "Password Reset Email Sent!",
    description: "If an account exists for this email, you'll receive instructions to reset your password shortly.",
  },
  forgotFailure: (error?: unknown): Notice => ({
    title: "Request Failed",
    description: messageOf(error) || "Could not process your request. Please try again.",
    destructive: true,
  }),
} satisfies Record<string, Notice | ((arg: never) => Notice)>;
