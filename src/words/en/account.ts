export const forgotPassword = {
  heading: "Forgot your password?",
  intro: "Enter the email address of your account and we will send you a link to reset your password.",
  backToLogin: "Back to Login",
  email: "Email",
  busy: "Sending...",
  submit: "Send Reset Link",
  head: {
    title: "Forgot password",
    description: "Forgot the password of your client account? Enter your e-mail address and we will send you a reset link.",
  },
};

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
