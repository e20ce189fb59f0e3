import { describe, expect, it } from "vitest";
import { labelledCompanyNumber, luhnValid, normaliseCompanyNumber, normaliseVatNumber, vatNumberOf } from "./company-identity";

describe("company identity numbers", () => {
  it("accepts SIREN and SIRET numbers whose Luhn key is right, spaces allowed", () => {
    // A SIREN with a valid key, and SIRETs built on it with a valid key (establishment 00018).
    expect(normaliseCompanyNumber("552 032 534")).toEqual({ kind: "siren", number: "552032534", siren: "552032534" });
    expect(normaliseCompanyNumber("552 032 534 00018")).toEqual({ kind: "siret", number: "55203253400018", siren: "552032534" });
    expect(normaliseCompanyNumber("356000000")?.kind).toBe("siren");
    expect(luhnValid("732829320")).toBe(true);
  });

  it("refuses a wrong key, a wrong length or letters", () => {
    expect(normaliseCompanyNumber("552 032 535")).toBeNull();
    expect(normaliseCompanyNumber("55203253400019")).toBeNull();
    expect(normaliseCompanyNumber("5520325340")).toBeNull();
    expect(normaliseCompanyNumber("55203253A")).toBeNull();
  });

  it("writes a number starting with a zero so that a spreadsheet keeps it, and reads that form back", () => {
    expect(labelledCompanyNumber("012345674")).toBe("SIREN 012345674");
    expect(labelledCompanyNumber("01234567400019")).toBe("SIRET 01234567400019");
    expect(normaliseCompanyNumber("SIREN 012345674")).toEqual({ kind: "siren", number: "012345674", siren: "012345674" });
    expect(normaliseCompanyNumber("siret : 012 345 674 00019")).toEqual({ kind: "siret", number: "01234567400019", siren: "012345674" });
    // The label must say what the digits are.
    expect(normaliseCompanyNumber("SIREN 01234567400019")).toBeNull();
    expect(normaliseCompanyNumber("SIRET 012345674")).toBeNull();
  });

  it("checks La Poste's establishments by the sum of their digits, not Luhn", () => {
    // 35600000000001: its digits sum to 15 (a multiple of 5) but it fails Luhn.
    expect(luhnValid("35600000000001")).toBe(false);
    expect(normaliseCompanyNumber("356 000 000 00001")?.kind).toBe("siret");
    expect(normaliseCompanyNumber("35600000000002")).toBeNull();
  });

  it("computes and checks the intra-community VAT key from the SIREN", () => {
    expect(vatNumberOf("552032534")).toBe("FR27552032534");
    expect(normaliseVatNumber("fr 27 552 032 534")).toBe("FR27552032534");
    expect(normaliseVatNumber("FR28552032534")).toBeNull();
    expect(normaliseVatNumber("FR27552032534", "732829320")).toBeNull();
    expect(normaliseVatNumber("DE27552032534")).toBeNull();
  });
});
