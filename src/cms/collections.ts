/*
 * The content manager's collections (Decap CMS), written from the declarations of the content types
 * (src/lib/content/types): one collection per YAML file, one per folder of Markdown pages, with the fields
 * in the order, the words and the widgets the declarations give.
 */
import {
  isTranslated,
  type Field,
  type Fields,
  type FileContentType,
  type MarkdownContentType,
  type YamlFolderContentType,
} from "../lib/content/declare";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../lib/content/types";

/** A field as Decap's configuration describes it. */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** A collection as Decap's configuration describes it: one of files, or a folder of Markdown pages. */
export interface CmsCollection extends Record<string, unknown> {
  name: string;
  label: string;
  files?: { name: string; label: string; file: string; i18n?: boolean; fields: CmsField[] }[];
  fields?: CmsField[];
}

const DATE_FORMAT = { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };

function widgetOf(field: Field): Record<string, unknown> & { widget: string } {
  switch (field.kind) {
    case "text":
      if (field.oneOf) return { widget: "select", options: [...field.oneOf] };
      return { widget: field.widget, ...(field.pattern && { pattern: [...field.pattern] }) };
    case "number":
      return { widget: "number", value_type: field.integer ? "int" : "float" };
    case "boolean":
      return { widget: "boolean" };
    case "date":
      return { widget: "datetime", ...DATE_FORMAT };
    case "textList":
      if (field.oneOf) return { widget: "select", multiple: true, options: [...field.oneOf] };
      return { widget: "list", field: { ...field.item } };
    case "group":
      return { widget: "object", fields: cmsFields(field.fields) };
    case "entryList":
      return { widget: "list", ...(field.summary && { summary: field.summary }), fields: cmsFields(field.entry.fields) };
  }
}

export function cmsFields(fields: Fields): CmsField[] {
  return Object.entries(fields).map(([name, field]): CmsField => ({
    name,
    label: field.label,
    ...widgetOf(field),
    ...(field.hint && { hint: field.hint }),
    ...(!field.required && { required: false }),
    ...(field.default !== undefined && { default: field.default }),
    // Edited in each language beside the English; the rest is the English's alone (Decap's `i18n: none`). An
    // entry's key is typed on both sides, as it pairs them: Decap's `i18n: duplicate` does not reach into lists.
    ...((isTranslated(field) || (field.kind === "text" && field.format === "key")) && { i18n: true }),
  }));
}

function fileCollection(type: FileContentType): CmsCollection {
  return {
    name: type.name,
    label: type.label,
    description: type.description,
    ...(type.preview && { editor: { preview: true } }),
    // Both languages in the one file, under `en:` and `es:` (the only way Decap translates a file collection).
    i18n: { structure: "single_file" },
    files: [{ name: type.name, label: type.fileLabel, file: `content/${type.path}`, i18n: true, fields: cmsFields(type.fields) }],
  };
}

function folderCollection(type: MarkdownContentType): CmsCollection {
  const body: CmsField = { name: "body", label: type.body.label, widget: "markdown", ...(type.body.hint && { hint: type.body.hint }), i18n: true };
  return {
    name: type.name,
    label: type.label,
    label_singular: type.labelSingular,
    description: type.description,
    folder: `content/${type.folder}`,
    // Each language in a folder of its own, under the same file name: content/blog/en/…, content/blog/es/….
    i18n: { structure: "multiple_folders" },
    create: type.create,
    ...(type.delete !== undefined && { delete: type.delete }),
    extension: "md",
    format: "frontmatter",
    // A new file is named after its title, and the name becomes its address.
    ...(type.create && { slug: "{{slug}}" }),
    ...(type.summary && { summary: type.summary }),
    ...(type.sortableFields && { sortable_fields: [...type.sortableFields] }),
    fields: [...cmsFields(type.fields), body],
  };
}

/** A folder of YAML files, each named after one of its fields (2026.yaml for `year: 2026`), its English under `en:`. */
function yamlFolderCollection(type: YamlFolderContentType): CmsCollection {
  return {
    name: type.name,
    label: type.label,
    label_singular: type.labelSingular,
    description: type.description,
    folder: `content/${type.folder}`,
    // The same shape as the other YAML files: the languages under `en:` and `es:` in the one file.
    i18n: { structure: "single_file" },
    create: true,
    extension: "yaml",
    format: "yaml",
    identifier_field: type.nameField,
    slug: `{{${type.nameField}}}`,
    ...(type.summary && { summary: type.summary }),
    fields: cmsFields(type.fields),
  };
}

export function cmsCollections(
  fileTypes: readonly FileContentType[] = FILE_TYPES,
  markdownTypes = MARKDOWN_TYPES,
  folderTypes: readonly YamlFolderContentType[] = YAML_FOLDER_TYPES,
): CmsCollection[] {
  return [...fileTypes.map(fileCollection), ...folderTypes.map(yamlFolderCollection), ...markdownTypes.map(folderCollection)];
}
