import { describe, expect, it } from "vitest";
import { ProductSearchIndex, type ProductDoc } from "./product-search";
import { derivedStems, prepareWords, TYPO_MIN_DICE, trigramDice, wordStandsFor } from "./word-evidence";
import { termOf } from "./pipeline";

// A small fixed catalogue: products that share with "nettoyage" only character trigrams
// ("net", "eto", "age") or a lone word of a lexicon variant ("entretien"), never a word or a stem.
const catalogue: ProductDoc[] = [
  { id: 1, title: "Enseigne lumineuse néon LED sur mesure", description: "Néon souple, sans entretien, montage sur façade.", brand: "Lumineto", category: "marketing" },
  { id: 2, title: "Enseigne drapeau double face", description: "Caisson éclairé, entretien réduit, affichage net.", brand: "Visualage", category: "marketing" },
  { id: 3, title: "Location longue durée de berlines hybrides", description: "Entretien et assurance inclus, 36 mois.", brand: "Carbonis", category: "automotive" },
  { id: 4, title: "Nettoyeur haute pression eau froide 150 bar", description: "Lance, buse rotative, enrouleur de tuyau.", brand: "Garagia", category: "automotive" },
  { id: 5, title: "Nettoyeur haute pression eau chaude 180 bar", description: "Chaudière fioul, pour ateliers et garages.", brand: "Pneumax", category: "automotive" },
  { id: 6, title: "Parka haute visibilité classe 3", description: "Veste imperméable doublée, bandes réfléchissantes.", brand: "Sécuris", category: "textile" },
  { id: 7, title: "Défibrillateur automatique", description: "Défibrillateur entièrement automatique avec électrodes adulte.", brand: "Cardiom", category: "healthcare" },
  { id: 8, title: "Gilet de signalisation", description: "Gilet jaune fluo, bandes réfléchissantes.", brand: "Garagia", category: "textile" },
];

function index(): ProductSearchIndex {
  const search = new ProductSearchIndex();
  for (const p of catalogue) search.upsert(p);
  return search;
}

describe("word-level evidence", () => {
  it("tells derived words and mistyped words from words that only share letters", () => {
    expect(derivedStems(termOf("nettoyage"), termOf("nettoyeur"))).toBe(true);
    expect(derivedStems(termOf("nettoyage"), termOf("néon"))).toBe(false);
    expect(trigramDice("defibrilateur", "défibrillateur")).toBeGreaterThanOrEqual(0.6);
    expect(trigramDice("karcher", "parka")).toBeLessThan(0.3);
    const query = [{ term: termOf("nettoyage"), surface: "nettoyage" }];
    expect(wordStandsFor(query, termOf("entretien"), "entretien")).toBe(false);
    expect(wordStandsFor(query, termOf("nettoyeur"), "nettoyeur")).toBe(true);
  });

  it("decides a mistyped word as trigramDice does, query words prepared or not", () => {
    // Repeated letters: distinct trigrams count, not positions ("aaaa" and "aaaaaaaaaa" have the same set).
    const pairs: Array<[string, string]> = [
      ["aaaa", "aaaaaaaaaa"],
      ["defibrilateur", "défibrillateur"],
      ["anananas", "ananas"],
      ["karcher", "parka"],
      ["photocopieuse", "photocopieurs"],
      ["conrôle", "contrôle"],
      ["visioconférence", "visio"],
    ];
    for (const [asked, carried] of pairs) {
      const query = [{ term: `#${asked}`, surface: asked }];
      const expected = trigramDice(asked, carried) >= TYPO_MIN_DICE;
      expect(wordStandsFor(query, carried, carried)).toBe(expected);
      expect(wordStandsFor(prepareWords(query), carried, carried)).toBe(expected);
    }
    expect(wordStandsFor([{ term: "#aaaa", surface: "aaaa" }], "aaaaaaaaaa", "aaaaaaaaaa")).toBe(true);
  });

  it("does not show products that share only trigrams or a lone lexicon word with the query", () => {
    const search = index();
    const nettoyage = search.search("nettoyage", { limit: 10 }).hits.map((h) => h.id);
    expect(nettoyage.sort()).toEqual([4, 5]);
    // A word no product carries finds nothing rather than letters of other words.
    expect(search.search("karcher").hits).toEqual([]);
  });

  it("still finds a mistyped word, and a brand ranks the products that carry it first", () => {
    const search = index();
    expect(search.search("defibrilateur").hits[0]?.id).toBe(7);
    const garagia = search.search("Garagia", { limit: 10 }).hits.map((h) => h.id);
    expect(garagia.slice(0, 2).sort()).toEqual([4, 8]);
  });
});
