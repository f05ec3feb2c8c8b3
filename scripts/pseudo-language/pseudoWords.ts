/*
 * An entry of the words (src/words/<first language>/<topic>/<entry>.ts, or .tsx where its words hold markup) in the
 * pseudo-language: the same module with each text of it in pseudoText, found by TypeScript's parser. What is not a
 * text to read stays: imports, keys, types, a value compared or switched on (`count === 1`), a `lang` (a language's
 * code, as the Spanish service's opening), and a JSX attribute but those read aloud.
 */
import ts from "typescript";
import { hasLetters, pseudoText } from "./pseudoText";

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The JSX attributes that are read (to a screen reader, or as a hint). */
const READ_ATTRIBUTES = new Set(["aria-label", "alt", "title", "placeholder"]);

/** Whether the string at `node` is not read: a key, a value compared or switched on, a language's code, an attribute. */
function isNotRead(node: ts.Node): boolean {
  const { parent } = node;
  if (ts.isJsxAttribute(parent)) return !READ_ATTRIBUTES.has(parent.name.getText());
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return true;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && parent.name.text === "lang") return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  return ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind);
}

/** A template's piece written back: its delimiters, and its text escaped as a template's raw text is. */
const templatePiece = (open: string, text: string, close: string) =>
  `${open}${pseudoText(text).replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${")}${close}`;

/** The source of `source`, an entry of the words (`markup` where it is .tsx), with its texts in the pseudo-language. */
export function pseudoWordsModule(source: string, markup = false): string {
  const file = ts.createSourceFile(
    markup ? "entry.tsx" : "entry.ts",
    source,
    ts.ScriptTarget.Latest,
    true,
    markup ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: { start: number; end: number; text: string }[] = [];
  const edit = (node: ts.Node, text: string) => edits.push({ start: node.getStart(file), end: node.getEnd(), text });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node)) {
      if (hasLetters(node.text) && !isNotRead(node)) edit(node, JSON.stringify(pseudoText(node.text)));
      return;
    }
    if (ts.isJsxText(node)) {
      // A JSX text starts where its whitespace does (its `pos`), which getStart would skip.
      const text = pseudoText(node.text).replace(/[{}<>]/g, (sign) => `{"${sign}"}`);
      if (hasLetters(node.text)) edits.push({ start: node.pos, end: node.end, text });
      return;
    }
    if (ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isNotRead(node)) edit(node, templatePiece("`", node.text, "`"));
      return;
    }
    if (ts.isTemplateExpression(node) && !isNotRead(node)) {
      edit(node.head, templatePiece("`", node.head.text, "${"));
      for (const span of node.templateSpans) {
        const last = ts.isTemplateTail(span.literal);
        edit(span.literal, templatePiece("}", span.literal.text, last ? "`" : "${"));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: replacement }) => text.slice(0, start) + replacement + text.slice(end), source);
}
