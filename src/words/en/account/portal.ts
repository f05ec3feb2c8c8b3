/** Where the firm's details name a client portal: the account pages lead there (src/components/account/PortalSignIn.tsx). */
export const portal = {
  login: {
    heading: "Sign in to your secure portal",
    intro: (brand: string) =>
      `Clients of ${brand} sign in to our secure document portal, where we exchange your documents and the work we prepare for you. Documents go only there, never by e-mail or through this site's forms.`,
  },
  signup: {
    heading: "Your secure portal",
    intro: (brand: string) =>
      `${brand} opens your portal account when we start working together, and sends you an invitation to it. Already invited? Sign in there. Not a client yet? Tell us what you need.`,
  },
  forgotPassword: {
    heading: "Reset your portal password",
    intro: "Your password is the portal's: reset it on the portal's own sign-in page, with its \"Forgot password\" link.",
  },
  open: "Go to the secure portal",
  contact: "Contact us",
};
