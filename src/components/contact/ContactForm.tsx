import { useLayoutEffect, useRef, useState } from "react";
import { css } from "@emotion/react";
import { Formik, useFormikContext } from "formik";
import DocumentsNotice from "../forms/DocumentsNotice";
import FormikField from "../forms/FormikField";
import SubmitButton from "../forms/SubmitButton";
import ValidatedForm from "../forms/ValidatedForm";
import { visuallyHiddenRules } from "../../theme/visuallyHidden";
import { useFormSubmit } from "../forms/useFormSubmit";
import { clearDraft, readDraft, useSessionDraft } from "../../hooks/useSessionDraft";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { contactSchema, emptyContact, type ContactValues } from "../../lib/forms/contactSchema";
import { serviceOptions, type ServiceOption } from "../../lib/forms/serviceOptions";
import { prefillFromQuery, type PlanName } from "../../lib/forms/contactPrefill";
import { sendInquiry } from "../../lib/forms/inquiry";
import { notices } from "@words/forms/notices";
import { validation as validationMessages } from "@words/forms/validation";
import { contactForm as words } from "@words/contact/contactForm";
import { prefill as prefillLines } from "@words/forms/prefill";
import { serviceChoices } from "@words/forms/serviceChoices";
import { dates } from "@words/common/dates";
import { wordsIn } from "../../i18n/inEveryLanguage";

const DRAFT_KEY = "contact-draft";

/** A field no person sees or hears; a bot that fills it is shown success and nothing is sent. */
const HONEYPOT = "website";
type ContactFields = ContactValues & { [HONEYPOT]: string };

const honeypotStyle = css`
  ${visuallyHiddenRules};
  left: -9999px;
`;

/** Puts back the visitor's draft and the service (and plan) asked for in the address, then keeps the draft. */
function DraftKeeper({ options, plans }: { options: readonly ServiceOption[]; plans: readonly PlanName[] }) {
  const language = useLanguage();
  const { values, setValues } = useFormikContext<ContactFields>();
  const [restored, setRestored] = useState(false);
  // Put back as the form hydrates, before the browser can pass on a key: an effect waits for a frame, and a field
  // typed in before it ran was lost, as Formik's setValues hands the updater the values of its last render.
  useLayoutEffect(() => {
    const draft = readDraft<ContactValues>(DRAFT_KEY);
    const prefillIn = { lines: wordsIn(language, prefillLines), choiceNames: wordsIn(language, serviceChoices), dates: wordsIn(language, dates) };
    const prefill = prefillFromQuery(window.location.search, options, prefillIn, plans);
    const message =
      prefill.message && !(draft.message ?? "").startsWith(prefill.message.trim()) ? prefill.message + (draft.message ?? "") : draft.message;
    void setValues({ ...emptyContact, ...draft, ...prefill, message: message ?? "", [HONEYPOT]: "" }, false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft and the address are the browser's: read after hydration, and saving starts only then.
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: `options` is made anew each render, and restoring again would overwrite what the visitor typed.
  }, []);
  const { [HONEYPOT]: _bot, ...draft } = values;
  useSessionDraft(DRAFT_KEY, draft, restored);
  return null;
}

/**
 * The inquiry form: name, e-mail, the service asked about, and a message. `services` are the content's
 * services, each valued by its English title and labelled in the page's language; `plans` the pricing plans'
 * names in it, which an inquiry from the plan finder names (`?plan=`).
 */
export default function ContactForm({ services, plans }: { services: readonly ServiceOption[]; plans: readonly PlanName[] }) {
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  const options = serviceOptions(services, useWords(serviceChoices));
  // Made at the first check (a field left, a key typed, a send), not while the page hydrates.
  const schema = useRef<ReturnType<typeof contactSchema> | null>(null);
  const onSubmit = useFormSubmit<ContactFields>({
    send: async ({ [HONEYPOT]: bot, ...inquiry }) => {
      if (!bot) await sendInquiry({ ...inquiry, language });
    },
    success: notice.contactSuccess,
    failure: () => notice.contactFailure,
    onSuccess: ({ resetForm }) => {
      clearDraft(DRAFT_KEY);
      resetForm({ values: { ...emptyContact, [HONEYPOT]: "" } });
    },
  });
  return (
    <Formik<ContactFields>
      initialValues={{ ...emptyContact, [HONEYPOT]: "" }}
      validationSchema={() =>
        (schema.current ??= contactSchema(
          services.map(({ value }) => value),
          wordsIn(language, validationMessages),
        ))
      }
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ValidatedForm label={text.form}>
          <DraftKeeper options={options} plans={plans} />
          <DocumentsNotice />
          <FormikField label={text.name} name="name" autoComplete="name" required />
          <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
          <FormikField as="select" label={text.service} name="service" required>
            <option value="" disabled>
              {text.chooseService}
            </option>
            {options.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </FormikField>
          <FormikField as="textarea" label={text.message} name="message" rows={4} required />
          <div css={honeypotStyle} aria-hidden="true">
            <label htmlFor="field-website">{text.honeypot}</label>
            <FormikHoneypot />
          </div>
          <SubmitButton submitting={isSubmitting} busyLabel={text.busy}>
            {text.send}
          </SubmitButton>
        </ValidatedForm>
      )}
    </Formik>
  );
}

function FormikHoneypot() {
  const { values, handleChange } = useFormikContext<ContactFields>();
  return <input id="field-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" value={values[HONEYPOT]} onChange={handleChange} />;
}
