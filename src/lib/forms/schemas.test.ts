import { describe, expect, it } from "vitest";
import type { AnySchema } from "yup";
import { contactSchema } from "./contactSchema";
import { forgotPasswordSchema, loginSchema, signupSchema } from "./accountSchemas";

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
    expect(await errorsOf(contactSchema(services), valid)).toEqual({});
    expect(await errorsOf(contactSchema(services), { ...valid, service: "Other Inquiry" })).toEqual({});
  });

  it("requires every field", async () => {
    expect(await errorsOf(contactSchema(services), { name: " ", email: "", service: "", message: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      service: "Please choose a service.",
      message: "Please enter a message.",
    });
  });

  it("refuses a service that is not on the list, and an invalid e-mail", async () => {
    expect(await errorsOf(contactSchema(services), { ...valid, service: "Payroll", email: "a@b..c" })).toEqual({
      service: "Please choose a service from the list.",
      email: "Please enter a valid email address, like name@example.com.",
    });
  });
});

describe("loginSchema", () => {
  it("requires an e-mail and a password", async () => {
    expect(await errorsOf(loginSchema, { email: "", password: "" })).toEqual({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });
    expect(await errorsOf(loginSchema, { email: "a@b.co", password: "x" })).toEqual({});
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
    expect(await errorsOf(signupSchema, valid)).toEqual({});
  });

  it("requires all five fields", async () => {
    const empty = { fullName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" };
    expect(Object.keys(await errorsOf(signupSchema, empty)).sort()).toEqual(
      ["confirmPassword", "email", "fullName", "mobileNumber", "password"].sort(),
    );
  });

  it("wants passwords of at least 8 characters", async () => {
    expect(await errorsOf(signupSchema, { ...valid, password: "1234567", confirmPassword: "1234567" })).toEqual({
      password: "Password must be at least 8 characters.",
      confirmPassword: "Password must be at least 8 characters.",
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("requires a valid e-mail", async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: "" })).toEqual({ email: "Please enter your email address." });
    expect(await errorsOf(forgotPasswordSchema, { email: " a@b.co " })).toEqual({});
  });
});
