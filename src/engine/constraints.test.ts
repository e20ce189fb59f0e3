import { describe, expect, it } from "vitest";
import { certificationsIn, constraintSignals, parseDeliveryDays } from "./constraints";

const now = new Date("2026-05-01T10:00:00Z");
const need = {
  budget: 10_000,
  currency: "EUR",
  deadline: "2026-05-20",
  specifications: { quantity: 20 },
  keywords: ["ISO 9001"],
  description: "Fournisseur certifié Qualiopi apprécié.",
};
const offer = { price: 400, currency: "EUR", deliveryTime: "sous 10 jours", minOrderQuantity: 10, certifications: ["ISO 9001"] };

describe("delivery times", () => {
  it("reads the usual French forms", () => {
    expect(parseDeliveryDays("48h")).toBe(2);
    expect(parseDeliveryDays("Livraison sous 48 heures")).toBe(2);
    expect(parseDeliveryDays("2 semaines")).toBe(14);
    expect(parseDeliveryDays("sous 10 jours")).toBe(10);
    expect(parseDeliveryDays("2 à 3 semaines")).toBe(21);
    expect(parseDeliveryDays("3 mois")).toBeCloseTo(91.3, 0);
    expect(parseDeliveryDays("24/48h")).toBe(2);
    expect(parseDeliveryDays("une semaine")).toBe(7);
    expect(parseDeliveryDays("sous 5 jours ouvrés")).toBe(7);
    expect(parseDeliveryDays("J+1")).toBe(1);
    expect(parseDeliveryDays("Disponible en stock")).toBe(0);
    expect(parseDeliveryDays("planning à convenir")).toBeNull();
    expect(parseDeliveryDays("")).toBeNull();
  });
});

describe("constraint signals", () => {
  it("compares price × quantity with the budget, the delivery with the deadline and the quantity with the minimum", () => {
    expect(constraintSignals(need, offer, now)).toEqual({
      priceWithinBudget: true,
      deliveryBeforeDeadline: true,
      quantityFitsMinimum: true,
      missingCertifications: ["Qualiopi"],
    });
  });

  it("says false when the offer misses a constraint", () => {
    const signals = constraintSignals(need, { ...offer, price: 600, deliveryTime: "3 mois", minOrderQuantity: 50 }, now);
    expect(signals.priceWithinBudget).toBe(false);
    expect(signals.deliveryBeforeDeadline).toBe(false);
    expect(signals.quantityFitsMinimum).toBe(false);
  });

  it("says null when it cannot tell", () => {
    const signals = constraintSignals(
      { ...need, deadline: null, specifications: { quantity: "vingt" }, budget: null },
      { ...offer, currency: "USD", deliveryTime: "à convenir" },
      now,
    );
    expect(signals).toMatchObject({ priceWithinBudget: null, deliveryBeforeDeadline: null, quantityFitsMinimum: null });
  });

  it("does not mistake the French word 'ce' for the CE marking", () => {
    expect(certificationsIn("ce matériel doit être marquage CE")).toEqual(["CE"]);
    expect(certificationsIn("ce matériel est robuste")).toEqual([]);
  });
});
