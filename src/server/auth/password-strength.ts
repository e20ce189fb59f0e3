/**
 * Passwords that are common or guessable are refused (issue 18, ASVS 5.0 V6.2, CNIL 2022-100),
 * whatever their length above the 6-character minimum of the spec. zxcvbn-ts estimates how many
 * guesses a password takes against 136,303 offline entries: 49,233 leaked passwords, 7,776
 * diceware words, and French words, first names, last names and Wikipedia terms
 * (@zxcvbn-ts/language-common and language-fr), plus keyboard walks, repeats, sequences, dates,
 * l33t substitutions and the account's own e-mail, username and company name, and the site's name.
 *
 * Refused: under 10^6 guesses when at least part of the password is such a pattern. A password
 * that is short but random throughout (only brute force finds it) passes: the 6-character
 * minimum stays the spec's.
 */
import core from "@zxcvbn-ts/core";
import common from "@zxcvbn-ts/language-common";
import fr from "@zxcvbn-ts/language-fr";
import { PRODUCT_NAME } from "../../shared/constants";
import { VALIDATION } from "../../shared/messages";
import { InvalidError } from "../services/errors";

/** Guesses under which a patterned password is refused (zxcvbn's score 1 boundary). */
const MIN_GUESSES = 1e6;

let estimator: InstanceType<typeof core.ZxcvbnFactory> | null = null;

/** Built at first use: the dictionaries take about 100 ms to load. */
function zxcvbn() {
  estimator ??= new core.ZxcvbnFactory({ dictionary: { ...common.dictionary, ...fr.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

/**
 * Whether the password is common or guessable, given what the account says about itself. The
 * site's own name counts as such a word: « maillon2026 » was taken.
 */
export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  const result = zxcvbn().check(password, [PRODUCT_NAME, ...userInputs].filter((input) => input.length > 0));
  const patterned = result.sequence.some((match) => match.pattern !== "bruteforce");
  return patterned && result.guesses < MIN_GUESSES;
}

/** Throws the French validation error, on the `password` field (or `field`), when it is guessable. */
export function assertStrongPassword(password: string, userInputs: string[] = [], field = "password"): void {
  if (isGuessablePassword(password, userInputs)) {
    throw new InvalidError(VALIDATION.passwordCommon, [{ path: field, message: VALIDATION.passwordCommon }]);
  }
}
