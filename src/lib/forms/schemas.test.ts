import { describe, expect, it } from "vitest";
import type { AnySchema } from "yup";
import { contactSchema } from "./contactSchema";
import { forgotPasswordSchema, loginSchema, signupSchema } from "./accountSchemas";
import { validation as en } from "../../words/en/forms/validation";
import { validation as es } from "../../words/es/forms/validation";

const services = ["Individual Tax Filings", "Bookkeeping"];

/** The message a schema gives each field for `values`, the first per field as Formik shows it; {} when accepted. */
async function errorsOf(schema: AnySchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.reverse().map((issue) => [issue.path, issue.message]));
  }
}

describe("contactSchema", () => {
  const valid = { name: "Jordan", email: "jordan@example.org", service: "Bookkeeping", message: "Hello" };

  it("accepts a complete inquiry, for a listed service or Other Inquiry", async () => {
    expect(await errorsOf(contactSchema(services, en), valid)).toEqual({});
    expect(await errorsOf(contactSchema(services, en), { ...valid, service: "Other Inquiry" })).toEqual({});
  });

  it("requires every field", async () => {
    expect(await errorsOf(contactSchema(services, en), { name: " ", email: "", service: "", message: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      service: "Please choose a service.",
      message: "Please enter a message.",
    });
  });

  it("refuses a service that is not on the list, and an invalid e-mail", async () => {
    expect(await errorsOf(contactSchema(services, en), { ...valid, service: "Payroll", email: "a@b..c" })).toEqual({
      service: "Please choose a service from the list.",
      email: "Please enter a valid email address, like name@example.com.",
    });
  });
});

describe("loginSchema", () => {
  it("requires an e-mail and a password", async () => {
    expect(await errorsOf(loginSchema(en), { email: "", password: "" })).toEqual({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });
    expect(await errorsOf(loginSchema(en), { email: "a@b.co", password: "x" })).toEqual({});
  });
});

describe("signupSchema", () => {
  const valid = {
    fullName: "Sam Okafor",
    email: "sam@example.org",
    mobileNumber: "call me maybe",
    password: "12345678",
    confirmPassword: "87654321",
  };

  it("accepts five filled fields, with no format check on the mobile number and no match check", async () => {
    expect(await errorsOf(signupSchema(en), valid)).toEqual({});
  });

  it("requires all five fields", async () => {
    const empty = { fullName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" };
    expect(Object.keys(await errorsOf(signupSchema(en), empty)).sort()).toEqual(
      ["confirmPassword", "email", "fullName", "mobileNumber", "password"].sort(),
    );
  });

  it("wants passwords of at least 8 characters", async () => {
    expect(await errorsOf(signupSchema(en), { ...valid, password: "1234567", confirmPassword: "1234567" })).toEqual({
      password: "Password must be at least 8 characters.",
      confirmPassword: "Password must be at least 8 characters.",
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("requires a valid e-mail", async () => {
    expect(await errorsOf(forgotPasswordSchema(en), { email: "" })).toEqual({
      email: "Please enter your email address.",
    });
    expect(await errorsOf(forgotPasswordSchema(en), { email: " a@b.co " })).toEqual({});
  });
});

describe("the schemas on a Spanish page", () => {
  it("contact: names each missing field in Spanish", async () => {
    expect(await errorsOf(contactSchema(services, es), { name: "", email: "", service: "", message: " " })).toEqual({
      name: "Ingrese su nombre.",
      email: "Ingrese su correo electrónico.",
      service: "Elija un servicio.",
      message: "Escriba un mensaje.",
    });
  });

  it("contact: refuses an unlisted service and an invalid e-mail in Spanish, and takes the English names", async () => {
    const inquiry = { name: "Jordan", email: "jordan@", service: "Teneduría de libros", message: "Hola" };
    expect(await errorsOf(contactSchema(services, es), inquiry)).toEqual({
      service: "Elija un servicio de la lista.",
      email: "Ingrese un correo electrónico válido, por ejemplo: nombre@example.com.",
    });
    const valid = { ...inquiry, email: "jordan@example.org", service: "Bookkeeping" };
    expect(await errorsOf(contactSchema(services, es), valid)).toEqual({});
    expect(await errorsOf(contactSchema(services, es), { ...valid, service: "Other Inquiry" })).toEqual({});
  });

  it("login: asks for the e-mail and the password in Spanish", async () => {
    expect(await errorsOf(loginSchema(es), { email: "", password: "" })).toEqual({
      email: "Ingrese su correo electrónico.",
      password: "Ingrese su contraseña.",
    });
  });

  it("signup: names each missing field, and a short password, in Spanish", async () => {
    const empty = { fullName: " ", email: "", mobileNumber: "", password: "", confirmPassword: "" };
    expect(await errorsOf(signupSchema(es), empty)).toEqual({
      fullName: "Ingrese su nombre completo.",
      email: "Ingrese su correo electrónico.",
      mobileNumber: "Ingrese su número de celular.",
      password: "Elija una contraseña.",
      confirmPassword: "Confirme su contraseña.",
    });
    const short = { fullName: "Sam", email: "sam@example.org", mobileNumber: "1", password: "1234567" };
    expect(await errorsOf(signupSchema(es), { ...short, confirmPassword: "x" })).toEqual({
      password: "La contraseña debe tener al menos 8 caracteres.",
      confirmPassword: "La contraseña debe tener al menos 8 caracteres.",
    });
  });

  it("forgot password: refuses an invalid e-mail in Spanish", async () => {
    expect(await errorsOf(forgotPasswordSchema(es), { email: "name@" })).toEqual({
      email: "Ingrese un correo electrónico válido, por ejemplo: nombre@example.com.",
    });
  });
});
