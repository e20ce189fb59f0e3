import { describe, expect, it } from "vitest";
import { cut, deadlineText, formatDay, formatOfferPrice, formatParisDateTime, formatProductPrice, fromCompany, headOf, ofCompany, wellFormed } from "./format";

describe("formatParisDateTime", () => {
  it("writes an instant at the time of Paris whatever the reader's zone, summer and winter", () => {
    // The tests run in UTC: the reader's zone would have said 23:30 on the 28th.
    expect(formatParisDateTime("2026-11-28T23:30:05Z")).toBe("29 nov. 2026, 00:30:05");
    expect(formatParisDateTime("2026-07-01T21:59:00Z")).toBe("1 juil. 2026, 23:59:00");
  });
});

describe("deadlines as cards say them", () => {
  it("write the day as given, whatever the reader's time zone", () => {
    // formatDate read "2027-01-15" as UTC midnight: 14 January for a reader in Guadeloupe.
    expect(formatDay("2027-01-15")).toBe("15 janv. 2027");
    expect(formatDay("2027-01-15T00:00:00.000Z")).toBe("15 janv. 2027");
  });

  it("say the deadline is over from the day after it", () => {
    expect(deadlineText("2027-01-15", "2027-01-15")).toEqual({ text: "Avant le 15 janv. 2027", passed: false });
    expect(deadlineText("2027-01-15", "2027-01-16")).toEqual({ text: "Échéance dépassée (15 janv. 2027)", passed: true });
  });
});

describe("headOf and wellFormed", () => {
  it("never cuts a character in two, and replaces half of one", () => {
    expect(headOf("ab👍cd", 3)).toBe("ab");
    expect(headOf("ab👍cd", 4)).toBe("ab👍");
    expect(headOf("abc", 10)).toBe("abc");
    expect(cut(`${"a".repeat(119)}👍 fin`, 120)).toBe(`${"a".repeat(119)}…`);
    expect(wellFormed("ab\uD83D")).toBe("ab\uFFFD");
    expect(wellFormed("\uDC4Dab\uD83D\uDC4D")).toBe("\uFFFDab👍");
    // Twice in a row: a global pattern's `test` kept its position and missed the second.
    expect(wellFormed("x\uD83D")).toBe("x\uFFFD");
    expect(wellFormed("x\uD83D")).toBe("x\uFFFD");
  });
});

describe("fromCompany", () => {
  it("elides « de » before a company name that starts with a vowel, as the quote page's heading says it", () => {
    expect(fromCompany("Ouest Réseaux Télécom SAS")).toBe("D'Ouest Réseaux Télécom SAS");
    expect(fromCompany("Azur Connect SARL")).toBe("D'Azur Connect SARL");
    expect(fromCompany("Écoclean")).toBe("D'Écoclean");
    expect(fromCompany("Rhône Systèmes Intégration")).toBe("De Rhône Systèmes Intégration");
    expect(fromCompany("Haussmann Gestion")).toBe("De Haussmann Gestion");
    expect(ofCompany("Ouest Réseaux Télécom SAS")).toBe("d'Ouest Réseaux Télécom SAS");
    expect(ofCompany("Rhône Systèmes Intégration")).toBe("de Rhône Systèmes Intégration");
  });
});

describe("formatOfferPrice", () => {
  // Intl writes « 18,00 € » with a narrow no-break space; compared with spaces made plain.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it("says per what: « 18,00 € / pièce », a flat fee « 8 500,00 € (forfait) »", () => {
    expect(plain(formatOfferPrice(18, "EUR", "pièce"))).toBe("18,00 € / pièce");
    expect(plain(formatOfferPrice(8500, "EUR", "forfait"))).toBe("8 500,00 € (forfait)");
    expect(plain(formatOfferPrice(450, "EUR", "Forfait mensuel"))).toBe("450,00 € (Forfait mensuel)");
  });

  it("keeps the price alone without a unit, and a product's « Prix sur demande » as it was", () => {
    expect(plain(formatOfferPrice(18, "EUR", null))).toBe("18,00 €");
    expect(plain(formatOfferPrice(18, "EUR", "  "))).toBe("18,00 €");
    expect(formatProductPrice(0)).toBe("Prix sur demande");
  });
});
