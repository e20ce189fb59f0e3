import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryScore } from "./category";
import { DEFAULT_CALIBRATION } from "./calibration";
import { CATEGORY_WEIGHT, DEFAULT_ALPHA, hybridScore, MATCH_MIN_SCORE, NOTIFY_MIN_SCORE, rawHybridScore } from "./scores";
import { SECTOR_KEYS } from "./sectors";

const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe("hybrid score", () => {
  it("stays in [0, 1] for any inputs in [0, 1]", () => {
    fc.assert(
      fc.property(unit, unit, unit, unit, unit, (t, s, c, alpha, wc) => {
        const h = hybridScore({ tfidfScore: t, semanticScore: s, categoryScore: c }, alpha, wc);
        return h >= 0 && h <= 1;
      }),
    );
  });

  it("combines raw: the keyword score at alpha 0, the semantic score at alpha 1, lifted by the category", () => {
    fc.assert(
      fc.property(unit, unit, unit, (t, s, c) => {
        const parts = { tfidfScore: t, semanticScore: s, categoryScore: c };
        const lift = CATEGORY_WEIGHT * c;
        return (
          Math.abs(rawHybridScore(parts, 0) - (lift + (1 - lift) * t)) < 1e-12 &&
          Math.abs(rawHybridScore(parts, 1) - (lift + (1 - lift) * s)) < 1e-12
        );
      }),
    );
  });

  it("lets the category lift a pair but never pull a cross-sector pair below its text score", () => {
    fc.assert(
      fc.property(unit, unit, unit, unit, (t, s, c, alpha) => {
        const text = alpha * s + (1 - alpha) * t;
        const raw = rawHybridScore({ tfidfScore: t, semanticScore: s, categoryScore: c }, alpha);
        const unrelated = rawHybridScore({ tfidfScore: t, semanticScore: s, categoryScore: 0 }, alpha);
        return raw >= text - 1e-12 && Math.abs(unrelated - text) < 1e-12;
      }),
    );
    // Same sector: DESIGN's wc·category + (1 − wc)·text.
    expect(rawHybridScore({ tfidfScore: 0.5, semanticScore: 0.8, categoryScore: 1 })).toBeCloseTo(0.15 + 0.85 * (0.6 * 0.8 + 0.4 * 0.5));
  });

  it("shows the calibrated map of the raw combination, with the documented defaults", () => {
    expect(DEFAULT_ALPHA).toBe(0.6);
    expect(NOTIFY_MIN_SCORE).toBeGreaterThanOrEqual(MATCH_MIN_SCORE);
    const parts = { tfidfScore: 0.5, semanticScore: 0.8, categoryScore: 1 };
    expect(hybridScore(parts)).toBe(DEFAULT_CALIBRATION.apply(rawHybridScore(parts)));
  });

  it("never turns a bad input into a high score", () => {
    expect(hybridScore({ tfidfScore: Number.NaN, semanticScore: 2, categoryScore: -1 }, 0)).toBe(0);
  });
});

describe("category score", () => {
  it("is 1 for the same sector, partial for related ones, 0 for unrelated ones", () => {
    expect(categoryScore("logistics", "logistics")).toBe(1);
    expect(categoryScore("logistics", "packaging")).toBeGreaterThan(0);
    expect(categoryScore("logistics", "packaging")).toBeLessThan(1);
    expect(categoryScore("healthcare", "aerospace")).toBe(0);
  });

  it("is symmetric and bounded over every pair of sectors", () => {
    for (const a of SECTOR_KEYS) {
      for (const b of SECTOR_KEYS) {
        const s = categoryScore(a, b);
        expect(s).toBe(categoryScore(b, a));
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
      }
    }
  });

  it("matches an unknown sector name only with itself", () => {
    expect(categoryScore("artisanat", "artisanat")).toBe(1);
    expect(categoryScore("artisanat", "technology")).toBe(0);
  });
});
