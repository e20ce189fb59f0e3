import Ajv2020 from "ajv/dist/2020";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, quotes, users } from "../../src/server/db/schema";
import { EXPORT_COLUMNS, exportRows } from "../../src/server/services/exports";
import { purgeAuditLogs } from "../../src/server/services/audit";
import type { ClientToServerEvents, ServerToClientEvents } from "../../src/shared/events";
import { ADMIN_ERRORS, ERRORS, VALIDATION } from "../../src/shared/messages";
import { matchedPair, publishAnotherCleaningNeed } from "../support/conversation";
import { tableDigest } from "../support/table-digest";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";
import { addDays, utcToday } from "../../src/shared/dates";

let server: TestServer;
let admin: Awaited<ReturnType<typeof registeredClient>>;

/** An admin account: registered as a buyer, then promoted in the database (no API creates admins). */
async function adminClient() {
  const registered = await registeredClient(server.url, "buyer");
  await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, registered.user.id));
  return registered;
}

async function auditOf(action: string, resource?: string) {
  const rows = await server.services.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));
  return resource ? rows.filter((row) => row.resource === resource) : rows;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient();
});
afterAll(() => server.close());

const ADMIN_PATHS: [string, string, unknown?][] = [
  ["GET", "/api/analytics"],
  ["GET", "/api/admin/location-stats"],
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users/1/suspend", { reason: "test" }],
  ["POST", "/api/admin/users/1/unsuspend", {}],
  ["GET", "/api/admin/export/users"],
  ["GET", "/api/admin/export/needs"],
  ["GET", "/api/admin/export/offers"],
  ["GET", "/api/admin/export/matches"],
  ["GET", "/api/admin/deletion-requests"],
  ["POST", "/api/admin/deletion-requests/1/execute", {}],
  ["GET", "/api/audit/logs"],
  ["GET", "/api/audit/export"],
  ["POST", "/api/rematch", {}],
];

describe("admin paths", () => {
  it("are refused to a visitor (401), a buyer and a supplier (403), and each refusal of a signed-in user is audited", async () => {
    const visitor = new ApiClient(server.url);
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    // Everything a refused admin write could touch (the refusals themselves go to the audit log).
    const touched = ["users", "sessions", "needs", "offers", "matches", "deletion_requests", "mail_outbox"];
    const before = await tableDigest(server, touched);
    for (const [method, path, body] of ADMIN_PATHS) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path} (visitor)`).toBe(401);
      for (const { client } of [buyer, supplier]) {
        const res = await client.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error).toBe(ERRORS.adminsOnly);
      }
    }
    expect(await tableDigest(server, touched)).toBe(before);
    const refusals = (await auditOf("access.denied")).filter((row) => row.userId === buyer.user.id);
    expect(refusals).toHaveLength(ADMIN_PATHS.length);
    expect(refusals.every((row) => row.success === false)).toBe(true);
  });

  it("give the analytics and location stats in the spec's shapes", async () => {
    const supplier = await registeredClient(server.url, "supplier", { sector: "logistics", location: "Marseille" });
    await supplier.client.post("/api/offers", {
      title: "Transport frigorifique",
      description: "Livraison sous température dirigée dans toute la région.",
      category: "logistics",
      price: 900,
      location: "Marseille",
    });
    const stats = await admin.client.get("/api/analytics");
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body)).toEqual(
      expect.arrayContaining(["totalUsers", "totalBuyers", "totalSuppliers", "totalNeeds", "totalOffers", "totalMatches", "usersBySector"]),
    );
    expect(stats.body.totalSuppliers).toBeGreaterThanOrEqual(1);
    expect(stats.body.usersBySector.logistics).toBeGreaterThanOrEqual(1);
    const places = await admin.client.get("/api/admin/location-stats");
    expect(places.body.offersByLocation.Marseille).toBeGreaterThanOrEqual(1);
    expect(places.body).toHaveProperty("needsByLocation");
  });

  it("list users searchable and paginated, never with a password hash, session or token", async () => {
    const target = await registeredClient(server.url, "supplier", { companyName: "Zygomatique Industries" });
    const found = await admin.client.get("/api/admin/users?search=zygomatique&limit=5");
    expect(found.status).toBe(200);
    expect(found.headers.get("x-total-count")).toBe("1");
    expect(found.body[0]).toMatchObject({ id: target.user.id, companyName: "Zygomatique Industries", isSuspended: false });
    expect(JSON.stringify(found.body)).not.toMatch(/password|argon2|session|token/i);
    const page = await admin.client.get("/api/admin/users?limit=2&offset=1");
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get("x-total-count"))).toBeGreaterThan(2);
    const wildcard = await admin.client.get("/api/admin/users?search=%25");
    expect(wildcard.body).toEqual([]);
    for (const star of ["*", "?", "["]) expect((await admin.client.get(`/api/admin/users?search=${encodeURIComponent(star)}`)).body, star).toEqual([]);
    // Typed without accents or with the other apostrophe, the company is found all the same.
    const accented = await registeredClient(server.url, "buyer", { companyName: "Rhône Découpe l’Atelier" });
    for (const typed of ["rhone decoupe", "l'atelier", "RHÔNE"]) {
      const folded = await admin.client.get(`/api/admin/users?search=${encodeURIComponent(typed)}`);
      expect(folded.body.map((u: { id: number }) => u.id), typed).toEqual([accented.user.id]);
    }
  });

  it("says how many listed accounts await erasure, which the platform's user counter leaves out", async () => {
    const leaving = await registeredClient(server.url, "buyer", { companyName: "Quittance Voltigeuse" });
    await registeredClient(server.url, "supplier", { companyName: "Voltigeuse Restante" });
    const counted = (await admin.client.get("/api/analytics")).body.totalUsers as number;
    expect((await leaving.client.post("/api/gdpr/request-deletion", {})).status).toBe(201);
    const input = encodeURIComponent(JSON.stringify({ search: "voltigeuse", limit: 10, offset: 0 }));
    const page = (await admin.client.get(`/trpc/admin.users?input=${input}`)).body.result.data;
    expect(page).toMatchObject({ total: 2, deactivated: 1 });
    expect((await admin.client.get("/api/analytics")).body.totalUsers).toBe(counted - 1);
  });
});

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function connect(cookie: string | null): Promise<ClientSocket> {
  const socket: ClientSocket = io(server.url, { path: "/socket.io", transports: ["websocket"], reconnection: false, extraHeaders: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

describe("suspension", () => {
  it("ends every session and socket of the user at once, blocks sign-in, and reactivation restores it", async () => {
    const target = await registeredClient(server.url, "buyer");
    const secondDevice = new ApiClient(server.url);
    expect((await secondDevice.post("/api/auth/login", { email: target.account.email, password: target.account.password })).status).toBe(200);
    const socket = await connect(target.client.cookieHeader());
    const revoked = new Promise<void>((resolve) => socket.once("session:revoked", () => resolve()));
    const disconnected = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));

    const blank = await admin.client.post(`/api/admin/users/${target.user.id}/suspend`, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(VALIDATION.suspendReason);
    expect((await target.client.get("/api/auth/me")).status).toBe(200);

    const res = await admin.client.post(`/api/admin/users/${target.user.id}/suspend`, { reason: "Annonces frauduleuses" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.user.id, isSuspended: true, suspendedReason: "Annonces frauduleuses" });
    await revoked;
    await disconnected;
    expect((await target.client.get("/api/auth/me")).status).toBe(401);
    expect((await secondDevice.get("/api/auth/me")).status).toBe(401);
    const login = await new ApiClient(server.url).post("/api/auth/login", { email: target.account.email, password: target.account.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(ERRORS.suspended);
    // Suspending again is a conflict that changes nothing (the reason stays the first one).
    const twice = await admin.client.post(`/api/admin/users/${target.user.id}/suspend`, { reason: "Autre raison" });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(ADMIN_ERRORS.alreadySuspended);

    expect((await admin.client.post(`/api/admin/users/${target.user.id}/unsuspend`)).body.isSuspended).toBe(false);
    const unsuspendTwice = await admin.client.post(`/api/admin/users/${target.user.id}/unsuspend`);
    expect(unsuspendTwice.status).toBe(409);
    expect(unsuspendTwice.body.error).toBe(ADMIN_ERRORS.notSuspended);
    const again = new ApiClient(server.url);
    expect((await again.post("/api/auth/login", { email: target.account.email, password: target.account.password })).status).toBe(200);
    expect((await again.get("/api/auth/me")).status).toBe(200);

    expect(await auditOf("user.suspend", `user:${target.user.id}`)).toEqual([
      expect.objectContaining({ userId: admin.user.id, success: true, severity: "high", details: "Annonces frauduleuses (0 besoins et 0 offres retirés du matching)" }),
    ]);
    expect(await auditOf("user.unsuspend", `user:${target.user.id}`)).toHaveLength(1);
  });

  it("takes the user's listings out of the marketplace until reactivation, which matches them again", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " suspension");
    const offerId = ((await supplier.client.get("/api/offers")).body as Array<{ id: number }>)[0]!.id;
    const sector = async () => ((await new ApiClient(server.url).get("/api/offers?category=services&limit=100")).body as Array<{ id: number }>).map((o) => o.id);
    const pairsWithOffer = async () =>
      ((await buyer.client.get("/api/matches?limit=100")).body as Array<{ id: number; need: { id: number }; offer: { id: number; status: string } }>).filter(
        (m) => m.offer.id === offerId,
      );
    expect(await sector()).toContain(offerId);

    expect((await admin.client.post(`/api/admin/users/${supplier.user.id}/suspend`, { reason: "Offres trompeuses" })).status).toBe(200);
    expect(await sector()).not.toContain(offerId);
    // The match already made stays, as history.
    expect((await pairsWithOffer()).map((m) => m.id)).toEqual([matchId]);
    const later = await publishAnotherCleaningNeed(buyer);
    expect(later.status).toBe(201);
    expect((await admin.client.post("/api/rematch", {})).status).toBe(200);
    expect((await pairsWithOffer()).map((m) => m.id)).toEqual([matchId]);
    expect(await auditOf("user.suspend", `user:${supplier.user.id}`)).toEqual([
      expect.objectContaining({ details: "Offres trompeuses (0 besoins et 1 offres retirés du matching)" }),
    ]);

    expect((await admin.client.post(`/api/admin/users/${supplier.user.id}/unsuspend`)).status).toBe(200);
    expect(await sector()).toContain(offerId);
    const needsMatched = (await pairsWithOffer()).map((m) => m.need.id);
    expect(needsMatched).toContain(later.body.id);
    expect((await pairsWithOffer()).map((m) => m.id)).toContain(matchId);
  });

  it("filters the user list on suspension, with the search and the role, and counts what it lists", async () => {
    const tag = `girouette${Date.now().toString(36)}`;
    const [kept, suspended, otherRole] = [
      await registeredClient(server.url, "buyer", { companyName: `Atelier ${tag} Un` }),
      await registeredClient(server.url, "buyer", { companyName: `Atelier ${tag} Deux` }),
      await registeredClient(server.url, "supplier", { companyName: `Atelier ${tag} Trois` }),
    ];
    for (const target of [suspended, otherRole]) expect((await admin.client.post(`/api/admin/users/${target.user.id}/suspend`, { reason: "Contrôle" })).status).toBe(200);
    const listed = async (query: string) => {
      const res = await admin.client.get(`/api/admin/users?search=${tag}&${query}`);
      expect(res.status, query).toBe(200);
      return { ids: (res.body as Array<{ id: number }>).map((u) => u.id), total: Number(res.headers.get("x-total-count")) };
    };
    expect(await listed("suspended=true")).toEqual({ ids: [suspended.user.id, otherRole.user.id], total: 2 });
    expect(await listed("suspended=true&role=buyer")).toEqual({ ids: [suspended.user.id], total: 1 });
    expect(await listed("suspended=false")).toEqual({ ids: [kept.user.id], total: 1 });
    expect((await listed("")).total).toBe(3);
    // Suspended accounts all over the platform, not only those of the search.
    const all = await admin.client.get("/api/admin/users?suspended=true&limit=100");
    expect((all.body as Array<{ isSuspended: boolean }>).every((u) => u.isSuspended)).toBe(true);
    const unreadable = await admin.client.get("/api/admin/users?suspended=peut-etre");
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toEqual({ error: VALIDATION.queryValues("suspended", ["true", "false"]), issues: [{ path: "suspended", message: VALIDATION.queryValues("suspended", ["true", "false"]) }] });
    // Reactivated, it leaves the « Suspendus » list.
    expect((await admin.client.post(`/api/admin/users/${otherRole.user.id}/unsuspend`)).status).toBe(200);
    expect(await listed("suspended=true")).toEqual({ ids: [suspended.user.id], total: 1 });
    // The exports' tests below count on nobody left suspended.
    expect((await admin.client.post(`/api/admin/users/${suspended.user.id}/unsuspend`)).status).toBe(200);
  });

  it.each([
    ["/api/admin/users?suspended=peut-etre", "suspended", "Le paramètre suspended vaut true ou false"],
    ["/api/admin/users?role=chef", "role", "Le paramètre role vaut buyer, supplier ou admin"],
    ["/api/admin/users?limit=beaucoup", "limit", VALIDATION.listLimit],
    ["/api/admin/users?offset=abc", "offset", VALIDATION.offset],
    ["/api/audit/logs?severity=grave", "severity", "Le paramètre severity vaut low, medium, high ou critical"],
    ["/api/audit/logs?from=hier", "from", "Le paramètre from doit être une date valide (AAAA-MM-JJ)"],
    ["/api/admin/deletion-requests?status=faite", "status", "Le paramètre status vaut pending, executed ou cancelled"],
  ])("refuses %s with a French 400 naming the parameter and what it takes", async (path, parameter, message) => {
    const res = await admin.client.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, issues: [{ path: parameter, message }] });
  });

  it("is never applied to an admin account", async () => {
    const other = await adminClient();
    const res = await admin.client.post(`/api/admin/users/${other.user.id}/suspend`, { reason: "essai" });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Un compte administrateur ne peut pas être suspendu");
    expect((await other.client.get("/api/auth/me")).status).toBe(200);
  });
});

/** The file's bytes as sent: fetch's text() would drop the BOM. */
async function download(client: ApiClient, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: client.cookieHeader() ?? "" } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString("utf8") };
}

function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true, delimiter: ";" });
}

describe("CSV exports", () => {
  it("parse back with a real CSV parser to the service's rows, start with a BOM, name the date and neutralise formulas", async () => {
    await registeredClient(server.url, "supplier", { companyName: '=HYPERLINK("x")' });
    for (const kind of ["users", "needs", "offers", "matches"] as const) {
      const res = await download(admin.client, `/api/admin/export/${kind}?format=raw`);
      expect(res.status, kind).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="maillon-${kind}-${new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date())}.csv"`);
      expect([...res.bytes.subarray(0, 3)], kind).toEqual([0xef, 0xbb, 0xbf]);
      const text = res.text;
      const expected = await exportRows(server.services.database, kind, { userId: null, username: "test", ip: null });
      const parsed = parseCsv(text);
      expect(parsed).toHaveLength(expected.length);
      expected.forEach((row, i) => {
        for (const [key, value] of Object.entries(row)) {
          const cell = value === null ? "" : typeof value === "boolean" ? String(value) : String(value);
          const guarded = typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${cell}` : cell;
          expect(parsed[i]![key], `${kind}[${i}].${key}`).toBe(guarded);
        }
      });
    }
    const usersCsv = parseCsv((await admin.client.get("/api/admin/export/users")).body as string);
    expect(usersCsv.map((row) => row.Entreprise)).toContain(`'=HYPERLINK("x")`);
    expect(JSON.stringify(usersCsv)).not.toMatch(/argon2|password/i);
    expect((await auditOf("export.csv", "users")).length).toBeGreaterThanOrEqual(2);
  });

  it("are written for a French spreadsheet by default: French headers and labels, decimal commas, Paris dates", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    await client.post("/api/needs", { title: "Achat de fournitures de bureau", description: "Ramettes et classeurs.", category: "services", budget: 1234.5, location: "Lille", urgency: "high", deadline: addDays(utcToday(), 60) });
    const needsCsv = parseCsv((await admin.client.get("/api/admin/export/needs")).body as string);
    const need = needsCsv.find((row) => row.Titre === "Achat de fournitures de bureau")!;
    expect(need).toMatchObject({ Budget: "1234,5", Urgence: "Élevée", Secteur: "Services", Échéance: addDays(utcToday(), 60).split("-").reverse().join("/"), Statut: "Active" });
    expect(need["Créé le"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const usersCsv = parseCsv((await admin.client.get("/api/admin/export/users")).body as string);
    expect(new Set(usersCsv.map((row) => row["Type de compte"]))).toEqual(new Set(["Acheteur", "Fournisseur", "Administrateur"]));
    expect(new Set(usersCsv.map((row) => row.Suspendu))).toEqual(new Set(["non"]));
    await matchedPair(server, " Export");
    const matchesText = (await admin.client.get("/api/admin/export/matches")).body as string;
    expect(matchesText.split("\r\n")[0]).toContain(";Montré (score ≥ 55 %);");
    const matchesCsv = parseCsv(matchesText);
    expect(matchesCsv.length).toBeGreaterThan(0);
    for (const row of matchesCsv) expect(row["Score global"]).toMatch(/^(0|1)(,\d+)?$/);
    // The console counts the matches shown to users (from 55 %); the file has every stored one and says which are shown.
    const shown = matchesCsv.filter((row) => row["Montré (score ≥ 55 %)"] === "oui");
    expect(shown.every((row) => Number(row["Score global"]!.replace(",", ".")) >= 0.55)).toBe(true);
    expect(matchesCsv.filter((row) => row["Montré (score ≥ 55 %)"] === "non").every((row) => Number(row["Score global"]!.replace(",", ".")) < 0.55)).toBe(true);
    expect(shown).toHaveLength((await admin.client.get("/api/analytics")).body.totalMatches);
  });

  it("give a table with no row its header, to read or to fill in for the import", async () => {
    // No quote was ever sent on this server: the file was a bare BOM.
    expect(await server.services.database.db.$count(quotes)).toBe(0);
    const res = await download(admin.client, "/api/admin/export/quotes");
    expect(res.text.replace(/^\uFEFF/, "")).toBe("N°;N° de devis;Statut du devis;N° besoin;Besoin;Acheteur;Fournisseur;Version;Total HT;TVA;Total TTC;Délai (jours);Valable jusqu'au;Conditions de paiement;Révisions demandées;Envoyé le;Attribué le;Créé le\r\n");
    expect((await download(admin.client, "/api/admin/export/quotes?format=raw")).text).toMatch(/^\uFEFFid;number;quoteStatus;needId;/);
    // The header of a table with rows is the list's too.
    for (const kind of ["users", "needs", "offers", "products", "matches", "audit"] as const) {
      const [first] = await exportRows(server.services.database, kind, { userId: null, username: "test", ip: null });
      if (first) expect(Object.keys(first), kind).toEqual(EXPORT_COLUMNS[kind]);
    }
  });

  it("answers 404 for an unknown export", async () => {
    expect((await admin.client.get("/api/admin/export/sessions")).status).toBe(404);
  });
});

describe("audit log", () => {
  it("records sign-in success and failure, sign-out, registration, profile change, re-matching and exports, latest first", async () => {
    const { client, account, user } = await registeredClient(server.url, "buyer");
    await client.put("/api/user/profile", { displayName: "Nouvelle Raison", email: account.email });
    await client.post("/api/auth/logout");
    await client.post("/api/auth/login", { email: account.email, password: "mauvais-mot" });
    await client.post("/api/auth/login", { email: account.email, password: account.password });
    const mine = await admin.client.get(`/api/audit/logs?userId=${user.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((e: { action: string; success: boolean }) => `${e.action}:${e.success}`)).toEqual([
      "auth.login:true",
      "auth.login:false",
      "auth.logout:true",
      "user.profile:true",
      "user.register:true",
    ]);
    expect(mine.body[0]).toMatchObject({ severity: "low", resource: "session", username: account.username });
    expect(mine.body[0].ip).toBeTruthy();

    await admin.client.post("/api/rematch", {});
    const rematch = await admin.client.get("/api/audit/logs?action=matching.rematch");
    expect(rematch.body[0]).toMatchObject({ userId: admin.user.id, success: true });
    expect(rematch.body[0].details).toMatch(/créés \d+, mis à jour \d+, supprimés \d+/);
  });

  it("records the publication, edit, close and deletion of a listing, and nothing for a publication that failed validation", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const body = { title: "Casques de chantier", description: "Deux cents casques homologués EN 397.", category: "construction", budget: 3000, location: "Lille" };
    expect((await client.post("/api/needs", { ...body, budget: 0 })).status).toBe(400);
    const created = await client.post("/api/needs", body);
    expect(created.status).toBe(201);
    const second = await client.post("/api/needs", { ...body, title: "Gilets haute visibilité" });
    await client.patch(`/api/needs/${created.body.id}`, { budget: 3500 });
    await client.post(`/api/needs/${created.body.id}/close`);
    await client.delete(`/api/needs/${second.body.id}`);
    const entries = (await admin.client.get(`/api/audit/logs?userId=${user.id}&action=need.`)).body as { action: string; resource: string; ip: string | null }[];
    expect(entries.map((e) => `${e.action} ${e.resource}`)).toEqual([
      `need.delete need:${second.body.id}`,
      `need.close need:${created.body.id}`,
      `need.update need:${created.body.id}`,
      `need.publish need:${second.body.id}`,
      `need.publish need:${created.body.id}`,
    ]);
    expect(entries.every((e) => e.ip)).toBe(true);
  });

  it("writes nothing for an action that failed validation but the failure itself", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const before = (await admin.client.get(`/api/audit/logs?userId=${user.id}`)).headers.get("x-total-count");
    const bad = await client.put("/api/user/profile", { displayName: "A", email: "pas-un-email" });
    expect(bad.status).toBe(400);
    const blankReason = await admin.client.post(`/api/admin/users/${user.id}/suspend`, { reason: "" });
    expect(blankReason.status).toBe(400);
    expect((await admin.client.get(`/api/audit/logs?userId=${user.id}`)).headers.get("x-total-count")).toBe(before);
    expect(await auditOf("user.suspend", `user:${user.id}`)).toHaveLength(0);
  });

  it("filters by severity and date range and pages", async () => {
    const high = await admin.client.get("/api/audit/logs?severity=high&limit=200");
    expect(high.body.length).toBeGreaterThan(0);
    expect(high.body.every((e: { severity: string }) => e.severity === "high")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const all = await admin.client.get(`/api/audit/logs?from=${today}&to=${today}&limit=1`);
    expect(all.body).toHaveLength(1);
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThan(1);
    expect((await admin.client.get("/api/audit/logs?to=2000-01-01")).body).toEqual([]);
    const csv = await admin.client.get("/api/audit/export");
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.body as string).length).toBeGreaterThan(1);
  });

  it("purges entries older than the retention period and records the purge", async () => {
    const old = await server.services.database.db
      .insert(auditLogs)
      .values({ action: "auth.login", resource: "session", severity: "low", success: true, timestamp: "2020-01-01T00:00:00.000Z" })
      .returning()
      .get();
    const { removed } = await purgeAuditLogs(server.services.database, { olderThanMonths: 12 });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await server.services.database.db.select().from(auditLogs).where(eq(auditLogs.id, old.id))).toEqual([]);
    expect((await auditOf("audit.purge")).length).toBeGreaterThanOrEqual(1);
  });

  it("tells the console how long entries are kept: AUDIT_RETENTION_MONTHS (it read « 12 mois » whatever the setting)", async () => {
    const keptLonger = await startTestServer({ config: { auditRetentionMonths: 18 } });
    try {
      const registered = await registeredClient(keptLonger.url, "buyer");
      await keptLonger.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, registered.user.id));
      const page = await registered.client.get(`/trpc/audit.logs?input=${encodeURIComponent(JSON.stringify({ limit: 10, offset: 0 }))}`);
      expect(page.status).toBe(200);
      expect(page.body.result.data.retentionMonths).toBe(18);
    } finally {
      await keptLonger.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes the live answers of the admin, audit and data-protection paths", async () => {
    const document = (await admin.client.get("/api/openapi.json")).body;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const check = (method: string, path: string, res: { status: number; body: unknown }) => {
      const schema = document.paths[path]?.[method]?.responses[String(res.status)]?.content?.["application/json"]?.schema;
      expect(schema, `${method} ${path} ${res.status}`).toBeDefined();
      const validate = ajv.compile({ ...schema, components: document.components });
      validate(res.body);
      expect(validate.errors ?? [], `${method} ${path} ${res.status}`).toEqual([]);
    };
    const user = await registeredClient(server.url, "supplier");
    check("get", "/api/analytics", await admin.client.get("/api/analytics"));
    check("get", "/api/admin/location-stats", await admin.client.get("/api/admin/location-stats"));
    check("get", "/api/admin/users", await admin.client.get("/api/admin/users?limit=3"));
    check("post", "/api/admin/users/{id}/suspend", await admin.client.post(`/api/admin/users/${user.user.id}/suspend`, { reason: "contrôle" }));
    check("post", "/api/admin/users/{id}/unsuspend", await admin.client.post(`/api/admin/users/${user.user.id}/unsuspend`));
    check("get", "/api/audit/logs", await admin.client.get("/api/audit/logs?limit=5"));
    check("get", "/api/admin/deletion-requests", await admin.client.get("/api/admin/deletion-requests"));
    const other = await registeredClient(server.url, "buyer");
    check("get", "/api/gdpr/consents", await other.client.get("/api/gdpr/consents"));
    check("post", "/api/gdpr/consent", await other.client.post("/api/gdpr/consent", { consentType: "cookies", granted: true }));
    check("post", "/api/gdpr/export-data", await other.client.post("/api/gdpr/export-data?format=json"));
    check("post", "/api/gdpr/request-deletion", await other.client.post("/api/gdpr/request-deletion", {}));
    check("get", "/api/analytics", await other.client.get("/api/analytics"));
  });
});
