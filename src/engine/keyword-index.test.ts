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

  it("gives the same best slots with its pruning as a full reading, after removals and reused slots", () => {
    // A corpus with long posting lists (a few common terms, many rare ones), as at scale.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const stats = new TermStats();
    const terms = Array.from({ length: 400 }, (_, i) => stats.intern(`t${i}`, `t${i}`));
    const makeBag = (size: number) => {
      const counts = new Map<number, number>();
      for (let k = 0; k < size; k++) {
        const term = terms[Math.floor(terms.length * random() ** 3)] as number;
        counts.set(term, (counts.get(term) ?? 0) + 1 + Math.floor(random() * 2));
      }
      const ids = [...counts.keys()].sort((a, b) => a - b);
      const pairs = Uint32Array.from(ids.flatMap((id) => [id, counts.get(id) as number]));
      return { pairs, length: ids.reduce((sum, id) => sum + (counts.get(id) as number), 0) };
    };
    const index = new KeywordIndex(stats);
    const bags = Array.from({ length: 3000 }, () => makeBag(5 + Math.floor(random() * 40)));
    bags.forEach((bag, slot) => {
      stats.addDocument(bag);
      index.add(slot, bag);
    });
    index.retrieve(makeBag(3), 1);
    // Free some slots and fill them again (a reused slot goes inside the lists, not at their end).
    for (let slot = 0; slot < bags.length; slot += 7) {
      index.remove(slot, bags[slot]!);
      stats.removeDocument(bags[slot]!);
    }
    for (let slot = 0; slot < bags.length; slot += 14) {
      bags[slot] = makeBag(5 + Math.floor(random() * 40));
      stats.addDocument(bags[slot]!);
      index.add(slot, bags[slot]!);
    }
    for (let q = 0; q < 40; q++) {
      const query = makeBag(10 + Math.floor(random() * 30));
      // With a limit above the corpus size nothing can be pruned: every list is read in full.
      const everything = index.retrieve(query, 10_000);
      for (const limit of [5, 20, 100]) expect(index.retrieve(query, limit)).toEqual(everything.slice(0, limit));
    }
  });
});
