import { editFile } from "./yaml";

type Side = Record<string, unknown>;

/** New words for every text of the menus, in each language: a link's, and a footer column's title or group's heading. */
const RENAMED = {
  en: { label: (text: string) => `Go to ${text}`, heading: (text: string) => `${text} and More` },
  es: { label: (text: string) => `Ir a ${text}`, heading: (text: string) => `${text} y más` },
};

/** Renames every text of one side of the menus, wherever it is: links, the call to action, the footer's titles. */
function rename(value: unknown, words: (typeof RENAMED)["en"]) {
  if (Array.isArray(value)) value.forEach((item) => rename(item, words));
  else if (value && typeof value === "object") {
    const texts = value as Side;
    for (const [name, text] of Object.entries(texts)) {
      if (typeof text !== "string") rename(text, words);
      else if (name === "label") texts[name] = words.label(text);
      else if (name === "title" || name === "heading") texts[name] = words.heading(text);
    }
  }
}

/** Menus: every link renamed, in the header and the footer, in both languages, with the footer's titles. */
export function editNavigation(folder: string) {
  editFile(folder, "navigation/navigation.yaml", ({ en, es }) => {
    rename(en, RENAMED.en);
    rename(es, RENAMED.es);
  });
}
