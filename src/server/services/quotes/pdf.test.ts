import { describe, expect, it } from "vitest";
import { pdfText as readPdf } from "../../../../tests/support/pdf-text";
import { quoteTotals, toStoredLine, type QuoteVersionView } from "../../../shared/quotes";
import { quotePdfFilename, renderQuotePdf } from "./pdf";

function version(designations: string[], sentAt = "2026-11-28T10:00:00.000Z"): QuoteVersionView {
  const stored = designations.map((designation) => toStoredLine({ designation, quantity: 2, unit: "u", unitPrice: 10, vatRate: 20 }));
  return {
    version: 1,
    lines: stored.map((l) => ({ designation: l.designation, quantity: 2, unit: l.unit, unitPriceCents: l.unitPriceCents, vatRate: 20, discountRate: 0, totalHtCents: 2000 })),
    totals: quoteTotals(stored),
    leadTimeDays: 10,
    validUntil: "2026-12-31",
    paymentTerms: "30 jours fin de mois",
    conditions: "",
    vatExemption: "",
    answersComment: null,
    sentAt,
    createdAt: sentAt,
  };
}

const parties = {
  supplier: { companyName: "Métallerie Dauphinoise SARL", companyNumber: null, vatNumber: null, postalAddress: null, email: null },
  buyer: { companyName: "Groupe Hôtelier Les Alizés", companyNumber: null, vatNumber: null, postalAddress: null },
};

describe("renderQuotePdf", () => {
  it("writes signs the standard fonts lack with ones they have, never as other characters", async () => {
    const pdf = await renderQuotePdf({ number: "DEV-2026-0001", needTitle: "Caméras", parties, version: version(["Caméra ≥ 4 Mpx", "Bilan CO₂", "Câble → coffret", "Contrôle ✓", "Œillets ½ pouce…", "Kőbánya 🙂"]) });
    const text = await readPdf(pdf);
    expect(text).toContain("Caméra >= 4 Mpx");
    expect(text).toContain("Bilan CO2");
    expect(text).toContain("Câble -> coffret");
    expect(text).toContain("Contrôle v");
    expect(text).toContain("Œillets ½ pouce…");
    expect(text).toContain("Kobánya ?");
  });
});

describe("the quote's date", () => {
  it("is the day in France when it was sent: 00:30 in Paris is already the next day", async () => {
    const pdf = await renderQuotePdf({ number: "DEV-2026-0002", needTitle: "Caméras", parties, version: version(["Caméra"], "2026-11-26T23:30:00.000Z") });
    expect(await readPdf(pdf)).toContain("Date : 27 novembre 2026");
  });
});

describe("a quote of many lines", () => {
  it("numbers its pages and puts the column titles above the lines of every page", async () => {
    const designations = Array.from({ length: 35 }, (_, i) => `Poste ${i + 1} : pose et réglage`);
    const text = await readPdf(await renderQuotePdf({ number: "DEV-2026-0003", needTitle: "Travaux", parties, version: version(designations) }));
    const pages = text.split("\n");
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Devis DEV-2026-0003 — page ${i + 1} / ${pages.length}`);
      if (page.includes("Poste")) expect(page).toContain("Désignation");
    });
  });
});

describe("quotePdfFilename", () => {
  it("names the file after the number and the supplier, in ASCII: numbers are counted per supplier", () => {
    expect(quotePdfFilename("DEV-2026-0001", "Métallerie Dauphinoise SARL")).toBe("DEV-2026-0001-metallerie-dauphinoise-sarl.pdf");
    expect(quotePdfFilename("DEV-2026-0001", "L'Œil & Co — Lyon")).toBe("DEV-2026-0001-l-oeil-co-lyon.pdf");
    expect(quotePdfFilename("DEV-2026-0001", "株式会社")).toBe("DEV-2026-0001.pdf");
  });
});
