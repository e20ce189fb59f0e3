/**
 * Word-level evidence for a search hit. Character trigrams (in the embedder) and the lexicon's
 * expansion words (in the keyword bag) let a product score on pieces of words: "nettoyage"
 * shares "<ne", "net", "tto" with "néon" and "entretien" with "sans entretien". Such a hit is
 * only worth showing when one word of the product stands for a word of the query:
 * - the same term (stem);
 * - a derived word: the two stems share a prefix of DERIVATION_MIN_PREFIX letters or more that
 *   covers DERIVATION_MIN_SHARE of the shorter one ("nettoyag" / "nettoyeur");
 * - the same word mistyped: trigram sets of the two words (accents removed) with a Dice
 *   coefficient of TYPO_MIN_DICE or more ("defibrilateur" / "défibrillateur");
 * - or the product names a lexicon concept the query names (a whole variant, not one of its words).
 * No rule here knows any word: they compare the strings and the lexicon as they are.
 */
import { foldAccents } from "./pipeline";

/** Shortest shared stem prefix that makes two words derived from each other. Default 6. */
export const DERIVATION_MIN_PREFIX = 6;
/** Share of the shorter stem the shared prefix must cover. Default 0.75. */
export const DERIVATION_MIN_SHARE = 0.75;
/** Dice coefficient of two words' trigram sets above which one is the other mistyped. Default 0.6. */
export const TYPO_MIN_DICE = 0.6;
/** Words shorter than this (after folding) are only matched exactly. Default 4. */
export const FUZZY_MIN_LENGTH = 4;

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** True when two stems look like derivations of one word ("nettoyag", "nettoyeur"). */
export function derivedStems(a: string, b: string): boolean {
  if (a === b) return true;
  const shared = commonPrefix(a, b);
  return shared >= DERIVATION_MIN_PREFIX && shared >= DERIVATION_MIN_SHARE * Math.min(a.length, b.length);
}

function trigramSet(word: string): Set<string> {
  const padded = `<${foldAccents(word.toLowerCase())}>`;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** Dice coefficient of the two words' trigram sets (accents removed). */
export function trigramDice(a: string, b: string): number {
  const x = trigramSet(a);
  const y = trigramSet(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return x.size + y.size === 0 ? 0 : (2 * shared) / (x.size + y.size);
}

export interface QueryWord {
  term: string;
  surface: string;
}

/** A query word prepared for many comparisons (its trigram set computed once). */
export interface PreparedWord extends QueryWord {
  grams: ReadonlySet<string>;
  fuzzy: boolean;
}

export function prepareWords(words: readonly QueryWord[]): PreparedWord[] {
  return words.map((word) => ({
    ...word,
    grams: trigramSet(word.surface),
    fuzzy: word.term.length >= FUZZY_MIN_LENGTH && !/\d/.test(word.term),
  }));
}

/**
 * trigramDice(word.surface, surface), the word's trigram set computed once. A word with n
 * trigram positions has at most n distinct trigrams, and Dice is at most 2·n/(|word| + n):
 * when that is under TYPO_MIN_DICE the set is not built (same result, not a looser test).
 */
function diceAgainst(word: PreparedWord, surface: string): number {
  const padded = `<${foldAccents(surface.toLowerCase())}>`;
  const positions = Math.max(0, padded.length - 2);
  const size = word.grams.size;
  if (size + positions === 0 || (2 * positions) / (size + positions) < TYPO_MIN_DICE) return 0;
  const grams = new Set<string>();
  for (let i = 0; i < positions; i++) grams.add(padded.slice(i, i + 3));
  let shared = 0;
  for (const gram of word.grams) if (grams.has(gram)) shared++;
  return size + grams.size === 0 ? 0 : (2 * shared) / (size + grams.size);
}

/** Does a product word (its term and a surface) stand for one of the query's words? */
export function wordStandsFor(query: readonly QueryWord[], term: string, surface: string): boolean {
  const words = query.length > 0 && "grams" in (query[0] as object) ? (query as readonly PreparedWord[]) : prepareWords(query);
  const fuzzyTerm = term.length >= FUZZY_MIN_LENGTH && !/\d/.test(term);
  for (const word of words) {
    if (word.term === term) return true;
    if (!word.fuzzy || !fuzzyTerm) continue;
    if (derivedStems(word.term, term)) return true;
    if (surface && word.surface && diceAgainst(word, surface) >= TYPO_MIN_DICE) return true;
  }
  return false;
}
