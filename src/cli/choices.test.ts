import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TYPE_LABELS, AUDIT_SEVERITY_LABELS } from "../shared/enums";
import { DELETION_STATUS_LABELS, PRODUCT_SORT_LABELS } from "../shared/french-labels";
import { fraction, frenchChoice, parisDay } from "./choices";

describe("option values a French operator types", () => {
  const role = frenchChoice("rôle inconnu", ACCOUNT_TYPE_LABELS);

  it("reads a role by its French word or its key, in any case, accents optional", () => {
    expect(["acheteur", "Acheteur", "ACHETEUR", "buyer", "Buyer"].map(role.parse)).toEqual(Array(5).fill("buyer"));
    expect(["fournisseur", "supplier"].map(role.parse)).toEqual(["supplier", "supplier"]);
    expect(["administrateur", "Administrateur", "admin", "ADMIN"].map(role.parse)).toEqual(Array(4).fill("admin"));
  });

  it("refuses an unknown value naming the French words first, then the keys", () => {
    expect(() => role.parse("vendeur")).toThrow(InvalidArgumentError);
    expect(() => role.parse("vendeur")).toThrow("rôle inconnu (attendu : acheteur, fournisseur ou administrateur ; ou buyer, supplier ou admin)");
  });

  it("reads severities, deletion states and sorts as the web labels them", () => {
    const severity = frenchChoice("gravité inconnue", AUDIT_SEVERITY_LABELS);
    expect(["élevée", "Elevee", "ÉLEVÉE", "high"].map(severity.parse)).toEqual(Array(4).fill("high"));
    expect(["moyenne", "faible", "critique"].map(severity.parse)).toEqual(["medium", "low", "critical"]);
    const status = frenchChoice("état inconnu", DELETION_STATUS_LABELS);
    expect(["en attente", "En-attente", "en_attente", "pending"].map(status.parse)).toEqual(Array(4).fill("pending"));
    expect(["exécutée", "executee", "annulée", "annulee"].map(status.parse)).toEqual(["executed", "executed", "cancelled", "cancelled"]);
    const sort = frenchChoice("tri inconnu", PRODUCT_SORT_LABELS);
    expect(["pertinence", "prix croissant", "prix-croissant", "Prix décroissant", "plus récents", "price_asc"].map(sort.parse)).toEqual([
      "relevance",
      "price_asc",
      "price_asc",
      "price_desc",
      "newest",
      "price_asc",
    ]);
  });

  it("tells --help the French words with their keys", () => {
    expect(frenchChoice("x", AUDIT_SEVERITY_LABELS).help).toBe("faible (low), moyenne (medium), élevée (high) ou critique (critical)");
    expect(frenchChoice("x", DELETION_STATUS_LABELS).word("pending")).toBe("en attente");
  });
});

describe("fraction", () => {
  const alpha = fraction("alpha");
  it("reads a decimal comma as well as a point", () => {
    expect(["0,6", "0.6", " 0,6 ", ",5", "1", "0", "1,0"].map(alpha)).toEqual([0.6, 0.6, 0.6, 0.5, 1, 0, 1]);
  });
  it("refuses what is not a number between 0 and 1, naming the option", () => {
    for (const bad of ["1,5", "-0,1", "", "abc", "0,6,1", "1e-1", "0x1"]) expect(() => alpha(bad), bad).toThrow("alpha doit être un nombre entre 0 et 1 (par exemple 0,6)");
    expect(() => fraction("le score minimal")("2")).toThrow("le score minimal doit être un nombre entre 0 et 1");
  });
});

describe("parisDay", () => {
  it("reads jj/mm/aaaa and aaaa-mm-jj as midnight in Paris, winter and summer", () => {
    expect(parisDay("28/11/2026")).toBe("2026-11-27T23:00:00.000Z");
    expect(parisDay("2026-11-28")).toBe("2026-11-27T23:00:00.000Z");
    expect(parisDay("1/7/2026")).toBe("2026-06-30T22:00:00.000Z");
    // The days the clocks change: midnight is before the change.
    expect(parisDay("29/03/2026")).toBe("2026-03-28T23:00:00.000Z");
    expect(parisDay("25/10/2026")).toBe("2026-10-24T22:00:00.000Z");
  });

  it("takes an ISO timestamp as the instant it names", () => {
    expect(parisDay("2026-11-28T10:00:00Z")).toBe("2026-11-28T10:00:00.000Z");
    expect(parisDay("2026-11-28T10:00+02:00")).toBe("2026-11-28T08:00:00.000Z");
  });

  it("refuses a day that does not exist and a form it cannot read, in French", () => {
    for (const bad of ["31/02/2026", "2026-02-30", "29/02/2027", "2026-13-01T10:00:00Z"]) expect(() => parisDay(bad), bad).toThrow(/^date inexistante \(attendu : jj\/mm\/aaaa/);
    for (const bad of ["28-11-2026", "hier", "11/28"]) expect(() => parisDay(bad), bad).toThrow(/^date illisible/);
  });
});
