import { describe, expect, it } from "vitest";
import { rankCounts } from "./count-chart";

describe("admin count charts", () => {
  it("draw the top entries only and sum the rest in the table as 'Autres (N …)'", () => {
    const data = { lyon: 40, paris: 90, lille: 5, nantes: 5, brest: 1 };
    const { shown, rows } = rankCounts(data, { top: 2, labelOf: (key) => key.toUpperCase(), keyLabel: "Localisation" });
    expect(shown).toEqual([
      { name: "PARIS", count: 90 },
      { name: "LYON", count: 40 },
    ]);
    expect(rows.at(-1)).toEqual({ name: "Autres (3 localisations)", count: 11 });
    expect(rankCounts({ a: 1 }, { top: 8, labelOf: (k) => k, keyLabel: "Secteur" }).rows).toEqual([{ name: "a", count: 1 }]);
  });
});
