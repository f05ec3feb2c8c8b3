import { Link, navigate, type HeadProps } from "gatsby";
import { Formik } from "formik";
import AuthCard from "../components/forms/AuthCard";
import FormikField from "../components/forms/FormikField";
import SubmitButton from "../components/forms/SubmitButton";
import ValidatedForm from "../components/forms/ValidatedForm";
import { useFormSubmit } from "../components/forms/useFormSubmit";
import Seo from "../components/Seo";
import { useLanguage, useWords, type Translations } from "../i18n/PageLanguage";
import { languageOfPath, pathIn } from "../lib/localPaths";
import { signupSchema, type SignupValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { PASSWORD_MIN_LENGTH } from "../lib/forms/constants";
import { notices } from "../lib/forms/messages";

const en = {
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
const words = {
  en,
  es: {
    heading: "Crear una cuenta",
    intro: "Abra una cuenta de cliente para trabajar con nuestro equipo.",
    haveAccount: "¿Ya tiene una cuenta?",
    logIn: "Inicie sesión",
    fullName: "Nombre completo",
    email: "Correo electrónico",
    mobileNumber: "Número de celular",
    password: "Contraseña",
    confirmPassword: "Confirmar contraseña",
    busy: "Creando cuenta...",
    submit: "Crear cuenta",
    head: {
      title: "Registrarse",
      description: "Cree una cuenta de cliente para trabajar con nuestro equipo en sus impuestos personales o de negocio.",
    },
  },
} satisfies Translations<typeof en>;

const emptySignup: SignupValues = { fullName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" };

export default function SignupPage() {
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  const onSubmit = useFormSubmit<SignupValues>({
    check: ({ password, confirmPassword }) => (password === confirmPassword ? null : notice.signupMismatch),
    send: (values) => submitAccountRequest("signup", values),
    success: notice.signupSuccess,
    failure: notice.signupFailure,
    onSuccess: () => navigate(pathIn(language, "/login")),
  });
  return (
    <AuthCard
      title={text.heading}
      intro={text.intro}
      footer={
        <>
          {text.haveAccount} <Link to={pathIn(language, "/login")}>{text.logIn}</Link>
        </>
      }
    >
      <Formik<SignupValues> initialValues={emptySignup} validationSchema={signupSchema(language)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label={text.fullName} name="fullName" autoComplete="name" required />
            <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
            <FormikField label={text.mobileNumber} name="mobileNumber" type="tel" autoComplete="tel" required />
            <FormikField label={text.password} name="password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />
            <FormikField
              label={text.confirmPassword}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
            <SubmitButton submitting={isSubmitting} busyLabel={text.busy}>
              {text.submit}
            </SubmitButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = words[languageOfPath(location.pathname)].head;
  return <Seo title={title} description={description} path={location.pathname} />;
};
