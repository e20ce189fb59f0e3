/**
 * Needs published by the demo buyers. Most have one to four fitting demo offers, often worded
 * differently (synonyms, related sector); a few have none on purpose, as on a real marketplace.
 * The demo buyer ("acheteur") has four needs that the demo supplier ("fournisseur") and others
 * answer, so that both demo accounts see matches on their first sign-in.
 * The data is in ./data/demo-needs.json, grouped by buyer and validated on load (./data-schemas.ts).
 */
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import needsFile from "./data/demo-needs.json" with { type: "json" };
import { demoNeedsFileSchema, parseSeedFile } from "./data-schemas";
import { DEMO_COMPANY_KEYS, demoCompanyLocation } from "./demo-companies";
import type { SeedNeed } from "./types";

const GROUPS = parseSeedFile("demo-needs.json", demoNeedsFileSchema(DEMO_COMPANY_KEYS), needsFile);

export const DEMO_NEEDS: readonly SeedNeed[] = GROUPS.flatMap(({ company: companyKey, needs }) => {
  const home = demoCompanyLocation(companyKey);
  return needs.map(({ quantity, location, ...row }) => ({
    ...row,
    companyKey,
    currency: DEFAULT_CURRENCY,
    location: location ?? home,
    specifications: quantity === undefined ? {} : { quantity },
  }));
});
