import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateProducts } from "../../src/server/db/seed/generate";
import { importProducts } from "../../src/server/services/catalogue-import";
import { VALIDATION } from "../../src/shared/messages";
import { ApiClient, registeredClient, startServerWithCatalogue, type TestServer } from "../support/test-server";

let server: TestServer;
let client: ApiClient;

const catalogue = [
  { title: "Chariot élévateur électrique 2 t", description: "Chariot frontal électrique, levée 4,5 m, batterie lithium, pour entrepôt.", brand: "Levatek", price: 2890000, category: "logistics" },
  { title: "Transpalette manuel 2 500 kg", description: "Fourches 1 150 mm, roues polyuréthane, pour la manutention de palettes.", brand: "Levatek", price: 34900, category: "logistics" },
  { title: "Ordinateur portable 14 pouces professionnel", description: "PC portable Intel Core i5, 16 Go RAM, SSD 512 Go, Windows 11 Pro.", brand: "Numeris", price: 89900, category: "technology" },
  { title: "Écran 27 pouces QHD", description: "Moniteur de bureau IPS, réglable en hauteur, USB-C.", brand: "Numeris", price: 32900, category: "technology" },
  { title: "Cartons de déménagement double cannelure", description: "Lot de 50 cartons 60 × 40 × 40 cm, emballage robuste.", brand: "Embalis", price: 0, category: "packaging" },
  { title: "Gerbeur électrique 1,2 t", description: "Gerbeur à conducteur accompagnant, levée 3 m, pour stockage en rayonnage.", brand: "Levatek", price: 690000, category: "logistics" },
];

beforeAll(async () => {
  server = await startServerWithCatalogue(catalogue);
  client = new ApiClient(server.url);
});
afterAll(() => server.close());

describe("product catalogue", () => {
  it("lists products with prices in cents and counts a view", async () => {
    const list = await client.get("/api/products?limit=20");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(catalogue.length);
    expect(list.body[0]).toMatchObject({ title: catalogue[0]!.title, price: 2890000, views: 0 });
    const viewed = await client.get(`/api/products/${list.body[0].id}`);
    expect(viewed.body.views).toBe(1);
    expect((await client.get("/api/products/999999")).status).toBe(404);
  });

  it("ranks a clearly relevant product first", async () => {
    const res = await client.get(`/api/search?q=${encodeURIComponent("chariot élévateur")}&limit=10`);
    expect(res.status).toBe(200);
    expect(res.body.products[0].title).toBe("Chariot élévateur électrique 2 t");
    expect(res.body.totalResults).toBeGreaterThanOrEqual(1);
    expect(res.body.products.some((p: any) => p.title.startsWith("Cartons"))).toBe(false);
  });

  it("finds a synonym without shared words through the semantic score", async () => {
    const res = await client.get(`/api/search?q=laptop&alpha=1`);
    expect(res.body.products[0]?.title).toBe("Ordinateur portable 14 pouces professionnel");
  });

  it("alpha changes the order", async () => {
    const orders = new Set<string>();
    for (const alpha of [0, 0.5, 1]) {
      const res = await client.get(`/api/search?q=${encodeURIComponent("manutention de palettes en entrepôt")}&alpha=${alpha}`);
      orders.add(res.body.products.map((p: any) => p.id).join(","));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("sorts by price for real, price on request last", async () => {
    const res = await client.get(`/api/search?q=${encodeURIComponent("levatek chariot gerbeur transpalette")}&sort=price_asc`);
    const prices = res.body.products.map((p: any) => p.price);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const desc = await client.get(`/api/search?q=${encodeURIComponent("levatek chariot gerbeur transpalette")}&sort=price_desc`);
    expect(desc.body.products.map((p: any) => p.price)).toEqual([...prices].reverse());
  });

  it("refuses a blank query and caps the limit", async () => {
    const blank = await client.get("/api/search?q=%20%20");
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(VALIDATION.searchBlank);
    expect((await client.get("/api/search")).body.error).toBe(VALIDATION.searchBlank);
    expect((await client.get("/api/search?q=chariot&limit=5000")).status).toBe(400);
  });
});

describe("a repeated search", () => {
  const titles = async (q: string) => ((await client.get(`/api/search?q=${encodeURIComponent(q)}`)).body.products as Array<{ title: string; views: number }>);

  it("reads the view counts fresh, and finds a product added since the same search was made", async () => {
    const first = await titles("gerbeur électrique");
    const gerbeur = first.find((p) => p.title.startsWith("Gerbeur"))!;
    const id = ((await client.get("/api/products?limit=50")).body as Array<{ id: number; title: string }>).find((p) => p.title === gerbeur.title)!.id;
    await client.get(`/api/products/${id}`);
    expect((await titles("gerbeur électrique")).find((p) => p.title === gerbeur.title)!.views).toBe(gerbeur.views + 1);

    const report = await importProducts(server.services.database, [
      { title: "Gerbeur électrique compact 1 t", description: "Gerbeur électrique pour allées étroites, levée 2,9 m.", brand: "Levatek", price: 540000, category: "logistics" },
    ]);
    server.services.products.indexRows(report.rows);
    expect((await titles("gerbeur électrique")).map((p) => p.title)).toContain("Gerbeur électrique compact 1 t");
  });

  it("shows the view counts another process wrote since the same products were found", async () => {
    const first = (await titles("gerbeur électrique")).find((p) => p.title.startsWith("Gerbeur"))!;
    // Another process (the CLI) on its own connection: this server's commit count does not move.
    const other = createClient({ url: `file:${path.join(server.dataDir, "maillon.db")}` });
    try {
      await other.execute({ sql: "update products set views = views + 5 where title = ?", args: [first.title] });
    } finally {
      other.close();
    }
    expect((await titles("gerbeur électrique")).find((p) => p.title === first.title)!.views).toBe(first.views + 5);
  });

  it("gives searches answered together (a tRPC batch) the same products as one alone", async () => {
    await client.get(`/api/products/${((await client.get("/api/products?limit=1")).body as Array<{ id: number }>)[0]!.id}`);
    const input = encodeURIComponent(JSON.stringify({ 0: { q: "gerbeur chariot" }, 1: { q: "chariot gerbeur" } }));
    const batch = (await client.get(`/trpc/products.search,products.search?batch=1&input=${input}`)).body as Array<{ result: { data: { products: Array<{ id: number }> } } }>;
    const alone = (await client.get(`/api/search?q=${encodeURIComponent("gerbeur chariot")}`)).body.products as Array<{ id: number }>;
    expect(alone.length).toBeGreaterThan(0);
    for (const answer of batch) expect(answer.result.data.products.map((p) => p.id).sort()).toEqual(alone.map((p) => p.id).sort());
  });

  it("shows a row put back under the same id as it now is, not as an earlier search showed it", async () => {
    const before = (await titles("transpalette manuel")).find((p) => p.title.startsWith("Transpalette"))!;
    // What a reset and a new import by another process leave: the same id, another row (created later).
    await server.services.database.client.execute({
      sql: "update products set title = ?, price = ?, created_at = ? where title = ?",
      args: ["Transpalette manuel 2 500 kg (reconditionné)", 19900, "2030-01-01T00:00:00.000Z", before.title],
    });
    const after = (await titles("transpalette manuel")).find((p) => p.title.startsWith("Transpalette"))!;
    expect(after).toMatchObject({ title: "Transpalette manuel 2 500 kg (reconditionné)", price: 19900, createdAt: "2030-01-01T00:00:00.000Z" });
  });
});

describe("catalogue import", () => {
  it("imports the good rows and reports the bad ones with their position and reason", async () => {
    const report = await importProducts(server.services.database, [
      { title: "Palette bois 120 × 80", description: "Palette EUR neuve", brand: "Palbois", price: 1290 },
      { title: "", price: 100 },
      { title: "Film étirable", price: 12.5 },
      { title: "Image distante", price: 100, images: ["https://exemple.fr/a.jpg"] },
      // A path under two slashes names another host.
      { title: "Image d'un autre hôte", price: 100, images: ["//exemple.fr/a.jpg"] },
    ]);
    expect(report.imported).toBe(1);
    expect(report.rejected.map((r) => r.position)).toEqual([2, 3, 4, 5]);
    expect(report.rejected[3]!.reason).toMatch(/servies localement/);
    expect(report.rejected[1]!.reason).toMatch(/centimes/);
  });
});

describe("a search with a typo", () => {
  it("searches the catalogue's word instead and says what it searched", async () => {
    const res = await client.get(`/api/search?q=${encodeURIComponent("chariot élévatuer")}`);
    expect(res.status).toBe(200);
    expect(res.body.searchedFor).toBe("chariot élévateur");
    expect(res.body.products[0].title).toBe("Chariot élévateur électrique 2 t");
    const exact = await client.get(`/api/search?q=${encodeURIComponent("chariot élévateur")}`);
    expect(exact.body.searchedFor).toBeNull();
    expect(res.body.products.map((p: { id: number }) => p.id)).toEqual(exact.body.products.map((p: { id: number }) => p.id));
  });
});

describe("a search that names a brand", () => {
  it("lists that brand's products first, though its name and a common word share a stem, and so does an alert on it", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const alert = await buyer.client.post("/api/alerts", { name: "Carbonis", query: "carbonis", kind: "products", frequency: "daily", hour: 8, categories: [] });
    expect(alert.status).toBe(201);
    // The stemmer makes "Carbonis" and "carbone" one term: the carbon plate came first.
    const report = await importProducts(server.services.database, [
      { title: "Plaque en fibre de carbone 3 mm", description: "Plaque composite en carbone pour l'outillage et les gabarits.", brand: "Aérolys", price: 12900, category: "manufacturing" },
      { title: "Huile moteur 5W-40 en bidon de 5 L", description: "Huile de synthèse pour moteurs diesel et essence.", brand: "Carbonis", price: 3900, category: "automotive" },
    ]);
    server.services.products.indexRows(report.rows);
    const brands = async (q: string) => ((await client.get(`/api/search?q=${encodeURIComponent(q)}`)).body.products as Array<{ brand: string }>).map((p) => p.brand);
    expect(await brands("CARBONIS")).toEqual(["Carbonis", "Aérolys"]);
    // And a common word no longer finds a brand that only shares its stem (« cartons » listed Cartonia's bags first).
    expect(await brands("carbone")).toEqual(["Aérolys"]);
    // The alert's next digest lists them in the same order (it ordered them by score before).
    const preview = await buyer.client.post(`/api/alerts/${alert.body.id}/run`, {});
    expect(preview.status).toBe(200);
    expect((preview.body.items as Array<{ title: string }>).map((item) => item.title.split(" ")[0])).toEqual(["Huile", "Plaque"]);
  });
});

describe("a search that names a sector", () => {
  it("lists that sector's products first, by its label or another French name, in the singular or the plural", async () => {
    const found = async (q: string) => ((await client.get(`/api/search?q=${encodeURIComponent(q)}&limit=20`)).body.products as Array<{ title: string; category: string }>);
    // No product writes « informatique »: the search found nothing.
    expect((await found("informatique")).map((p) => p.category)).toEqual(["technology", "technology"]);
    const logistics = catalogue.filter((p) => p.category === "logistics").length;
    expect((await found("Logistique")).slice(0, logistics).map((p) => p.category)).toEqual(Array(logistics).fill("logistics"));
    expect((await found("emballages"))[0]?.title).toBe("Cartons de déménagement double cannelure");
    // A sector's word inside a longer query is one word among others.
    expect((await found("ordinateur informatique")).map((p) => p.title)).toEqual(["Ordinateur portable 14 pouces professionnel"]);
  });
});

describe("a search for a word no product carries", () => {
  it("answers with the nearest products and names the word", async () => {
    const res = await client.get(`/api/search?q=${encodeURIComponent("gerbeur zorglub")}`);
    expect(res.status).toBe(200);
    expect(res.body.products[0].title).toBe("Gerbeur électrique 1,2 t");
    expect(res.body.unmatchedWords).toEqual(["zorglub"]);
    expect((await client.get(`/api/search?q=${encodeURIComponent("gerbeur électrique")}`)).body.unmatchedWords).toEqual([]);
  });
});

describe("searches of a large catalogue answered at once", () => {
  let large: TestServer;
  beforeAll(async () => {
    // More products than the service keeps as cards (4,000): sorted searches read up to 500 each.
    large = await startServerWithCatalogue(generateProducts(4_600, 20261129).map(({ title, description, brand, price, category }) => ({ title, description, brand, price, category })));
  }, 120_000);
  afterAll(() => large.close());

  it("answers each sorted search of a tRPC batch as it answers it alone, the catalogue larger than the cards kept", async () => {
    const api = new ApiClient(large.url);
    // Ten, the most a batch may hold; each sorted search reads up to 500 cards.
    const words = ["informatique", "emballage", "logistique", "sécurité", "énergie", "textile", "santé", "alimentaire", "industrie", "construction"];
    const inputs = words.map((q) => ({ q, sort: "price_asc", limit: 50 }));
    const ids = (products: Array<{ id: number }>) => products.map((p) => p.id);
    // Each alone, in turn: the kept cards are the last searches', the first ones' partly pushed out.
    const alone: number[][] = [];
    for (const input of inputs) alone.push(ids((await api.get(`/trpc/products.search?input=${encodeURIComponent(JSON.stringify(input))}`)).body.result.data.products));
    expect(alone.filter((list) => list.length > 0).length).toBeGreaterThan(6);
    // Answered together, their reads interleave: a call's kept cards may go while it waits for its counts.
    const batch = (await api.get(`/trpc/${inputs.map(() => "products.search").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))))}`)).body as Array<{ result: { data: { products: Array<{ id: number }> } } }>;
    expect(batch.map((answer) => ids(answer.result.data.products))).toEqual(alone);
  });
});
