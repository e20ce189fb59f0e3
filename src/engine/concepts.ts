/**
 * Finds the lexicon's concepts in a text. Variants are compared on pipeline terms, so
 * "ordinateurs portables", "l'ordinateur portable" and "ordinateur portable" all match the
 * variant "ordinateur portable"; one extra word may sit between two words of a variant
 * ("entretien régulier des locaux" matches "entretien des locaux").
 */
import { LEXICON } from "./lexicon";
import { analyze, type AnalyzedToken } from "./pipeline";

export interface Concept {
  /** Stable id: `${domain}:${index in the domain}`. */
  id: string;
  /** Position in the lexicon (stable while LEXICON_VERSION is). */
  index: number;
  domain: string;
  /** The first variant, a readable name for the concept. */
  label: string;
}

export interface ConceptMatch {
  concept: Concept;
  /** The words of the text that matched, as written (lower-cased). */
  surface: string;
  /**
   * How many concepts these words name (1 for most). "bureaux" names office furniture, office
   * rental and business premises: the words alone do not say which, so each is weaker evidence.
   */
  ambiguity: number;
}

interface Variant {
  terms: string[];
  concepts: Concept[];
}

/**
 * Bumped whenever the rules that turn concept matches into features or expansion terms change
 * (2: a word naming several concepts shares one concept's weight and adds no other names). Part of
 * the analysis version of the index snapshots and of EMBEDDER_VERSION, so stored bags and vectors
 * are rebuilt.
 */
export const CONCEPT_RULES_VERSION = 2;

/** Words that may sit between two words of a variant. */
export const CONCEPT_MAX_GAP = 1;

let byFirstTerm: Map<string, Variant[]> | undefined;
/** Concept index → the terms of each of its variants. */
const variantTerms = new Map<number, string[][]>();

function variantsIndex(): Map<string, Variant[]> {
  if (byFirstTerm) return byFirstTerm;
  const byKey = new Map<string, Variant>();
  let next = 0;
  for (const [domain, groups] of Object.entries(LEXICON)) {
    groups.forEach((group, index) => {
      const variants = group.split("|");
      const concept: Concept = { id: `${domain}:${index}`, index: next++, domain, label: variants[0] ?? domain };
      for (const variant of variants) {
        const terms = analyze(variant).map((token) => token.term);
        if (terms.length === 0) continue;
        const key = terms.join(" ");
        const list = variantTerms.get(concept.index) ?? [];
        list.push(terms);
        variantTerms.set(concept.index, list);
        const existing = byKey.get(key);
        if (existing) {
          if (!existing.concepts.some((c) => c.id === concept.id)) existing.concepts.push(concept);
        } else byKey.set(key, { terms, concepts: [concept] });
      }
    });
  }
  const index = new Map<string, Variant[]>();
  for (const variant of byKey.values()) {
    const first = variant.terms[0] as string;
    const list = index.get(first) ?? [];
    list.push(variant);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.terms.length - a.terms.length);
  byFirstTerm = index;
  return index;
}

let lexiconTerms: Set<string> | undefined;

/** Whether a term is a word of some lexicon variant, alone or in a phrase ("march" of "aide à la marche"). */
export function isLexiconTerm(term: string): boolean {
  if (!lexiconTerms) {
    variantsIndex();
    lexiconTerms = new Set([...variantTerms.values()].flat(2));
  }
  return lexiconTerms.has(term);
}

/** Every concept found in the tokens, in reading order (a concept may repeat). */
export function findConcepts(tokens: readonly AnalyzedToken[]): ConceptMatch[] {
  const index = variantsIndex();
  const matches: ConceptMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const candidates = index.get((tokens[i] as AnalyzedToken).term);
    if (!candidates) continue;
    let bestLength = 0;
    for (const variant of candidates) {
      if (variant.terms.length < bestLength) break;
      const end = matchAt(tokens, i, variant.terms);
      if (end < 0) continue;
      bestLength = variant.terms.length;
      const surface = tokens.slice(i, end + 1).map((t) => t.surface).join(" ");
      for (const concept of variant.concepts) matches.push({ concept, surface, ambiguity: variant.concepts.length });
    }
  }
  return matches;
}

function matchAt(tokens: readonly AnalyzedToken[], start: number, terms: readonly string[]): number {
  let position = start;
  for (let k = 1; k < terms.length; k++) {
    let found = -1;
    for (let step = 1; step <= CONCEPT_MAX_GAP + 1; step++) {
      if (tokens[position + step]?.term === terms[k]) {
        found = position + step;
        break;
      }
    }
    if (found < 0) return -1;
    position = found;
  }
  return position;
}

/** The pipeline terms of every variant of a concept (by its index). */
export function conceptVariants(index: number): readonly string[][] {
  variantsIndex();
  return variantTerms.get(index) ?? [];
}

const conceptTermSets = new Map<number, ReadonlySet<string>>();

/** Every pipeline term of a concept's variants, as a set built once per concept. */
export function conceptTerms(index: number): ReadonlySet<string> {
  let terms = conceptTermSets.get(index);
  if (!terms) conceptTermSets.set(index, (terms = new Set(conceptVariants(index).flat())));
  return terms;
}

/**
 * The other names of the concepts the tokens name: the terms of every variant of each concept
 * found, except variants that contain a term of the text (narrower phrases such as "plan de
 * travail inox" for "inox") and terms the text already has. Words that name several concepts
 * ("bureaux": furniture, rental, premises) add no other names: they are not synonyms of any one
 * concept's names. Each term once, with an empty
 * surface: the text did not write it, so it never explains a match by itself.
 */
export function conceptExpansion(tokens: readonly AnalyzedToken[]): AnalyzedToken[] {
  const own = new Set(tokens.map((t) => t.term));
  const expansion: AnalyzedToken[] = [];
  const seen = new Set<string>();
  for (const match of findConcepts(tokens)) {
    if (match.ambiguity > 1) continue;
    for (const variant of conceptVariants(match.concept.index)) {
      if (variant.some((term) => own.has(term))) continue;
      for (const term of variant) {
        if (own.has(term) || seen.has(term)) continue;
        seen.add(term);
        expansion.push({ term, surface: "" });
      }
    }
  }
  return expansion;
}

/** All concepts of the lexicon (for tests and documentation). */
export function allConcepts(): Concept[] {
  const seen = new Map<string, Concept>();
  for (const list of variantsIndex().values()) for (const v of list) for (const c of v.concepts) seen.set(c.id, c);
  return [...seen.values()];
}
