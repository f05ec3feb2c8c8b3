/**
 * A heading or title as an id or address part: "Our Story" → "our-story". Accented letters keep their plain
 * letter ("Declaración de nómina" → "declaracion-de-nomina"); anything else that is not a letter or a digit
 * becomes a hyphen.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
