/**
 * Offers published by the demo suppliers. They answer most demo needs, usually in other words
 * than the need (synonyms, a related sector), which is what the matching engine must handle.
 * The data is in ./data/demo-offers.json, grouped by supplier and validated on load (./data-schemas.ts).
 */
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import offersFile from "./data/demo-offers.json" with { type: "json" };
import { demoOffersFileSchema, parseSeedFile } from "./data-schemas";
import { DEMO_COMPANY_KEYS, demoCompanyLocation } from "./demo-companies";
import type { SeedOffer } from "./types";

const GROUPS = parseSeedFile("demo-offers.json", demoOffersFileSchema(DEMO_COMPANY_KEYS), offersFile);

export const DEMO_OFFERS: readonly SeedOffer[] = GROUPS.flatMap(({ company: companyKey, offers }) => {
  const home = demoCompanyLocation(companyKey);
  return offers.map(({ certifications, minOrderQuantity, location, ...row }) => ({
    ...row,
    companyKey,
    currency: DEFAULT_CURRENCY,
    location: location ?? home,
    certifications: certifications ?? [],
    minOrderQuantity: minOrderQuantity ?? 1,
  }));
});
