import { describe, expect, it } from "vitest";
import { notices } from "./messages";

describe("notices", () => {
  it("welcome the visitor back by the brand", () => {
    expect(notices.loginSuccess("Tallyfield")).toEqual({
      title: "Login Successful!",
      description: "Welcome back to Tallyfield.",
    });
  });

  it("carry a failure's own message, or the catalogue's default", () => {
    expect(notices.loginFailure(new Error("Account locked")).description).toBe("Account locked");
    expect(notices.loginFailure(undefined).description).toBe("Invalid credentials. Please try again.");
    expect(notices.signupFailure("not an error").description).toBe("Could not create account. Please try again.");
    expect(notices.forgotFailure(new Error("")).description).toBe("Could not process your request. Please try again.");
    expect(notices.forgotFailure().destructive).toBe(true);
  });

  it("mark failures, and only failures, as destructive", () => {
    expect(notices.contactFailure.destructive).toBe(true);
    expect(notices.signupMismatch.destructive).toBe(true);
    expect("destructive" in notices.contactSuccess).toBe(false);
  });
});
