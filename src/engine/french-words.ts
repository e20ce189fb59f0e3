/**
 * Words people write in French, from the two frequency lists that @zxcvbn-ts/language-fr ships for
 * password strength (subtitles and Wikipedia, about 60,000 words, already a dependency), read at
 * the first use rather than at start. They serve twice:
 * - the typo rule (catalogue-spelling.ts) leaves a common word alone when the catalogue lacks it:
 *   « lampe » in a catalogue without lamps is not a mistyped « lame »;
 * - the pipeline gives back its accents to a word written without any (« ELECTRICITE » in a tender
 *   notice in capitals, « securite » typed in a hurry), so that it meets the word as usually written.
 */
import { createRequire } from "node:module";

interface FrenchWords {
  all: ReadonlySet<string>;
  /** For a word without diacritics: its most frequent written form, when that form has some. */
  accented: ReadonlyMap<string, string>;
}

let words: FrenchWords | undefined;

const DIACRITICS = /[\u0300-\u036f]/g;

function load(): FrenchWords {
  const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-fr") as { dictionary: Record<string, string[]> };
  const lists = [dictionary["commonWords-fr"] ?? [], dictionary["wikipedia-fr"] ?? []];
  // Each list is ranked by frequency: a word's rank is its best place in either, as a share of the list.
  const rank = new Map<string, number>();
  for (const list of lists) {
    list.forEach((raw, i) => {
      const word = raw.normalize("NFC");
      const share = i / list.length;
      if (share < (rank.get(word) ?? Infinity)) rank.set(word, share);
    });
  }
  const best = new Map<string, string>();
  for (const [word, share] of rank) {
    const plain = word.normalize("NFD").replace(DIACRITICS, "").normalize("NFC");
    const current = best.get(plain);
    if (current === undefined || share < (rank.get(current) as number)) best.set(plain, word);
  }
  const accented = new Map<string, string>();
  for (const [plain, word] of best) if (word !== plain) accented.set(plain, word);
  return { all: new Set(rank.keys()), accented };
}

/** Whether a lower-case word is a common French word. */
export function isCommonFrenchWord(lowerWord: string): boolean {
  words ??= load();
  return words.all.has(lowerWord.normalize("NFC"));
}

/**
 * The usual written form of a lower-case word typed without diacritics, when French writes it with
 * some and more often so: « electricite » → « électricité », « ecole » → « école » (the list also
 * holds « ecole », less often); « marche » stays (« marche » is more frequent than « marché »).
 * Undefined otherwise, and for any word that carries a diacritic already.
 */
export function accentedFormOf(lowerWord: string): string | undefined {
  words ??= load();
  return words.accented.get(lowerWord);
}
