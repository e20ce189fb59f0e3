import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { exportFileName, toCsv } from "./exports";

const FORMULA_START = /^[=+\-@\t\r]/;

describe("toCsv", () => {
  it("round-trips any text through a real CSV parser, with formula-like cells prefixed by a quote", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ a: fc.string(), b: fc.string(), n: fc.integer() }), { minLength: 1, maxLength: 20 }), (rows) => {
        const csv = toCsv(rows);
        expect(csv.startsWith("\uFEFF")).toBe(true);
        const parsed: Record<string, string>[] = parse(csv, { bom: true, columns: true, delimiter: ";", relax_column_count: false });
        expect(parsed).toEqual(
          rows.map((row) => ({
            a: FORMULA_START.test(row.a) ? `'${row.a}` : row.a,
            b: FORMULA_START.test(row.b) ? `'${row.b}` : row.b,
            n: String(row.n),
          })),
        );
      }),
    );
  });

  it("quotes separators, quotes and line breaks as RFC 4180 says, with CRLF between records", () => {
    const csv = toCsv([{ name: 'Dupont; "fils"', note: "ligne 1\nligne 2" }]);
    expect(csv).toBe('\uFEFFname;note\r\n"Dupont; ""fils""";"ligne 1\nligne 2"\r\n');
    expect(toCsv([{ a: 1 }], { separator: "," })).toBe("\uFEFFa\r\n1\r\n");
  });

  it("neutralises =HYPERLINK, +, @, - and tab-led cells but leaves negative numbers alone", () => {
    const csv = toCsv([{ a: '=HYPERLINK("x")', b: "+33 6", c: "@SUM(A1)", d: "-x", e: "\tx", f: -5, g: true, h: null }]);
    const [row] = parse(csv, { bom: true, columns: true, delimiter: ";" }) as Record<string, string>[];
    expect(row).toEqual({ a: `'=HYPERLINK("x")`, b: "'+33 6", c: "'@SUM(A1)", d: "'-x", e: "'\tx", f: "-5", g: "true", h: "" });
  });
});

describe("exportFileName", () => {
  it("names the file after the day in Paris, as its dates are written", () => {
    // 00:30 on 29/11 in Paris: the file was named after the 28th (the day in UTC).
    expect(exportFileName("users", new Date("2026-11-28T23:30:00Z"))).toBe("maillon-users-2026-11-29.csv");
    expect(exportFileName("audit", new Date("2026-07-01T21:59:00Z"))).toBe("maillon-audit-2026-07-01.csv");
    expect(exportFileName("audit", new Date("2026-07-01T22:00:00Z"))).toBe("maillon-audit-2026-07-02.csv");
  });
});
