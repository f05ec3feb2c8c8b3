import { describe, expect, it } from "vitest";
import { notices, validationMessages } from "./words";
import type { Notice } from "../../words/notice";

describe("notices", () => {
  it("welcome the visitor back by the brand", () => {
    expect(notices.en.loginSuccess("Tallyfield")).toEqual({
      title: "Login Successful!",
      description: "Welcome back to Tallyfield.",
    });
  });

  it("carry a failure's own message, or the catalogue's default", () => {
    expect(notices.en.loginFailure(new Error("Account locked")).description).toBe("Account locked");
    expect(notices.en.loginFailure(undefined).description).toBe("Invalid credentials. Please try again.");
    expect(notices.en.signupFailure("not an error").description).toBe("Could not create account. Please try again.");
    expect(notices.en.forgotFailure(new Error("")).description).toBe("Could not process your request. Please try again.");
    expect(notices.en.forgotFailure().destructive).toBe(true);
  });

  it("mark failures, and only failures, as destructive", () => {
    expect(notices.en.contactFailure.destructive).toBe(true);
    expect(notices.en.signupMismatch.destructive).toBe(true);
    expect("destructive" in notices.en.contactSuccess).toBe(false);
  });
});

describe("notices in Spanish", () => {
  it("welcome the visitor back by the brand, with no gendered form", () => {
    expect(notices.es.loginSuccess("Tallyfield")).toEqual({
      title: "¡Sesión iniciada!",
      description: "Nos alegra verle de nuevo en Tallyfield.",
    });
  });

  it("carry a failure's own message, or the Spanish default", () => {
    expect(notices.es.loginFailure(new Error("Cuenta bloqueada")).description).toBe("Cuenta bloqueada");
    expect(notices.es.loginFailure()).toEqual({
      title: "No se pudo iniciar sesión",
      description: "Los datos de acceso no son válidos. Inténtelo de nuevo.",
      destructive: true,
    });
    expect(notices.es.signupFailure().description).toBe("No pudimos crear su cuenta. Inténtelo de nuevo.");
    expect(notices.es.forgotFailure().description).toBe("No pudimos procesar su solicitud. Inténtelo de nuevo.");
  });

  it("give every notice, marked destructive exactly where the English is", () => {
    expect(notices.es.contactSuccess.title).toBe("¡Mensaje enviado!");
    expect(notices.es.signupMismatch).toEqual({
      title: "Las contraseñas no coinciden",
      description: "Asegúrese de que las contraseñas coincidan.",
      destructive: true,
    });
    const destructive = (catalogue: Record<string, Notice | ((arg: string) => Notice)>) =>
      Object.entries(catalogue).map(([key, notice]) => [key, Boolean((typeof notice === "function" ? notice("Tallyfield") : notice).destructive)]);
    expect(destructive(notices.es)).toEqual(destructive(notices.en));
  });
});

describe("validationMessages.passwordTooShort", () => {
  it("says how long a password must be, with the Spanish singular for one character", () => {
    expect(validationMessages.en.passwordTooShort(8)).toBe("Password must be at least 8 characters.");
    expect(validationMessages.es.passwordTooShort(8)).toBe("La contraseña debe tener al menos 8 caracteres.");
    expect(validationMessages.es.passwordTooShort(1)).toBe("La contraseña debe tener al menos 1 carácter.");
  });
});
