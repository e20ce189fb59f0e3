import { describe, expect, it } from "vitest";
import { needInputSchema, offerInputSchema } from "../../../shared/schemas";
import { SECTOR_KEYS } from "../../../shared/categories";
import { buildCatalogue, CATALOGUE_ENTRIES } from "./catalogue";
import { generateCompanies, generateNeeds, generateOffers, generateProducts, iterateOffers, singularUnit } from "./generate";

const companies = generateCompanies(60, 7);

describe("seed generators", () => {
  it("give the same data for the same seed and different data for another seed", () => {
    expect(generateCompanies(60, 7)).toEqual(companies);
    expect(generateNeeds(50, 7, companies)).toEqual(generateNeeds(50, 7, companies));
    expect(generateOffers(50, 7, companies)).toEqual(generateOffers(50, 7, companies));
    expect(generateProducts(50, 7)).toEqual(generateProducts(50, 7));

    expect(generateCompanies(60, 8)).not.toEqual(companies);
    expect(generateNeeds(50, 8, companies)).not.toEqual(generateNeeds(50, 7, companies));
    expect(generateOffers(50, 8, companies)).not.toEqual(generateOffers(50, 7, companies));
    expect(generateProducts(50, 8)).not.toEqual(generateProducts(50, 7));
  });

  it("return exactly the requested sizes, the first items not depending on the count", () => {
    expect(companies).toHaveLength(60);
    expect(generateNeeds(123, 1, companies)).toHaveLength(123);
    expect(generateOffers(0, 1, companies)).toHaveLength(0);
    expect(generateProducts(321, 1)).toHaveLength(321);
    expect(generateOffers(200, 3, companies).slice(0, 20)).toEqual(generateOffers(20, 3, companies));
  });

  it("price each offer per its vocabulary item's unit, in the singular, or per thousand when the text says so", () => {
    expect(["unités", "mètres linéaires", "terminaux", "mois", "m²"].map(singularUnit)).toEqual(["unité", "mètre linéaire", "terminal", "mois", "m²"]);
    for (const offer of generateOffers(2000, 5, companies)) {
      const { companyKey: _owner, ...input } = offer;
      expect(offerInputSchema.parse(input).priceUnit, offer.title).toBe(offer.priceUnit);
      expect(offer.priceUnit.startsWith("1 000 "), offer.description).toBe(offer.description.includes("Prix indiqué pour 1 000 "));
    }
  });

  it("create half buyers, half suppliers with unique usernames and e-mails", () => {
    const many = generateCompanies(3000, 11);
    expect(new Set(many.map((c) => c.username)).size).toBe(3000);
    expect(new Set(many.map((c) => c.email)).size).toBe(3000);
    expect(new Set(many.map((c) => c.key)).size).toBe(3000);
    expect(many.filter((c) => c.accountType === "buyer")).toHaveLength(1500);
    for (const company of many) {
      expect(company.bio.length).toBeLessThanOrEqual(160);
      expect(company.username.length).toBeGreaterThanOrEqual(3);
      expect(company.email).toMatch(/^[a-z0-9-]+@exemple\.fr$/);
    }
  });

  it("attach needs to buyers and offers to suppliers", () => {
    const byKey = new Map(companies.map((c) => [c.key, c]));
    for (const need of generateNeeds(300, 2, companies)) expect(byKey.get(need.companyKey)?.accountType).toBe("buyer");
    for (const offer of generateOffers(300, 2, companies)) expect(byKey.get(offer.companyKey)?.accountType).toBe("supplier");
  });

  it("produce needs and offers that the publish forms accept", () => {
    for (const need of generateNeeds(2000, 5, companies)) {
      const { companyKey: _, ...input } = need;
      expect(needInputSchema.safeParse(input).error).toBeUndefined();
    }
    for (const offer of generateOffers(2000, 5, companies)) {
      const { companyKey: _, ...input } = offer;
      expect(offerInputSchema.safeParse(input).error).toBeUndefined();
    }
  });

  it("date needs two weeks to a year after the day given, and say that day in their text", () => {
    const dated = generateNeeds(300, 5, companies, "2030-01-01").filter((need) => need.deadline !== null);
    expect(dated.length).toBeGreaterThan(150);
    for (const need of dated) {
      expect(need.deadline! >= "2030-01-15" && need.deadline! <= "2031-01-07", need.deadline!).toBe(true);
      expect(need.description).toMatch(/avant le (1er|\d+) \S+ 203[01]\./);
    }
  });

  it("spread listings over every sector with varied titles", () => {
    const offers = generateOffers(5000, 9, generateCompanies(500, 9));
    expect(new Set(offers.map((o) => o.category)).size).toBe(SECTOR_KEYS.length);
    expect(new Set(offers.map((o) => o.title)).size).toBeGreaterThan(800);
    const products = generateProducts(5000, 9);
    expect(new Set(products.map((p) => p.title)).size).toBeGreaterThan(4900);
    for (const product of products) {
      expect(Number.isInteger(product.price) && product.price >= 0).toBe(true);
    }
  });

  it("refuses to attach offers when no supplier exists", () => {
    const buyersOnly = companies.filter((c) => c.accountType === "buyer");
    expect(() => generateOffers(1, 1, buyersOnly)).toThrow();
    expect(() => [...iterateOffers(1, 1, buyersOnly)]).toThrow();
  });

  it("price the dearer variants of a catalogue item higher (a backpack sprayer costs less than a trailed one)", () => {
    const products = buildCatalogue(3);
    let offset = 0;
    for (const entry of CATALOGUE_ENTRIES) {
      const prices = products.slice(offset, offset + entry.item.variants.length).map((p) => p.price).filter((price) => price > 0);
      offset += entry.item.variants.length;
      expect(prices, entry.item.noun).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(offset).toBe(products.length);
  });
});
