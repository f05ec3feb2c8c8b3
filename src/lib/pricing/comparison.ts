/*
 * The comparison of a pricing section's plans: the section lists what it compares (its rows, each keyed), and each
 * plan answers every row: included, not included, or a limit in words. The table and the cards' lists are both
 * written from these answers, so a compared feature is typed once.
 */

import type { JointProblem } from "../content/declare";

/** What a plan may answer for a compared row. */
export const COMPARED_ANSWERS = ["included", "not included", "limit"] as const;

/*
 * The comparison's own types: pricing.yaml's, whose declaration (src/lib/content/types/pricing.ts) hands a section to
 * the check, so that the declaration imports the comparison and never the other way.
 */

/** A row a section compares. */
export interface ComparedRow {
  id: string;
  label: string;
}

/** A plan's answer for a compared row, whose key (`id`) it carries. */
export interface PlanAnswer {
  id: string;
  answer: (typeof COMPARED_ANSWERS)[number];
  limit?: string | null;
}

export interface ComparedPlan {
  comparison?: readonly PlanAnswer[] | null;
}

/** What a cell of the table says: included, not included, or the plan's limit in words. */
export type Cell = { kind: "included" } | { kind: "not included" } | { kind: "limit"; text: string };

/** The plan's answer for `rowId` (the content check makes sure there is one); not included where it has none. */
export function cellOf(plan: ComparedPlan, rowId: string): Cell {
  const found = plan.comparison?.find((answer) => answer.id === rowId);
  if (found?.answer === "included") return { kind: "included" };
  if (found?.answer === "limit" && found.limit) return { kind: "limit", text: found.limit };
  return { kind: "not included" };
}

/** What a plan's card lists from the compared rows, in their order: each row it includes, with its limit ("State returns: one state"). */
export function includedItems(rows: readonly ComparedRow[], plan: ComparedPlan): string[] {
  return rows.flatMap((row) => {
    const cell = cellOf(plan, row.id);
    if (cell.kind === "included") return [row.label];
    if (cell.kind === "limit") return [`${row.label}: ${cell.text}`];
    return [];
  });
}

const listed = (keys: readonly string[]) => keys.join(", ");

/**
 * What the content check says of a section's comparison (it is given the section as written): a plan that does not
 * answer a compared row, that answers a row the section does not compare or one row twice, a limit without its
 * words, and words of a limit with another answer.
 */
export function comparisonProblems(section: { comparedRows?: unknown; plans?: unknown }): JointProblem[] {
  const rows = entries(section.comparedRows).filter((row) => typeof row.id === "string");
  const rowKeys = rows.map((row) => textOf(row.id));
  return entries(section.plans).flatMap((plan, planIndex) => {
    const at = `plans[${planIndex}].comparison`;
    const answers = entries(plan.comparison);
    const answered = answers.map((answer) => textOf(answer.id));
    const missing = rows
      .filter((row) => !answered.includes(textOf(row.id)))
      .map((row) => ({
        path: at,
        message: `does not say whether this plan includes the compared row “${textOf(row.label)}” (key ${textOf(row.id)}): add an answer with the key ${textOf(row.id)} saying included, not included or limit.`,
      }));
    const ownProblems = answers.flatMap((answer, index) => {
      const key = textOf(answer.id);
      if (!rowKeys.includes(key)) {
        const known = rowKeys.length > 0 ? `the section compares ${listed(rowKeys)}` : "the section compares no rows";
        return [
          {
            path: `${at}[${index}].id`,
            message: `is “${key}”, a row this section does not compare (${known}): correct the key or remove the answer.`,
          },
        ];
      }
      if (answered.indexOf(key) !== index)
        return [{ path: `${at}[${index}].id`, message: `answers the row ${key} a second time: keep one answer per row.` }];
      if (answer.answer === "limit" && !answer.limit)
        return [
          { path: `${at}[${index}].limit`, message: "is required when the answer is limit: write the limit in words, for example “One state”." },
        ];
      if (answer.answer !== "limit" && answer.limit)
        return [
          {
            path: `${at}[${index}].limit`,
            message: `is shown only when the answer is limit, but the answer is ${textOf(answer.answer)}: remove it, or choose limit.`,
          },
        ];
      return [];
    });
    return [...missing, ...ownProblems];
  });
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The entries of a list as written, each in its place; one that is not a group of fields (told elsewhere) as an empty one. */
const entries = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === "object" && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {}))
    : [];
