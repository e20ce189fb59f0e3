import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineTotalCents, QUOTE_TEXTS, todayIso, quoteContentSchema, quoteTotals, toStoredLine, VAT_RATES, type StoredLine } from "./quotes";
import { addDays } from "./dates";

/** Reference arithmetic on decimal strings with BigInt: quantity × price × (1 − discount) rounded half up to the cent, once. */
function exactLineCents(quantity: string, price: string, discountBasisPoints = 0): bigint {
  const [qi, qf = ""] = quantity.split(".");
  const [pi, pf = ""] = price.split(".");
  const q = BigInt(qi! + qf.padEnd(3, "0")); // thousandths
  const p = BigInt(pi! + pf.padEnd(2, "0")); // cents
  const kept = BigInt(10_000 - discountBasisPoints); // of 10 000
  return (q * p * kept * 2n + 10_000_000n) / 20_000_000n;
}

describe("quote totals", () => {
  it("are exact to the cent over random lines: each line rounded half up, VAT per rate on its base, TTC = HT + TVA", () => {
    const lineArb = fc.record({
      quantityText: fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 999 })).map(([whole, milli]) => `${whole}.${String(milli).padStart(3, "0")}`),
      priceText: fc.integer({ min: 0, max: 999_999_999 }).map((cents) => (cents / 100).toFixed(2)),
      vatRate: fc.constantFrom(...VAT_RATES),
      // Most lines have no discount; the others any from 0,01 to 100 %.
      discountBasisPoints: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), (drawn) => {
      // A quote's total HT stays within 10 000 milliards € (quoteContentSchema refuses more).
      fc.pre(drawn.reduce((sum, line) => sum + Number(line.quantityText) * Number(line.priceText), 0) <= 1e13);
      const inputs = drawn.map((line, i) => ({ designation: `Ligne ${i}`, quantity: Number(line.quantityText), unit: "u", unitPrice: Number(line.priceText), vatRate: line.vatRate, discountRate: line.discountBasisPoints / 100, quantityText: line.quantityText, priceText: line.priceText, discountBasisPoints: line.discountBasisPoints }));
      const parsed = quoteContentSchema.parse({ lines: inputs.map(({ quantityText: _q, priceText: _p, discountBasisPoints: _d, ...line }) => line), validUntil: addDays(todayIso(), 30), leadTime: 1 });
      const lines: StoredLine[] = parsed.lines.map(toStoredLine);
      const totals = quoteTotals(lines);

      const exactLines = inputs.map((input) => exactLineCents(input.quantityText, input.priceText, input.discountBasisPoints));
      lines.forEach((line, i) => expect(BigInt(lineTotalCents(line))).toBe(exactLines[i]));
      expect(BigInt(totals.htCents)).toBe(exactLines.reduce((a, b) => a + b, 0n));
      for (const rate of totals.byRate) {
        const base = inputs.reduce((sum, input, i) => (input.vatRate === rate.vatRate ? sum + exactLines[i]! : sum), 0n);
        expect(BigInt(rate.baseCents)).toBe(base);
        const permille = BigInt(Math.round(rate.vatRate * 10));
        expect(BigInt(rate.vatCents)).toBe((base * permille * 2n + 1000n) / 2000n);
      }
      expect(totals.ttcCents).toBe(totals.htCents + totals.vatCents);
      expect(totals.vatCents).toBe(totals.byRate.reduce((sum, rate) => sum + rate.vatCents, 0));
      // The order of the lines changes nothing.
      expect(quoteTotals([...lines].reverse())).toEqual(totals);
      }),
      { numRuns: 300 },
    );
  });

  it("rounds the cases floats get wrong", () => {
    // 0.1 + 0.2 and 1.005 × 1000 are classic float traps.
    const totals = quoteTotals([toStoredLine({ designation: "a", quantity: 1, unit: "u", unitPrice: 0.1, vatRate: 20 }), toStoredLine({ designation: "b", quantity: 1, unit: "u", unitPrice: 0.2, vatRate: 20 })]);
    expect(totals).toMatchObject({ htCents: 30, vatCents: 6, ttcCents: 36 });
    expect(lineTotalCents(toStoredLine({ designation: "c", quantity: 1.005, unit: "kg", unitPrice: 10, vatRate: 0 }))).toBe(1005);
    expect(lineTotalCents(toStoredLine({ designation: "d", quantity: 2.5, unit: "u", unitPrice: 19.99, vatRate: 0 }))).toBe(4998);
  });

  it("takes a line's discount off its amount HT, rounded once to the cent, before the VAT", () => {
    const line = (quantity: number, unitPrice: number, discountRate: number, vatRate = 20) => toStoredLine({ designation: "x", quantity, unit: "u", unitPrice, vatRate, discountRate });
    // 33,33 % off 0,10 €: 6,667 c → 7 c HT, 1,4 c → 1 c of VAT, 8 c TTC.
    expect(quoteTotals([line(1, 0.1, 33.33)])).toMatchObject({ htCents: 7, vatCents: 1, ttcCents: 8 });
    // Three such lines: each rounded (7 c), then VAT on the base of 21 c (4,2 c → 4 c).
    expect(quoteTotals([line(1, 0.1, 33.33), line(1, 0.1, 33.33), line(1, 0.1, 33.33)])).toMatchObject({ htCents: 21, vatCents: 4, ttcCents: 25 });
    // Not rounded twice: 3 × 0,10 € at 33,33 % is 20,001 c → 20 c, not 3 × 7 c.
    expect(lineTotalCents(line(3, 0.1, 33.33))).toBe(20);
    // 1,5 × 19,99 € at 12,5 %: 2 623,6875 c → 2 624 c.
    expect(lineTotalCents(line(1.5, 19.99, 12.5))).toBe(2624);
    expect(lineTotalCents(line(7, 12.34, 100))).toBe(0);
    expect(quoteTotals([line(2, 10, 0), line(2, 10, 10, 5.5)])).toMatchObject({ htCents: 3800, byRate: [{ vatRate: 20, baseCents: 2000, vatCents: 400 }, { vatRate: 5.5, baseCents: 1800, vatCents: 99 }] });
    // A line stored before discounts (no field) has none.
    const { discountBasisPoints: _none, ...older } = line(2, 10, 0);
    expect(lineTotalCents(older)).toBe(2000);
  });
});

describe("quote form input", () => {
  const quote = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    quoteContentSchema.safeParse({ lines: [{ designation: "Caméra dôme", quantity: 2, unit: "u", unitPrice: 10, vatRate: 20, ...line }], validUntil: addDays(todayIso(), 30), leadTime: 5, ...extra });
  const messages = (result: ReturnType<typeof quote>) => result.error?.issues.map((issue) => issue.message) ?? [];

  it("reads prices as people type them, the euro sign and the dots of thousands included", () => {
    for (const [typed, read] of [["1 250,50 €", 1250.5], ["€1250,50", 1250.5], ["1.250,50", 1250.5], ["1250 EUR", 1250], ["3,5", 3.5]] as const) {
      expect(quote({ unitPrice: typed }).data?.lines[0]?.unitPrice, typed).toBe(read);
    }
  });

  it("says what is wrong: not an amount, too long, not « required » for a field that is filled", () => {
    // Every one of these read « doit être positif ou nul » or « est requise ».
    expect(messages(quote({ unitPrice: "abc" }))).toEqual([QUOTE_TEXTS.unitPriceInvalid]);
    expect(messages(quote({ unitPrice: "1,250.50" }))).toEqual([QUOTE_TEXTS.unitPriceInvalid]);
    expect(messages(quote({ unitPrice: -1 }))).toEqual([QUOTE_TEXTS.unitPriceMin]);
    expect(messages(quote({ designation: "d".repeat(201) }))).toEqual([QUOTE_TEXTS.designationMax]);
    expect(messages(quote({ unit: "u".repeat(21) }))).toEqual([QUOTE_TEXTS.unitMax]);
    expect(messages(quote({}, { paymentTerms: "p".repeat(201), conditions: "c".repeat(4001) }))).toEqual([QUOTE_TEXTS.paymentTermsMax, QUOTE_TEXTS.conditionsMax]);
    // « 1e3 » is no price; 9999-12-31 no validity.
    expect(messages(quote({ unitPrice: "1e3" }))).toEqual([QUOTE_TEXTS.unitPriceInvalid]);
    expect(messages(quote({}, { validUntil: "9999-12-31" }))).toEqual([QUOTE_TEXTS.validUntilFar]);
    // A French date is one mistake, said once (three messages, one of them « au plus dans un an »).
    expect(messages(quote({}, { validUntil: "31/12/2026" }))).toEqual([QUOTE_TEXTS.validUntil]);
    expect(messages(quote({}, { validUntil: "2020-01-01" }))).toEqual([QUOTE_TEXTS.validUntilFuture]);
  });

  it("reads the « Remise (%) » as typed, empty as none, and refuses one outside 0–100 or finer than 0,01 %", () => {
    for (const [typed, read] of [["12,5", 12.5], ["", 0], [" ", 0], [undefined, 0], ["33,33", 33.33], [100, 100]] as const) {
      expect(quote({ discountRate: typed }).data?.lines[0]?.discountRate, String(typed)).toBe(read);
    }
    for (const bad of ["-1", "100,01", "12,345", "abc", true]) expect(messages(quote({ discountRate: bad })), String(bad)).toEqual([QUOTE_TEXTS.discountRate]);
  });
});
