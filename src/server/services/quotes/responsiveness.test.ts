import { describe, expect, it } from "vitest";
import { responsivenessOf } from "./responsiveness";

const now = Date.parse("2026-11-28T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe("responsivenessOf", () => {
  it("counts a request still inside its 48 h only once answered, and one past them as a miss", () => {
    const answered = [1, 2, 3].map((i) => ({ askedAt: hoursAgo(100 + i), answeredAt: hoursAgo(90 + i) }));
    expect(responsivenessOf(answered, now)).toMatchObject({ requests: 3, rate: 1 });
    // Asked a minute ago: not a miss yet.
    expect(responsivenessOf([...answered, { askedAt: hoursAgo(0.02), answeredAt: null }], now)).toMatchObject({ requests: 3, rate: 1 });
    // Unanswered for 49 h: a miss.
    expect(responsivenessOf([...answered, { askedAt: hoursAgo(49), answeredAt: null }], now)).toMatchObject({ requests: 4, rate: 0.75 });
  });
});
