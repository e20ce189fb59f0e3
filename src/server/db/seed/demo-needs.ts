/**
 * Needs published by the demo buyers. Most have one to four fitting demo offers, often worded
 * differently (synonyms, related sector); a few have none on purpose, as on a real marketplace.
 * The demo buyer ("acheteur") has four needs that the demo supplier ("fournisseur") and others
 * answer, so that both demo accounts see matches on their first sign-in.
 * The data is in ./data/demo-needs.json, grouped by buyer and validated on load (./data-schemas.ts).
 */
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import { addDays, daysBetween, utcToday } from "../../../shared/dates";
import needsFile from "./data/demo-needs.json" with { type: "json" };
import { demoNeedsFileSchema, parseSeedFile } from "./data-schemas";
import { DEMO_COMPANY_KEYS, demoCompanyLocation } from "./demo-companies";
import type { SeedNeed } from "./types";

const GROUPS = parseSeedFile("demo-needs.json", demoNeedsFileSchema(DEMO_COMPANY_KEYS), needsFile);

/**
 * The day the deadlines of demo-needs.json were written on. A seed moves them by the days since,
 * so that they stay as far ahead of the seed's day as written: a demo seeded in a year has no
 * need whose deadline is over.
 */
const DEADLINES_WRITTEN_ON = "2026-11-01";

/** The demo needs, their deadlines as far after `today` (YYYY-MM-DD) as the file has them after its writing day. */
export function demoNeeds(today: string = utcToday()): SeedNeed[] {
  const shift = daysBetween(DEADLINES_WRITTEN_ON, today);
  return GROUPS.flatMap(({ company: companyKey, needs }) => {
    const home = demoCompanyLocation(companyKey);
    return needs.map(({ quantity, location, deadline, ...row }) => ({
      ...row,
      companyKey,
      currency: DEFAULT_CURRENCY,
      location: location ?? home,
      deadline: deadline === null ? null : addDays(deadline, shift),
      specifications: quantity === undefined ? {} : { quantity },
    }));
  });
}

export const DEMO_NEEDS: readonly SeedNeed[] = demoNeeds();
