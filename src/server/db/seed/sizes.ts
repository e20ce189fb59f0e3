/** The volumes of `market seed --size` (apart from the generator, so that `market --help` does not load it). */
export const SEED_SIZES = {
  small: { companies: 200, needs: 500, offers: 1_000, products: 2_000 },
  medium: { companies: 2_000, needs: 10_000, offers: 20_000, products: 20_000 },
  large: { companies: 10_000, needs: 50_000, offers: 100_000, products: 100_000 },
} as const;
export type SeedSize = keyof typeof SEED_SIZES;
