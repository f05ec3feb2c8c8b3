export const login = {
  heading: "Log in",
  intro: "Welcome back. Log in to your client account.",
  noAccount: "Don't have an account?",
  signUp: "Sign up",
  email: "Email",
  password: "Password",
  forgotPassword: "Forgot password?",
  busy: "Logging In...",
  submit: "Log In",
  head: {
    title: "Log in",
    description: "Log in to your client account to work with our team on your taxes, books and payroll.",
  },
};
