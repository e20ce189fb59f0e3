import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFY_MIN_SCORE } from "../../src/engine";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";
import { tableDigest } from "../support/table-digest";
import { VALIDATION } from "../../src/shared/messages";
import { addDays, utcToday } from "../../src/shared/dates";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const laptopOffer = {
  title: "Ordinateurs portables professionnels reconditionnés",
  description: "PC portables 14 pouces, Intel Core i5, 16 Go de RAM, SSD 512 Go, garantie 2 ans, livrés configurés pour votre parc informatique.",
  category: "technology",
  price: 450,
  location: "Lyon",
  deliveryTime: "sous 5 jours ouvrés",
  keywords: ["ordinateur portable", "laptop", "reconditionné"],
  certifications: ["ISO 9001"],
  minOrderQuantity: 5,
};

const bakeryOffer = {
  title: "Viennoiseries surgelées pour la restauration",
  description: "Croissants et pains au chocolat pur beurre surgelés, cartons de 60 pièces, livraison en camion frigorifique.",
  category: "food",
  price: 35,
  location: "Rennes",
  deliveryTime: "48h",
  keywords: ["viennoiserie", "surgelé", "boulangerie"],
  certifications: ["HACCP"],
  minOrderQuantity: 10,
};

const laptopNeed = {
  title: "Achat de 20 ordinateurs portables pour nos commerciaux",
  description: "Nous équipons notre équipe commerciale de PC portables légers avec 16 Go de mémoire et un SSD, livrés avant le printemps.",
  category: "technology",
  budget: 12000,
  location: "Lyon",
  deadline: addDays(utcToday(), 100),
  keywords: ["ordinateur portable", "laptop", "pc portable"],
  specifications: { quantity: 20 },
};

async function setup() {
  const supplier = await registeredClient(server.url, "supplier");
  const otherSupplier = await registeredClient(server.url, "supplier");
  const laptop = await supplier.client.post("/api/offers", laptopOffer);
  const bakery = await otherSupplier.client.post("/api/offers", bakeryOffer);
  const buyer = await registeredClient(server.url, "buyer");
  const need = await buyer.client.post("/api/needs", laptopNeed);
  return { supplier, otherSupplier, buyer, laptopId: laptop.body.id, bakeryId: bakery.body.id, need: need.body };
}

describe("publishing creates matches", () => {
  it("a need matches the relevant offer with scores in [0, 1] and not the unrelated one", async () => {
    const { buyer, laptopId, bakeryId, need } = await setup();
    expect(need.matchesCreated).toBeGreaterThanOrEqual(1);
    const matches = await buyer.client.get("/api/matches");
    expect(matches.status).toBe(200);
    const laptopMatch = matches.body.find((m: any) => m.offer.id === laptopId);
    expect(laptopMatch).toBeDefined();
    expect(matches.body.find((m: any) => m.offer.id === bakeryId)).toBeUndefined();
    for (const key of ["hybridScore", "tfidfScore", "semanticScore", "categoryScore", "matchScore", "tfIdfScore"]) {
      expect(laptopMatch[key]).toBeGreaterThanOrEqual(0);
      expect(laptopMatch[key]).toBeLessThanOrEqual(1);
    }
    expect(laptopMatch.matchScore).toBe(laptopMatch.hybridScore);
    expect(laptopMatch.categoryScore).toBe(1);
    expect(laptopMatch).toMatchObject({ status: "new", tab: "pending", need: { id: need.id, buyer: { id: buyer.user.id } } });
    expect(laptopMatch.matchedTerms.length).toBeGreaterThan(0);
  });

  it("the supplier sees the match of its offer with its own status; other suppliers do not", async () => {
    const { supplier, otherSupplier, need } = await setup();
    const theirs = await supplier.client.get("/api/matches");
    expect(theirs.body.find((m: any) => m.need.id === need.id)).toMatchObject({ status: "new", offer: { supplier: { id: supplier.user.id } } });
    const others = await otherSupplier.client.get("/api/matches");
    expect(others.body.find((m: any) => m.need.id === need.id)).toBeUndefined();
  });

  it("notifies the supplier of a strong new match, with the terms it shares", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    await supplier.client.post("/api/offers", {
      title: "Location et montage d'échafaudages de façade",
      description: "Échafaudages de façade en location avec montage, démontage et filets de protection pour vos chantiers de ravalement.",
      category: "construction",
      price: 6000,
      location: "Bordeaux",
      keywords: ["échafaudage", "façade", "ravalement"],
    });
    const buyer = await registeredClient(server.url, "buyer");
    await buyer.client.post("/api/needs", {
      title: "Échafaudage de façade pour un ravalement",
      description: "Ravalement de la façade de notre immeuble : location d'échafaudage avec montage et démontage pendant trois mois.",
      category: "construction",
      budget: 15000,
      location: "Bordeaux",
      keywords: ["échafaudage", "ravalement de façade"],
    });
    const [match] = (await supplier.client.get("/api/matches")).body;
    expect(match.hybridScore).toBeGreaterThanOrEqual(NOTIFY_MIN_SCORE);
    const notifications = await supplier.client.get("/api/notifications");
    const notice = notifications.body.find((n: any) => n.matchId === match.id);
    expect(notice).toMatchObject({ type: "match", title: "Nouveau match", isRead: false });
    expect(notice.details).toMatch(/échafaudage/i);
  });

  it("an offer published later matches the existing need", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const need = await buyer.client.post("/api/needs", { ...laptopNeed, title: "Laptops pour le service comptable" });
    const supplier = await registeredClient(server.url, "supplier");
    const offer = await supplier.client.post("/api/offers", laptopOffer);
    expect(offer.body.matchesCreated).toBeGreaterThanOrEqual(1);
    const matches = await buyer.client.get("/api/matches");
    expect(matches.body.some((m: any) => m.need.id === need.body.id && m.offer.id === offer.body.id)).toBe(true);
  });
});

describe("what users do with matches", () => {
  it("statuses are per side and follow the tabs; view never downgrades", async () => {
    const { buyer, supplier, laptopId } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    const contacted = await supplier.client.post("/api/interactions", { matchId: match.id, action: "contact", notes: "Bonjour" });
    expect(contacted.status).toBe(201);
    expect(contacted.body).toMatchObject({ status: "contacted", tab: "interested" });
    const viewed = await supplier.client.post("/api/interactions", { matchId: match.id, action: "view" });
    expect(viewed.body.status).toBe("contacted");
    // The buyer's side is untouched and the buyer is told.
    const buyerSide = (await buyer.client.get("/api/matches")).body.find((m: any) => m.id === match.id);
    expect(buyerSide).toMatchObject({ status: "new", counterpartStatus: "contacted" });
    const notices = await buyer.client.get("/api/notifications");
    expect(notices.body.some((n: any) => n.type === "contact" && n.matchId === match.id)).toBe(true);

    const rejected = await buyer.client.post("/api/interactions", { matchId: match.id, action: "reject" });
    expect(rejected.body).toMatchObject({ status: "ignored", tab: "rejected" });
    // The supplier is not told « Ignoré »: the match reads as seen, and the ignore is not in its history.
    const supplierSide = await supplier.client.get(`/api/matches/${match.id}`);
    expect(supplierSide.body).toMatchObject({ status: "contacted", counterpartStatus: "viewed" });
    expect(supplierSide.body.interactions.map((i: any) => i.action)).not.toContain("reject");
    // Their next message waits in the thread without ringing the buyer who ignored the match.
    const rings = async () => (await buyer.client.get("/api/notifications")).body.filter((n: any) => n.matchId === match.id).length;
    const ringsBefore = await rings();
    expect((await supplier.client.post(`/api/matches/${match.id}/messages`, { body: "Relance : avez-vous vu notre offre ?" })).status).toBe(201);
    expect(await rings()).toBe(ringsBefore);
    // Opening its details in « Ignorées » reads it; it stays ignored until reconsidered.
    const readAgain = await buyer.client.post("/api/interactions", { matchId: match.id, action: "view" });
    expect(readAgain.body).toMatchObject({ status: "ignored", tab: "rejected" });
    const reconsidered = await buyer.client.post("/api/interactions", { matchId: match.id, action: "favorite" });
    expect(reconsidered.body).toMatchObject({ status: "favorited", tab: "interested" });
    const patched = await buyer.client.patch(`/api/matches/${match.id}`, { status: "rejected" });
    expect(patched.body).toMatchObject({ status: "ignored" });
    const pending = await buyer.client.patch(`/api/matches/${match.id}`, { status: "pending" });
    expect(pending.body.status).toBe("new");

    const detail = await buyer.client.get(`/api/matches/${match.id}`);
    expect(detail.body.interactions.map((i: any) => i.action)).toEqual(["contact", "view", "reject", "contact", "view", "favorite"]);
    expect(detail.body.constraints).toMatchObject({ priceWithinBudget: true });
  });

  it("keeps the history and the counterpart's bell free of repeats: a contact sent twice, the details opened twice the same day", async () => {
    const { buyer, supplier, laptopId } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    for (let i = 0; i < 3; i++) expect((await buyer.client.post("/api/interactions", { matchId: match.id, action: "contact", notes: "Bonjour" })).status).toBe(201);
    for (let i = 0; i < 2; i++) await buyer.client.post("/api/interactions", { matchId: match.id, action: "view" });
    const contacts = (await supplier.client.get("/api/notifications")).body.filter((n: any) => n.type === "contact" && n.matchId === match.id);
    expect(contacts).toHaveLength(1);
    // Other words are news.
    await buyer.client.post("/api/interactions", { matchId: match.id, action: "contact", notes: "Pouvez-vous livrer à Lille ?" });
    expect((await supplier.client.get("/api/notifications")).body.filter((n: any) => n.type === "contact" && n.matchId === match.id)).toHaveLength(2);
    const detail = await buyer.client.get(`/api/matches/${match.id}`);
    expect(detail.body.interactions.map((i: any) => i.action)).toEqual(["contact", "view", "contact"]);
  });

  it("another user's match is 403, an unknown one 404, a bad action 400", async () => {
    const { buyer, otherSupplier, laptopId } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    const touched = ["matches", "interactions", "messages", "notifications"];
    const before = await tableDigest(server, touched);
    expect((await otherSupplier.client.get(`/api/matches/${match.id}`)).status).toBe(403);
    expect((await otherSupplier.client.patch(`/api/matches/${match.id}`, { status: "contacted" })).status).toBe(403);
    expect((await otherSupplier.client.post("/api/interactions", { matchId: match.id, action: "contact" })).status).toBe(403);
    expect((await otherSupplier.client.post(`/api/matches/${match.id}/messages`, { body: "Bonjour" })).status).toBe(403);
    expect(await tableDigest(server, touched)).toBe(before);
    expect((await buyer.client.get("/api/matches/999999")).status).toBe(404);
    const badAction = await buyer.client.post("/api/interactions", { matchId: match.id, action: "delete" });
    expect(badAction.status).toBe(400);
    expect(badAction.body.error).toBe(VALIDATION.matchAction);
    const badStatus = await buyer.client.patch(`/api/matches/${match.id}`, { status: "won" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe(VALIDATION.matchStatus);
    expect(await tableDigest(server, touched)).toBe(before);
    expect((await new ApiClient(server.url).get("/api/matches")).status).toBe(401);
  });

  it("the two parties exchange messages on a match", async () => {
    const { buyer, supplier, laptopId } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    const sent = await buyer.client.post(`/api/matches/${match.id}/messages`, { body: "Pouvez-vous livrer 20 postes avant mars ?" });
    expect(sent.status).toBe(201);
    await supplier.client.post(`/api/matches/${match.id}/messages`, { body: "Oui, sous 5 jours ouvrés." });
    const detail = await supplier.client.get(`/api/matches/${match.id}`);
    expect(detail.body.messages.map((m: any) => m.body)).toEqual(["Pouvez-vous livrer 20 postes avant mars ?", "Oui, sous 5 jours ouvrés."]);
  });

  /**
   * The text-only scores of the pair (need of `client`, offer). The keyword score also depends on
   * the corpus statistics at scoring time, so two needs scored at different moments compare on
   * these.
   */
  async function pairScores(client: ApiClient, needId: number, offerId: number) {
    const match = (await client.get("/api/matches")).body.find((m: any) => m.need.id === needId && m.offer.id === offerId);
    return match && { semanticScore: match.semanticScore, categoryScore: match.categoryScore };
  }

  it("editing a need re-scores its matches with the new text and keeps what the parties did", async () => {
    const { buyer, supplier, laptopId, need } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    await supplier.client.post("/api/interactions", { matchId: match.id, action: "contact" });
    const description = `${laptopNeed.description} Garantie de deux ans souhaitée, écran 14 pouces, processeur Intel Core i5.`;
    const edited = await buyer.client.patch(`/api/needs/${need.id}`, { description });
    expect(edited.status).toBe(200);
    const after = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    expect(after).toMatchObject({ id: match.id, counterpartStatus: "contacted" });
    // The edited need is scored with its new embedding: exactly as the same text published afresh.
    const twin = await registeredClient(server.url, "buyer");
    const fresh = await twin.client.post("/api/needs", { ...laptopNeed, description });
    expect(await pairScores(buyer.client, need.id, laptopId)).toEqual(await pairScores(twin.client, fresh.body.id, laptopId));
    expect(after.hybridScore).not.toBe(match.hybridScore);
  });

  it("an edit that changes the subject is scored with its new embedding, not the old one", async () => {
    const { buyer, need, bakeryId, laptopId } = await setup();
    const bakeryNeed = {
      title: "Viennoiseries surgelées pour notre cafétéria",
      description: "Croissants et pains au chocolat pur beurre surgelés, livrés en camion frigorifique chaque semaine.",
      category: "food",
      keywords: ["viennoiserie", "surgelé"],
    };
    expect((await buyer.client.patch(`/api/needs/${need.id}`, bakeryNeed)).status).toBe(200);
    const twin = await registeredClient(server.url, "buyer");
    const fresh = await twin.client.post("/api/needs", { ...laptopNeed, ...bakeryNeed });
    const edited = await pairScores(buyer.client, need.id, bakeryId);
    expect(edited).toBeDefined();
    expect(edited).toEqual(await pairScores(twin.client, fresh.body.id, bakeryId));
    expect(await pairScores(buyer.client, need.id, laptopId)).toBeUndefined();
  });

  it("editing a need keeps its matches with closed offers, their history and messages", async () => {
    const { buyer, supplier, laptopId, need } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    await supplier.client.post("/api/interactions", { matchId: match.id, action: "contact" });
    await supplier.client.post(`/api/matches/${match.id}/messages`, { body: "Bonjour, nous pouvons livrer en mars." });
    expect((await supplier.client.post(`/api/offers/${laptopId}/close`)).status).toBe(200);
    expect((await buyer.client.patch(`/api/needs/${need.id}`, { title: "Achat de 25 ordinateurs portables" })).status).toBe(200);
    const detail = await buyer.client.get(`/api/matches/${match.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.messages.map((m: any) => m.body)).toEqual(["Bonjour, nous pouvons livrer en mars."]);
    expect(detail.body.interactions.map((i: any) => i.action)).toContain("contact");
  });

  it("closing a need removes it from matching: a new offer does not match it", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const need = await buyer.client.post("/api/needs", { ...laptopNeed, title: "Laptops pour la direction" });
    await buyer.client.post(`/api/needs/${need.body.id}/close`);
    const supplier = await registeredClient(server.url, "supplier");
    await supplier.client.post("/api/offers", laptopOffer);
    const matches = await supplier.client.get("/api/matches");
    expect(matches.body.some((m: any) => m.need.id === need.body.id)).toBe(false);
  });
});

describe("a need whose deadline has passed", () => {
  it("keeps its matches as history and gets no new one, by publication, edit or re-match, until its owner moves the deadline", async () => {
    const { buyer, laptopId, need } = await setup();
    const over = addDays(utcToday(), -10);
    await server.services.database.client.execute({ sql: "update needs set deadline = ? where id = ?", args: [over, need.id] });
    // The hourly job of every server process takes it out of its engine.
    expect(await server.services.matching.dropLapsedNeeds()).toBeGreaterThanOrEqual(1);
    const matchedOffers = async () => (await buyer.client.get(`/api/matches?limit=100`)).body.filter((m: any) => m.need.id === need.id).map((m: any) => m.offer.id);
    expect(await matchedOffers()).toContain(laptopId);

    const late = await registeredClient(server.url, "supplier");
    const offer = await late.client.post("/api/offers", { ...laptopOffer, title: "PC portables 14 pouces pour équipes commerciales" });
    expect(offer.status).toBe(201);
    const seen = async () => (await late.client.get("/api/matches?limit=100")).body.some((m: any) => m.need.id === need.id);
    expect(await seen()).toBe(false);
    const bell = await late.client.get("/api/notifications");
    expect(JSON.stringify(bell.body)).not.toContain(need.title);

    // An edit that keeps the passed deadline (the form sends it back) is saved, unmatched.
    const edited = await buyer.client.patch(`/api/needs/${need.id}`, { description: `${laptopNeed.description} Écran 14 pouces.`, deadline: over });
    expect(edited.status).toBe(200);
    expect(await seen()).toBe(false);
    await server.services.matching.rematchAll({ threads: 0 });
    expect(await seen()).toBe(false);
    expect(await matchedOffers()).toContain(laptopId);

    // Moved forward, it is in play again.
    const moved = await buyer.client.patch(`/api/needs/${need.id}`, { deadline: addDays(utcToday(), 30) });
    expect(moved.status).toBe(200);
    expect(await seen()).toBe(true);
  });
});

describe("re-matching (admin)", () => {
  async function adminClient() {
    const admin = await registeredClient(server.url, "buyer");
    await server.services.database.client.execute({ sql: "update users set account_type = 'admin', totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at = '2026-01-01T00:00:00.000Z' where id = ?", args: [admin.user.id] });
    return admin.client;
  }

  it("is refused to non-admins", async () => {
    const { buyer } = await setup();
    const touched = ["matches", "notifications", "events"];
    const before = await tableDigest(server, touched);
    expect((await buyer.client.post("/api/rematch")).status).toBe(403);
    expect((await buyer.client.post("/api/trigger-matching")).status).toBe(403);
    expect((await new ApiClient(server.url).post("/api/rematch")).status).toBe(401);
    expect(await tableDigest(server, touched)).toBe(before);
  });

  it("recomputes every match and keeps each party's status for the pairs that remain", async () => {
    const { buyer, supplier, laptopId } = await setup();
    const match = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    await supplier.client.post("/api/interactions", { matchId: match.id, action: "favorite" });
    await buyer.client.post("/api/interactions", { matchId: match.id, action: "contact" });
    const admin = await adminClient();
    const res = await admin.post("/api/rematch");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ totalMatches: expect.any(Number), created: 0, removed: 0, matchesCreated: 0 }));
    expect(res.body.updated).toBeGreaterThanOrEqual(1);
    const after = (await buyer.client.get("/api/matches")).body.find((m: any) => m.offer.id === laptopId);
    expect(after).toMatchObject({ id: match.id, status: "contacted", counterpartStatus: "favorited" });
    const trigger = await admin.post("/api/trigger-matching");
    expect(trigger.body).toEqual(expect.objectContaining({ message: expect.any(String), matchesCreated: 0, notificationsSent: expect.any(Number) }));
  });
});
