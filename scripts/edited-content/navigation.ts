import { editFile, list, remove, type Entry } from "./yaml";

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

/** Each list of links of one side of the menus, by where it is ("header", "footer/<column>/<group>"): keys pair them. */
function linkLists(side: Side | undefined): Map<string, Entry[]> {
  const lists = new Map(["header", "account", "legal"].map((name) => [name, list(side, name)]));
  for (const column of list(side, "footer"))
    for (const group of list(column, "sections")) lists.set(`footer/${column.id}/${group.id}`, list(group, "links"));
  return lists;
}

/** Those of `entries` whose list `inner` still has something. */
const nonEmpty = (entries: Entry[], inner: string) => entries.filter((entry) => list(entry, inner).length > 0);

/** Removes the menus' links whose address `leadsAway` says goes where nothing is any more, in both languages. */
export function removeMenuLinks(folder: string, leadsAway: (url: string) => boolean) {
  editFile(folder, "navigation/navigation.yaml", ({ en, es }) => {
    const spanish = linkLists(es);
    for (const [where, links] of linkLists(en))
      for (const link of links.filter(({ url }) => leadsAway(String(url)))) remove(links, spanish.get(where) ?? [], link);
    // The content check refuses a footer group without links, and a column without groups.
    for (const side of es ? [en, es] : [en]) {
      for (const column of list(side, "footer")) column.sections = nonEmpty(list(column, "sections"), "links");
      side.footer = nonEmpty(list(side, "footer"), "sections");
    }
  });
}
