/**
 * When an alert's next digest is due: at its local hour, every day or every Monday, in the owner's
 * time zone (IANA, through Intl: no time-zone table of our own), across daylight-saving changes.
 * Pure functions of the clock they are given.
 */
import { ALERT_WEEKLY_DAY, type AlertFrequency } from "../../shared/alerts";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(zone, format);
  }
  return format;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock in `zone` at `ms`. */
export function localParts(ms: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number } {
  const parts: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? "Mon"] ?? 1,
  };
}

/** Local time minus UTC at `ms`, in ms. */
function offsetAt(ms: number, zone: string): number {
  const p = localParts(ms, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the wall clock of `zone` reads year-month-day hour:00. An hour skipped by a
 * daylight-saving change reads as the hour after it; a repeated one as one of its two times.
 */
export function zonedInstant(year: number, month: number, day: number, hour: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const guess = wall - offsetAt(wall, zone);
  // The offset at the guess differs only around a change: the second try lands on the right side.
  return offsetAt(guess, zone) === wall - guess ? guess : wall - offsetAt(guess, zone);
}

/** The first digest time strictly after `after` (immediate alerts have none: events make them due). */
export function nextDigestAt(frequency: AlertFrequency, hour: number, zone: string, after: number): number | null {
  if (frequency === "immediate") return null;
  const today = localParts(after, zone);
  for (let k = 0; k <= 8; k++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + k));
    if (frequency === "weekly" && date.getUTCDay() !== ALERT_WEEKLY_DAY) continue;
    const at = zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, zone);
    if (at > after) return at;
  }
  throw new Error(`no digest time found after ${new Date(after).toISOString()} in ${zone}`);
}
