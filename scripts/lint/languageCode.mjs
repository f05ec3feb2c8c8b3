// The house's rule that a language is data (docs/decisions/words-per-language.md): outside the languages' list
// (src/lib/languages/), their words' folders (src/words/<language>/) and the content, no file names a language's
// code, so that adding a language touches none of them. It reports a code written as a string ("es", "/es/…", a
// query's `eq: "es"`), as a key or a member (`{ en, es }`, `words.es`), and an import of a language's words.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The languages, as their words' folders name them (src/words/<code>/). */
export const LANGUAGE_CODES = readdirSync(join(import.meta.dirname, "..", "..", "src", "words"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escaped = (code) => code.replace(/[-]/g, "\\-");
const CODES = LANGUAGE_CODES.map(escaped).join("|");
/** The code alone, an address under it ("/es", "/es/contacto/") or a folder of words ("../words/es/forms"). */
const IN_A_STRING = new RegExp(`^(${CODES})$|^/(${CODES})(/|$)|(^|/)words/(${CODES})(/|$)`);
/** In a template (a query): the code quoted (`eq: "es"`), an address under it, or a folder of words. */
const IN_A_TEMPLATE = new RegExp(`(["'])(${CODES})\\1|(^|[\\s"'(])/(${CODES})(/|["'\\s]|$)|(^|/)words/(${CODES})(/|$)`);

const message = (code) =>
  `"${code}" is a language's code: read the languages from their list (src/lib/languages/), a page's language from the page ` +
  "(useLanguage), and words by their entry (@words/…) or entryIn; then a new language needs no change here.";

/** @type {import("eslint").Rule.RuleModule} */
const languageCode = {
  meta: { type: "problem", docs: { description: "No language's code outside the languages' list, their words and the content" }, schema: [] },
  create(context) {
    const report = (node, text) => {
      const code = LANGUAGE_CODES.find((candidate) => new RegExp(`(^|[^a-zA-Z-])${escaped(candidate)}([^a-zA-Z-]|$)`).test(text)) ?? text;
      context.report({ node, message: message(code) });
    };
    const isName = (node) => node?.type === "Identifier" && LANGUAGE_CODES.includes(node.name);
    return {
      Literal(node) {
        if (typeof node.value === "string" && IN_A_STRING.test(node.value)) report(node, node.value);
      },
      TemplateElement(node) {
        if (IN_A_TEMPLATE.test(node.value.raw)) report(node, node.value.raw);
      },
      Property(node) {
        if (!node.computed && isName(node.key)) report(node.key, node.key.name);
      },
      MemberExpression(node) {
        if (!node.computed && isName(node.property)) report(node.property, node.property.name);
      },
      TSPropertySignature(node) {
        if (!node.computed && isName(node.key)) report(node.key, node.key.name);
      },
    };
  },
};

/** The house's plugin: `house/language-code`. */
export const house = { rules: { "language-code": languageCode } };
