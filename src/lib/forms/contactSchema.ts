import { object, string, type InferType } from "yup";
import { email, requiredText } from "./fields";
import { serviceValues } from "./serviceOptions";
import type { ValidationMessages } from "./validationMessages";

/**
 * The contact form's rules, with their messages in the page's language. `services` are the services' English
 * titles: the values of the service list, whatever the page's language.
 */
export const contactSchema = (services: readonly string[], messages: ValidationMessages) =>
  object({
    name: requiredText(messages.nameRequired),
    email: email(messages),
    service: string()
      .required(messages.serviceRequired)
      // An empty choice has its own message (required).
      .test("listed", messages.serviceUnlisted, (value) => (value ? serviceValues(services).includes(value) : true)),
    message: requiredText(messages.messageRequired),
  });

export type ContactValues = InferType<ReturnType<typeof contactSchema>>;

export const emptyContact: ContactValues = { name: "", email: "", service: "", message: "" };
