/**
 * What a French file writes, read as the schemas expect it (issue 23): dates as dd/mm/yyyy (the
 * rule in France) or ISO, never mm/dd; urgencies and sectors by their French labels as well as
 * their keys, accented or not, in any case.
 */
import { SECTOR_KEYS, SECTOR_LABELS } from "../../shared/categories";
import { URGENCIES, URGENCY_LABELS } from "../../shared/enums";
import { existingDay, ISO_DAY } from "../../shared/dates";

/** Lower case, without accents or spaces around: "Élevée " and "elevee" read the same. */
export function folded(value: string): string {
  return value.normalize("NFD").replace(/\p{Diacritic}/gu, "").trim().toLowerCase();
}

function byKeyOrLabel<K extends string>(keys: readonly K[], labels: Record<K, string>): Map<string, K> {
  const map = new Map<string, K>();
  for (const key of keys) {
    map.set(folded(key), key);
    map.set(folded(labels[key]), key);
  }
  return map;
}

const URGENCY_BY_WORD = byKeyOrLabel(URGENCIES, URGENCY_LABELS);
const SECTOR_BY_WORD = byKeyOrLabel(SECTOR_KEYS, SECTOR_LABELS);

/** The key an urgency cell names ("Élevée", "elevee", "high"), or the cell as it was for the schema to refuse. */
export function urgencyKey(value: string): string {
  return URGENCY_BY_WORD.get(folded(value)) ?? value;
}

/** The key a sector cell names ("Santé", "sante", "healthcare"), or the cell as it was. */
export function sectorKey(value: string): string {
  return SECTOR_BY_WORD.get(folded(value)) ?? value;
}

export type DateReading = { ok: true; iso: string } | { ok: false; reason: string };

const DATE_HINT = "attendu : jj/mm/aaaa ou aaaa-mm-jj";

/** A calendar date as YYYY-MM-DD, or why the cell is not one. */
export function readDate(value: string): DateReading {
  const text = value.trim();
  const written = ISO_DAY.exec(text);
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = written ? [written[1], written[2], written[3]] : french ? [french[3], french[2], french[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return { ok: false, reason: `date ambiguë ou illisible « ${text} » (${DATE_HINT})` };
  const iso = existingDay(Number(year), Number(month), Number(day));
  return iso ? { ok: true, iso } : { ok: false, reason: `date inexistante « ${text} » (${DATE_HINT})` };
}
