import fc from "fast-check";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./exports";

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
