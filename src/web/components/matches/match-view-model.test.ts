import { describe, expect, it } from "vitest";
import type { MatchView } from "../../../shared/view-schemas";
import { counterpartOf, NO_FILTERS, toListFilters } from "./match-view-model";

function makeMatch(id: number, overrides: { needTitle?: string; offerTitle?: string; status?: MatchView["status"]; needCategory?: string; offerCategory?: string }): MatchView {
  const listing = { description: "", currency: "EUR", location: "Lyon", keywords: [], specifications: {}, images: [], status: "active" as const, companyName: "", createdAt: "", updatedAt: "" };
  return {
    id,
    status: overrides.status ?? "new",
    tab: "pending",
    counterpartStatus: "new",
    matchedTerms: [],
    createdAt: "",
    updatedAt: "",
    hybridScore: 0.7,
    tfidfScore: 0.5,
    semanticScore: 0.8,
    categoryScore: 1,
    matchScore: 0.7,
    tfIdfScore: 0.5,
    need: { ...listing, id, title: overrides.needTitle ?? "Besoin", category: overrides.needCategory ?? "services", budget: 900, urgency: "medium", deadline: null, buyerId: 1, buyer: { id: 1, companyName: "Acheteur SA" } },
    offer: { ...listing, id, title: overrides.offerTitle ?? "Offre", category: overrides.offerCategory ?? "services", price: 450, priceUnit: null, deliveryTime: "", certifications: [], minOrderQuantity: 1, supplierId: 2, supplier: { id: 2, companyName: "Fournisseur SARL" } },
  };
}

const matches = [
  makeMatch(1, { needTitle: "Régie publicitaire", status: "contacted", needCategory: "marketing", offerCategory: "media" }),
  makeMatch(2, { offerTitle: "Transport frigorifique", status: "new", needCategory: "logistics", offerCategory: "logistics" }),
  makeMatch(3, { status: "favorited" }),
];

describe("toListFilters", () => {
  it("sends nothing for the untouched filters", () => {
    expect(toListFilters(NO_FILTERS)).toEqual({});
    expect(toListFilters({ ...NO_FILTERS, search: "   " })).toEqual({});
  });

  it("sends the trimmed text, the status and the sector the user chose", () => {
    expect(toListFilters({ search: " régie ", status: "favorited", sector: "media" })).toEqual({ q: "régie", status: "favorited", sector: "media" });
  });
});

describe("counterpartOf", () => {
  it("shows the offer and its price to a buyer, the need and its budget to a supplier", () => {
    const match = matches[0]!;
    expect(counterpartOf(match, true)).toMatchObject({ companyName: "Fournisseur SARL", amount: 450 });
    expect(counterpartOf(match, false)).toMatchObject({ companyName: "Acheteur SA", amount: 900, title: "Régie publicitaire" });
  });
});

describe("the counterpart's listing out of play", () => {
  it("tells a supplier that the need's deadline is over, and a closed need as before", () => {
    const lapsed = makeMatch(4, {});
    lapsed.need.deadline = "2020-01-15";
    expect(counterpartOf(lapsed, false).inactiveLabel).toBe("Échéance dépassée");
    const open = makeMatch(5, {});
    open.need.deadline = "2999-12-31";
    expect(counterpartOf(open, false).inactiveLabel).toBeNull();
    lapsed.need.status = "closed";
    expect(counterpartOf(lapsed, false).inactiveLabel).toBe("Besoin clôturé");
  });
});
