/** Whole calendar years since the founding year, as the About page counts them (current year minus founding year). */
export function yearsInOperation(foundedYear: number, today: Date = new Date()): number {
  return Math.max(0, today.getFullYear() - foundedYear);
}
