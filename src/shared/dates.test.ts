import { describe, expect, it } from "vitest";
import { addDays, daysBetween, earliestToday, existingDay, isLapsed, isoDay, isPastDay, parisDay } from "./dates";

describe("isoDay", () => {
  it("reads an ISO day or timestamp as the day written", () => {
    expect(isoDay("2027-02-01")).toBe("2027-02-01");
    expect(isoDay(" 2028-02-29 ")).toBe("2028-02-29");
    expect(isoDay("2027-02-01T08:00:00Z")).toBe("2027-02-01");
    // The day written, not the UTC day (which is 31 January).
    expect(isoDay("2027-02-01T00:30:00+02:00")).toBe("2027-02-01");
  });

  it("refuses days that do not exist and forms other than ISO", () => {
    for (const text of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-13-01", "2027-00-10", "01/12/2027", "12 janvier 2027", "", "2027-02-01T25:00:00Z"]) {
      expect(isoDay(text), text).toBeNull();
    }
  });
});

describe("existingDay", () => {
  it("gives the day of the calendar, or null", () => {
    expect(existingDay(2024, 2, 29)).toBe("2024-02-29");
    expect(existingDay(2100, 2, 29)).toBeNull();
    expect(existingDay(2027, 9, 31)).toBeNull();
  });
});

describe("past days", () => {
  it("counts a day as past only once it is over in every time zone", () => {
    // 28 November, 10:00 UTC: still the 27th nowhere but the 28th from UTC−10 onwards.
    const morning = new Date("2026-11-28T10:00:00Z");
    expect(earliestToday(morning)).toBe("2026-11-27");
    expect(isPastDay("2026-11-27", morning)).toBe(false);
    expect(isPastDay("2026-11-26", morning)).toBe(true);
    expect(isPastDay("2026-11-27", new Date("2026-11-28T12:00:00Z"))).toBe(true);
  });

  it("reads a need's deadline, a day or a timestamp, as lapsed once its day is over everywhere", () => {
    const noon = new Date("2026-11-28T12:00:00Z");
    expect(isLapsed(null, noon)).toBe(false);
    expect(isLapsed("2026-11-27", noon)).toBe(true);
    expect(isLapsed("2026-11-27T23:00:00.000Z", noon)).toBe(true);
    expect(isLapsed("2026-11-28", noon)).toBe(false);
    expect(isLapsed("2026-11-27", new Date("2026-11-28T11:00:00Z"))).toBe(false);
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-01", "2027-11-01")).toBe(365);
    expect(daysBetween("2027-03-28", "2027-03-27")).toBe(-1);
  });
});

describe("parisDay", () => {
  it("is the day in Paris, winter and summer, from an instant or its ISO text", () => {
    expect(parisDay("2026-11-28T23:30:00.000Z")).toBe("2026-11-29");
    expect(parisDay("2026-11-28T22:59:59.000Z")).toBe("2026-11-28");
    expect(parisDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(parisDay(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});
