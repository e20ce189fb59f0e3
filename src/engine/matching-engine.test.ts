import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MatchingEngine, type ListingDoc } from "./matching-engine";
import { DEFAULT_CALIBRATION } from "./calibration";
import { CATEGORY_WEIGHT } from "./scores";

const offers: ListingDoc[] = [
  { id: 1, kind: "offer", title: "Laptops reconditionnés garantis", description: "PC portables professionnels, garantie 1 an, livrés sous 48h.", category: "technology", keywords: ["laptop", "reconditionné"], certifications: ["ISO 9001"] },
  { id: 2, kind: "offer", title: "Entretien des locaux tertiaires", description: "Ménage quotidien de bureaux, vitrerie et fournitures sanitaires.", category: "services", keywords: ["propreté"] },
  { id: 3, kind: "offer", title: "Transport frigorifique régional", description: "Camions réfrigérés pour denrées alimentaires, tournées quotidiennes.", category: "logistics", keywords: ["froid", "transport"] },
  { id: 4, kind: "offer", title: "Cartons et film étirable", description: "Emballages pour expédition, cartons double cannelure.", category: "packaging", keywords: ["emballage"] },
  { id: 5, kind: "offer", title: "Écrans 27 pouces pour bureaux", description: "Moniteurs IPS, livraison et installation.", category: "technology", keywords: ["écran"] },
];
const laptopNeed: ListingDoc = { id: 10, kind: "need", title: "20 ordinateurs portables pour nos commerciaux", description: "Reconditionné accepté, livraison à Lyon.", category: "technology", keywords: ["ordinateur portable"] };
const cleaningNeed: ListingDoc = { id: 11, kind: "need", title: "Société de nettoyage pour nos bureaux", description: "Nettoyage trois fois par semaine, 400 m².", category: "services", keywords: ["nettoyage"] };

function engineWith(docs: ListingDoc[] = [...offers, laptopNeed, cleaningNeed]): MatchingEngine {
  const engine = new MatchingEngine();
  for (const doc of docs) engine.upsert(doc);
  return engine;
}

describe("MatchingEngine", () => {
  it("puts the offer that fulfils a need first, even when it uses other words", () => {
    const engine = engineWith();
    expect(engine.matchesFor(laptopNeed)[0]?.id).toBe(1);
    expect(engine.matchesFor(cleaningNeed)[0]?.id).toBe(2);
  });

  it("embeds, matches and indexes a listing from one analysis as from its text, and analyses an edited text anew", () => {
    const fresh = engineWith();
    const reused = engineWith();
    const need: ListingDoc = { ...laptopNeed, id: 12 };
    const analysis = reused.analyze(need);
    const vector = reused.embed(need, analysis);
    expect(Array.from(vector)).toEqual(Array.from(fresh.embed(need)));
    expect(reused.matchesFor(need, { vector, analysis })).toEqual(fresh.matchesFor(need, { vector }));
    reused.upsert(need, vector, analysis);
    fresh.upsert(need, vector);
    expect(reused.matchesFor(offers[0]!)).toEqual(fresh.matchesFor(offers[0]!));
    // An analysis of the text before an edit is not used for the edited text.
    const edited: ListingDoc = { ...need, title: "Nettoyage de nos bureaux", description: "Ménage quotidien.", keywords: ["nettoyage"], category: "services" };
    reused.upsert(edited, reused.embed(edited, analysis), analysis);
    fresh.upsert(edited, fresh.embed(edited));
    expect(reused.matchesFor(offers[1]!)).toEqual(fresh.matchesFor(offers[1]!));
    expect(reused.matchesFor(offers[1]!).map((m) => m.id)).toContain(12);
  });

  it("finds needs for a newly published offer", () => {
    const engine = engineWith();
    expect(engine.matchesFor(offers[0]!).map((m) => m.id)).toEqual([10]);
  });

  it("explains a match with readable words, not stems", () => {
    const terms = engineWith().matchesFor(laptopNeed)[0]?.scores.matchedTerms ?? [];
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.join(" ")).toMatch(/ordinateurs portables|reconditionné/);
    expect(terms).not.toContain("ordin");
  });

  it("never explains a match by a word the other listing does not write", () => {
    const engine = new MatchingEngine();
    engine.upsert({ id: 1, kind: "offer", title: "Bilan carbone et stratégie RSE", description: "Bilan carbone réglementaire, plan de réduction des émissions et accompagnement RSE pour PME.", category: "consulting", keywords: ["bilan carbone", "rse"], certifications: [] });
    engine.upsert({ id: 2, kind: "offer", title: "Gants nitrile et consommables d'hygiène", description: "Gants nitrile non poudrés, essuie-mains et savon pour ateliers et cuisines.", category: "healthcare", keywords: ["gants", "hygiène"], certifications: [] });
    const termsFor = (need: ListingDoc, offerId: number) => engine.matchesFor(need, { minScore: 0, limit: 5, exhaustive: true }).find((m) => m.id === offerId)?.scores.matchedTerms;
    // « Termes communs aux deux annonces » listed « cabinet » and « tenue », which the lexicon's accountant concept adds to « bilan ».
    const accountant: ListingDoc = { id: 10, kind: "need", title: "Expert-comptable pour SARL", description: "Nous cherchons un cabinet pour la tenue comptable, le bilan annuel et la paie de nos 8 salariés.", category: "finance", keywords: [] };
    expect(termsFor(accountant, 1)).toEqual(["bilan"]);
    // And « chaussures », « gilets », « équipe » for gloves, from the protective equipment concept; the concept itself explains it.
    const protection: ListingDoc = { id: 11, kind: "need", title: "EPI pour 15 magasiniers", description: "Chaussures S3, gants anticoupure et gilets HV pour notre équipe d'entrepôt.", category: "logistics", keywords: [] };
    expect(termsFor(protection, 2)).toEqual(["epi", "gants"]);
  });

  it("only returns matches at or above the minimum score, all scores in [0, 1]", () => {
    const engine = engineWith();
    for (const doc of [laptopNeed, cleaningNeed]) {
      for (const { scores } of engine.matchesFor(doc, { minScore: 0 })) {
        for (const value of [scores.tfidfScore, scores.semanticScore, scores.categoryScore, scores.hybridScore]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }
      expect(engine.matchesFor(doc).every((m) => m.scores.hybridScore >= engine.minScore)).toBe(true);
    }
  });

  it("scores a pair the same way from either side", () => {
    const engine = engineWith();
    const fromNeed = engine.matchesFor(laptopNeed, { minScore: 0 }).find((m) => m.id === 1)?.scores;
    const fromOffer = engine.matchesFor(offers[0]!, { minScore: 0 }).find((m) => m.id === 10)?.scores;
    const direct = engine.score(laptopNeed, offers[0]!);
    expect(fromOffer?.hybridScore).toBeCloseTo(fromNeed?.hybridScore ?? -1, 10);
    expect(direct.hybridScore).toBeCloseTo(fromNeed?.hybridScore ?? -1, 10);
  });

  it("reduces to keywords at alpha 0 and to the embedding at alpha 1", () => {
    const engine = engineWith();
    const s0 = engine.score(laptopNeed, offers[0]!, { alpha: 0 });
    const s1 = engine.score(laptopNeed, offers[0]!, { alpha: 1 });
    const lift = CATEGORY_WEIGHT * s0.categoryScore;
    expect(s0.hybridScore).toBeCloseTo(DEFAULT_CALIBRATION.apply(lift + (1 - lift) * s0.tfidfScore), 10);
    expect(s1.hybridScore).toBeCloseTo(DEFAULT_CALIBRATION.apply(lift + (1 - lift) * s1.semanticScore), 10);
  });

  it("is deterministic across engines, and insertion order changes nothing but rounding", () => {
    const a = engineWith().matchesFor(laptopNeed, { minScore: 0 });
    expect(engineWith().matchesFor(laptopNeed, { minScore: 0 })).toEqual(a);
    const b = engineWith([cleaningNeed, laptopNeed, ...[...offers].reverse()]).matchesFor(laptopNeed, { minScore: 0 });
    expect(b.map((m) => [m.id, m.scores.matchedTerms])).toEqual(a.map((m) => [m.id, m.scores.matchedTerms]));
    b.forEach((m, i) => expect(m.scores.hybridScore).toBeCloseTo(a[i]!.scores.hybridScore, 12));
  });

  it("forgets removed listings and replaces upserted ones", () => {
    const engine = engineWith();
    engine.remove("offer", 1);
    expect(engine.has("offer", 1)).toBe(false);
    expect(engine.matchesFor(laptopNeed).some((m) => m.id === 1)).toBe(false);
    engine.upsert({ ...offers[1]!, id: 1, title: "Ordinateurs portables neufs", keywords: ["laptop"] });
    expect(engine.matchesFor(laptopNeed)[0]?.id).toBe(1);
    expect(engine.counts).toEqual({ needs: 2, offers: 5 });
  });

  it("reuses stored embeddings and saved vector graphs", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "engine-"));
    try {
      const first = engineWith();
      first.saveVectors(path.join(dir, "vectors"));
      const second = new MatchingEngine();
      expect(second.loadVectors(path.join(dir, "vectors"))).toBe(true);
      for (const doc of [...offers, laptopNeed, cleaningNeed]) second.upsert(doc, first.embed(doc));
      expect(second.matchesFor(laptopNeed)).toEqual(first.matchesFor(laptopNeed));
      expect(new MatchingEngine().loadVectors(path.join(dir, "missing"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects an alpha outside [0, 1] and an embedding of the wrong size", () => {
    expect(() => new MatchingEngine({ alpha: 1.5 })).toThrow(RangeError);
    expect(() => engineWith().upsert(laptopNeed, new Float32Array(3))).toThrow(RangeError);
  });
});

describe("MatchingEngine query vector", () => {
  it("scores an edited listing with the embedding of its new text, not the stored one", () => {
    const engine = engineWith();
    const edited: ListingDoc = { ...cleaningNeed, title: "Écrans pour nos bureaux", description: "Moniteurs 27 pouces.", category: "technology", keywords: ["écran"] };
    const fresh = engineWith([...offers, laptopNeed, edited]);
    const expected = fresh.matchesFor(edited, { minScore: 0 });
    const got = engine.matchesFor(edited, { minScore: 0 });
    expect(got.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    got.forEach((m, i) => expect(m.scores.semanticScore).toBeCloseTo(expected[i]!.scores.semanticScore, 6));
    expect(got[0]?.id).toBe(5);
  });

  it("takes the query vector it is given", () => {
    const engine = engineWith();
    const laptopVector = engine.embed(laptopNeed);
    const asLaptop = engine.matchesFor(cleaningNeed, { minScore: 0, vector: laptopVector });
    const screen = asLaptop.find((m) => m.id === 1);
    const own = engine.matchesFor(cleaningNeed, { minScore: 0 }).find((m) => m.id === 1);
    expect(screen?.scores.semanticScore).toBeGreaterThan(own?.scores.semanticScore ?? 1);
    expect(() => engine.matchesFor(cleaningNeed, { vector: new Float32Array(3) })).toThrow(RangeError);
  });

  it("builds the same engine from listings analysed in a child process, and hands back the embeddings asked for", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "listings-child-"));
    try {
      const scratch = path.join(dir, "listings.analysis.tmp");
      const docs = [...offers, laptopNeed, cleaningNeed];
      const engine = new MatchingEngine();
      const computed = await engine.upsertInChild(docs, scratch, { send: (i) => i === 1 });
      expect(readdirSync(dir)).toEqual([]);
      expect(engine.counts).toEqual({ needs: 2, offers: offers.length });
      expect(computed.map((embedding) => embedding !== undefined)).toEqual(docs.map((_, i) => i === 1));
      expect(Array.from(computed[1] as Float32Array)).toEqual(Array.from(engine.embed(docs[1] as ListingDoc)));
      const direct = engineWith(docs);
      expect(engine.matchesFor(laptopNeed, { minScore: 0 })).toEqual(direct.matchesFor(laptopNeed, { minScore: 0 }));
      expect(engine.matchesFor(cleaningNeed, { minScore: 0 })).toEqual(direct.matchesFor(cleaningNeed, { minScore: 0 }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
