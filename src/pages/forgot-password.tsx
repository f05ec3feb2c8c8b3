import { Link } from "gatsby";
import AuthCard from "../components/forms/AuthCard";
import FormField from "../components/forms/FormField";
import SubmitButton from "../components/forms/SubmitButton";
import { formStyle } from "../components/forms/formStyle";
import { preventSubmit } from "../components/forms/preventSubmit";
import Seo from "../components/Seo";

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to reset your password."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <form css={formStyle} onSubmit={preventSubmit}>
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <SubmitButton>Send Reset Link</SubmitButton>
      </form>
    </AuthCard>
  );
}

export const Head = () => (
  <Seo title="Forgot password" description="Reset the password of your client account." noindex />
);
