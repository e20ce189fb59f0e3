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
