import { describe, expect, it } from "vitest";
import { BrandNames, brandWords } from "./brand-names";

describe("brand names", () => {
  it("compares words without case, accents or punctuation", () => {
    expect(brandWords("Vigie Sécurité")).toEqual(["vigie", "securite"]);
    expect(brandWords("Recharg'")).toEqual(["recharg"]);
  });

  it("is named by a query that holds every word of the brand, and by nothing less", () => {
    const brands = new BrandNames();
    brands.set(1, "Vigie Sécurité");
    brands.set(2, "Carbonis");
    brands.set(3, "Carbonis");
    expect([...brands.productsNamedBy("caméra VIGIE securite")]).toEqual([1]);
    expect([...brands.productsNamedBy("sécurité")]).toEqual([]);
    expect([...brands.productsNamedBy("huile carbonis")].sort()).toEqual([2, 3]);
    expect([...brands.productsNamedBy("carbone")]).toEqual([]);
    brands.set(4, "Les");
    expect([...brands.productsNamedBy("les gants")]).toEqual([]);
  });

  it("follows a product's brand when it changes or goes", () => {
    const brands = new BrandNames();
    brands.set(2, "Carbonis");
    brands.set(3, "Carbonis");
    brands.set(3, "Autalis");
    brands.delete(2);
    expect([...brands.productsNamedBy("carbonis")]).toEqual([]);
    expect([...brands.productsNamedBy("autalis")]).toEqual([3]);
  });
});
