import { failure } from "../notice";

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

export const toaster = { region: "Notifications Alt+T", close: "close" };

/** The two choices of the contact form that are not services. */
export const serviceChoices = { otherInquiry: "Other Inquiry", customQuoteRequest: "Custom Quote Request" };

/** The lines the contact form's message starts with when a link asks for a quote or names a plan. */
export const prefill = { customQuote: "I would like to request a custom quote.", plan: (plan: string) => `I am interested in the ${plan} plan.` };

export const documentsNotice = {
  label: "Your personal information",
  warning: "Please do not type a Social Security number, an ITIN or any document into a form on this site or into an e-mail to us.",
  withPortal: { before: "We exchange documents only through our ", link: "secure client portal", after: ", or in person at our office." },
  withoutPortal: "We exchange documents in person at our office, or by a secure link we send you.",
};
