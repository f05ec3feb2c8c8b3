/** The English of the spec, word for word. */
export const validation = {
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  passwordRequired: "Please enter your password.",
  fullNameRequired: "Please enter your full name.",
  mobileNumberRequired: "Please enter your mobile number.",
  newPasswordRequired: "Please choose a password.",
  confirmPasswordRequired: "Please confirm your password.",
  passwordTooShort: (minLength: number) => `Password must be at least ${minLength} characters.`,
  nameRequired: "Please enter your name.",
  serviceRequired: "Please choose a service.",
  serviceUnlisted: "Please choose a service from the list.",
  messageRequired: "Please enter a message.",
};
