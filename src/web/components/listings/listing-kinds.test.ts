import { describe, expect, it } from "vitest";
import type { NeedView, OfferView } from "../../../shared/view-schemas";
import { LISTING_UI } from "./listing-kinds";

const common = { currency: "EUR", location: "Lyon", specifications: { quantity: 40 }, images: ["/img/a.webp"], status: "active" as const, companyName: "ACME", createdAt: "2026-11-01T10:00:00.000Z", updatedAt: "2026-11-01T10:00:00.000Z" };

const need: NeedView = {
  ...common,
  id: 7,
  title: "Découpe laser",
  description: "Pièces en inox",
  category: "manufacturing",
  budget: 5000,
  urgency: "high",
  deadline: "2027-02-01",
  keywords: ["laser", "inox"],
  buyerId: 1,
};

const offer: OfferView = {
  ...common,
  id: 9,
  title: "Atelier de découpe",
  description: "Laser fibre 6 kW",
  category: "manufacturing",
  price: 1200,
  priceUnit: "pièce",
  deliveryTime: "2 semaines",
  keywords: ["laser"],
  certifications: ["ISO 9001", "ISO 14001"],
  minOrderQuantity: 10,
  supplierId: 2,
};

describe("listing descriptors", () => {
  it("pre-fill a need's form so that saving it unchanged sends the same need back", () => {
    const data = LISTING_UI.need.schema.parse(LISTING_UI.need.toFormValues(need));
    expect(data).toEqual({ title: need.title, description: need.description, category: need.category, budget: 5000, currency: "EUR", urgency: "high", location: "Lyon", deadline: "2027-02-01", keywords: ["laser", "inox"], quantity: 40, specifications: { quantity: 40 } });
  });

  it("pre-fill an offer's form so that saving it unchanged sends the same offer back", () => {
    const data = LISTING_UI.offer.schema.parse(LISTING_UI.offer.toFormValues(offer));
    expect(data).toMatchObject({ price: 1200, deliveryTime: "2 semaines", keywords: ["laser"], certifications: ["ISO 9001", "ISO 14001"], minOrderQuantity: 10 });
  });

  it("never send images from a form, nor an offer's specifications, so an edit keeps them; a need's go back as they were", () => {
    const offerData = LISTING_UI.offer.schema.parse(LISTING_UI.offer.toFormValues(offer));
    expect(offerData).not.toHaveProperty("specifications");
    expect(offerData).not.toHaveProperty("images");
    const needData = LISTING_UI.need.schema.parse(LISTING_UI.need.toFormValues({ ...need, specifications: { quantity: 40, couleur: "jaune" } }));
    expect(needData).not.toHaveProperty("images");
    expect(needData).toMatchObject({ quantity: 40, specifications: { quantity: 40, couleur: "jaune" } });
  });

  it("have one form field for every field their schema validates", () => {
    for (const ui of [LISTING_UI.need, LISTING_UI.offer]) {
      expect(ui.fields.map((field) => field.name).sort()).toEqual(Object.keys(ui.defaults).sort());
    }
  });
});
