/** Everything the first start seeds when MARKET_DEMO=1 (see ./index.ts). */
import { buildCatalogue } from "./catalogue";
import type { SeedProduct } from "./types";

export { DEMO_COMPANIES } from "./demo-companies";
export { DEMO_NEEDS } from "./demo-needs";
export { DEMO_OFFERS } from "./demo-offers";

/** Fixed so that the demo catalogue (brands, prices, wording) is the same on every machine. */
const DEMO_CATALOGUE_SEED = 2026;

export const DEMO_PRODUCTS: readonly SeedProduct[] = buildCatalogue(DEMO_CATALOGUE_SEED);
