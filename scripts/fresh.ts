/**
 * `wanted`, or, where `taken` has it already (an editor wrote it before the script), the first variant of it that is
 * free. Capital letters make no difference, as the content check compares names, titles and descriptions.
 */
export function fresh(taken: Iterable<unknown>, wanted: string, variant: (name: string) => string): string {
  const lower = new Set([...taken].map((value) => String(value).trim().toLowerCase()));
  let name = wanted;
  while (lower.has(name.toLowerCase())) name = variant(name);
  return name;
}
