import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RANKING } from "../../src/shared/messages";
import { registeredClient, startTestServer, type ApiClient, type ApiResponse, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const listing = (title: string, description: string, category: string) => ({ title, description, category, location: "Lille" });

async function publish(client: ApiClient, path: "/api/needs" | "/api/offers", body: Record<string, unknown>): Promise<number> {
  const res = await client.post(path, path === "/api/needs" ? { ...body, budget: 10000 } : { ...body, price: 500 });
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

/**
 * A buyer with two close needs (laptops for two teams) and suppliers of office rentals, laptops
 * and pastries. The listings are published for real (their embeddings are stored); the matches
 * are then set with chosen scores, so that the order before any action is known.
 */
async function marketplace() {
  const buyer = await registeredClient(server.url, "buyer");
  const rentals = await registeredClient(server.url, "supplier");
  const laptops = await registeredClient(server.url, "supplier");
  const bakery = await registeredClient(server.url, "supplier");
  const offers = {
    rental: await publish(rentals.client, "/api/offers", listing("Bureaux à louer à Lille", "Plateau de bureaux équipés de 200 m², fibre, parking, disponible de suite.", "real_estate")),
    otherRental: await publish(rentals.client, "/api/offers", listing("Bureaux équipés à louer à Lille Euralille", "Plateau de bureaux équipés de 150 m², fibre et parking, bail flexible.", "real_estate")),
    laptop: await publish(laptops.client, "/api/offers", listing("Ordinateurs portables reconditionnés", "PC portables 14 pouces, Intel Core i5, 16 Go de RAM, SSD 512 Go, garantie 2 ans.", "technology")),
    otherLaptop: await publish(laptops.client, "/api/offers", listing("PC portables reconditionnés grade A", "Ordinateurs portables 14 pouces, Core i5, 16 Go de RAM, SSD, garantie 2 ans.", "technology")),
    pastries: await publish(bakery.client, "/api/offers", listing("Viennoiseries surgelées", "Croissants et pains au chocolat pur beurre, cartons de 60 pièces.", "food")),
  };
  const sales = await publish(buyer.client, "/api/needs", listing("Ordinateurs portables pour nos commerciaux", "Nous équipons l'équipe commerciale de PC portables légers, 16 Go de mémoire, SSD.", "technology"));
  const accounting = await publish(buyer.client, "/api/needs", listing("Ordinateurs portables pour notre service comptable", "Nous équipons le service comptable de PC portables, 16 Go de mémoire, SSD.", "technology"));
  const db = server.services.database.client;
  await db.execute({ sql: "delete from matches where need_id in (?, ?)", args: [sales, accounting] });
  const ids: Record<string, number> = {};
  const pairs: Array<[string, number, number, number]> = [
    ["salesRental", sales, offers.rental, 0.6],
    ["salesLaptop", sales, offers.laptop, 0.62],
    ["salesOtherRental", sales, offers.otherRental, 0.58],
    ["accountingOtherRental", accounting, offers.otherRental, 0.7],
    ["accountingPastries", accounting, offers.pastries, 0.66],
    ["accountingOtherLaptop", accounting, offers.otherLaptop, 0.62],
  ];
  for (const [name, need, offer, score] of pairs) {
    const row = await db.execute({
      sql: "insert into matches (need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score) values (?, ?, ?, 0.5, 0.5, 1) returning id",
      args: [need, offer, score],
    });
    ids[name] = Number(row.rows[0]!.id);
  }
  return { buyer, rentals, ids: ids as Record<"salesRental" | "salesLaptop" | "salesOtherRental" | "accountingOtherRental" | "accountingPastries" | "accountingOtherLaptop", number> };
}

async function listIds(client: ApiClient, query = ""): Promise<number[]> {
  const res = await client.get(`/api/matches?limit=50${query}`);
  expect(res.status).toBe(200);
  return (res.body as { id: number }[]).map((match) => match.id);
}

/** Every page of the caller's list through the cursor. */
async function pagedIds(client: ApiClient, limit: number): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res: ApiResponse = await client.get(`/api/matches?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    seen.push(...(res.body as { id: number }[]).map((match) => match.id));
    cursor = res.headers.get("x-next-cursor");
    if (!cursor) break;
  }
  return seen;
}

describe("a user's own actions reorder their own lists (issue 20 §3)", () => {
  it("after ignoring an office rental, a similar rental of the buyer's other need ranks lower for that buyer only, with the reason", async () => {
    const { buyer, rentals, ids } = await marketplace();
    const accounting = [ids.accountingOtherRental, ids.accountingPastries, ids.accountingOtherLaptop];
    const supplierBefore = await listIds(rentals.client);
    expect((await listIds(buyer.client)).filter((id) => accounting.includes(id))).toEqual(accounting);

    const rejected = await buyer.client.post("/api/interactions", { matchId: ids.salesRental, action: "reject" });
    expect(rejected.status).toBe(201);

    // The similar rental of the other need falls below the pastries and the laptops…
    const after = await listIds(buyer.client);
    expect(after.filter((id) => accounting.includes(id))).toEqual([ids.accountingPastries, ids.accountingOtherLaptop, ids.accountingOtherRental]);
    const detail = await buyer.client.get(`/api/matches/${ids.accountingOtherRental}`);
    expect(detail.body).toMatchObject({ hybridScore: 0.7, ranking: { reason: "ignored", explanation: RANKING.ignored.buyer } });
    expect(detail.body.ranking.adjustment).toBeLessThan(0);
    // The similar rental of the same need moves too; the ignored match itself is not "semblable" to itself.
    expect((await buyer.client.get(`/api/matches/${ids.salesOtherRental}`)).body.ranking).toMatchObject({ reason: "ignored" });
    expect((await buyer.client.get(`/api/matches/${ids.salesRental}`)).body).toMatchObject({ status: "ignored", ranking: null });
    // …the pastries, like nothing the buyer did, do not move, and the stored scores stay.
    expect((await buyer.client.get(`/api/matches/${ids.accountingPastries}`)).body).toMatchObject({ hybridScore: 0.66, ranking: null });

    // The supplier's own list and detail are untouched.
    expect(await listIds(rentals.client)).toEqual(supplierBefore);
    const supplierDetail = await rentals.client.get(`/api/matches/${ids.accountingOtherRental}`);
    expect(supplierDetail.body).toMatchObject({ status: "new", counterpartStatus: "new", ranking: null });
    const stored = await server.services.database.client.execute({
      sql: "select count(*) as n from matches where id in (?, ?, ?) and supplier_adjust != 0",
      args: [ids.salesRental, ids.salesOtherRental, ids.accountingOtherRental],
    });
    expect(Number(stored.rows[0]!.n)).toBe(0);

    // Paging with the cursor follows the buyer's own order and returns every match once.
    const paged = await pagedIds(buyer.client, 2);
    expect(paged).toEqual(after);
    expect(new Set(paged).size).toBe(Object.keys(ids).length);

    // Recomputing from the same actions changes nothing (a view does not recompute, a reject again is the same).
    await buyer.client.post("/api/interactions", { matchId: ids.salesRental, action: "reject" });
    expect(await listIds(buyer.client)).toEqual(after);
  });

  it("a favourite lifts similar matches, and taking it back puts them back", async () => {
    const { buyer, ids } = await marketplace();
    const accounting = [ids.accountingOtherRental, ids.accountingPastries, ids.accountingOtherLaptop];
    const before = await listIds(buyer.client);

    const favourite = await buyer.client.post("/api/interactions", { matchId: ids.salesLaptop, action: "favorite" });
    expect(favourite.status).toBe(201);
    const after = await listIds(buyer.client);
    // The laptops of the other need (0.62) pass the pastries (0.66), not the rental (0.70).
    expect(after.filter((id) => accounting.includes(id))).toEqual([ids.accountingOtherRental, ids.accountingOtherLaptop, ids.accountingPastries]);
    const detail = await buyer.client.get(`/api/matches/${ids.accountingOtherLaptop}`);
    expect(detail.body).toMatchObject({ hybridScore: 0.62, ranking: { reason: "liked", explanation: RANKING.liked.buyer } });
    expect(await pagedIds(buyer.client, 4)).toEqual(after);

    await buyer.client.post("/api/interactions", { matchId: ids.salesLaptop, action: "unfavorite" });
    expect(await listIds(buyer.client)).toEqual(before);
    expect((await buyer.client.get(`/api/matches/${ids.accountingOtherLaptop}`)).body.ranking).toBeNull();
  });

  it("a first message lifts similar matches as a contact from the matches page does", async () => {
    const { buyer, ids } = await marketplace();
    const written = await buyer.client.post(`/api/matches/${ids.salesLaptop}/messages`, { body: "Bonjour, pouvez-vous nous faire un devis pour 12 postes ?" });
    expect(written.status).toBe(201);
    expect((await buyer.client.get(`/api/matches/${ids.salesLaptop}`)).body).toMatchObject({ status: "contacted" });
    expect((await buyer.client.get(`/api/matches/${ids.accountingOtherLaptop}`)).body.ranking).toMatchObject({ reason: "liked", explanation: RANKING.liked.buyer });
  });

  it("a need published after an ignore has its matches ordered by it at once", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    const laptop = await publish(supplier.client, "/api/offers", listing("Ordinateurs portables reconditionnés", "PC portables 14 pouces, Intel Core i5, 16 Go de RAM, SSD 512 Go, garantie 2 ans.", "technology"));
    const first = await publish(buyer.client, "/api/needs", listing("Ordinateurs portables pour nos commerciaux", "Nous équipons l'équipe commerciale de PC portables légers, 16 Go de mémoire, SSD.", "technology"));
    const matches = async () => (await buyer.client.get("/api/matches?limit=200&leads=shown")).body.concat((await buyer.client.get("/api/matches?limit=200&leads=other")).body) as { id: number; need: { id: number }; offer: { id: number } }[];
    const ignored = (await matches()).find((m) => m.need.id === first && m.offer.id === laptop);
    expect(ignored).toBeDefined();
    expect((await buyer.client.post("/api/interactions", { matchId: ignored!.id, action: "reject" })).status).toBe(201);

    const second = await publish(buyer.client, "/api/needs", listing("Ordinateurs portables pour notre service comptable", "Nous équipons le service comptable de PC portables, 16 Go de mémoire, SSD.", "technology"));
    const fresh = (await matches()).find((m) => m.need.id === second && m.offer.id === laptop);
    expect(fresh).toBeDefined();
    const detail = await buyer.client.get(`/api/matches/${fresh!.id}`);
    expect(detail.body.ranking).toMatchObject({ reason: "ignored", explanation: RANKING.ignored.buyer });
    // The supplier, who did nothing, sees it as it is.
    expect((await supplier.client.get(`/api/matches/${fresh!.id}`)).body.ranking).toBeNull();
  });
});
