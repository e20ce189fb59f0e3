import { describe, expect, it } from "vitest";
import { ProductSearchIndex, type ProductDoc } from "./product-search";

const products: ProductDoc[] = [
  { id: 1, title: "Réfrigérateur armoire inox 600 L", description: "Froid ventilé, pour cuisine professionnelle.", brand: "Frigelux", category: "food" },
  { id: 2, title: "Four mixte 10 niveaux", description: "Four professionnel pour restaurant, vapeur et convection.", brand: "Cuisto", category: "food" },
  { id: 3, title: "Débroussailleuse thermique 43 cm³", description: "Pour l'entretien des espaces verts.", brand: "Vertis", category: "agriculture" },
  { id: 4, title: "Plan de travail inox", description: "Table de préparation en acier inoxydable.", brand: "Cuisto", category: "food" },
  { id: 5, title: "Tensiomètre électronique au bras", description: "Mesure de la tension artérielle.", brand: "Medis", category: "healthcare" },
];

function index(): ProductSearchIndex {
  const search = new ProductSearchIndex();
  for (const p of products) search.upsert(p);
  return search;
}

describe("product search", () => {
  it("finds a product from a synonym and from a word typed without accents", () => {
    const search = index();
    expect(search.search("frigo inox").hits[0]?.id).toBe(1);
    expect(search.search("debroussailleuse").hits[0]?.id).toBe(3);
    expect(search.search("tensiometre").hits[0]?.id).toBe(5);
  });

  it("counts only relevant products in total and respects the limit", () => {
    const search = index();
    const result = search.search("four professionnel restaurant", { limit: 1 });
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]?.id).toBe(2);
    expect(result.total).toBeLessThan(products.length);
    expect(search.search("zzzz qqqq").total).toBe(0);
  });

  it("keeps scores in [0, 1] and best first", () => {
    const { hits } = index().search("cuisine inox", { alpha: 0.3, limit: 10 });
    for (let i = 0; i < hits.length; i++) {
      expect(hits[i]!.score).toBeGreaterThanOrEqual(0);
      expect(hits[i]!.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    }
  });

  it("forgets removed products", () => {
    const search = index();
    search.remove(5);
    expect(search.search("tensiomètre").hits.some((h) => h.id === 5)).toBe(false);
  });
});
