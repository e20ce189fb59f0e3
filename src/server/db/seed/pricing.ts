import type { Rng } from "./random";
import type { VocabularyItem } from "./vocabulary";

/**
 * Unit price in euros of one variant. Variants are listed from the cheapest to the dearest, and
 * variant i of n draws its price in the i-th of n geometric slices of the item's range, so that a
 * 16 L backpack sprayer never costs as much as a trailed 3 000 L one.
 */
export function variantUnitPrice(item: VocabularyItem, index: number, rng: Rng): number {
  const [min, max] = item.price;
  const share = (index + rng.next()) / item.variants.length;
  return min * (max / min) ** share;
}

export function variantAt(item: VocabularyItem, index: number): string {
  const variant = item.variants[index];
  if (variant === undefined) throw new Error(`${item.noun} has no variant ${index}`);
  return variant;
}

export interface PickedVariant {
  variant: string;
  unitPrice: number;
}

export function pickVariant(item: VocabularyItem, rng: Rng): PickedVariant {
  const index = rng.int(0, item.variants.length - 1);
  return { variant: variantAt(item, index), unitPrice: variantUnitPrice(item, index, rng) };
}
