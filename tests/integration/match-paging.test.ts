import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCH_STATUSES, STATUS_TAB } from "../../src/shared/enums";
import { registeredClient, startTestServer, type ApiResponse, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MATCH_COUNT = 300;

/** A buyer with one need matched to 300 offers of one supplier, with statuses spread over all five. */
async function buyerWithManyMatches() {
  const buyer = await registeredClient(server.url, "buyer");
  const supplier = await registeredClient(server.url, "supplier");
  const need = await buyer.client.post("/api/needs", {
    title: "Fournitures de bureau",
    description: "Papier, stylos et classeurs pour nos agences.",
    category: "services",
    budget: 2000,
    location: "Nantes",
  });
  const db = server.services.database.client;
  for (let i = 0; i < MATCH_COUNT; i++) {
    const sector = i % 3 === 0 ? "textile" : "services";
    const offer = await db.execute({
      sql: "insert into offers (supplier_id, title, description, category, price, location) values (?, ?, ?, ?, ?, ?) returning id",
      args: [supplier.user.id, `Offre n°${i} ${i % 10 === 0 ? "Éco-papeterie" : "papier"}`, "Papier recyclé", sector, 10 + i, "Lyon"],
    });
    await db.execute({
      sql: "insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score, buyer_status) values (?, ?, ?, 0.5, 0.5, 1, ?)",
      // Scores repeat, so paging must order ties by id to reach every match exactly once.
      // All at or above the shown score (issue 20): the weaker leads are paged apart.
      args: [need.body.id, Number(offer.rows[0]!.id), 0.6 + (i % 40) / 100, MATCH_STATUSES[i % MATCH_STATUSES.length]!],
    });
  }
  return buyer;
}

describe("matches are filtered, paged and counted by the server", () => {
  it("a buyer with 300 matches reaches every one of them page by page, best first, and sees exact counts", async () => {
    const buyer = await buyerWithManyMatches();
    const seen: number[] = [];
    const scores: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ApiResponse<any> = await buyer.client.get(`/api/matches?limit=70${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-total-count")).toBe(String(MATCH_COUNT));
      seen.push(...res.body.map((m: any) => m.id));
      scores.push(...res.body.map((m: any) => m.hybridScore));
      cursor = res.headers.get("x-next-cursor");
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(MATCH_COUNT);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const counts = (await buyer.client.get("/api/matches/counts")).body;
    expect(counts.total).toBe(MATCH_COUNT);
    for (const status of MATCH_STATUSES) expect(counts.statuses[status]).toBe(MATCH_COUNT / MATCH_STATUSES.length);
    expect(counts.tabs.interested).toBe(counts.statuses.contacted + counts.statuses.favorited);
    expect(Object.values(counts.tabs).reduce((a: number, b) => a + (b as number), 0)).toBe(MATCH_COUNT);

    // Filters run in the database, and the total counts what they select over all pages.
    const tab = await buyer.client.get("/api/matches?tab=interested&limit=200");
    expect(tab.body).toHaveLength(counts.tabs.interested);
    // A first page that holds the whole selection counts it too, and says there is no next page.
    expect(tab.headers.get("x-total-count")).toBe(String(counts.tabs.interested));
    expect(tab.headers.get("x-next-cursor")).toBeNull();
    expect(tab.body.every((m: any) => STATUS_TAB[m.status as keyof typeof STATUS_TAB] === "interested")).toBe(true);
    const textile = await buyer.client.get("/api/matches?sector=textile&limit=5");
    expect(textile.headers.get("x-total-count")).toBe(String(MATCH_COUNT / 3));
    // The search ignores case and accents: "eco-PAPETERIE" finds "Éco-papeterie".
    const search = await buyer.client.get(`/api/matches?q=${encodeURIComponent("eco-PAPETERIE")}&limit=200`);
    expect(search.body).toHaveLength(MATCH_COUNT / 10);
    expect(search.headers.get("x-total-count")).toBe(String(MATCH_COUNT / 10));
  });

  it("refuses a forged cursor and an unknown sector with a French message", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const forged = await buyer.client.get("/api/matches?cursor=pas-un-curseur");
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe("Curseur de pagination invalide");
    // Well-formed JSON whose score is no number SQLite can bind ([1e400, 1] reads as Infinity).
    for (const keyset of ["[1e400,1]", "[-1e400,1]", "[0.5,1e300]"]) {
      const infinite = await buyer.client.get(`/api/matches?cursor=${Buffer.from(keyset).toString("base64url")}`);
      expect(infinite.status, keyset).toBe(400);
      expect(infinite.body.error).toBe("Curseur de pagination invalide");
    }
    const sector = await buyer.client.get("/api/matches?sector=lune");
    expect(sector.status).toBe(400);
    expect(sector.body.error).toBe("Catégorie inconnue");
  });

  it("a listed match says exactly what its detail says, to each party", async () => {
    const buyer = await registeredClient(server.url, "buyer", { companyName: "Cabinet Détail" });
    const supplier = await registeredClient(server.url, "supplier", { companyName: "Fournisseur Détail" });
    const db = server.services.database.client;
    const need = await db.execute({
      sql: "insert into needs (buyer_id, title, description, category, budget, location, keywords, specifications, images, urgency, deadline) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id",
      args: [buyer.user.id, "Écrans 27 pouces", "Pour nos bureaux", "technology", 4200.5, "Lyon", '["écran","27"]', '{"taille":27,"mat":true}', '["a.png"]', "high", "2027-03-01"],
    });
    const offer = await db.execute({
      sql: "insert into offers (supplier_id, title, description, category, price, location, keywords, specifications, images, delivery_time, certifications, min_order_quantity, status) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id",
      args: [supplier.user.id, "Moniteurs 27\"", "Dalles IPS", "technology", 189.9, "Paris", '["moniteur"]', '{"dalle":"IPS"}', '["b.png","c.png"]', "5 jours", '["ISO 9001"]', 3, "closed"],
    });
    await db.execute({
      sql: "insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score, matched_terms, buyer_status, supplier_status) values (?, ?, 0.71, 0.42, 0.83, 1, ?, 'favorited', 'contacted')",
      args: [Number(need.rows[0]!.id), Number(offer.rows[0]!.id), '["écran","27"]'],
    });
    for (const party of [buyer, supplier]) {
      const listed = (await party.client.get("/api/matches")).body as Array<Record<string, unknown> & { id: number }>;
      expect(listed).toHaveLength(1);
      const { constraints, interactions, messages, ranking, ...detail } = (await party.client.get(`/api/matches/${listed[0]!.id}`)).body as Record<string, unknown>;
      expect([constraints, interactions, messages].every((part) => part !== undefined)).toBe(true);
      // Only the detail says why the caller's own order moved it (issue 20 §3); nobody acted here.
      expect(ranking).toBeNull();
      expect(listed[0]).toEqual(detail);
    }
    expect(((await buyer.client.get("/api/matches")).body as Array<{ status: string; counterpartStatus: string }>)[0]).toMatchObject({ status: "favorited", counterpartStatus: "contacted" });
  });

  it("shows a listing as it is now, whoever changed it and however fast", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    const db = server.services.database.client;
    const need = Number((await db.execute({ sql: "insert into needs (buyer_id, title, description, category, budget, location) values (?, 'Palettes', 'Palettes Europe', 'logistics', 500, 'Lille') returning id", args: [buyer.user.id] })).rows[0]!.id);
    const offer = Number((await db.execute({ sql: "insert into offers (supplier_id, title, description, category, price, location) values (?, 'Palettes bois', 'Neuves', 'logistics', 9, 'Lille') returning id", args: [supplier.user.id] })).rows[0]!.id);
    await db.execute({ sql: "insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score) values (?, ?, 0.8, 0.7, 0.9, 1)", args: [need, offer] });
    const listed = async (client: typeof buyer.client) => ((await client.get("/api/matches")).body as Array<{ need: { title: string }; offer: { title: string; price: number } }>)[0]!;
    expect((await listed(buyer.client)).need.title).toBe("Palettes");
    // Written behind the server's back (as another process would), twice within a millisecond.
    await db.batch([
      { sql: "update needs set title = 'Palettes 80×120' where id = ?", args: [need] },
      { sql: "update needs set budget = 650 where id = ?", args: [need] },
      { sql: "update offers set title = 'Palettes bois traité', price = 11 where id = ?", args: [offer] },
    ]);
    expect((await listed(buyer.client)).need.title).toBe("Palettes 80×120");
    expect(await listed(supplier.client)).toMatchObject({ need: { title: "Palettes 80×120", budget: 650 }, offer: { title: "Palettes bois traité", price: 11 } });
  });
});
