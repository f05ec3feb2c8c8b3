import { describe, expect, it } from "vitest";
import { validationMessages } from "./validationMessages";

describe("validationMessages.passwordTooShort", () => {
  it("says how long a password must be, with the Spanish singular for one character", () => {
    expect(validationMessages.en.passwordTooShort(8)).toBe("Password must be at least 8 characters.");
    expect(validationMessages.es.passwordTooShort(8)).toBe("La contraseña debe tener al menos 8 caracteres.");
    expect(validationMessages.es.passwordTooShort(1)).toBe("La contraseña debe tener al menos 1 carácter.");
  });
});
