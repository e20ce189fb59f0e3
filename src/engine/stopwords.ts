import stopwordsIso from "stopwords-iso";

/**
 * Words of the stopwords-iso French list that carry meaning in a purchasing text
 * ("tente de réception", "pièce détachée", "haute tension", "état neuf"), so we keep them.
 */
const CONTENT_WORDS = new Set([
  "tente", "pièce", "personne", "personnes", "valeur", "haut", "bas", "plein", "ouvert", "ouverte",
  "ouverts", "retour", "état", "force", "essai", "voie", "dos", "droite", "naturel", "naturelle",
  "naturelles", "pur", "pure", "maximale", "minimale", "mot", "parole", "debout", "nouveau",
  "nouveaux", "premier", "première", "sujet", "compris", "juste", "proche", "multiple", "multiples",
  "unique", "uniques", "specifique", "specifiques", "dessous", "dessus", "exterieur",
  "début", "dernier", "vif", "vive", "vives", "stop", "beau", "relative", "rare", "rares", "seul",
]);

/** Words of everyday purchasing prose that never distinguish one listing from another. */
const EXTRA_STOP_WORDS = ["svp", "merci", "cordialement", "bonjour", "nos", "vos", "etc", "afin", "idéalement"];

const iso = (stopwordsIso as unknown as Record<string, string[]>)["fr"] ?? [];

/**
 * French stop words (stopwords-iso, minus content words, plus a few of our own), lower-cased,
 * with accents as typed: the check happens on the lower-cased surface word, before stemming.
 */
export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set(
  [...iso, ...EXTRA_STOP_WORDS].filter((word) => !CONTENT_WORDS.has(word)),
);

export function isStopWord(lowerWord: string): boolean {
  return FRENCH_STOP_WORDS.has(lowerWord);
}
