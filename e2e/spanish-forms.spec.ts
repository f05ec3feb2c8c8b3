import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { accountFormsShown, ACCOUNT_FORMS_HIDDEN, services, spanishRoutes, spanishServiceTitles } from "./content";
import { notice, notices } from "./notices";

/* The forms of the Spanish pages: their labels, messages and notices in Spanish, the prefill with either name. */
const form = (page: Page) => page.getByRole("main").getByRole("form", { name: "Envíenos un mensaje" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

test.skip(spanishRoutes.length === 0, "the Spanish pages are not published");

test.describe("the Spanish contact form", () => {
  test("names every missing field in Spanish, next to it, and moves focus to the first", async ({ page }) => {
    await page.goto("/es/contacto/");
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    const expected: [string, string][] = [
      ["Nombre completo", "Ingrese su nombre."],
      ["Correo electrónico", "Ingrese su correo electrónico."],
      ["Servicio", "Elija un servicio."],
      ["Mensaje", "Escriba un mensaje."],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, "Nombre completo")).toBeFocused();
    await expect(notices(page)).toHaveCount(0);
  });

  test("lists the services by their Spanish names, and takes ?service= in English or in Spanish", async ({ page }) => {
    const [english, spanish] = [services[3].title, spanishServiceTitles[3]];
    for (const name of [english, spanish]) {
      await page.goto(`/es/contacto/?service=${encodeURIComponent(name)}`);
      const select = field(page, "Servicio");
      await expect(select).toHaveValue(english);
      await expect(select.locator("option:checked")).toHaveText(spanish);
    }
  });

  test("sends, thanks the visitor in Spanish and clears the form", async ({ page }) => {
    await page.goto("/es/contacto/");
    await field(page, "Nombre completo").fill("Ana Gómez");
    await field(page, "Correo electrónico").fill("ana@example.org");
    await field(page, "Servicio").selectOption({ label: spanishServiceTitles[5] });
    await field(page, "Mensaje").fill("Necesito solicitar un ITIN.");
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form(page).getByRole("button", { name: "Enviando..." })).toBeDisabled();
    const thanks = notice(page, "¡Mensaje enviado!");
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("Gracias por comunicarse con nosotros. Le responderemos pronto.");
    await expect(field(page, "Nombre completo")).toHaveValue("");
    await expect(page.getByRole("region", { name: /Notificaciones/ })).toBeAttached();
  });
});

test.describe("the Spanish account forms", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test("login names its missing fields in Spanish", async ({ page }) => {
    await page.goto("/es/iniciar-sesion/");
    await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("main").getByText("Ingrese su correo electrónico.")).toBeVisible();
    await expect(page.getByRole("main").getByText("Ingrese su contraseña.")).toBeVisible();
  });
});
