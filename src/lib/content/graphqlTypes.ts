/*
 * The GraphQL types of the content, written from the declarations of the content types (types/) for Gatsby's
 * createTypes (src/node/contentTypes.ts): every type `@dontInfer`, and `!` on what is required, so that a file
 * missing a required field fails the build naming the type and the field instead of rendering a blank. A group or
 * a list of entries gets a type named after its place: FirmYaml.hours.days → FirmYamlHoursDays.
 */
import type { Field, Fields, FileContentType, MarkdownContentType, YamlFolderContentType } from "./declare";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "./types";

const capitalized = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;

/** The type definitions `fields` need: the object type named `typeName`, then those of its groups and lists. */
function objectTypes(typeName: string, fields: Fields, heading = `type ${typeName}`): string[] {
  const nested: string[] = [];
  const lines = Object.entries(fields).map(([name, field]) => {
    const nestedName = `${typeName}${capitalized(name)}`;
    if (field.kind === "group") nested.push(...objectTypes(nestedName, field.fields));
    if (field.kind === "entryList") nested.push(...objectTypes(nestedName, field.entry.fields));
    return `  ${name}: ${fieldType(field, nestedName)}`;
  });
  return [`${heading} {\n${lines.join("\n")}\n}`, ...nested];
}

function fieldType(field: Field, nestedName: string): string {
  const required = field.required ? "!" : "";
  switch (field.kind) {
    case "text":
      return `String${required}`;
    case "number":
      return `${field.integer ? "Int" : "Float"}${required}`;
    case "boolean":
      return `Boolean${required}`;
    case "date":
      return `Date${required} @dateformat`;
    case "textList":
      return `[String!]${required}`;
    case "group":
      return `${nestedName}${required}`;
    case "entryList":
      return `[${nestedName}!]${required}`;
  }
}

/** The front matter of every Markdown page: a field is required only where every kind of page requires it. */
function frontmatterFields(markdownTypes: readonly MarkdownContentType[]): Fields {
  const all = markdownTypes.flatMap((type) => Object.entries(type.fields));
  return Object.fromEntries(
    all.map(([name, field]) => [name, { ...field, required: markdownTypes.every((type) => (type.fields[name] as Field | undefined)?.required) }]),
  );
}

/**
 * For each YAML file, the type of its content in one language (a node per language, made by src/node/contentNodes.ts
 * from the file's node; `lang` says which), and the file's own node, whose two languages are read there only.
 */
function fileContentTypes(type: Pick<FileContentType, "typeName" | "fields">): string[] {
  const [content, ...nested] = objectTypes(type.typeName, type.fields, `type ${type.typeName} implements Node @dontInfer`);
  return [content.replace(" {\n", " {\n  lang: String!\n"), ...nested, `type ${type.typeName}Yaml implements Node @dontInfer {\n  id: ID!\n}`];
}

export function graphqlTypeDefs(
  fileTypes: readonly FileContentType[] = FILE_TYPES,
  markdownTypes = MARKDOWN_TYPES,
  folderTypes: readonly YamlFolderContentType[] = YAML_FOLDER_TYPES,
): string {
  return [
    ...fileTypes.flatMap(fileContentTypes),
    // A folder of YAML files: a node per file and language, of one type.
    ...folderTypes.flatMap(fileContentTypes),
    "type MarkdownRemark implements Node @dontInfer {\n  frontmatter: MarkdownFrontmatter!\n  fields: MarkdownFields!\n}",
    ...objectTypes("MarkdownFrontmatter", frontmatterFields(markdownTypes)),
    // Set by src/node/contentNodes.ts: the page's address, the folder it comes from, its language, whether it
    // translates a page of the first language, and the name of its file, which a page and its translations share.
    "type MarkdownFields {\n  slug: String!\n  collection: String!\n  lang: String!\n  translation: Boolean!\n  name: String!\n}",
  ].join("\n\n");
}
