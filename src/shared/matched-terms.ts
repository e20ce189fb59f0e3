/**
 * The matched terms of « Pourquoi ce match », as a reader can take them (display only: the engine's
 * terms and scores stay as they are). The engine keeps a token of each text: « 6 », « 000 », « ch »,
 * « week » and « end » for a « week-end », « fil » for « sans fil ». Each term is shown as the
 * listings wrote it (case, accents, the whole hyphenated word, « sans … »); bare numbers and
 * fragments of fewer than 3 letters are left out, unless written as an acronym (« PC »).
 */

const WORD = "[\\p{L}\\p{N}]";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** « Bureaux » at the head of a title or sentence is the word « bureaux »; « Wi-Fi », « PC » and « ISO » keep their capitals. */
const sentenceCase = (word: string) => (/^\p{Lu}\P{Lu}*$/u.test(word) && /^\p{Lu}\p{Ll}/u.test(word) ? word.charAt(0).toLocaleLowerCase("fr") + word.slice(1) : word);

/**
 * The term as the texts write it, with the hyphenated parts and a « sans » before it (an
 * occurrence within a sentence first: one that opens it only says where it stands); null when
 * no text has it as a word.
 */
function writtenForm(term: string, texts: readonly string[]): string | null {
  const pattern = new RegExp(`(?<!${WORD})(?:sans\\s+)?(?:${WORD}+-)*${escape(term).replace(/\s+/g, "\\s+")}(?:-${WORD}+)*(?!${WORD})`, "giu");
  let opening: string | null = null;
  for (const text of texts) {
    for (const found of text.matchAll(pattern)) {
      const written = found[0].replace(/\s+/g, " ");
      if (!/(?:^|[.!?:;\n])\s*$/u.test(text.slice(0, found.index))) return written;
      opening ??= sentenceCase(written);
    }
  }
  return opening;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const isAcronym = (text: string) => /^\p{Lu}{2,}$/u.test(text);

export function shownMatchedTerms(terms: readonly string[], texts: readonly string[]): string[] {
  const shown: string[] = [];
  for (const term of terms) {
    const written = writtenForm(term, texts) ?? term;
    // « 6 », « 000 », « 14001 »: a number alone says nothing of why two listings meet (« 22 kW » does).
    if (!/\p{L}/u.test(written)) continue;
    if (!/\p{N}/u.test(written) && letters(written) < 3 && !isAcronym(written)) continue;
    if (shown.some((kept) => kept.toLocaleLowerCase("fr") === written.toLocaleLowerCase("fr"))) continue;
    shown.push(written);
  }
  return shown;
}
