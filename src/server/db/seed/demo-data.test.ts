import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GRID_SECTORS, isSectorKey } from "../../../shared/categories";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../shared/constants";
import { addDays } from "../../../shared/dates";
import { needInputSchema, offerInputSchema, profileInputSchema, registerInputSchema } from "../../../shared/schemas";
import { DEMO_COMPANIES, DEMO_NEEDS, DEMO_OFFERS, DEMO_PRODUCTS } from "./demo-data";
import { demoNeeds } from "./demo-needs";
import { PRODUCT_IMAGES } from "./vocabulary";

const PUBLIC_DIR = fileURLToPath(new URL("../../../../public", import.meta.url));
const companyByKey = new Map(DEMO_COMPANIES.map((company) => [company.key, company]));

describe("demo companies", () => {
  it("include the three demo accounts of the login page", () => {
    for (const account of DEMO_ACCOUNTS) {
      const company = DEMO_COMPANIES.find((c) => c.email === account.email);
      expect(company?.accountType).toBe(account.role);
    }
    expect(companyByKey.get("admin")?.username).toBe("admin");
    expect(companyByKey.get("acheteur")?.username).toBe("acheteur");
    expect(companyByKey.get("fournisseur")?.username).toBe("fournisseur");
  });

  it("have unique keys, usernames and e-mails, on example domains apart from the demo accounts", () => {
    for (const field of ["key", "username", "email", "companyName"] as const) {
      expect(new Set(DEMO_COMPANIES.map((c) => c[field])).size).toBe(DEMO_COMPANIES.length);
    }
    const demoEmails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
    for (const company of DEMO_COMPANIES) {
      if (!demoEmails.has(company.email)) expect(company.email).toMatch(/@[a-z0-9-]+\.exemple\.fr$/);
    }
  });

  it("could register and edit their profile through the public forms", () => {
    for (const company of DEMO_COMPANIES) {
      const profile = profileInputSchema.safeParse({ displayName: company.displayName, email: company.email, bio: company.bio });
      expect(profile.error).toBeUndefined();
      if (company.accountType === "admin") continue;
      const registration = registerInputSchema.safeParse({ ...company, password: DEMO_PASSWORD });
      expect(registration.error).toBeUndefined();
      expect(isSectorKey(company.sector)).toBe(true);
    }
  });

  it("are about half buyers and half suppliers, covering every sector of the home grid on both sides", () => {
    const buyers = DEMO_COMPANIES.filter((c) => c.accountType === "buyer");
    const suppliers = DEMO_COMPANIES.filter((c) => c.accountType === "supplier");
    expect(buyers.length).toBeGreaterThanOrEqual(15);
    expect(Math.abs(buyers.length - suppliers.length)).toBeLessThanOrEqual(3);
    const needSectors = new Set(DEMO_NEEDS.map((n) => n.category));
    const offerSectors = new Set(DEMO_OFFERS.map((o) => o.category));
    for (const sector of GRID_SECTORS) {
      expect(needSectors.has(sector) || buyers.some((b) => b.sector === sector), `buyers in ${sector}`).toBe(true);
      expect(offerSectors.has(sector), `offers in ${sector}`).toBe(true);
    }
  });
});

describe("demo needs and offers", () => {
  it("pass the publish forms' validation", () => {
    for (const { companyKey: _owner, ...need } of DEMO_NEEDS) {
      expect(needInputSchema.safeParse(need).error, need.title).toBeUndefined();
    }
    for (const { companyKey: _owner, ...offer } of DEMO_OFFERS) {
      expect(offerInputSchema.safeParse(offer).error, offer.title).toBeUndefined();
    }
  });

  it("keep their deadlines ahead of the day they are seeded, whatever the year", () => {
    for (const today of ["2026-11-28", "2029-06-30"]) {
      const deadlines = demoNeeds(today).flatMap((need) => (need.deadline ? [need.deadline] : []));
      expect(deadlines.length).toBeGreaterThan(40);
      for (const deadline of deadlines) expect(deadline > addDays(today, 30), `${deadline} after ${today}`).toBe(true);
    }
  });

  it("belong to buyers (needs) and suppliers (offers) that exist", () => {
    for (const need of DEMO_NEEDS) expect(companyByKey.get(need.companyKey)?.accountType).toBe("buyer");
    for (const offer of DEMO_OFFERS) expect(companyByKey.get(offer.companyKey)?.accountType).toBe("supplier");
    expect(DEMO_NEEDS.length).toBeGreaterThanOrEqual(50);
    expect(DEMO_OFFERS.length).toBeGreaterThanOrEqual(60);
  });

  it("give the demo buyer needs that the demo supplier answers in the same category", () => {
    const buyerNeeds = DEMO_NEEDS.filter((n) => n.companyKey === "acheteur");
    const supplierCategories = new Set(DEMO_OFFERS.filter((o) => o.companyKey === "fournisseur").map((o) => o.category));
    expect(buyerNeeds.length).toBeGreaterThanOrEqual(3);
    expect(buyerNeeds.filter((n) => supplierCategories.has(n.category)).length).toBeGreaterThanOrEqual(3);
  });

  it("have distinct titles", () => {
    expect(new Set(DEMO_NEEDS.map((n) => n.title)).size).toBe(DEMO_NEEDS.length);
    expect(new Set(DEMO_OFFERS.map((o) => o.title)).size).toBe(DEMO_OFFERS.length);
  });
});

describe("demo products", () => {
  it("count at least 500 with unique titles and whole, non-negative prices in cents", () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(500);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.title)).size).toBe(DEMO_PRODUCTS.length);
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isInteger(product.price) && product.price >= 0, product.title).toBe(true);
      expect(isSectorKey(product.category)).toBe(true);
      expect(product.description.length).toBeGreaterThan(60);
    }
    const onRequest = DEMO_PRODUCTS.filter((p) => p.price === 0).length;
    expect(onRequest).toBeGreaterThan(0);
    expect(onRequest).toBeLessThan(DEMO_PRODUCTS.length / 20);
  });

  it("show a local illustration that exists and stays small", () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.image).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
      expect(existsSync(`${PUBLIC_DIR}${product.image}`), product.image).toBe(true);
    }
    for (const image of PRODUCT_IMAGES) {
      const file = `${PUBLIC_DIR}/images/products/${image}.svg`;
      expect(statSync(file).size).toBeLessThan(3 * 1024);
    }
  });
});
