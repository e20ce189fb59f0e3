import { describe, expect, it } from "vitest";
import { fieldOfColumn, priceColumnHint, readDate, sectorKey, urgencyKey } from "./import-values";

describe("French import values", () => {
  it("reads dd/mm/yyyy as the French rule and ISO as it is, and refuses the rest", () => {
    expect(readDate("01/03/2027")).toEqual({ ok: true, iso: "2027-03-01" });
    expect(readDate("31/12/2027")).toEqual({ ok: true, iso: "2027-12-31" });
    expect(readDate("1/3/2027")).toEqual({ ok: true, iso: "2027-03-01" });
    expect(readDate("2027-03-01")).toEqual({ ok: true, iso: "2027-03-01" });
    expect(readDate("2027-03-01T10:00:00Z")).toEqual({ ok: true, iso: "2027-03-01" });
    for (const ambiguous of ["03-01-2027", "3/1/27", "March 1, 2027", "2027/03/01"]) expect(readDate(ambiguous).ok, ambiguous).toBe(false);
    expect(readDate("31/02/2027")).toEqual({ ok: false, reason: "date inexistante « 31/02/2027 » (attendu : jj/mm/aaaa ou aaaa-mm-jj)" });
  });

  it("reads urgencies and sectors by key or French label, accented or not", () => {
    expect(["Élevée", "elevee", "HIGH", " high "].map(urgencyKey)).toEqual(["high", "high", "high", "high"]);
    expect(["Santé", "sante", "healthcare", "Commerce de détail"].map(sectorKey)).toEqual(["healthcare", "healthcare", "healthcare", "retail"]);
    // The words of a French office file where the site shows the spec's label (« Manufacturing »).
    expect(["Industrie", "BTP", "Conseil", "Bâtiment"].map(sectorKey)).toEqual(["manufacturing", "construction", "consulting", "construction"]);
    expect(urgencyKey("urgente")).toBe("urgente");
  });

  it("reads columns by the forms' French names as well as by their keys", () => {
    const needs = ["Titre", "Catégorie", "Budget (€)", "Urgence", "Lieu", "Date limite (optionnelle)", "MOTS CLES", "E-mail du propriétaire", "budget", "deadline"];
    expect(needs.map((column) => fieldOfColumn("needs", column))).toEqual(["title", "category", "budget", "urgency", "location", "deadline", "keywords", "ownerEmail", "budget", "deadline"]);
    const offers = ["Prix", "Délai de livraison", "Quantité minimale de commande", "Certifications", "minOrderQuantity"];
    expect(offers.map((column) => fieldOfColumn("offers", column))).toEqual(["price", "deliveryTime", "minOrderQuantity", "certifications", "minOrderQuantity"]);
    expect(fieldOfColumn("needs", " Remarque ")).toBe("Remarque");
    // A need has no price and an offer no deadline: those columns stay unknown.
    expect([fieldOfColumn("needs", "Prix"), fieldOfColumn("offers", "Date limite")]).toEqual(["Prix", "Date limite"]);
  });

  it("reads a product's price only from a column in cents, and says why a « Prix » column is not read", () => {
    expect(fieldOfColumn("products", "Prix (centimes)")).toBe("price");
    expect(fieldOfColumn("products", "Marque")).toBe("brand");
    expect(fieldOfColumn("products", "Prix")).toBe("Prix");
    expect(priceColumnHint("products", "Prix (€)")).toMatch(/en centimes/);
    expect(priceColumnHint("offers", "Prix")).toBeNull();
    expect(priceColumnHint("products", "Marque")).toBeNull();
  });
});
