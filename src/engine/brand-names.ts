/**
 * The brands of a catalogue by their words, to tell when a search names one (issue 20 §4).
 *
 * Brand names are often made from ordinary words, and the stemmer cannot tell them apart:
 * "Carbonis" and "carbone" are one term, "Palétis" and "palette" derived words. A query that
 * spells out a whole brand, accents and case aside ("carbonis", "vigie securite" for "Vigie
 * Sécurité"), names that brand: its products are the answer the user expects first. One word of
 * a longer brand ("sécurité") names nothing, nor does a brand made of stop words alone ("Les"),
 * which any sentence would name.
 */
import { foldAccents } from "./pipeline";
import { isStopWord } from "./stopwords";

/** A text's words as brands are compared: lower case, accents removed, split on anything else than letters and digits. */
export function brandWords(text: string): string[] {
  return foldAccents(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export class BrandNames {
  /** brand key (its words joined by a space) → ids of its products */
  readonly #products = new Map<string, Set<number>>();
  /** word → keys of the brands that contain it */
  readonly #brandsWith = new Map<string, Set<string>>();
  readonly #brandOf = new Map<number, string>();

  /** Records (or changes) the brand of a product. */
  set(id: number, brand: string): void {
    const words = brandWords(brand);
    const key = words.every((word) => isStopWord(word)) ? "" : words.join(" ");
    if (this.#brandOf.get(id) === key) return;
    this.delete(id);
    if (!key) return;
    this.#brandOf.set(id, key);
    let products = this.#products.get(key);
    if (!products) {
      this.#products.set(key, (products = new Set()));
      for (const word of key.split(" ")) {
        const brands = this.#brandsWith.get(word) ?? new Set<string>();
        this.#brandsWith.set(word, brands.add(key));
      }
    }
    products.add(id);
  }

  delete(id: number): void {
    const key = this.#brandOf.get(id);
    if (key === undefined) return;
    this.#brandOf.delete(id);
    const products = this.#products.get(key);
    products?.delete(id);
    if (products?.size !== 0) return;
    this.#products.delete(key);
    for (const word of key.split(" ")) {
      const brands = this.#brandsWith.get(word);
      brands?.delete(key);
      if (brands?.size === 0) this.#brandsWith.delete(word);
    }
  }

  /** Whether a word (any case, accents aside) is a word of some brand. */
  hasWord(word: string): boolean {
    return this.#brandsWith.has(foldAccents(word.toLowerCase()));
  }

  /** The products of every brand whose words are all among the query's. */
  productsNamedBy(query: string): Set<number> {
    const words = new Set(brandWords(query));
    const named = new Set<number>();
    for (const word of words) {
      for (const key of this.#brandsWith.get(word) ?? []) {
        if (!key.split(" ").every((part) => words.has(part))) continue;
        for (const id of this.#products.get(key) ?? []) named.add(id);
      }
    }
    return named;
  }
}
