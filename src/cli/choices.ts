/**
 * Option values as a French operator types them: the French word the web shows (« acheteur »,
 * « élevée », « en attente », « 28/11/2026 », « 0,6 ») as well as the key scripts use (« buyer »,
 * « high »), in any case, accents and separators optional. A value read nowhere is refused with
 * the French words it could have been (commander reports it: exit code 2).
 */
import { InvalidArgumentError } from "commander";
import { readDate, folded } from "../server/services/import-values";
import { ISO_DAY } from "../shared/dates";

/** « a, b ou c » */
export function frenchList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} ou ${words.at(-1)}`;
}

/** « En attente », « en-attente » and « EN_ATTENTE » read the same. */
function word(value: string): string {
  return folded(value).replace(/[\s_-]+/g, " ");
}

export interface Choice<K extends string> {
  /** The key a value names; throws commander's InvalidArgumentError otherwise. */
  parse: (value: string) => K;
  /** « acheteur (buyer), fournisseur (supplier) ou administrateur (admin) », for --help. */
  help: string;
  /** The French word of a key, as --help shows a default value. */
  word: (key: K) => string;
}

/**
 * A choice among `labels`' keys, read by key or by French label. `unknown` starts the refusal
 * (« rôle inconnu »), which goes on with the French words, then the keys.
 */
export function frenchChoice<K extends string>(unknown: string, labels: Readonly<Record<K, string>>): Choice<K> {
  const keys = Object.keys(labels) as K[];
  const frenchWord = (key: K) => labels[key].toLocaleLowerCase("fr");
  const byWord = new Map<string, K>();
  for (const key of keys) {
    byWord.set(word(key), key);
    byWord.set(word(labels[key]), key);
  }
  return {
    parse(value) {
      const key = byWord.get(word(value));
      if (key === undefined) throw new InvalidArgumentError(`${unknown} (attendu : ${frenchList(keys.map(frenchWord))} ; ou ${frenchList(keys)})`);
      return key;
    },
    help: frenchList(keys.map((key) => (word(key) === word(labels[key]) ? key : `${frenchWord(key)} (${key})`))),
    word: frenchWord,
  };
}

/** A number between 0 and 1, with a decimal comma (« 0,6 ») or point; `what` names it in the refusal. */
export function fraction(what: string): (value: string) => number {
  return (value) => {
    const text = value.trim();
    const n = Number(text.replace(",", "."));
    if (!/^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(text) || n < 0 || n > 1) throw new InvalidArgumentError(`${what} doit être un nombre entre 0 et 1 (par exemple 0,6)`);
    return n;
  };
}

const PARIS_OFFSET = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", timeZoneName: "longOffset" });

/**
 * Midnight in Paris on that day, as an instant. Paris changes its clocks at 01:00 UTC, after
 * midnight both times: the offset at 00:00 UTC of the day is the one of its midnight.
 */
function parisMidnight(year: number, month: number, day: number): Date {
  const utc = Date.UTC(year, month - 1, day);
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(PARIS_OFFSET.formatToParts(utc).find((part) => part.type === "timeZoneName")?.value ?? "");
  const minutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(utc - minutes * 60_000);
}

const DATE_HINT = "attendu : jj/mm/aaaa, aaaa-mm-jj ou un horodatage ISO";

/**
 * A day as the operator writes it (« 28/11/2026 » or « 2026-11-28 »), from midnight in Paris,
 * the time the audit table shows; an ISO timestamp is taken as the instant it names. The result is
 * an ISO instant. A day that does not exist (31/02) is refused, never moved to the next month.
 */
export function parisDay(value: string): string {
  const text = value.trim();
  const iso = ISO_DAY.exec(text);
  if (iso && text.length > 10) {
    if (readDate(text.slice(0, 10)).ok && !Number.isNaN(Date.parse(text))) return new Date(text).toISOString();
    throw new InvalidArgumentError(`date inexistante (${DATE_HINT})`);
  }
  const day = readDate(text);
  if (!day.ok) throw new InvalidArgumentError(day.reason.startsWith("date inexistante") ? `date inexistante (${DATE_HINT})` : `date illisible (${DATE_HINT})`);
  const [year, month, date] = day.iso.split("-").map(Number) as [number, number, number];
  return parisMidnight(year, month, date).toISOString();
}
