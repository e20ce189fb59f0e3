/**
 * A query's words as the catalogue spells them, before the search runs (issue 20 §4: a search
 * finds what people type).
 *
 * - A word typed without the accents the catalogue writes is respelled with them ("camera" →
 *   "caméra"): the stemmer cuts the two spellings differently ("cam", "camer"). Silent: it is
 *   the same word.
 * - A word of five letters or more that nothing in the catalogue or the lexicon knows, and no
 *   common French word (french-words.ts, through the caller), one typo away from a catalogue word
 *   that begins with the same letter (a letter replaced, added or dropped, two neighbours
 *   swapped), is replaced by that word ("imprimnate" → "imprimante"). Not silent: the search says
 *   what it looked for instead. People rarely get a word's first letter wrong (about one typo in
 *   fourteen, Pollock & Zamora 1984), and a word unknown to the catalogue that differs there is
 *   more often another word: « sopalin » is not « opalin ».
 * When several catalogue words qualify, the one in the most products is taken.
 */
import { foldAccents } from "./pipeline";
import type { TermStats } from "./keyword-index";

/** Typos are looked for in words this long or longer: shorter ones have too many neighbours. */
export const TYPO_MIN_LETTERS = 5;

export interface Respelled {
  /** The query to search. */
  query: string;
  /** Whether a word was replaced by another (a typo), not only given its accents. */
  corrected: boolean;
}

/** A word as the spelling indexes compare it: lower case, no accents, no final plural s or x. */
function spellingKey(lowerWord: string): string {
  const folded = foldAccents(lowerWord);
  return folded.length >= 5 ? folded.replace(/[sx]$/, "") : folded;
}

/**
 * Whether `b` is `a` with at most one edit: a letter replaced, added or removed, or two
 * neighbours swapped (restricted Damerau–Levenshtein distance ≤ 1, decided in one pass rather
 * than by filling the distance table a general library computes).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

export class CatalogueSpelling {
  /** spellingKey of an accented recorded surface → its term ids. */
  readonly #accented = new Map<string, number[]>();
  /** Length of the spellingKey of a recorded surface → [key, term id] pairs. */
  readonly #byLength = new Map<number, Array<[string, number]>>();
  #indexed = 0;

  constructor(
    private readonly stats: TermStats,
    /** Whether a lower-case word is left as typed: a stop word, or a word of the catalogue. */
    private readonly knows: (lowerWord: string) => boolean,
    /** Whether a word the catalogue does not hold still means something to the search (the lexicon's words): no typo. */
    private readonly means: (lowerWord: string) => boolean,
  ) {}

  /** The query with its words spelled as the catalogue writes them. */
  respell(query: string): Respelled {
    this.#index();
    let corrected = false;
    const respelled = query.replace(/\p{L}+/gu, (word) => {
      const lower = word.toLowerCase();
      if (this.knows(lower)) return word;
      const key = spellingKey(lower);
      if (foldAccents(lower) === lower) {
        const accented = this.#mostUsed(this.#accented.get(key) ?? []);
        if (accented !== undefined) return this.stats.recordedSurface(accented);
      }
      if (key.length < TYPO_MIN_LETTERS || this.means(lower)) return word;
      const near: number[] = [];
      for (let length = key.length - 1; length <= key.length + 1; length++) {
        for (const [other, id] of this.#byLength.get(length) ?? []) if (other[0] === key[0] && withinOneEdit(key, other)) near.push(id);
      }
      const typo = this.#mostUsed(near);
      if (typo === undefined) return word;
      corrected = true;
      return this.stats.recordedSurface(typo);
    });
    return { query: respelled, corrected };
  }

  /** Of these terms, the one in the most documents (none when no document holds any). */
  #mostUsed(ids: readonly number[]): number | undefined {
    let best: number | undefined;
    for (const id of ids) if (this.stats.df(id) > 0 && (best === undefined || this.stats.df(id) > this.stats.df(best))) best = id;
    return best;
  }

  /** Brings the indexes up to date with the terms seen since (typos: words of letters only). */
  #index(): void {
    for (; this.#indexed < this.stats.vocabularySize; this.#indexed++) {
      const surface = this.stats.recordedSurface(this.#indexed).toLowerCase();
      const key = spellingKey(surface);
      if (foldAccents(surface) !== surface) addTo(this.#accented, key, this.#indexed);
      if (key.length >= TYPO_MIN_LETTERS - 1 && !/[^\p{L}]/u.test(key)) addTo(this.#byLength, key.length, [key, this.#indexed]);
    }
  }
}

function addTo<K, V>(index: Map<K, V[]>, key: K, value: V): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}
