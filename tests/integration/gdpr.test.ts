import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, users } from "../../src/server/db/schema";
import { ADMIN_ERRORS, ERRORS, VALIDATION } from "../../src/shared/messages";
import { tableDigest } from "../support/table-digest";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin: Awaited<ReturnType<typeof registeredClient>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await registeredClient(server.url, "buyer");
  await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, admin.user.id));
});
afterAll(() => server.close());

const need = {
  title: "Nettoyage de bureaux à Nantes",
  description: "Recherche une entreprise de nettoyage pour l'entretien quotidien de 600 m² de bureaux.",
  category: "services",
  budget: 20000,
  location: "Nantes",
  keywords: ["nettoyage", "bureaux"],
};
const offer = {
  title: "Nettoyage et entretien de bureaux",
  description: "Entretien quotidien des locaux professionnels : sols, sanitaires, vitres, poubelles.",
  category: "services",
  price: 1500,
  location: "Nantes",
  keywords: ["nettoyage", "entretien des locaux", "bureaux"],
};

/** A buyer and a supplier with a match between them, a contact and a message each way. */
async function matchedPair() {
  const buyer = await registeredClient(server.url, "buyer");
  const supplier = await registeredClient(server.url, "supplier");
  await supplier.client.post("/api/offers", offer);
  const published = await buyer.client.post("/api/needs", need);
  expect(published.body.matchesCreated).toBeGreaterThan(0);
  const [match] = (await buyer.client.get("/api/matches")).body as { id: number }[];
  await buyer.client.post("/api/interactions", { matchId: match!.id, action: "contact", notes: "Bonjour" });
  await buyer.client.post(`/api/matches/${match!.id}/messages`, { body: "Pouvez-vous passer jeudi ?" });
  await supplier.client.post(`/api/matches/${match!.id}/messages`, { body: "Oui, à 10 h." });
  return { buyer, supplier, matchId: match!.id };
}

describe("consents", () => {
  it("keeps every change as history, the latest wins, and ignores a userId in the body", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const other = await registeredClient(server.url, "supplier");
    const initial = await client.get("/api/gdpr/consents");
    expect(initial.body.consents).toHaveLength(4);
    expect(initial.body.consents.every((c: { granted: boolean }) => c.granted === false)).toBe(true);
    await client.post("/api/gdpr/consent", { consentType: "marketing", granted: true, userId: other.user.id });
    const last = await client.post("/api/gdpr/consent", { consentType: "marketing", granted: false });
    expect(last.status).toBe(201);
    await client.post("/api/gdpr/consent", { consentType: "analytics", granted: true });
    // The same answer again is no change: no second line.
    expect((await client.post("/api/gdpr/consent", { consentType: "analytics", granted: true })).status).toBe(201);
    const after = await client.get("/api/gdpr/consents");
    const state = Object.fromEntries(after.body.consents.map((c: { consentType: string; granted: boolean }) => [c.consentType, c.granted]));
    expect(state).toEqual({ data_processing: false, marketing: false, analytics: true, cookies: false });
    expect(after.body.history.map((h: { consentType: string; granted: boolean }) => `${h.consentType}:${h.granted}`)).toEqual([
      "analytics:true",
      "marketing:false",
      "marketing:true",
    ]);
    expect((await other.client.get("/api/gdpr/consents")).body.history).toEqual([]);
    const audited = await server.services.database.db.select().from(auditLogs).where(eq(auditLogs.action, "gdpr.consent"));
    expect(audited.filter((row) => row.userId === user.id)).toHaveLength(3);
    expect(await new ApiClient(server.url).post("/api/gdpr/consent", { consentType: "marketing", granted: true })).toMatchObject({ status: 401 });
  });

  it("refuses an unknown consent type and writes nothing", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const unknown = await client.post("/api/gdpr/consent", { consentType: "tracking", granted: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(VALIDATION.consentType);
    const notBoolean = await client.post("/api/gdpr/consent", { consentType: "marketing", granted: "oui" });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error).toBe(VALIDATION.consentGranted);
    expect((await client.get("/api/gdpr/consents")).body.history).toEqual([]);
  });
});

describe("data export", () => {
  it("holds the user's profile, listings, matches, interactions, messages, notifications, consents and audit entries, and nobody else's", async () => {
    const { buyer, supplier } = await matchedPair();
    await buyer.client.post("/api/gdpr/consent", { consentType: "cookies", granted: true });
    const res = await buyer.client.post("/api/gdpr/export-data?format=json", { userId: supplier.user.id });
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.profile).toMatchObject({ id: buyer.user.id, email: buyer.account.email, companyName: buyer.account.companyName });
    expect(data.needs).toHaveLength(1);
    expect(data.offers).toEqual([]);
    expect(data.matches).toHaveLength(1);
    // The contact with its note, and the one a first message records (issue 8): the buyer's own.
    expect(data.interactions).toEqual(expect.arrayContaining([expect.objectContaining({ action: "contact", notes: "Bonjour" })]));
    expect(data.interactions.every((i: { action: string }) => i.action === "contact")).toBe(true);
    expect(data.messages.map((m: { direction: string; body: string }) => `${m.direction}:${m.body}`).sort()).toEqual([
      "received:Oui, à 10 h.",
      "sent:Pouvez-vous passer jeudi ?",
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ consentType: "cookies", granted: true })]);
    expect(data.auditEntries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(["user.register", "gdpr.consent"]));
    expect(data.preferences.notifications.email).toEqual({ match: true, contact: true, quote: true, system: true });
    const text = JSON.stringify(data);
    // Notifications are kept as the user saw them (they may name the counterpart's company);
    // nothing else of another account: no e-mail, username, offer or profile.
    for (const foreign of [supplier.account.email, supplier.account.username, offer.description, admin.account.email, admin.account.companyName]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/password|argon2|embedding/i);

    // Called as the spec's client calls it (no format), the answer is the CSV file it saves.
    const csv = await fetch(`${server.url}/api/gdpr/export-data`, {
      method: "POST",
      headers: { cookie: buyer.client.cookieHeader()!, origin: server.url },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows: Record<string, string>[] = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, columns: true, delimiter: ";" });
    expect(rows).toContainEqual(expect.objectContaining({ Rubrique: "Profil", Champ: "E-mail", Valeur: buyer.account.email }));
    expect(rows.some((row) => row.Rubrique === "Messages" && row.Valeur === "Pouvez-vous passer jeudi ?")).toBe(true);
    // Written as the other French exports: labels, decimal commas, oui/non, Paris dates.
    expect(rows).toContainEqual(expect.objectContaining({ Rubrique: "Profil", Champ: "Type de compte", Valeur: "Acheteur" }));
    expect(rows.find((row) => row.Rubrique === "Matches" && row.Champ === "Score global")?.Valeur).toMatch(/^0,\d{1,3}$/);
    expect(rows.find((row) => row.Rubrique === "Besoins" && row.Champ === "Créé le")?.Valeur).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows.filter((row) => /^(true|false|buyer|active)$/.test(row.Valeur!))).toEqual([]);
    const raw = await fetch(`${server.url}/api/gdpr/export-data?format=raw`, { method: "POST", headers: { cookie: buyer.client.cookieHeader() ?? "", origin: server.url } });
    const rawRows: Record<string, string>[] = parse(Buffer.from(await raw.arrayBuffer()), { bom: true, columns: true, delimiter: ";" });
    expect(rawRows).toContainEqual(expect.objectContaining({ section: "profile", field: "accountType", value: "buyer" }));
  });

  it("writes every field and value in French in its French CSV, a quote's amounts in euros one per row", async () => {
    const { buyer, supplier } = await matchedPair();
    const needId = (await buyer.client.get("/api/needs")).body[0].id;
    const lines = [
      { designation: "Entretien mensuel des bureaux", quantity: 12, unit: "mois", unitPrice: 1234.56, vatRate: 20 },
      { designation: "Fourniture de consommables", quantity: 2.5, unit: "lot", unitPrice: 19.99, vatRate: 5.5 },
    ];
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quote = await supplier.client.post(`/api/needs/${needId}/quotes`, { lines, validUntil, leadTime: 10, paymentTerms: "30 jours fin de mois", send: true });
    expect(quote.status).toBe(201);
    await buyer.client.post("/api/gdpr/consent", { consentType: "marketing", granted: true });
    expect((await buyer.client.post("/api/alerts", { name: "Nettoyage", kind: "offers", query: "nettoyage", frequency: "daily" })).status).toBe(201);
    const res = await fetch(`${server.url}/api/gdpr/export-data?format=csv`, { method: "POST", headers: { cookie: buyer.client.cookieHeader()!, origin: server.url } });
    const rows: Record<string, string>[] = parse(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true, delimiter: ";" });
    // No key (« recoveryCodesLeft », « frequency », « isRead »), no raw value, no JSON object in a cell.
    expect(rows.filter((row) => /^[a-z]+([A-Z][a-z]*)*$/.test(row.Champ!)).map((row) => `${row.Rubrique} ${row.Champ}`)).toEqual([]);
    expect(rows.filter((row) => /^[[{]/.test(row.Valeur!) || /^(daily|marketing|offers|contact|match)$/.test(row.Valeur!))).toEqual([]);
    const value = (section: string, field: string) => rows.find((row) => row.Rubrique === section && row.Champ === field)?.Valeur;
    expect(value("Consentements", "Consentement")).toBe("Communications marketing");
    expect(value("Alertes", "Fréquence")).toBe("Quotidienne");
    expect(value("Actions sur les matches", "Action")).toBe("Prise de contact");
    // 12 × 1 234,56 + 2,5 × 19,99 = 14 814,72 + 49,98 HT (each line rounded once), as the quote reads.
    expect(value("Devis", "Version 1 › Ligne 1 › Prix unitaire HT (€)")).toBe("1234,56");
    expect(value("Devis", "Version 1 › Totaux › Total HT (€)")).toBe("14864,7");
    expect(value("Devis", "Version 1 › Totaux › Total TTC (€)")).toBe(String((quote.body.current.totals.ttcCents / 100)).replace(".", ","));
    expect(value("Devis", "Version 1 › Valable jusqu'au")).toBe(validUntil.split("-").reverse().join("/"));
  });

  it("holds what was done to the account by an operator, the operator named by their role only", async () => {
    const { buyer } = await matchedPair();
    expect((await admin.client.post(`/api/admin/users/${buyer.user.id}/suspend`, { reason: "Vérification de l'entreprise" })).status).toBe(200);
    expect((await admin.client.post(`/api/admin/users/${buyer.user.id}/unsuspend`)).status).toBe(200);
    // The suspension ended the buyer's sessions.
    expect((await buyer.client.post("/api/auth/login", { email: buyer.account.email, password: buyer.account.password })).status).toBe(200);
    const data = (await buyer.client.post("/api/gdpr/export-data?format=json")).body;
    const suspension = data.auditEntries.find((e: { action: string }) => e.action === "user.suspend");
    expect(suspension).toMatchObject({ resource: `user:${buyer.user.id}`, userId: null, username: "administrateur", ip: null });
    expect(data.auditEntries.some((e: { action: string }) => e.action === "user.unsuspend")).toBe(true);
    expect(JSON.stringify(data)).not.toContain(admin.account.username);
  });

  it("is refused to a visitor", async () => {
    expect((await new ApiClient(server.url).post("/api/gdpr/export-data")).status).toBe(401);
  });
});

/** Every text cell of every table, for a trace of the erased user. */
async function scanDatabase(needles: string[]): Promise<string[]> {
  const { client } = server.services.database;
  const tables = (await client.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")).rows.map((r) => String(r.name));
  const hits: string[] = [];
  for (const table of tables) {
    const { rows, columns } = await client.execute(`select * from "${table}"`);
    for (const row of rows) {
      for (const column of columns) {
        const value = row[column];
        if (typeof value !== "string") continue;
        for (const needle of needles) if (value.includes(needle)) hits.push(`${table}.${column}: ${needle}`);
      }
    }
  }
  return hits;
}

describe("deletion request and erasure", () => {
  it("deactivates the account at once, lists the request for admins, and erasure leaves no trace while other users' data stays", async () => {
    const { buyer, supplier, matchId } = await matchedPair();
    const bystander = await matchedPair();
    const bystanderMatches = (await bystander.buyer.client.get("/api/matches")).body.map((m: { id: number }) => m.id);
    await buyer.client.post("/api/gdpr/consent", { consentType: "marketing", granted: true });
    const secondDevice = new ApiClient(server.url);
    await secondDevice.post("/api/auth/login", { email: buyer.account.email, password: buyer.account.password });

    const requested = await buyer.client.post("/api/gdpr/request-deletion", { userId: supplier.user.id });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ userId: buyer.user.id, reason: "Demande utilisateur", status: "pending" });
    expect((await buyer.client.get("/api/auth/me")).status).toBe(401);
    expect((await secondDevice.get("/api/auth/me")).status).toBe(401);
    expect((await supplier.client.get("/api/auth/me")).status).toBe(200);
    // The right password learns why (issue 24); a wrong one learns nothing more than before.
    const login = await new ApiClient(server.url).post("/api/auth/login", { email: buyer.account.email, password: buyer.account.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(ERRORS.deactivated);
    const guess = await new ApiClient(server.url).post("/api/auth/login", { email: buyer.account.email, password: "pas-le-bon-mot" });
    expect(guess.status).toBe(401);
    expect(guess.body.error).toBe(ERRORS.badCredentials);
    expect((await new ApiClient(server.url).get("/api/needs?category=services")).body.map((n: { buyerId: number }) => n.buyerId)).not.toContain(buyer.user.id);

    const pending = await admin.client.get("/api/admin/deletion-requests?status=pending");
    const request = pending.body.find((r: { id: number }) => r.id === requested.body.id);
    expect(request).toMatchObject({ userId: buyer.user.id, username: buyer.account.username, companyName: buyer.account.companyName });

    const executed = await admin.client.post(`/api/admin/deletion-requests/${requested.body.id}/execute`);
    expect(executed.status).toBe(200);
    expect(executed.body).toMatchObject({ status: "executed", userId: null });
    expect((await admin.client.post(`/api/admin/deletion-requests/${requested.body.id}/execute`)).body.error).toBe(ADMIN_ERRORS.deletionAlreadyExecuted);

    expect(await scanDatabase([buyer.account.email, buyer.account.username, buyer.account.companyName])).toEqual([]);
    // The supplier's account and offer stay; the match with the erased need is gone.
    expect((await supplier.client.get("/api/offers")).body).toHaveLength(1);
    expect((await supplier.client.get(`/api/matches/${matchId}`)).status).toBe(404);
    // The bystanders keep everything.
    const remaining = (await bystander.buyer.client.get("/api/matches")).body.map((m: { id: number }) => m.id);
    expect(remaining).toEqual(bystanderMatches);
    expect((await bystander.buyer.client.post("/api/gdpr/export-data?format=json")).body.messages).toHaveLength(2);
    // The audit entries stay, anonymised.
    const erasure = (await admin.client.get("/api/audit/logs?action=gdpr.erase")).body[0];
    expect(erasure).toMatchObject({ resource: `user:${buyer.user.id}`, userId: admin.user.id, severity: "critical" });
    const anonymous = await server.services.database.db.select().from(auditLogs).where(eq(auditLogs.resource, `user:${buyer.user.id}`));
    expect(anonymous.some((row) => row.action === "user.register" && row.userId === null && row.username === null && row.ip === null)).toBe(true);
  });

  it("is refused to an admin account and to a visitor, and keeps the reason the user gave", async () => {
    const touched = ["deletion_requests", "users", "sessions", "events"];
    const before = await tableDigest(server, touched);
    expect((await admin.client.post("/api/gdpr/request-deletion", {})).status).toBe(403);
    expect((await new ApiClient(server.url).post("/api/gdpr/request-deletion", {})).status).toBe(401);
    expect(await tableDigest(server, touched)).toBe(before);
    const { client, user } = await registeredClient(server.url, "supplier");
    await client.post("/api/gdpr/request-deletion", { reason: "Je quitte la plateforme" });
    const list = await admin.client.get("/api/admin/deletion-requests");
    expect(list.body.find((r: { userId: number }) => r.userId === user.id)).toMatchObject({ reason: "Je quitte la plateforme" });
  });
});

describe("profile settings", () => {
  it("saves the notification and matching preferences, all on by default", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const trpc = (await client.get("/trpc/user.preferences")).body.result.data;
    expect(trpc).toMatchObject({ notifications: { email: { match: true, contact: true, quote: true, system: true } }, matching: { notifyNewMatches: true }, pausedAt: null });
    const saved = await client.post("/trpc/user.savePreferences", { notifications: { email: { match: false, contact: true, quote: false, system: true } }, matching: { notifyNewMatches: true, minScore: 0.8 } }, { origin: server.url });
    expect(saved.status).toBe(200);
    const again = (await client.get("/trpc/user.preferences")).body.result.data;
    expect(again.notifications.email).toMatchObject({ match: false, quote: false });
    expect(again.matching.minScore).toBe(0.8);
    const bad = await client.post("/trpc/user.savePreferences", { notifications: { email: { match: true, contact: true, quote: true, system: true } }, matching: { notifyNewMatches: true, minScore: 3 } }, { origin: server.url });
    expect(bad.status).toBe(400);
  });

  it("pausing takes the user's listings out of matching and the sector pages without deleting anything; resuming brings them back", async () => {
    const { buyer } = await matchedPair();
    const before = (await buyer.client.get("/api/matches")).body.length;
    const paused = await buyer.client.post("/trpc/user.pause", {}, { origin: server.url });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.result.data.pausedAt).toBeTruthy();
    const mine = (await buyer.client.get("/api/needs")).body;
    expect(mine.map((n: { status: string }) => n.status)).toEqual(["closed"]);
    const sector = (await new ApiClient(server.url).get("/api/needs?category=services&limit=200")).body;
    expect(sector.map((n: { id: number }) => n.id)).not.toContain(mine[0].id);
    expect((await buyer.client.get("/api/matches")).body.length).toBe(before);
    await buyer.client.post("/trpc/user.resume", {}, { origin: server.url });
    expect((await buyer.client.get("/api/needs")).body.map((n: { status: string }) => n.status)).toEqual(["active"]);
  });
});

describe("matching notifications follow the user's settings", () => {
  it("a supplier who turned new-match notifications off gets none, one whose threshold is above the score neither; one with the default settings does", async () => {
    const quiet = await registeredClient(server.url, "supplier");
    const loud = await registeredClient(server.url, "supplier");
    const picky = await registeredClient(server.url, "supplier");
    await quiet.client.post("/trpc/user.savePreferences", { notifications: { email: { match: true, contact: true, quote: true, system: true } }, matching: { notifyNewMatches: false, minScore: 0.5 } }, { origin: server.url });
    await picky.client.post("/trpc/user.savePreferences", { notifications: { email: { match: true, contact: true, quote: true, system: true } }, matching: { notifyNewMatches: true, minScore: 1 } }, { origin: server.url });
    await quiet.client.post("/api/offers", offer);
    await loud.client.post("/api/offers", offer);
    await picky.client.post("/api/offers", offer);
    const buyer = await registeredClient(server.url, "buyer");
    const published = await buyer.client.post("/api/needs", { ...need, title: "Entretien et nettoyage de nos bureaux nantais" });
    expect(published.body.matchesCreated).toBeGreaterThanOrEqual(2);
    const matchNotices = async (client: ApiClient) => (await client.get("/api/notifications")).body.filter((n: { type: string }) => n.type === "match");
    expect(await matchNotices(quiet.client)).toEqual([]);
    // A threshold above the match's score: matched, not notified.
    expect((await picky.client.get("/api/matches")).body.length).toBeGreaterThan(0);
    expect(await matchNotices(picky.client)).toEqual([]);
    expect((await matchNotices(loud.client)).length).toBeGreaterThan(0);
    expect((await quiet.client.get("/api/matches")).body.length).toBeGreaterThan(0);
  });
});
