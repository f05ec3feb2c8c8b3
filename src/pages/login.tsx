import { Link } from "gatsby";
import AuthCard from "../components/forms/AuthCard";
import FormField from "../components/forms/FormField";
import SubmitButton from "../components/forms/SubmitButton";
import { formStyle } from "../components/forms/formStyle";
import { preventSubmit } from "../components/forms/preventSubmit";
import Seo from "../components/Seo";
import { fontSize } from "../theme/tokens";

export default function LoginPage() {
  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. Log in to your client account."
      footer={
        <>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </>
      }
    >
      <form css={formStyle} onSubmit={preventSubmit}>
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Link to="/forgot-password" css={{ justifySelf: "end", fontSize: fontSize.base, fontWeight: 600 }}>
          Forgot password?
        </Link>
        <SubmitButton>Log In</SubmitButton>
      </form>
    </AuthCard>
  );
}

export const Head = () => <Seo title="Log in" description="Log in to your client account." noindex />;
