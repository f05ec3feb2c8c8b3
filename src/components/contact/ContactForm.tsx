import FormField from "../forms/FormField";
import SubmitButton from "../forms/SubmitButton";
import { formStyle } from "../forms/formStyle";
import { preventSubmit } from "../forms/preventSubmit";

/** The choice offered besides the services themselves. */
export const OTHER_INQUIRY = "Other Inquiry";

/** The inquiry form: name, e-mail, the service asked about, and a message. */
export default function ContactForm({ services }: { services: readonly string[] }) {
  return (
    <form css={formStyle} onSubmit={preventSubmit} aria-label="Send us a message">
      <FormField label="Full name" name="name" autoComplete="name" required />
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
      <FormField as="select" label="Service" name="service" required defaultValue="">
        <option value="" disabled>
          Select a service
        </option>
        {[...services, OTHER_INQUIRY].map((service) => (
          <option key={service} value={service}>
            {service}
          </option>
        ))}
      </FormField>
      <FormField as="textarea" label="Message" name="message" rows={4} required />
      <SubmitButton>Send Message</SubmitButton>
    </form>
  );
}
