import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, utcToday } from "../../src/shared/dates";
import { ERRORS, VALIDATION } from "../../src/shared/messages";
import { tableDigest } from "../support/table-digest";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

/** A deadline three months ahead, whenever the suite runs. */
const DEADLINE = addDays(utcToday(), 90);

/** What publishing or changing a listing writes: compared before and after a refused write. */
const LISTING_TABLES = ["needs", "offers", "matches", "notifications", "events"];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const need = (overrides: Record<string, unknown> = {}) => ({
  title: "Nettoyage de bureaux 800 m²",
  description: "Entretien quotidien de nos bureaux à Lyon : sols, sanitaires, vitres une fois par mois.",
  category: "services",
  budget: 24000,
  currency: "EUR",
  urgency: "medium",
  location: "Lyon",
  deadline: DEADLINE,
  keywords: ["nettoyage", "bureaux"],
  specifications: {},
  images: [],
  status: "active",
  buyerId: 999,
  ...overrides,
});

const offer = (overrides: Record<string, unknown> = {}) => ({
  title: "Entretien des locaux professionnels",
  description: "Équipes formées pour le nettoyage de bureaux, sanitaires et vitrerie, produits écolabellisés.",
  category: "services",
  price: 1800,
  currency: "EUR",
  location: "Lyon",
  deliveryTime: "démarrage sous 2 semaines",
  keywords: ["nettoyage", "propreté"],
  certifications: ["ISO 14001"],
  minOrderQuantity: 1,
  specifications: {},
  images: [],
  status: "active",
  supplierId: 999,
  ...overrides,
});

/** { a: { a: … 1 } }, `levels` objects deep. */
function nested(levels: number): Record<string, unknown> {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value as Record<string, unknown>;
}

describe("needs", () => {
  it("a buyer publishes a need: active, owned by the session user whatever the body says", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const res = await client.post("/api/needs", need());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: need().title, status: "active", buyerId: user.id, deadline: DEADLINE, keywords: ["nettoyage", "bureaux"] });
    const mine = await client.get("/api/needs");
    expect(mine.body.map((n: { id: number }) => n.id)).toEqual([res.body.id]);
  });

  it("refuses a need published twice (a double click) with 409 and stores nothing more; one that differs, or repeats a closed need, is published", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const first = await client.post("/api/needs", need());
    expect(first.status).toBe(201);
    // Two clicks at once: one need, the other refused in French.
    const before = await tableDigest(server, LISTING_TABLES);
    const [again, racing] = await Promise.all([client.post("/api/needs", need()), client.post("/trpc/needs.create", need())]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: ERRORS.duplicateNeed(need().title), issues: [{ path: "title", message: ERRORS.duplicateNeed(need().title) }] });
    expect(racing.status).toBe(409);
    expect(await tableDigest(server, LISTING_TABLES)).toEqual(before);
    // Anything the buyer wrote differently makes another need: same title, another site.
    expect((await client.post("/api/needs", need({ location: "Villeurbanne" }))).status).toBe(201);
    expect((await client.post("/api/needs", need({ budget: 30000 }))).status).toBe(201);
    // Another buyer may publish the same words; a closed need may be published again.
    expect((await (await registeredClient(server.url, "buyer")).client.post("/api/needs", need())).status).toBe(201);
    expect((await client.post(`/api/needs/${first.body.id}/close`)).status).toBe(200);
    expect((await client.post("/api/needs", need())).status).toBe(201);
    expect((await client.get("/api/needs")).body).toHaveLength(4);
  });

  it("refuses with 409 an edit that makes a need a copy of another active one, and changes nothing; the need itself, or a closed one, is no obstacle", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const first = await client.post("/api/needs", need());
    const second = await client.post("/api/needs", need({ location: "Villeurbanne" }));
    expect([first.status, second.status]).toEqual([201, 201]);
    // Sending a need's own values again compares it with the others, not with itself.
    expect((await client.patch(`/api/needs/${first.body.id}`, { location: "Lyon", title: need().title })).status).toBe(200);
    const before = await tableDigest(server, [...LISTING_TABLES, "audit_logs"]);
    const [rest, racing] = await Promise.all([
      client.patch(`/api/needs/${second.body.id}`, { location: "Lyon" }),
      client.post("/trpc/needs.update", { id: second.body.id, location: "Lyon" }),
    ]);
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ error: ERRORS.editedIntoDuplicateNeed(need().title), issues: [{ path: "title", message: ERRORS.editedIntoDuplicateNeed(need().title) }] });
    expect(racing.status).toBe(409);
    expect(await tableDigest(server, [...LISTING_TABLES, "audit_logs"])).toEqual(before);
    expect((await client.get("/api/needs")).body.find((n: { id: number }) => n.id === second.body.id)).toMatchObject({ location: "Villeurbanne" });
    // Once the first is closed, the second may become what it was.
    expect((await client.post(`/api/needs/${first.body.id}/close`)).status).toBe(200);
    expect((await client.patch(`/api/needs/${second.body.id}`, { location: "Lyon" })).status).toBe(200);
  });

  it("applies the spec's defaults (EUR, medium urgency, no deadline, no keywords)", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const { currency: _c, urgency: _u, deadline: _d, keywords: _k, ...bare } = need();
    const res = await client.post("/api/needs", bare);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: "EUR", urgency: "medium", deadline: null, keywords: [] });
  });

  it("reads keywords written as the form's field (split on commas) and a cleared deadline as none", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const res = await client.post("/api/needs", need({ keywords: "nettoyage, bureaux , , nettoyage, Bureaux", deadline: "" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ keywords: ["nettoyage", "bureaux"], deadline: null });
    const dated = await client.patch(`/api/needs/${res.body.id}`, { deadline: DEADLINE });
    expect(dated.body.deadline).toBe(DEADLINE);
    const cleared = await client.patch(`/api/needs/${res.body.id}`, { deadline: " " });
    expect(cleared.body.deadline).toBeNull();
    const bad = await client.post("/api/needs", need({ keywords: 5 }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(VALIDATION.textList);
  });

  it.each([
    ["title", "", VALIDATION.titleRequired],
    ["description", " ", VALIDATION.descriptionRequired],
    ["category", "", VALIDATION.categoryRequired],
    ["budget", 0, VALIDATION.budgetMin],
    // z.coerce read these as 1, 1500 and 1500; a budget past 1 000 milliards said « supérieur à 0 ».
    ["budget", true, VALIDATION.budgetMin],
    ["budget", [1500], VALIDATION.budgetMin],
    // Text that is no amount says so, not « supérieur à 0 » (helper report, 28 Nov).
    ["budget", "0x5DC", VALIDATION.amountUnreadable],
    ["budget", "12,5,0", VALIDATION.amountUnreadable],
    // « 1e3 » is a slip of the keyboard, not a thousand euros.
    ["budget", "1e3", VALIDATION.amountUnreadable],
    ["title", "T".repeat(201), VALIDATION.maxChars(200)],
    ["budget", 1e308, VALIDATION.budgetMax],
    ["location", "", VALIDATION.locationRequired],
    // Date.parse reads these as 2 March and 12 January: the need was stored with a day nobody chose.
    ["deadline", "2027-02-30", VALIDATION.deadline],
    ["deadline", "01/12/2027", VALIDATION.deadline],
    ["deadline", addDays(utcToday(), -2), VALIDATION.deadlinePast],
    ["images", ["javascript:alert(1)"], VALIDATION.localImages],
    ["images", ["//exemple.fr/a.jpg"], VALIDATION.localImages],
    ["specifications", "x", VALIDATION.specifications],
    ["specifications", nested(9), VALIDATION.specificationsDepth],
  ])("refuses a need with a bad %s (%s) and stores nothing", async (field, value, message) => {
    const { client } = await registeredClient(server.url, "buyer");
    const res = await client.post("/api/needs", need({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await client.get("/api/needs")).body).toEqual([]);
  });

  it("refuses moving a deadline into the past, and keeps one that has passed since publication when it is sent back with an edit", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const created = await client.post("/api/needs", need());
    const before = await tableDigest(server, LISTING_TABLES);
    const moved = await client.patch(`/api/needs/${created.body.id}`, { deadline: addDays(utcToday(), -3) });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ error: VALIDATION.deadlinePast, issues: [{ path: "deadline", message: VALIDATION.deadlinePast }] });
    expect(await tableDigest(server, LISTING_TABLES)).toBe(before);
    // Time passes: the deadline is over. The edit form sends every field back, the deadline as it was.
    const over = addDays(utcToday(), -10);
    await server.services.database.client.execute({ sql: "update needs set deadline = ? where id = ?", args: [over, created.body.id] });
    const { specifications: _s, images: _i, status: _st, buyerId: _b, ...form } = need({ budget: 26000, deadline: over });
    const edited = await client.patch(`/api/needs/${created.body.id}`, form);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ budget: 26000, deadline: over });
  });

  it("reads a budget written as people write it: « 1 500,50 » is 1500.5", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const res = await client.post("/api/needs", need({ budget: "1 500,50" }));
    expect(res.status).toBe(201);
    expect(res.body.budget).toBe(1500.5);
    // With the euro sign the field's label shows, or the dots of thousands.
    expect((await client.post("/api/needs", need({ budget: "1 250,50 €" }))).body.budget).toBe(1250.5);
    expect((await client.post("/api/needs", need({ budget: "12.500,00" }))).body.budget).toBe(12500);
  });

  it("refuses specifications thousands of levels deep in French (they overflowed the stack when the need was written: 500)", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const res = await client.post("/api/needs", need({ specifications: nested(3000) }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(VALIDATION.specificationsDepth);
    expect((await client.get("/api/needs")).body).toEqual([]);
  });

  it("a supplier cannot publish a need, a visitor must sign in", async () => {
    const { client } = await registeredClient(server.url, "supplier");
    const before = await tableDigest(server, LISTING_TABLES);
    const res = await client.post("/api/needs", need());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERRORS.buyersOnly);
    expect((await new ApiClient(server.url).post("/api/needs", need())).status).toBe(401);
    expect(await tableDigest(server, LISTING_TABLES)).toBe(before);
  });

  it("one buyer cannot edit, close or delete another buyer's need", async () => {
    const owner = await registeredClient(server.url, "buyer");
    const other = await registeredClient(server.url, "buyer");
    const created = await owner.client.post("/api/needs", need());
    const id = created.body.id;
    const before = await tableDigest(server, LISTING_TABLES);
    expect((await other.client.patch(`/api/needs/${id}`, { title: "Piraté" })).status).toBe(403);
    expect((await other.client.post(`/api/needs/${id}/close`)).status).toBe(403);
    expect((await other.client.delete(`/api/needs/${id}`)).status).toBe(403);
    expect(await tableDigest(server, LISTING_TABLES)).toBe(before);
    const mine = await owner.client.get("/api/needs");
    expect(mine.body[0]).toMatchObject({ title: need().title, status: "active" });
  });

  it("the owner edits only the fields sent, closes, then deletes", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const created = await client.post("/api/needs", need({ urgency: "high" }));
    const id = created.body.id;
    const edited = await client.patch(`/api/needs/${id}`, { title: "Nettoyage de bureaux 900 m²" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Nettoyage de bureaux 900 m²", urgency: "high", keywords: ["nettoyage", "bureaux"] });
    const bad = await client.patch(`/api/needs/${id}`, { budget: -3 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(VALIDATION.budgetMin);
    const closed = await client.post(`/api/needs/${id}/close`);
    expect(closed.body.status).toBe("closed");
    const publicList = await new ApiClient(server.url).get("/api/needs?category=services");
    expect(publicList.body.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await client.delete(`/api/needs/${id}`)).status).toBe(200);
    expect((await client.get("/api/needs")).body).toEqual([]);
    expect((await client.patch(`/api/needs/${id}`, { title: "x" })).status).toBe(404);
  });

  it("lists the active needs of a sector publicly, with the buyer's company", async () => {
    const { client, account } = await registeredClient(server.url, "buyer");
    const created = await client.post("/api/needs", need({ category: "energy", title: "Panneaux photovoltaïques toiture" }));
    const res = await new ApiClient(server.url).get("/api/needs?category=energy");
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual(expect.objectContaining({ id: created.body.id, companyName: account.companyName }));
  });
});

describe("offers", () => {
  it("a supplier publishes an offer with lists and defaults", async () => {
    const { client, user } = await registeredClient(server.url, "supplier");
    const { minOrderQuantity: _m, currency: _c, ...bare } = offer();
    const res = await client.post("/api/offers", bare);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ supplierId: user.id, status: "active", currency: "EUR", minOrderQuantity: 1, certifications: ["ISO 14001"] });
    expect((await client.get("/api/offers")).body).toHaveLength(1);
  });

  it.each([
    ["price", 0, VALIDATION.priceMin],
    ["minOrderQuantity", 0, VALIDATION.minOrderMin],
    ["title", "", VALIDATION.titleRequired],
  ])("refuses an offer with a bad %s", async (field, value, message) => {
    const { client } = await registeredClient(server.url, "supplier");
    const res = await client.post("/api/offers", offer({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses an offer published twice by the same supplier with 409; an offer that differs is published", async () => {
    const { client } = await registeredClient(server.url, "supplier");
    expect((await client.post("/api/offers", offer())).status).toBe(201);
    const again = await client.post("/api/offers", offer());
    expect(again).toMatchObject({ status: 409, body: { error: ERRORS.duplicateOffer(offer().title) } });
    expect((await client.post("/api/offers", offer({ price: 2400 }))).status).toBe(201);
    expect((await client.get("/api/offers")).body).toHaveLength(2);
  });

  it("refuses with 409 an edit that makes an offer a copy of another active one of the same supplier", async () => {
    const { client } = await registeredClient(server.url, "supplier");
    expect((await client.post("/api/offers", offer())).status).toBe(201);
    const other = await client.post("/api/offers", offer({ price: 2400 }));
    const edited = await client.patch(`/api/offers/${other.body.id}`, { price: 1800 });
    expect(edited).toMatchObject({ status: 409, body: { error: ERRORS.editedIntoDuplicateOffer(offer().title), issues: [{ path: "title" }] } });
    expect((await client.get("/api/offers")).body.map((o: { price: number }) => o.price).sort()).toEqual([1800, 2400]);
    expect((await client.patch(`/api/offers/${other.body.id}`, { price: 1900 })).status).toBe(200);
  });

  it("a buyer cannot publish an offer nor list offers as their own", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const before = await tableDigest(server, LISTING_TABLES);
    const res = await client.post("/api/offers", offer());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERRORS.suppliersOnly);
    expect(await tableDigest(server, LISTING_TABLES)).toBe(before);
    expect((await client.get("/api/offers")).status).toBe(403);
  });
});

describe("user", () => {
  it("updates the profile and answers the stored user; refuses bad values in English as the spec says", async () => {
    const { client, account } = await registeredClient(server.url, "buyer");
    const bad = await client.put("/api/user/profile", { displayName: "A", email: "a@exemple.fr" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(VALIDATION.displayNameMin);
    const longBio = await client.put("/api/user/profile", { displayName: "Alice", email: "alice@exemple.fr", bio: "x".repeat(161) });
    expect(longBio.body.error).toBe(VALIDATION.bioMax);
    const res = await client.put("/api/user/profile", { displayName: "Alice Martin", email: "alice.martin@exemple.fr", bio: "Acheteuse", preferredLanguage: "fr", timezone: "CET", currentPassword: account.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ displayName: "Alice Martin", email: account.email, pendingEmail: "alice.martin@exemple.fr", bio: "Acheteuse" });
    expect((await client.get("/api/auth/me")).body.user.displayName).toBe("Alice Martin");
  });

  it("reports real counters, achievements and progress", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    await client.post("/api/needs", need());
    const stats = await client.get("/api/user/stats");
    expect(stats.body).toMatchObject({ needs: 1, offers: 0, level: 1 });
    expect(stats.body.totalScore).toBeGreaterThan(0);
    const achievements = await client.get("/api/user/achievements");
    expect(achievements.body.find((a: { key: string }) => a.key === "first_listing")).toMatchObject({ unlocked: true });
    const progress = await client.get("/api/user/progress");
    expect(progress.body).toMatchObject({ completed: expect.any(Number), score: stats.body.totalScore });
  });
});
