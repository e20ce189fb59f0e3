import { describe, expect, it } from "vitest";
import { MatchingEngine } from "./matching-engine";
import { personalAdjustment, PERSONAL_MAX_DEMOTION, PERSONAL_MAX_LIFT, type PairVectors } from "./personal";

const engine = new MatchingEngine();
const vector = (kind: "need" | "offer", title: string, description: string, category: string) =>
  engine.embed({ id: 1, kind, title, description, category, keywords: [], certifications: [] });

const laptopNeed = vector("need", "Ordinateurs portables pour nos commerciaux", "PC portables légers, 16 Go de mémoire", "technology");
const otherLaptopNeed = vector("need", "Ordinateurs portables pour le service comptable", "PC portables, 16 Go de mémoire et SSD", "technology");
const officeRental = vector("offer", "Bureaux à louer à Lille", "Plateau de bureaux équipés, parking, fibre", "real_estate");
const otherOfficeRental = vector("offer", "Bureaux à louer à Lille centre", "Plateau de bureaux meublés, fibre", "real_estate");
const bakery = vector("offer", "Viennoiseries surgelées", "Croissants pur beurre, cartons de 60 pièces", "food");
const bakeryNeed = vector("need", "Viennoiseries pour notre cantine", "Croissants et pains au chocolat chaque matin", "food");

const ignoredRental: PairVectors = { own: laptopNeed, counterpart: officeRental };

describe("the personal adjustment", () => {
  it("lowers a match whose two listings resemble those of an ignored match, and says why", () => {
    const result = personalAdjustment({ own: otherLaptopNeed, counterpart: otherOfficeRental }, { ignored: [ignoredRental], liked: [] });
    expect(result.adjust).toBeLessThan(0);
    expect(result.adjust).toBeGreaterThanOrEqual(-PERSONAL_MAX_DEMOTION);
    expect(result.reason).toBe("ignored");
  });

  it("leaves alone an unrelated match, and the same offer for an unrelated need of the user", () => {
    expect(personalAdjustment({ own: laptopNeed, counterpart: bakery }, { ignored: [ignoredRental], liked: [] })).toEqual({ adjust: 0, reason: null });
    expect(personalAdjustment({ own: bakeryNeed, counterpart: officeRental }, { ignored: [ignoredRental], liked: [] })).toEqual({ adjust: 0, reason: null });
  });

  it("lifts a match like a liked one, is bounded, and is the same when recomputed", () => {
    const pair = { own: laptopNeed, counterpart: officeRental };
    const liked = personalAdjustment(pair, { ignored: [], liked: [ignoredRental] });
    expect(liked).toEqual({ adjust: PERSONAL_MAX_LIFT, reason: "liked" });
    const both = personalAdjustment(pair, { ignored: [ignoredRental], liked: [ignoredRental] });
    expect(both.adjust).toBeCloseTo(PERSONAL_MAX_LIFT - PERSONAL_MAX_DEMOTION, 6);
    expect(personalAdjustment(pair, { ignored: [ignoredRental], liked: [ignoredRental] })).toEqual(both);
  });

  it("keeps the closest acted match whatever the order of the history", () => {
    // An ignore whose offer is closer but whose need is unrelated must not hide a closer pair seen before it.
    const unrelatedNeedSameOffer: PairVectors = { own: bakeryNeed, counterpart: otherOfficeRental };
    const pair = { own: otherLaptopNeed, counterpart: otherOfficeRental };
    const alone = personalAdjustment(pair, { ignored: [ignoredRental], liked: [] });
    expect(alone.adjust).toBeLessThan(0);
    expect(personalAdjustment(pair, { ignored: [ignoredRental, unrelatedNeedSameOffer], liked: [] })).toEqual(alone);
    expect(personalAdjustment(pair, { ignored: [unrelatedNeedSameOffer, ignoredRental], liked: [] })).toEqual(alone);
  });
});
