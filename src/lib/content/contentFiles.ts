/*
 * The content as the check reads it: text, by path, rather than a folder on disk, so that the check is the same
 * code wherever the content comes from (the build reads content/ with src/node/content/contentFolder.ts).
 */

/** Each file's text by its path under content/, with "/" between folders: "faq/faq.yaml", "blog/en/taxes.md". */
export type ContentFiles = ReadonlyMap<string, string>;

/** The names of the files directly in `folder` (a path under content/, "blog/en"), sorted; none when it holds none. */
export function fileNamesIn(content: ContentFiles, folder: string): string[] {
  const prefix = `${folder}/`;
  return [...content.keys()]
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
    .map((path) => path.slice(prefix.length))
    .sort();
}

/** A file's name without its extension: "common-deductions.md" → "common-deductions". */
export const baseName = (fileName: string) => fileName.replace(/([^/])\.[^./]*$/, "$1");
