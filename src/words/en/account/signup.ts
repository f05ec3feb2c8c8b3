export const signup = {
  heading: "Create an account",
  intro: "Open a client account to work with our team.",
  haveAccount: "Already have an account?",
  logIn: "Log in",
  fullName: "Full name",
  email: "Email",
  mobileNumber: "Mobile number",
  password: "Password",
  confirmPassword: "Confirm password",
  busy: "Creating Account...",
  submit: "Create Account",
  head: {
    title: "Sign up",
    description: "Create a client account to work with our team on your individual or business taxes.",
  },
};
