import { describe, expect, it } from "vitest";
import { deadlineText, formatDay } from "./format";

describe("deadlines as cards say them", () => {
  it("write the day as given, whatever the reader's time zone", () => {
    // formatDate read "2027-01-15" as UTC midnight: 14 January for a reader in Guadeloupe.
    expect(formatDay("2027-01-15")).toBe("15 janv. 2027");
    expect(formatDay("2027-01-15T00:00:00.000Z")).toBe("15 janv. 2027");
  });

  it("say the deadline is over from the day after it", () => {
    expect(deadlineText("2027-01-15", "2027-01-15")).toEqual({ text: "Avant le 15 janv. 2027", passed: false });
    expect(deadlineText("2027-01-15", "2027-01-16")).toEqual({ text: "Échéance dépassée (15 janv. 2027)", passed: true });
  });
});
