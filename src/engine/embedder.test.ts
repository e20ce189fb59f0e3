import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONCEPT_WEIGHT, EMBEDDER_VERSION, EMBEDDING_DIMENSIONS, LexiconEmbedder, semanticSimilarity } from "./embedder";

const embedder = new LexiconEmbedder();
const sim = (a: string, b: string) => semanticSimilarity(embedder.embed(a), embedder.embed(b));

describe("built-in embedder", () => {
  it("brings synonyms without a shared word closer than unrelated texts", () => {
    expect(sim("ordinateur portable", "laptop")).toBeGreaterThan(0.2);
    expect(sim("PC portable", "ordinateur portable")).toBeGreaterThan(sim("PC portable", "tente de réception"));
    expect(sim("nettoyage de nos bureaux", "entretien des locaux")).toBeGreaterThan(0.3);
    expect(sim("clim pour l'atelier", "climatisation")).toBeGreaterThan(0.3);
    expect(sim("ordinateur portable", "transport frigorifique")).toBeLessThan(0.1);
  });

  it("gives a word that names several lexicon concepts one concept's weight, not one per concept", () => {
    // "bureaux" names office furniture, office rental and business premises in the lexicon.
    const concepts = [...embedder.features("bureaux").entries()].filter(([feature]) => feature.startsWith("c:"));
    expect(concepts.length).toBeGreaterThan(1);
    const squared = concepts.reduce((sum, [, weight]) => sum + weight * weight, 0);
    expect(squared).toBeCloseTo(CONCEPT_WEIGHT, 5);
    // So a laptop need that mentions its offices is not brought close to office rental by that word
    // (0.48 when each of the three concepts weighed a full concept).
    expect(sim("Ordinateurs portables et support informatique pour nos bureaux", "Bureaux à louer à Lille")).toBeLessThan(0.4);
  });

  it("tolerates typos and missing accents", () => {
    expect(sim("débroussailleuse", "debroussaileuse")).toBeGreaterThan(0.4);
    expect(sim("débroussailleuse", "debroussaileuse")).toBeGreaterThan(sim("débroussailleuse", "tondeuse"));
    expect(sim("tensiomètre", "tensiometre")).toBeGreaterThan(0.9);
  });

  it("is deterministic, unit-length and versioned", () => {
    const a = embedder.embed("Vente de palettes reconditionnées, livraison sous 48h");
    const b = new LexiconEmbedder().embed("Vente de palettes reconditionnées, livraison sous 48h");
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(a).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(Math.hypot(...a)).toBeCloseTo(1, 5);
    expect(embedder.version).toBe(EMBEDDER_VERSION);
    expect(new LexiconEmbedder({ dimensions: 128 }).version).not.toBe(EMBEDDER_VERSION);
  });

  it("gives an all-zero vector to a text without content, which is similar to nothing", () => {
    const empty = embedder.embed("  les et de ");
    expect(empty.every((x) => x === 0)).toBe(true);
    expect(semanticSimilarity(empty, embedder.embed("laptop"))).toBe(0);
  });

  it("scores any pair of texts in [0, 1], symmetrically", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (a, b) => {
        const s = sim(a, b);
        return s >= 0 && s <= 1 && Math.abs(s - sim(b, a)) < 1e-9;
      }),
      { numRuns: 150 },
    );
  });
});
