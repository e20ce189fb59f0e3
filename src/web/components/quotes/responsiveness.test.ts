import { describe, expect, it } from "vitest";
import { responsivenessText } from "./responsiveness";

describe("responsivenessText", () => {
  it("gives the rate with its basis", () => {
    expect(responsivenessText({ requests: 3, rate: 2 / 3, medianHours: 5 })).toMatch(/^67\s?% de réponses sous 48 h \(2 sur 3 demandes\) · médiane 5 h$/);
    expect(responsivenessText({ requests: 4, rate: 1, medianHours: null })).toMatch(/\(4 sur 4 demandes\)$/);
  });

  it("says how many requests there were when there are too few for a rate", () => {
    expect(responsivenessText({ requests: 1, rate: null, medianHours: null })).toBe("pas encore de taux : 1 demande en 90 jours, 3 nécessaires");
    expect(responsivenessText({ requests: 0, rate: null, medianHours: null })).toBe("pas encore de taux : 0 demande en 90 jours, 3 nécessaires");
  });
});
