/**
 * Product search answers only relevant products: a price sort for a laptop query shows no
 * forklift, and `totalResults` is exactly what "Voir plus" (offset paging) can reach.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, startServerWithCatalogue, type TestServer } from "../support/test-server";

let server: TestServer;
let client: ApiClient;

const catalogue = [
  { title: "Ordinateur portable 14 pouces professionnel", description: "PC portable Intel Core i5, 16 Go RAM, SSD 512 Go.", brand: "Numeris", price: 89900, category: "technology" },
  { title: "Laptop 15 pouces reconditionné", description: "Ordinateur portable reconditionné grade A, garantie un an.", brand: "Refurb", price: 45900, category: "technology" },
  { title: "PC portable ultraléger 13 pouces", description: "Notebook 1,1 kg, autonomie 14 h, SSD 1 To.", brand: "Numeris", price: 129900, category: "technology" },
  { title: "Sacoche pour ordinateur portable 15 pouces", description: "Sacoche matelassée, bandoulière.", brand: "Carry", price: 3900, category: "technology" },
  { title: "Chariot élévateur électrique 2 t", description: "Chariot frontal électrique, levée 4,5 m, batterie lithium.", brand: "Levatek", price: 2890000, category: "logistics" },
  { title: "Lit médicalisé électrique", description: "Mobilier médical pour EHPAD, relève-buste, barrières.", brand: "Medis", price: 149000, category: "healthcare" },
  { title: "Transpalette manuel 2 500 kg", description: "Fourches 1 150 mm, pour la manutention de palettes.", brand: "Levatek", price: 34900, category: "logistics" },
];

beforeAll(async () => {
  server = await startServerWithCatalogue(catalogue);
  client = new ApiClient(server.url);
});
afterAll(() => server.close());

interface SearchBody {
  products: Array<{ id: number; title: string; price: number }>;
  totalResults: number;
}

describe("product search paging", () => {
  it("sorts by price only the relevant products", async () => {
    for (const sort of ["price_asc", "price_desc", "newest"]) {
      const res = await client.get<SearchBody>(`/api/search?q=${encodeURIComponent("ordinateur portable")}&sort=${sort}&limit=50`);
      expect(res.status).toBe(200);
      const titles = res.body.products.map((p) => p.title).join(" | ");
      expect(titles).not.toMatch(/Chariot|Lit médicalisé|Transpalette/);
      expect(res.body.products.length).toBe(res.body.totalResults);
      expect(res.body.totalResults).toBeGreaterThanOrEqual(3);
    }
  });

  it("pages with offset through exactly totalResults products, in every sort", async () => {
    for (const sort of ["relevance", "price_asc"]) {
      const q = encodeURIComponent("ordinateur portable");
      const first = await client.get<SearchBody>(`/api/search?q=${q}&sort=${sort}&limit=1`);
      const total = first.body.totalResults;
      const seen: number[] = [];
      for (let offset = 0; offset < total; offset++) {
        const page = await client.get<SearchBody>(`/api/search?q=${q}&sort=${sort}&limit=1&offset=${offset}`);
        expect(page.body.totalResults).toBe(total);
        expect(page.body.products).toHaveLength(1);
        seen.push(page.body.products[0]!.id);
      }
      expect(new Set(seen).size).toBe(total);
      const after = await client.get<SearchBody>(`/api/search?q=${q}&sort=${sort}&limit=1&offset=${total}`);
      expect(after.body.products).toEqual([]);
      expect(after.body.totalResults).toBe(total);
    }
    expect((await client.get(`/api/search?q=pc&offset=-1`)).status).toBe(400);
  });
});
