import { describe, expect, it } from "vitest";
import { VALIDATION } from "../../../shared/messages";
import { needFormSchema, offerFormSchema, splitList } from "./listing-form-schemas";

describe("splitList", () => {
  it("splits on commas, trims and drops empty items", () => {
    expect(splitList(" acier, inox ,, tôle ")).toEqual(["acier", "inox", "tôle"]);
    expect(splitList("")).toEqual([]);
  });
});

const need = {
  title: "Découpe laser",
  description: "Pièces en inox",
  category: "manufacturing",
  budget: "5000",
  currency: "EUR",
  urgency: "medium",
  location: "Lyon",
  deadline: "",
  keywords: "laser, inox",
};

describe("needFormSchema", () => {
  it("turns the typed text into the shapes the server expects", () => {
    const data = needFormSchema.parse({ ...need, deadline: "2027-02-01" });
    expect(data.keywords).toEqual(["laser", "inox"]);
    expect(data.deadline).toBe("2027-02-01");
    expect(data.budget).toBe(5000);
  });

  it("reads an amount typed the French way, as the text field takes it", () => {
    expect(needFormSchema.parse({ ...need, budget: "4 000,50" }).budget).toBe(4000.5);
    expect(needFormSchema.parse({ ...need, budget: "1\u202f500" }).budget).toBe(1500);
    expect(needFormSchema.safeParse({ ...need, budget: "quatre mille" }).success).toBe(false);
  });

  it("sends no deadline when the date input is empty", () => {
    expect(needFormSchema.parse(need).deadline).toBeNull();
  });

  it("reads the quantity as a whole number of units, none when the field is left blank", () => {
    expect(needFormSchema.parse({ ...need, quantity: "40" }).quantity).toBe(40);
    expect(needFormSchema.parse({ ...need, quantity: "2 500" }).quantity).toBe(2500);
    expect(needFormSchema.parse({ ...need, quantity: "" }).quantity).toBeNull();
    for (const wrong of ["0", "1,5", "beaucoup"]) {
      expect(needFormSchema.safeParse({ ...need, quantity: wrong }).error?.issues.map((issue) => issue.message)).toEqual([VALIDATION.needQuantity]);
    }
  });

  it("refuses the untouched default budget of 0 with the spec message", () => {
    const result = needFormSchema.safeParse({ ...need, budget: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(VALIDATION.budgetMin);
  });
});

describe("offerFormSchema", () => {
  it("turns keywords and certifications into lists", () => {
    const data = offerFormSchema.parse({
      title: "Découpe",
      description: "Atelier",
      category: "manufacturing",
      price: "1200",
      currency: "EUR",
      location: "Lyon",
      deliveryTime: "2 semaines",
      keywords: "laser,  inox",
      certifications: "ISO 9001, ",
      minOrderQuantity: "10",
    });
    expect(data.keywords).toEqual(["laser", "inox"]);
    expect(data.certifications).toEqual(["ISO 9001"]);
    expect(data.minOrderQuantity).toBe(10);
  });

  it("reads the price unit as the server does: trimmed, blank is none, one line without control characters", () => {
    const offer = { title: "Linge", description: "Draps en percale", category: "manufacturing", price: "18", location: "Cholet", keywords: "", certifications: "" };
    expect(offerFormSchema.parse({ ...offer, priceUnit: " pièce " }).priceUnit).toBe("pièce");
    expect(offerFormSchema.parse({ ...offer, priceUnit: "  " }).priceUnit).toBeNull();
    expect(offerFormSchema.parse(offer).priceUnit).toBeNull();
    // A CSV import is read by the same schema without the HTTP guard against control characters.
    for (const priceUnit of ["pièce\tlot", "pi\u001b[31mèce", "pièce\u2028lot"]) {
      expect(offerFormSchema.safeParse({ ...offer, priceUnit }).error?.issues[0]?.message, JSON.stringify(priceUnit)).toBe(VALIDATION.priceUnitLine);
    }
    expect(offerFormSchema.safeParse({ ...offer, priceUnit: "x".repeat(21) }).error?.issues[0]?.message).toBe(VALIDATION.priceUnitMax);
  });
});
