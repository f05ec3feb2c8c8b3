import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Our Story", "our-story"],
    ["W-2s to employees & the SSA", "w-2s-to-employees-the-ssa"],
    ["Declaración de nómina del primer trimestre", "declaracion-de-nomina-del-primer-trimestre"],
    ["¿Qué es un ITIN?", "que-es-un-itin"],
    ["Año tributario, Señor Müller", "ano-tributario-senor-muller"],
    ["PAGO ÚNICO", "pago-unico"],
  ])("%s → %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
