import { editFile, freshTitle, list, partner } from "./yaml";

/**
 * Tax deadlines: next year's first deadline of the list added, as the guide's "Adding next year's deadlines" says
 * (a new key, next year's date, not yet confirmed), first in the list.
 */
export function editDeadlines(folder: string) {
  editFile(folder, "deadlines/deadlines.yaml", ({ en, es }) => {
    const deadlines = list(en, "deadlines");
    const latest = [...deadlines].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
    const nextYear = (text: unknown) => String(text).replace(/\d{4}/g, (year) => String(Number(year) + 1));
    const id = `next-${latest.id}`;
    deadlines.unshift({
      ...latest,
      id,
      taxYear: Number(latest.taxYear) + 1,
      title: nextYear(latest.title),
      date: nextYear(latest.date),
      cutoff: nextYear(latest.cutoff),
      confirmed: false,
    });
    const spanish = partner(list(es, "deadlines"), latest)!;
    list(es, "deadlines").unshift({ ...spanish, id, title: freshTitle(list(es, "deadlines"), nextYear(spanish.title)) });
  });
}
