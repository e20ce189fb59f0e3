import { describe, expect, it } from "vitest";
import { withinOneEdit } from "./catalogue-spelling";

describe("withinOneEdit", () => {
  it("accepts one letter replaced, added or dropped, or two neighbours swapped", () => {
    expect(withinOneEdit("imprimante", "imprimante")).toBe(true);
    expect(withinOneEdit("imprimente", "imprimante")).toBe(true);
    expect(withinOneEdit("imprimnate", "imprimante")).toBe(true);
    expect(withinOneEdit("imprimate", "imprimante")).toBe(true);
    expect(withinOneEdit("imprimantte", "imprimante")).toBe(true);
    expect(withinOneEdit("mprimante", "imprimante")).toBe(true);
    expect(withinOneEdit("imprimanet", "imprimante")).toBe(true);
  });

  it("refuses two edits", () => {
    expect(withinOneEdit("imprmiantee", "imprimante")).toBe(false);
    expect(withinOneEdit("imprinamte", "imprimante")).toBe(false);
    expect(withinOneEdit("impriman", "imprimante")).toBe(false);
    expect(withinOneEdit("nettoyage", "nettoyeur")).toBe(false);
  });
});
