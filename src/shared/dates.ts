/**
 * Dates people give: a day that exists. `Date.parse` reads « 2027-02-30 » as 2 March and
 * « 01/12/2027 » as 12 January; these read only ISO forms, and only days of the calendar.
 */

/** "2027-02-01", or an ISO timestamp of that day ("2027-02-01T08:00:00Z", "2027-02-01T10:00+02:00"). */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The day as YYYY-MM-DD when it exists (not 30 February, not month 13); null otherwise. */
export function existingDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.toISOString().slice(0, 10) : null;
}

/** The day an ISO date or timestamp names, as written (YYYY-MM-DD); null when the text is no ISO form or the day does not exist. */
export function isoDay(text: string): string | null {
  const parts = ISO_DAY.exec(text.trim());
  if (!parts || Number.isNaN(Date.parse(text.trim()))) return null;
  return existingDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

const DAY_MS = 86_400_000;

/** The ISO day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today where the calendar is furthest behind (UTC−12). A day before it is over everywhere, so
 * a deadline is refused as past only when it is past for every user, whatever their time zone.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether an ISO day is over everywhere on Earth. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < earliestToday(now);
}

/**
 * Whether a need's deadline (a day, or a timestamp read as its day) is over everywhere: such a
 * need gets no new match (the server's inPlay) and its owner is told so.
 */
export function isLapsed(deadline: string | null | undefined, now: Date = new Date()): boolean {
  return typeof deadline === "string" && isPastDay(deadline.slice(0, 10), now);
}

/** Today's day in UTC (YYYY-MM-DD). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from one ISO day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The reader's own day (local time of the machine running this), YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  return existingDay(now.getFullYear(), now.getMonth() + 1, now.getDate()) as string;
}

const PARIS_DAY = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" });

/**
 * The day of an instant in Paris, YYYY-MM-DD: the marketplace's day, which names its export files
 * (2026-11-29 for 2026-11-28T23:30Z), the same on the server and in the browser whatever their zone.
 */
export function parisDay(at: Date | string): string {
  const [day, month, year] = PARIS_DAY.format(new Date(at)).split("/");
  return `${year}-${month}-${day}`;
}
