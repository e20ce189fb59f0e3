/**
 * French B2B vocabulary per sector, shared by the large-volume generator and the demo catalogue.
 * Every item is something a French SME really buys or sells; variants and specs are written so
 * that they read correctly after the noun without grammatical agreement.
 * The data is in ./data/vocabulary.json, validated on load (./data-schemas.ts).
 */
import type { SectorKey } from "../../../shared/categories";
import vocabularyFile from "./data/vocabulary.json" with { type: "json" };
import { PRODUCT_IMAGES, parseSeedFile, vocabularyFileSchema } from "./data-schemas";

export { PRODUCT_IMAGES };
export type ProductImage = (typeof PRODUCT_IMAGES)[number];

export interface VocabularyItem {
  /** Singular noun phrase, capitalised: "Chariot élévateur". */
  noun: string;
  /** Phrases that follow the noun ("électrique 1,6 t"), from the cheapest to the dearest: each
   * variant takes its share of `price`, in that order. */
  variants: readonly string[];
  /** Catalogue-style facts: dimensions, power, material, norms, service terms. */
  specs: readonly string[];
  /** What a quantity counts: "unités", "jours", "m²". */
  unit: string;
  /** Plausible euros per unit excluding tax, from the cheapest variant to the dearest. */
  price: readonly [number, number];
  /** Plausible quantity of one order. */
  quantity: readonly [number, number];
  /** Synonyms and related words, used as keywords. */
  keywords: readonly string[];
  /** Catalogue illustration; services have none and stay out of the product catalogue. */
  image?: ProductImage;
}

export interface SectorVocabulary {
  items: readonly VocabularyItem[];
  /** What a company of the sector does, for bios: "intégrateur informatique". */
  activities: readonly string[];
  /** Words for company names: "Informatique", "Systèmes". */
  nameWords: readonly string[];
  /** Fictional brands for the catalogue. */
  brands: readonly string[];
  certifications: readonly string[];
}

/** Every sector, in SECTOR_KEYS order. */
export const SECTOR_VOCABULARY: Record<SectorKey, SectorVocabulary> = parseSeedFile("vocabulary.json", vocabularyFileSchema, vocabularyFile);
