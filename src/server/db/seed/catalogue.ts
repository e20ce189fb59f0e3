/**
 * The product catalogue built from the sector vocabulary: every physical item, in each of its
 * variants, sold under a fictional brand with a catalogue description.
 */
import type { SectorKey } from "../../../shared/categories";
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import catalogueFile from "./data/catalogue.json" with { type: "json" };
import { catalogueFileSchema, parseSeedFile } from "./data-schemas";
import { variantAt, variantUnitPrice } from "./pricing";
import type { Rng } from "./random";
import { createRng } from "./random";
import { capitalize, catalogueCents, joinFrench } from "./text";
import type { SeedProduct } from "./types";
import type { ProductImage, VocabularyItem } from "./vocabulary";
import { SECTOR_VOCABULARY } from "./vocabulary";

export interface CatalogueEntry {
  sector: SectorKey;
  item: VocabularyItem;
  image: ProductImage;
  brands: readonly string[];
}

/** Items with an illustration are physical products; services stay out of the catalogue. */
export const CATALOGUE_ENTRIES: readonly CatalogueEntry[] = Object.entries(SECTOR_VOCABULARY).flatMap(
  ([sector, vocabulary]) =>
    vocabulary.items.flatMap((item) =>
      item.image ? [{ sector: sector as SectorKey, item, image: item.image, brands: vocabulary.brands }] : [],
    ),
);

/** Above this price (euros) a few products are "Prix sur demande", as in real B2B catalogues. */
const ON_REQUEST_FROM = 20_000;

/** The closing sentences of product descriptions (./data/catalogue.json). */
const CATALOGUE_TAILS = parseSeedFile("catalogue.json", catalogueFileSchema, catalogueFile).tails;

export function productImagePath(image: ProductImage): string {
  return `/images/products/${image}.svg`;
}

export function productPriceCents(item: VocabularyItem, variantIndex: number, rng: Rng): number {
  const euros = variantUnitPrice(item, variantIndex, rng);
  if (euros >= ON_REQUEST_FROM && rng.chance(0.3)) return 0;
  return catalogueCents(euros);
}

export function describeProduct(entry: CatalogueEntry, variant: string, brand: string, rng: Rng, reference?: string): string {
  const specs = rng.sample(entry.item.specs, 3);
  const lead = `${entry.item.noun} ${variant} de la marque ${brand}${reference ? `, référence ${reference}` : ""}.`;
  return `${lead} ${capitalize(joinFrench(specs))}. ${rng.pick(CATALOGUE_TAILS)}`;
}

export function makeProduct(entry: CatalogueEntry, variantIndex: number, rng: Rng, reference?: string): SeedProduct {
  const variant = variantAt(entry.item, variantIndex);
  const brand = rng.pick(entry.brands);
  const base = `${entry.item.noun} ${variant}`;
  return {
    title: reference ? `${base} ${brand} ${reference}` : base,
    description: describeProduct(entry, variant, brand, rng, reference),
    brand,
    price: productPriceCents(entry.item, variantIndex, rng),
    currency: DEFAULT_CURRENCY,
    category: entry.sector,
    image: productImagePath(entry.image),
  };
}

/** One product per item variant, in vocabulary order: the demo catalogue. */
export function buildCatalogue(seed: number): SeedProduct[] {
  const rng = createRng(seed);
  return CATALOGUE_ENTRIES.flatMap((entry) => entry.item.variants.map((_, index) => makeProduct(entry, index, rng)));
}
