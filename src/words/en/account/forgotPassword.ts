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
