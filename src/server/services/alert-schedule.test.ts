import { describe, expect, it } from "vitest";
import { localParts, nextDigestAt, zonedInstant } from "./alert-schedule";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe("alert digest times", () => {
  it("sends a daily Paris digest at the chosen local hour, winter and summer", () => {
    expect(iso(nextDigestAt("daily", 8, "Europe/Paris", at("2027-01-10T06:00:00Z")))).toBe("2027-01-10T07:00:00.000Z");
    expect(iso(nextDigestAt("daily", 8, "Europe/Paris", at("2027-01-10T07:00:00Z")))).toBe("2027-01-11T07:00:00.000Z");
    expect(iso(nextDigestAt("daily", 8, "Europe/Paris", at("2027-07-10T05:59:00Z")))).toBe("2027-07-10T06:00:00.000Z");
  });

  it("keeps the local hour across the spring and autumn clock changes", () => {
    // Paris moves to summer time on 28 March 2027 at 02:00 local.
    expect(iso(nextDigestAt("daily", 8, "Europe/Paris", at("2027-03-27T08:00:00Z")))).toBe("2027-03-28T06:00:00.000Z");
    expect(iso(nextDigestAt("daily", 8, "Europe/Paris", at("2027-10-30T07:00:00Z")))).toBe("2027-10-31T07:00:00.000Z");
    // 02:00 does not exist that morning: the digest goes at 03:00 summer time.
    expect(localParts(zonedInstant(2027, 3, 28, 2, "Europe/Paris"), "Europe/Paris").hour).toBe(3);
  });

  it("sends weekly digests on Mondays only, and immediate alerts have no schedule", () => {
    const next = nextDigestAt("weekly", 9, "Europe/Paris", at("2027-01-13T12:00:00Z"))!; // a Wednesday
    expect(iso(next)).toBe("2027-01-18T08:00:00.000Z");
    expect(localParts(next, "Europe/Paris").weekday).toBe(1);
    expect(nextDigestAt("immediate", 9, "Europe/Paris", Date.now())).toBeNull();
  });

  it("reads the hour in the profile's zone (Tokyo, New York)", () => {
    expect(iso(nextDigestAt("daily", 8, "Asia/Tokyo", at("2027-01-10T00:00:00Z")))).toBe("2027-01-10T23:00:00.000Z");
    expect(iso(nextDigestAt("daily", 8, "America/New_York", at("2027-01-10T00:00:00Z")))).toBe("2027-01-10T13:00:00.000Z");
  });
});
