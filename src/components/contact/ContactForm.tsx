import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { Formik, useFormikContext } from "formik";
import FormikField from "../forms/FormikField";
import SubmitButton from "../forms/SubmitButton";
import ValidatedForm from "../forms/ValidatedForm";
import { visuallyHidden } from "../ui/VisuallyHidden";
import { prepareNotices } from "../forms/notices";
import { useFormSubmit } from "../forms/useFormSubmit";
import { clearDraft, readDraft, useSessionDraft } from "../../hooks/useSessionDraft";
import { contactSchema, emptyContact, type ContactValues } from "../../lib/forms/contactSchema";
import { serviceOptions } from "../../lib/forms/serviceOptions";
import { prefillFromQuery } from "../../lib/forms/contactPrefill";
import { sendInquiry } from "../../lib/forms/inquiry";
import { notices } from "../../lib/forms/messages";

const DRAFT_KEY = "contact-draft";

/** A field no person sees or hears; a bot that fills it is shown success and nothing is sent. */
const HONEYPOT = "website";
type ContactFields = ContactValues & { [HONEYPOT]: string };

const honeypotStyle = css`
  ${visuallyHidden};
  left: -9999px;
`;

/** Puts back the visitor's draft and the service asked for in the address, then keeps the draft. */
function DraftKeeper({ services }: { services: readonly string[] }) {
  const { values, setValues } = useFormikContext<ContactFields>();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = readDraft<ContactValues>(DRAFT_KEY);
    const prefill = prefillFromQuery(window.location.search, services);
    const message =
      prefill.message && !(draft.message ?? "").startsWith(prefill.message.trim())
        ? prefill.message + (draft.message ?? "")
        : draft.message;
    void setValues({ ...emptyContact, ...draft, ...prefill, message: message ?? "", [HONEYPOT]: "" }, false);
    setRestored(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const { [HONEYPOT]: _bot, ...draft } = values;
  useSessionDraft(DRAFT_KEY, draft, restored);
  return null;
}

/** The inquiry form: name, e-mail, the service asked about, and a message. */
export default function ContactForm({ services }: { services: readonly string[] }) {
  useEffect(prepareNotices, []);
  const onSubmit = useFormSubmit<ContactFields>({
    send: async ({ [HONEYPOT]: bot, ...inquiry }) => {
      if (!bot) await sendInquiry(inquiry);
    },
    success: notices.contactSuccess,
    failure: () => notices.contactFailure,
    onSuccess: ({ resetForm }) => {
      clearDraft(DRAFT_KEY);
      resetForm({ values: { ...emptyContact, [HONEYPOT]: "" } });
    },
  });
  return (
    <Formik<ContactFields>
      initialValues={{ ...emptyContact, [HONEYPOT]: "" }}
      validationSchema={contactSchema(services)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ValidatedForm label="Send us a message">
          <DraftKeeper services={services} />
          <FormikField label="Full name" name="name" autoComplete="name" required />
          <FormikField label="Email" name="email" type="email" autoComplete="email" required />
          <FormikField as="select" label="Service" name="service" required>
            <option value="" disabled>
              Select a service
            </option>
            {serviceOptions(services).map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </FormikField>
          <FormikField as="textarea" label="Message" name="message" rows={4} required />
          <div css={honeypotStyle} aria-hidden="true">
            <label htmlFor="field-website">Leave this field empty</label>
            <FormikHoneypot />
          </div>
          <SubmitButton submitting={isSubmitting} busyLabel="Sending...">
            Send Message
          </SubmitButton>
        </ValidatedForm>
      )}
    </Formik>
  );
}

function FormikHoneypot() {
  const { values, handleChange } = useFormikContext<ContactFields>();
  return (
    <input
      id="field-website"
      name={HONEYPOT}
      type="text"
      tabIndex={-1}
      autoComplete="off"
      value={values[HONEYPOT]}
      onChange={handleChange}
    />
  );
}
