import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Calibration, CALIBRATION_VERSION, DEFAULT_CALIBRATION } from "./calibration";
import { GREEN_MIN_SCORE, MATCH_MIN_SCORE, YELLOW_MIN_SCORE } from "./defaults";

const fileContent: unknown = JSON.parse(readFileSync(new URL("./calibration.json", import.meta.url), "utf8"));
const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe("calibration", () => {
  it("is loaded from its data file, with a version derived from the content", () => {
    expect(DEFAULT_CALIBRATION.data).toEqual(fileContent);
    expect(CALIBRATION_VERSION).toMatch(/^[0-9a-f]{12}$/);
    expect(new Calibration(fileContent).version).toBe(CALIBRATION_VERSION);
    const other = structuredClone(fileContent) as { knots: number[][] };
    other.knots[1]![0] = (other.knots[1]![0] as number) / 2;
    expect(new Calibration(other).version).not.toBe(CALIBRATION_VERSION);
  });

  it("places the badge boundaries of the shipped map in order", () => {
    const ys = DEFAULT_CALIBRATION.data.knots.map((k) => k[1]);
    for (const boundary of [MATCH_MIN_SCORE, YELLOW_MIN_SCORE, GREEN_MIN_SCORE]) expect(ys).toContain(boundary);
  });

  it("is monotone and stays in [0, 1]", () => {
    fc.assert(
      fc.property(unit, unit, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const x = DEFAULT_CALIBRATION.apply(low);
        const y = DEFAULT_CALIBRATION.apply(high);
        return x >= 0 && y <= 1 && x <= y;
      }),
    );
    expect(DEFAULT_CALIBRATION.apply(0)).toBe(0);
    expect(DEFAULT_CALIBRATION.apply(1)).toBe(1);
    expect(DEFAULT_CALIBRATION.apply(Number.NaN)).toBe(0);
    expect(DEFAULT_CALIBRATION.apply(7)).toBe(1);
  });

  it("is deterministic, and its inverse finds the raw score of a threshold", () => {
    const again = new Calibration(fileContent);
    for (let raw = 0; raw <= 1; raw += 0.01) expect(again.apply(raw)).toBe(DEFAULT_CALIBRATION.apply(raw));
    for (const score of [MATCH_MIN_SCORE, YELLOW_MIN_SCORE, GREEN_MIN_SCORE]) {
      expect(DEFAULT_CALIBRATION.apply(DEFAULT_CALIBRATION.inverse(score))).toBeCloseTo(score, 9);
    }
  });

  it("refuses a file that is not a monotone map of [0, 1] onto itself", () => {
    const base = fileContent as Record<string, unknown>;
    expect(() => new Calibration({ ...base, knots: [[0, 0], [0.5, 0.7], [0.4, 0.8], [1, 1]] })).toThrow(/increase/);
    expect(() => new Calibration({ ...base, knots: [[0, 0], [0.5, 0.7], [0.6, 0.5], [1, 1]] })).toThrow(/decrease/);
    expect(() => new Calibration({ ...base, knots: [[0, 0.1], [1, 1]] })).toThrow(/start/);
    expect(() => new Calibration({ ...base, format: 2 })).toThrow(/invalid calibration/);
  });
});
