/**
 * Words people write in French, so that the typo rule (catalogue-spelling.ts) leaves them alone
 * when the catalogue lacks them: « lampe » in a catalogue without lamps is not a mistyped « lame ».
 * The list is the union of the two French frequency lists that @zxcvbn-ts/language-fr ships for
 * password strength (subtitles and Wikipedia, about 60,000 words, already a dependency), read at
 * the first unknown word rather than at start.
 */
import { createRequire } from "node:module";

let words: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-fr") as { dictionary: Record<string, string[]> };
  return new Set([...(dictionary["commonWords-fr"] ?? []), ...(dictionary["wikipedia-fr"] ?? [])].map((word) => word.normalize("NFC")));
}

/** Whether a lower-case word is a common French word. */
export function isCommonFrenchWord(lowerWord: string): boolean {
  words ??= load();
  return words.has(lowerWord.normalize("NFC"));
}
