import { Link } from "gatsby";
import AuthCard from "../components/forms/AuthCard";
import FormField from "../components/forms/FormField";
import SubmitButton from "../components/forms/SubmitButton";
import { formStyle } from "../components/forms/formStyle";
import { preventSubmit } from "../components/forms/preventSubmit";
import Seo from "../components/Seo";

export default function SignupPage() {
  return (
    <AuthCard
      title="Create an account"
      intro="Open a client account to work with our team."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <form css={formStyle} onSubmit={preventSubmit}>
        <FormField label="Full name" name="fullName" autoComplete="name" required />
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <FormField label="Mobile number" name="mobileNumber" type="tel" autoComplete="tel" required />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <FormField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <SubmitButton>Create Account</SubmitButton>
      </form>
    </AuthCard>
  );
}

export const Head = () => <Seo title="Sign up" description="Create a client account." noindex />;
