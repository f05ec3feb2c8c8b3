import { describe, expect, it } from "vitest";
import { notices } from "@words/forms/notices";
import { validation as validationMessages } from "@words/forms/validation";
import type { Notice } from "../../words/notice";
import { wordsIn } from "../../i18n/inEveryLanguage";

describe("notices", () => {
  it("welcome the visitor back by the brand", () => {
    expect(wordsIn("en", notices).loginSuccess("Tallyfield")).toEqual({
      title: "Login Successful!",
      description: "Welcome back to Tallyfield.",
    });
  });

  it("carry a failure's own message, or the catalogue's default", () => {
    expect(wordsIn("en", notices).loginFailure(new Error("Account locked")).description).toBe("Account locked");
    expect(wordsIn("en", notices).loginFailure(undefined).description).toBe("Invalid credentials. Please try again.");
    expect(wordsIn("en", notices).signupFailure("not an error").description).toBe("Could not create account. Please try again.");
    expect(wordsIn("en", notices).forgotFailure(new Error("")).description).toBe("Could not process your request. Please try again.");
    expect(wordsIn("en", notices).forgotFailure().destructive).toBe(true);
  });

  it("mark failures, and only failures, as destructive", () => {
    expect(wordsIn("en", notices).contactFailure.destructive).toBe(true);
    expect(wordsIn("en", notices).signupMismatch.destructive).toBe(true);
    expect("destructive" in wordsIn("en", notices).contactSuccess).toBe(false);
  });
});

describe("notices in Spanish", () => {
  it("welcome the visitor back by the brand, with no gendered form", () => {
    expect(wordsIn("es", notices).loginSuccess("Tallyfield")).toEqual({
      title: "¡Sesión iniciada!",
      description: "Nos alegra verle de nuevo en Tallyfield.",
    });
  });

  it("carry a failure's own message, or the Spanish default", () => {
    expect(wordsIn("es", notices).loginFailure(new Error("Cuenta bloqueada")).description).toBe("Cuenta bloqueada");
    expect(wordsIn("es", notices).loginFailure()).toEqual({
      title: "No se pudo iniciar sesión",
      description: "Los datos de acceso no son válidos. Inténtelo de nuevo.",
      destructive: true,
    });
    expect(wordsIn("es", notices).signupFailure().description).toBe("No pudimos crear su cuenta. Inténtelo de nuevo.");
    expect(wordsIn("es", notices).forgotFailure().description).toBe("No pudimos procesar su solicitud. Inténtelo de nuevo.");
  });

  it("give every notice, marked destructive exactly where the English is", () => {
    expect(wordsIn("es", notices).contactSuccess.title).toBe("¡Mensaje enviado!");
    expect(wordsIn("es", notices).signupMismatch).toEqual({
      title: "Las contraseñas no coinciden",
      description: "Asegúrese de que las contraseñas coincidan.",
      destructive: true,
    });
    const destructive = (catalogue: Record<string, Notice | ((arg: string) => Notice)>) =>
      Object.entries(catalogue).map(([key, notice]) => [key, Boolean((typeof notice === "function" ? notice("Tallyfield") : notice).destructive)]);
    expect(destructive(wordsIn("es", notices))).toEqual(destructive(wordsIn("en", notices)));
  });
});

describe("validationMessages.passwordTooShort", () => {
  it("says how long a password must be, with the Spanish singular for one character", () => {
    expect(wordsIn("en", validationMessages).passwordTooShort(8)).toBe("Password must be at least 8 characters.");
    expect(wordsIn("es", validationMessages).passwordTooShort(8)).toBe("La contraseña debe tener al menos 8 caracteres.");
    expect(wordsIn("es", validationMessages).passwordTooShort(1)).toBe("La contraseña debe tener al menos 1 carácter.");
  });
});
