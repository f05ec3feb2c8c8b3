import { object, string, type InferType } from "yup";
import { email, requiredText } from "./fields";
import { serviceOptions } from "./serviceOptions";

export const contactSchema = (services: readonly string[]) =>
  object({
    name: requiredText("Please enter your name."),
    email: email(),
    service: string()
      .required("Please choose a service.")
      // An empty choice has its own message (required).
      .test("listed", "Please choose a service from the list.", (value) =>
        value ? serviceOptions(services).includes(value) : true,
      ),
    message: requiredText("Please enter a message."),
  });

export type ContactValues = InferType<ReturnType<typeof contactSchema>>;

export const emptyContact: ContactValues = { name: "", email: "", service: "", message: "" };
