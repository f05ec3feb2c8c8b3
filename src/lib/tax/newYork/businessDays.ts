/*
 * Business days as New York counts them for its taxes. An act due on a Saturday, a Sunday or a public holiday may
 * be done on the next succeeding business day (General Construction Law section 25-a); the public holidays are
 * those of section 24, each moved to the Monday when it falls on a Sunday (Flag Day, always a Sunday, is not), and
 * general election day. A holiday on a Saturday is not moved: the Saturday is no business day anyway. New York's
 * holidays are not the IRS's: Lincoln's Birthday (February 12) and election day are New York's, DC Emancipation
 * Day is not.
 */
import { addDays, dateOf, nthWeekday, weekdayOf, type Holiday, type IsoDate } from "../../businessDays";

/** A holiday on a Sunday, observed on the Monday after (section 24: "the next day thereafter"). */
const onSundayMonday = (date: IsoDate): IsoDate => (weekdayOf(date) === 0 ? addDays(date, 1) : date);

/** New York's public holidays of `year` (General Construction Law section 24), as observed. */
export function newYorkPublicHolidays(year: number): Holiday[] {
  const firstMondayOfNovember = nthWeekday(year, 11, 1, 1);
  return [
    { date: onSundayMonday(dateOf(year, 1, 1)), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: "Martin Luther King Jr. Day" },
    { date: onSundayMonday(dateOf(year, 2, 12)), name: "Lincoln's Birthday" },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: "Memorial Day" },
    { date: onSundayMonday(dateOf(year, 6, 19)), name: "Juneteenth" },
    { date: onSundayMonday(dateOf(year, 7, 4)), name: "Independence Day" },
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { date: nthWeekday(year, 10, 1, 2), name: "Columbus Day" },
    { date: addDays(firstMondayOfNovember, 1), name: "Election Day" },
    { date: onSundayMonday(dateOf(year, 11, 11)), name: "Veterans' Day" },
    { date: nthWeekday(year, 11, 4, 4), name: "Thanksgiving Day" },
    { date: onSundayMonday(dateOf(year, 12, 25)), name: "Christmas Day" },
  ];
}

/** Whether New York's offices count `date` as a business day. */
export function isNewYorkBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  return !newYorkPublicHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}

/** `date` itself when it is a business day, otherwise the next one: where New York moves a due date. */
export function newYorkNextBusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isNewYorkBusinessDay(day)) day = addDays(day, 1);
  return day;
}
