/**
 * The companies of the demo (MARKET_DEMO=1): the three accounts listed on the login page plus
 * fictional French SMEs. Every e-mail is on a reserved example domain except the demo accounts.
 * The data is in ./data/demo-companies.json, validated on load (./data-schemas.ts).
 */
import companiesFile from "./data/demo-companies.json" with { type: "json" };
import { demoCompaniesFileSchema, parseSeedFile } from "./data-schemas";
import type { SeedCompany } from "./types";

const ROWS = parseSeedFile("demo-companies.json", demoCompaniesFileSchema, companiesFile);

export const DEMO_COMPANIES: readonly SeedCompany[] = ROWS.map((row) => ({
  ...row,
  email: row.email ?? `contact@${row.username}.exemple.fr`,
  displayName: row.displayName ?? row.contactName,
}));

/** The city of a demo company, used as the default location of its listings. */
export function demoCompanyLocation(key: string): string {
  const company = DEMO_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`Unknown demo company ${key}`);
  return company.location;
}

/** The keys that demo-needs.json and demo-offers.json may refer to. */
export const DEMO_COMPANY_KEYS: readonly string[] = DEMO_COMPANIES.map((company) => company.key);
