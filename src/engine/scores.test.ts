import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryScore } from "./category";
import { CATEGORY_WEIGHT, DEFAULT_ALPHA, hybridScore, MATCH_MIN_SCORE, NOTIFY_MIN_SCORE } from "./scores";
import { SECTOR_KEYS } from "../shared/categories";

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

  it("reduces to the keyword score at alpha 0 and to the semantic score at alpha 1", () => {
    fc.assert(
      fc.property(unit, unit, unit, (t, s, c) => {
        const parts = { tfidfScore: t, semanticScore: s, categoryScore: c };
        const base = CATEGORY_WEIGHT * c;
        return (
          Math.abs(hybridScore(parts, 0) - (base + (1 - CATEGORY_WEIGHT) * t)) < 1e-12 &&
          Math.abs(hybridScore(parts, 1) - (base + (1 - CATEGORY_WEIGHT) * s)) < 1e-12
        );
      }),
    );
  });

  it("uses the documented defaults", () => {
    expect(DEFAULT_ALPHA).toBe(0.6);
    expect(NOTIFY_MIN_SCORE).toBeGreaterThanOrEqual(MATCH_MIN_SCORE);
    const parts = { tfidfScore: 0.5, semanticScore: 0.8, categoryScore: 1 };
    expect(hybridScore(parts)).toBeCloseTo(0.15 + 0.85 * (0.6 * 0.8 + 0.4 * 0.5));
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
