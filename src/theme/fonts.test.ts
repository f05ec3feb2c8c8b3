import { describe, expect, it } from "vitest";
import { fontFaceCss, fontStacks, webFontFaceCss } from "./fonts";
import { font, HEADING_WEIGHT, localFallbacks, typeface } from "./tokens";

const families = (stack: string) => stack.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));

describe("the font stacks of the design tokens", () => {
  it("name the typeface, its resized stand-ins and the local fonts in the order Capsize declares them", () => {
    expect(families(font.body)).toEqual([...families(fontStacks.sans.fontFamily), "sans-serif"]);
    expect(families(font.heading)).toEqual([...families(fontStacks.serif.fontFamily), "serif"]);
  });
});

describe("fontFaceCss", () => {
  const faces = fontFaceCss.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const face = (family: string, weight = "100 500") =>
    faces.find((rule) => rule.includes(`"${family}"`) && rule.includes(`font-weight: ${weight};`)) ?? "";
  /** A typeface's own faces (its files), not its stand-ins. */
  const webFaces = (family: string) => faces.filter((rule) => rule.includes(`font-family:"${family}"`));

  it("declares each typeface's latin and latin-ext files, swapped in where an editor previews an entry", () => {
    for (const family of Object.values(typeface)) {
      const own = webFaces(family);
      expect(own, family).toHaveLength(2);
      for (const rule of own) expect(rule).toContain("font-display:swap");
    }
  });

  it("gives a page read without JavaScript the same files, never swapped in once the page shows", () => {
    const pageFaces = webFontFaceCss.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(pageFaces).toEqual(
      webFaces(typeface.sans)
        .concat(webFaces(typeface.serif))
        .map((rule) => rule.replace("font-display:swap", "font-display:optional")),
    );
  });

  it("declares the serif in its one weight, the headings' (a static file), and the sans in every weight", () => {
    for (const rule of webFaces(typeface.serif)) expect(rule).toMatch(new RegExp(`font-weight:${HEADING_WEIGHT};.*format\\("woff2"\\)`));
    for (const rule of webFaces(typeface.sans)) expect(rule).toMatch(/font-weight:200 900;.*format\("woff2-variations"\)/);
  });

  it("resizes every local stand-in to its typeface, with a regular and a bold face each", () => {
    expect(face(`${typeface.sans} Fallback: Arial`)).toMatch(/src: local\('Arial'\), local\('ArialMT'\);[\s\S]*size-adjust: [\d.]+%/);
    expect(face(`${typeface.sans} Fallback: Arial`, "600 900")).toContain("src: local('Arial Bold'), local('Arial-BoldMT');");
    expect(face(`${typeface.sans} Fallback: Liberation Sans`, "600 900")).toContain("local('Liberation Sans Bold')");
    expect(face(`${typeface.serif} Fallback: Times New Roman`)).toMatch(/ascent-override: [\d.]+%/);
    const standIns = [...localFallbacks.sans, ...localFallbacks.serif];
    expect(faces.filter((rule) => rule.includes("Fallback: "))).toHaveLength(standIns.length * 2);
  });

  it("gives a font and its metric twin the same proportions", () => {
    const adjust = (family: string, weight?: string) => /size-adjust: ([\d.]+%)/.exec(face(family, weight))?.[1];
    for (const weight of ["100 500", "600 900"]) {
      expect(adjust(`${typeface.sans} Fallback: Liberation Sans`, weight)).toBe(adjust(`${typeface.sans} Fallback: Arial`, weight));
      expect(adjust(`${typeface.serif} Fallback: Liberation Serif`, weight)).toBe(adjust(`${typeface.serif} Fallback: Times New Roman`, weight));
    }
  });
});
