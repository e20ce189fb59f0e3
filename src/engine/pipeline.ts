/**
 * The French text pipeline shared by keyword scoring, the embedder and product search:
 * wink-nlp tokenisation → lower-casing → elision split → numbers with their units →
 * stop words → Snowball French stemming (English loanwords and acronyms left intact) →
 * accent folding of the stem.
 */
import snowball from "snowball-stemmers";
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { accentedFormOf, isCommonFrenchWord } from "./french-words";
import { loanwordTerm } from "./loanwords";
import { isStopWord } from "./stopwords";

/** Bumped whenever the pipeline's output changes (it is part of EMBEDDER_VERSION). */
export const PIPELINE_VERSION = "4";

/** One kept token: `term` is what scoring compares, `surface` what a person reads. */
export interface AnalyzedToken {
  term: string;
  surface: string;
}

/** Elided articles and conjunctions: "l'", "qu'", "jusqu'"… (after ’ became '). */
const ELISION = /^(?:l|d|qu|j|n|s|c|m|t|jusqu|lorsqu|puisqu|quelqu|presqu)'(.+)$/;

/** Units that glue to the number before them: "15 kW" → "15kw", "2 t" → "2t", "48 h" → "48h". */
export const UNITS: ReadonlySet<string> = new Set([
  "t", "kg", "g", "mg", "l", "ml", "cl", "hl", "m", "cm", "mm", "km", "m2", "m3", "ha",
  "w", "kw", "mw", "kwh", "mwh", "kwc", "wh", "kva", "v", "kv", "a", "mah", "hz", "khz", "mhz", "ghz",
  "go", "to", "mo", "gb", "tb", "mb", "bar", "psi", "db", "lux", "lm", "dpi", "ppm",
  "h", "min", "s", "j", "mois", "an", "ans", "sem", "p", "pcs", "u", "x", "pouces", "po", "°c", "%",
]);

/** A token that already holds a number and its unit ("200l", "48h", "3,5m²", "x4"). */
const NUMBER_WITH_UNIT = /^(?:\d+(?:[.,]\d+)?[a-zµ°%²³]+\d?|x\d+)$/;
const NUMBER = /^\d+(?:[.,]\d+)*$/;
const SKIPPED_TYPES = new Set(["punctuation", "symbol", "currency", "emoji", "emoticon", "hashtag", "mention", "url", "email", "time", "ordinal"]);

/**
 * Removes diacritics except circumflexes on stems of four letters or fewer. Folding makes
 * "débroussailleuse" and "debroussailleuse" one term; the short-stem exception keeps the
 * circumflex where French uses it to tell words apart once the stemmer has cut them short
 * ("châtiment" → "chât" ≠ "chat", "pêche" → "pêch" ≠ "péché" → "pech", "côte" ≠ "cote").
 */
export function foldStem(stem: string): string {
  const keepCircumflex = stem.length <= 4;
  let out = "";
  for (const char of stem.normalize("NFD")) {
    const code = char.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) {
      if (keepCircumflex && code === 0x302) out += char;
      continue;
    }
    out += char;
  }
  return out.normalize("NFC");
}

/** Removes every diacritic ("Électricité" → "Electricite"). */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");
}

/** "l'entreprise" → "entreprise", "jusqu'à" → "à"; other words unchanged. Expects ' not ’. */
export function splitElision(lowerWord: string): string {
  const match = ELISION.exec(lowerWord);
  return match?.[1] ?? lowerWord;
}

const stemmer = snowball.newStemmer("french");
const STEM_CACHE_LIMIT = 200_000;
const stemCache = new Map<string, string>();

/**
 * Snowball French stem of a lower-cased word, with accents as typed. Snowball keeps the
 * plural "s" after o and u ("photos", "tissus", "écrous"); we drop it so that singular and
 * plural meet ("virus" becomes "viru" either way, which is harmless).
 */
export function stemFrench(lowerWord: string): string {
  let stem = stemCache.get(lowerWord);
  if (stem === undefined) {
    stem = stemmer.stem(lowerWord);
    if (stem.length >= 4 && /[ou]s$/.test(stem)) stem = stem.slice(0, -1);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(lowerWord, stem);
  }
  return stem;
}

/**
 * The term of one word: acronyms are only folded, loanwords folded and made singular, numbers
 * with units are normalised ("3,5m²" → "3.5m2"), other words are stemmed then folded. A word
 * written without any accent is stemmed as French usually writes it (french-words.ts): the
 * stemmer reads "électricité" as "électr" but "electricite" as "electricit", and capitals drop
 * the accents.
 */
export function termOf(lowerWord: string, isAcronym = false): string {
  if (NUMBER_WITH_UNIT.test(lowerWord) || NUMBER.test(lowerWord)) return normaliseNumber(lowerWord);
  const word = unligated(lowerWord);
  const folded = foldAccents(word);
  if (isAcronym) return folded;
  const loanword = loanwordTerm(folded);
  if (loanword !== undefined) return loanword;
  return foldStem(stemFrench((folded === word && accentedFormOf(word)) || word));
}

/**
 * "œuvre" → "oeuvre", "ex æquo" → "ex aequo": both spellings are written, and the tokeniser
 * takes œ for a symbol ("œuvre" came out as "uvre").
 */
function unligated(text: string): string {
  return text.replace(/œ/g, "oe").replace(/Œ/g, "OE").replace(/æ/g, "ae").replace(/Æ/g, "AE");
}

/**
 * A word in capitals of 2 to 6 letters or digits is an acronym ("PME", "VRD", "4G"), kept whole,
 * unless it is a French word: in a title or a notice written in capitals ("ECOLE", "PORTS"),
 * words are stemmed as in lower case.
 */
function readsAsAcronym(value: string): boolean {
  if (value.length < 2 || value.length > 6 || !/^[A-Z0-9]+$/.test(value) || !/[A-Z]/.test(value)) return false;
  const lower = value.toLowerCase();
  return !isCommonFrenchWord(lower) && accentedFormOf(lower) === undefined;
}

function normaliseNumber(token: string): string {
  return token.replace(/,/g, ".").replace(/²/g, "2").replace(/³/g, "3");
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

/**
 * wink-nlp's tokens, with a short prefix it split at a hyphen joined again to its word ("Wi-Fi",
 * "T-shirt" come out of it in three tokens, "e-mail" in one): wordsOf then glues them all alike.
 * Compounds of longer words ("Île-de-France", "sèche-linge") stay split.
 */
function tokenise(text: string): Array<{ value: string; type: string }> {
  nlp ??= winkNLP(model, []);
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out(nlp.its.value) as string[];
  const types = tokens.out(nlp.its.type) as string[];
  const spaces = tokens.out(nlp.its.precedingSpaces) as string[];
  const out: Array<{ value: string; type: string }> = [];
  for (let i = 0; i < values.length; i++) {
    let value = values[i] as string;
    const type = types[i] ?? "word";
    while (type === "word" && isShortPart(value) && values[i + 1] === "-" && !spaces[i + 1] && types[i + 2] === "word" && !spaces[i + 2]) {
      value += `-${values[i + 2] as string}`;
      i += 2;
    }
    out.push({ value, type });
  }
  return out;
}

/**
 * Runs the whole pipeline on a text and returns the kept tokens in reading order.
 * Deterministic; the same text always yields the same tokens.
 */
export function analyze(text: string): AnalyzedToken[] {
  const normalised = unligated(text.normalize("NFC").replace(/[’‘ʼ`´]/g, "'"));
  const raw = tokenise(normalised);
  const out: AnalyzedToken[] = [];
  for (let i = 0; i < raw.length; i++) {
    const token = raw[i];
    if (!token) continue;
    if (token.type === "number" || NUMBER.test(token.value)) {
      const number = normaliseNumber(token.value);
      const next = raw[i + 1]?.value.toLowerCase();
      if (next !== undefined && UNITS.has(next)) {
        let unit = next;
        let surface = `${token.value} ${raw[i + 1]?.value ?? ""}`;
        const after = raw[i + 2]?.value;
        if ((after === "²" || after === "³") && (unit === "m" || unit === "cm" || unit === "km")) {
          unit += after === "²" ? "2" : "3";
          surface += after;
          i++;
        }
        i++;
        out.push({ term: number + unit, surface });
      } else {
        out.push({ term: number, surface: token.value });
      }
      continue;
    }
    if (SKIPPED_TYPES.has(token.type)) continue;
    for (const kept of wordTokens(token.value)) out.push(kept);
  }
  return out;
}

const WORD_CACHE_LIMIT = 200_000;
const wordCache = new Map<string, readonly AnalyzedToken[]>();

/** The kept tokens of one word token as typed (cached: the same word always gives the same). */
function wordTokens(value: string): readonly AnalyzedToken[] {
  let kept = wordCache.get(value);
  if (kept) return kept;
  const isAcronym = readsAsAcronym(value);
  const list: AnalyzedToken[] = [];
  for (const word of wordsOf(value)) {
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (isStopWord(word)) continue;
    list.push({ term: termOf(word, isAcronym), surface: word });
  }
  kept = list;
  if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
  wordCache.set(value, kept);
  return kept;
}

/** A part of a compound too short to be a word of its own ("e" of "e-mail", "wi" of "wi-fi"). */
function isShortPart(part: string): boolean {
  return part.length <= 2 && !/\d/.test(part);
}

/** Lower-cases, splits elisions and hyphens; short hyphen parts stay glued ("e-mail" → "email"). */
function wordsOf(value: string): string[] {
  const lower = splitElision(value.toLowerCase());
  const cleaned = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}²³%°]+$/gu, "");
  if (!cleaned.includes("-") && !cleaned.includes("'") && !cleaned.includes("/")) return cleaned ? [cleaned] : [];
  const parts = cleaned.split(/[-'/]+/).filter(Boolean);
  if (parts.some(isShortPart)) return [parts.join("")];
  return parts;
}

/** Shortest word found inside a glued compound by gluedWords. */
const GLUED_WORD_MIN_LENGTH = 4;

/**
 * The words of a text that wordsOf glues to a short part and so hides: "processeur" of
 * "bi-processeur", "shirt" of "T-shirt", "mail" of "e-mail". Product search indexes them as well,
 * so that typing a word written in a product finds it; matching does not (an "e-commerce" need
 * would meet every shop).
 */
export function gluedWords(text: string): string {
  const found: string[] = [];
  for (const chunk of text.normalize("NFC").split(/\s+/)) {
    if (!chunk.includes("-")) continue;
    const parts = chunk.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (parts.length > 1 && parts.some(isShortPart)) found.push(...parts.filter((part) => part.length >= GLUED_WORD_MIN_LENGTH && !/\d/.test(part)));
  }
  return found.join(" ");
}

/** The terms of a text, in reading order (duplicates kept, so callers can count them). */
export function analyzeTerms(text: string): string[] {
  return analyze(text).map((token) => token.term);
}
