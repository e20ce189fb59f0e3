import { describe, expect, it } from "vitest";
import { fieldLabel } from "./french-labels";

describe("fieldLabel", () => {
  it("names a field as its form does, and leaves a path no form names as it is", () => {
    expect(fieldLabel("deadline")).toBe("Date limite");
    expect(fieldLabel("companyName")).toBe("Nom de l'entreprise");
    expect(fieldLabel("images.0")).toBe("Images (n° 1)");
    expect(fieldLabel("ligne")).toBe("ligne");
    expect(fieldLabel("price", { price: "Prix (centimes)" })).toBe("Prix (centimes)");
  });
});
