import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeywordIndex, keywordCosine, TermStats } from "./keyword-index";

function corpus(texts: string[]) {
  const stats = new TermStats();
  const index = new KeywordIndex(stats);
  const bags = texts.map((text) => stats.bag([{ text, weight: 1 }], true));
  bags.forEach((bag, slot) => {
    stats.addDocument(bag);
    index.add(slot, bag);
  });
  return { stats, index, bags };
}

const texts = [
  "Transport frigorifique de denrées alimentaires",
  "Location de chariots élévateurs et transpalettes",
  "Cartons d'emballage et film étirable",
  "Transport routier de palettes en lot complet",
];

describe("keyword cosine", () => {
  it("is 1 for identical texts and 0 without a shared term", () => {
    const { stats, bags } = corpus(texts);
    expect(keywordCosine(stats, bags[0]!, bags[0]!)).toBeCloseTo(1, 6);
    expect(keywordCosine(stats, bags[0]!, bags[1]!)).toBe(0);
  });

  it("rewards a rare shared word more than a common one", () => {
    const { stats } = corpus([...texts, "Transport de colis", "Transport express"]);
    const query = stats.bag([{ text: "transport frigorifique" }].map((f) => ({ ...f, weight: 1 })), true);
    const rare = stats.bag([{ text: "camion frigorifique", weight: 1 }], true);
    const common = stats.bag([{ text: "transport urgent", weight: 1 }], true);
    expect(keywordCosine(stats, query, rare)).toBeGreaterThan(keywordCosine(stats, query, common));
  });

  it("is symmetric and within [0, 1] for arbitrary texts", () => {
    const words = fc.constantFrom("palette", "transport", "carton", "livraison", "48h", "froid", "emballage", "chariot");
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), fc.array(words, { maxLength: 8 }), (a, b) => {
        const { stats, bags } = corpus([a.join(" "), b.join(" "), ...texts]);
        const ab = keywordCosine(stats, bags[0]!, bags[1]!);
        return ab >= 0 && ab <= 1 && Math.abs(ab - keywordCosine(stats, bags[1]!, bags[0]!)) < 1e-12;
      }),
      { numRuns: 100 },
    );
  });
});

describe("inverted index", () => {
  it("retrieves the documents sharing terms, best first, and forgets removed ones", () => {
    const { stats, index, bags } = corpus(texts);
    const query = stats.bag([{ text: "transport de palettes", weight: 1 }], false);
    expect(index.retrieve(query, 10)).toEqual([3, 0]);
    index.remove(3, bags[3]!);
    expect(index.retrieve(query, 10)).toEqual([0]);
  });
});
