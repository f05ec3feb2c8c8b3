import { editFile, list, partner } from "./yaml";

/**
 * What to bring: the first document that an answer brings in says when it arrives in the editor's own words, in both
 * languages, and the list's last document is moved to the top, as an editor reordering the list does.
 */
export function editDocuments(folder: string) {
  editFile(folder, "documents/documents.yaml", ({ en, es }) => {
    const documents = list(en, "documents");
    const spanish = list(es, "documents");
    const answered = documents.find((document) => !(document.bringIf as string[]).includes("everyone"));
    if (answered) {
      answered.arrives = `${String(answered.arrives)} (often earlier online)`;
      const translation = partner(spanish, answered);
      if (translation) translation.arrives = `${String(translation.arrives)} (a menudo antes en línea)`;
    }
    const last = documents.pop();
    if (last) documents.unshift(last);
  });
}
