/**
 * Saved-search alerts (issue 22) against the real server, with a real SMTP sink: digests, their
 * explanations and headers, 👍/👎 from the mail, one-click unsubscribe, and who sees what.
 * "The digest hour came" is written into the database (`nextRunAt` in the past): the job, checking
 * every second here, does the rest as it would at 08:00.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts, mailOutbox } from "../../src/server/db/schema";
import { alertsListSchema, alertsRunResultSchema } from "../../src/shared/cli-schemas";
import { ALERT_TEXTS } from "../../src/shared/alerts";
import { ERRORS } from "../../src/shared/messages";
import { confirmEmail, startSmtpSink, waitUntil, type SmtpSink } from "../support/conversation";
import { tableDigest } from "../support/table-digest";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

const BASE = "https://maillon.example";

/** The raw value of a header as sent (mailparser folds List-* headers into objects). */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(":") + 1).trim();
}
const recipient = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");
/** An alert's mail to this address (the address confirmation mail of the registration is not). */
const alertMailTo = (email: string) => (mail: ParsedMail) => recipient(mail) === email && /résultat/.test(mail.subject ?? "");
/** The token of the first link to `path` in a mail's text. */
function tokenIn(text: string, path: string, nth = 0): string {
  const all = [...text.matchAll(new RegExp(`${BASE.replace(/\./g, "\\.")}${path}\\?token=([a-z2-7]{32})`, "g"))];
  const found = all[nth]?.[1];
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return found;
}

function need(title: string, description: string, keywords: string[], category = "services") {
  return { title, description, category, budget: 12000, location: "Nantes", keywords };
}

describe("alerts with a real SMTP server", () => {
  let smtp: SmtpSink;
  let server: TestServer;
  let buyer: Awaited<ReturnType<typeof registeredClient>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ config: { smtpUrl: smtp.url, publicUrl: BASE, alertCheckSeconds: 1 } });
    buyer = await registeredClient(server.url, "buyer", { companyName: "Cabinet Loire", location: "Nantes" });
    await confirmEmail(server, buyer.user.id);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function supplier(name: string) {
    const s = await registeredClient(server.url, "supplier", { companyName: name, location: "Nantes" });
    await confirmEmail(server, s.user.id);
    return s;
  }

  async function createAlert(client: ApiClient, body: Record<string, unknown>) {
    const res = await client.post("/api/alerts", { frequency: "daily", hour: 8, kind: "needs", categories: ["services"], ...body });
    expect(res.status).toBe(201);
    return res.body as { id: number; nextRunAt: string; name: string };
  }

  /** The digest hour came for these alerts. */
  async function dueNow(...ids: number[]) {
    const past = new Date(Date.now() - 1000).toISOString();
    for (const id of ids) await server.services.database.write((tx) => tx.update(alerts).set({ nextRunAt: past }).where(eq(alerts.id, id)));
  }

  /** Waits until the job ran the alert after `dueNow` (its next run is in the future again). */
  async function ranAgain(id: number) {
    return waitUntil(async () => {
      const row = await server.services.database.db.select().from(alerts).where(eq(alerts.id, id)).get();
      return row && row.nextRunAt !== null && row.nextRunAt > new Date().toISOString() ? row : null;
    });
  }

  it("explains a result with the words as the search and the need write them (« sans fil », « week-end »), not the engine's stems", async () => {
    const s = await supplier("Sono Événements");
    const alert = await createAlert(s.client, { name: "Casques", query: "casques audio sans fil pour le week-end", categories: ["media"] });
    await buyer.client.post("/api/needs", need("Casques audio sans fil pour un séminaire", "Nous cherchons 40 casques audio sans fil pour un séminaire le week-end du 12 juin.", ["casques"], "media"));
    const preview = await s.client.post(`/api/alerts/${alert.id}/run`);
    const explanation = String(preview.body.items[0]?.explanation);
    expect(explanation).toContain("« sans fil »");
    expect(explanation).toContain("« week-end »");
    expect(explanation).not.toMatch(/« (fil|week|end) »/);
  });

  it("sends a daily digest of the new needs only, best first, each with why it matched, and the unsubscribe headers", async () => {
    const s = await supplier("Propreté Atlantique");
    // Published before the alert: not new.
    await buyer.client.post("/api/needs", need("Nettoyage des vitres de la verrière", "Nettoyage des vitres de notre verrière de 300 m².", ["vitres", "nettoyage"]));
    const alert = await createAlert(s.client, { name: "Nettoyage Nantes", query: "nettoyage de bureaux" });
    // 08:00 in Paris is 06:00 or 07:00 UTC.
    expect(new Date(alert.nextRunAt).getUTCHours()).toBeGreaterThanOrEqual(6);
    expect(new Date(alert.nextRunAt).getUTCHours()).toBeLessThanOrEqual(7);
    expect(new Date(alert.nextRunAt).getTime()).toBeGreaterThan(Date.now());

    await buyer.client.post("/api/needs", need("Entretien des bureaux de l'agence", "Entretien des bureaux et des vitres de notre agence de 200 m².", ["entretien", "bureaux"]));
    await buyer.client.post("/api/needs", need("Nettoyage de nos bureaux à Nantes", "Recherche une entreprise de nettoyage pour l'entretien quotidien de 600 m² de bureaux.", ["nettoyage", "bureaux"]));
    await buyer.client.post("/api/needs", need("25 ordinateurs portables", "PC portables 14 pouces pour l'administratif.", ["ordinateurs", "portables"], "technology"));

    // The preview says what the digest will hold, and sends nothing.
    const preview = await s.client.post(`/api/alerts/${alert.id}/run`);
    expect(preview.status).toBe(200);
    const titles = preview.body.items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(["Nettoyage de nos bureaux à Nantes", "Entretien des bureaux de l'agence"]);
    expect(preview.body.items[0].score).toBeGreaterThanOrEqual(preview.body.items[1].score);
    expect(preview.body.items[0].explanation).toMatch(/^Termes en commun : « .*bureaux.* » · score \d+\u00a0% \((très pertinent|pertinent|peu pertinent)\)$/);
    expect(smtp.mails.filter(alertMailTo(s.account.email))).toEqual([]);

    await dueNow(alert.id);
    const mail = await smtp.waitFor(alertMailTo(s.account.email));
    expect(mail.subject).toBe("Maillon : 2 nouveaux résultats pour « Nettoyage Nantes » (résumé du jour)");
    const text = mail.text ?? "";
    expect(text.indexOf("1. Nettoyage de nos bureaux à Nantes")).toBeGreaterThan(0);
    expect(text.indexOf("2. Entretien des bureaux de l'agence")).toBeGreaterThan(text.indexOf("1. Nettoyage de nos bureaux à Nantes"));
    expect(text).not.toContain("verrière");
    expect(text).not.toContain("ordinateurs");
    expect(text).toContain(preview.body.items[0].explanation);
    expect(text).toContain(`${BASE}/alert-feedback?token=`);
    expect(header(mail, "List-Unsubscribe")).toMatch(new RegExp(`^<${BASE.replace(/\./g, "\\.")}/api/alerts/unsubscribe\\?token=[a-z2-7]{32}>$`));
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail, "Auto-Submitted")).toBe("auto-generated");
    expect(mail.html).toContain("👍 Pertinent");

    // The alert shows what it sent; the items are never sent again; nothing new means no mail.
    const listed = await s.client.get("/api/alerts");
    expect(listed.body[0]).toMatchObject({ id: alert.id, lastSentAt: expect.any(String), precision: { rated: 0, value: null, suggestion: null } });
    expect(listed.body[0].recent.map((item: { title: string }) => item.title).sort()).toEqual([...titles].sort());
    expect((await s.client.post(`/api/alerts/${alert.id}/run`)).body.items).toEqual([]);
    const before = smtp.mails.length;
    const lastSentAt = listed.body[0].lastSentAt;
    await dueNow(alert.id);
    const ran = await ranAgain(alert.id);
    expect(ran.lastSentAt).toBe(lastSentAt);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.length).toBe(before);
  });

  it("lowers, after a 👎 given from the mail without signing in, the items that resemble the disliked one", async () => {
    const s = await supplier("Vitres de l'Ouest");
    const alert = await createAlert(s.client, { name: "Vitres", query: "nettoyage de vitres" });
    await buyer.client.post("/api/needs", need("Nettoyage de vitres et façades en hauteur", "Nettoyage des vitres et des façades de l'atrium, travaux en hauteur sur nacelle.", ["vitres", "façades", "hauteur"]));
    await dueNow(alert.id);
    const first = await smtp.waitFor(alertMailTo(s.account.email));
    expect(first.text).toContain("1. Nettoyage de vitres et façades en hauteur");

    await buyer.client.post("/api/needs", need("Nettoyage des vitres et façades en hauteur du siège", "Lavage des vitres et des façades vitrées de notre siège, nacelle comprise.", ["vitres", "façades", "hauteur"]));
    await buyer.client.post("/api/needs", need("Nettoyage des vitres de nos bureaux", "Nettoyage mensuel des vitres intérieures et extérieures de nos bureaux.", ["vitres", "bureaux"]));
    const facades = "Nettoyage des vitres et façades en hauteur du siège";
    const offices = "Nettoyage des vitres de nos bureaux";
    // A preview run sends nothing: the items and why they rank where they do.
    const explained = async () => new Map<string, string>((await s.client.post(`/api/alerts/${alert.id}/run`)).body.items.map((item: { title: string; explanation: string }) => [item.title, item.explanation]));
    const before = await explained();
    expect([...before.keys()].sort()).toEqual([facades, offices].sort());
    expect([...before.values()].some((why) => why.includes("classé plus bas"))).toBe(false);

    // The 👎 link of the mail, from a mail client: no session, no Origin.
    const anonymous = new ApiClient(server.url, { origin: "" });
    const token = tokenIn(first.text ?? "", "/alert-feedback");
    const vote = await anonymous.post("/api/alerts/feedback", { token, vote: "down" });
    expect(vote.status).toBe(200);
    expect(vote.body).toMatchObject({ ok: true, alertId: alert.id, vote: "down" });
    // Single use.
    expect((await anonymous.post("/api/alerts/feedback", { token, vote: "up" })).status).toBe(400);

    // The item like the disliked one is lowered, and says why; the other is not.
    const after = await explained();
    expect(after.get(facades)).toContain("classé plus bas : proche de résultats notés 👎");
    expect(after.get(offices)).not.toContain("classé plus bas");

    await dueNow(alert.id);
    const second = await smtp.waitFor((m) => alertMailTo(s.account.email)(m) && m !== first);
    const text = second.text ?? "";
    expect(text.indexOf("1. Nettoyage des vitres de nos bureaux")).toBeGreaterThan(0);
    expect(text.indexOf("2. Nettoyage des vitres et façades en hauteur du siège")).toBeGreaterThan(text.indexOf("1. Nettoyage des vitres de nos bureaux"));
    expect(text).toMatch(/classé plus bas : proche de résultats notés 👎 \((façades, hauteur|hauteur, façades)\)/);
  });

  it("turns an alert off with the one-click POST of a mail client, without session or Origin, and the link cannot touch another alert", async () => {
    const s = await supplier("Net Services");
    const kept = await createAlert(s.client, { name: "Bureaux", query: "entretien de bureaux", frequency: "weekly" });
    const alert = await createAlert(s.client, { name: "Sanitaires", query: "nettoyage de sanitaires" });
    await buyer.client.post("/api/needs", need("Nettoyage de sanitaires publics", "Nettoyage quotidien des sanitaires de nos deux sites.", ["sanitaires", "nettoyage"]));
    await dueNow(alert.id);
    const mail = await smtp.waitFor(alertMailTo(s.account.email));
    const url = header(mail, "List-Unsubscribe")!.slice(1, -1);
    const token = new URL(url).searchParams.get("token")!;

    // What Gmail and others send (RFC 8058): a form body, the token in the URL, no cookie, no Origin.
    const post = (target: string, body: string, headers: Record<string, string> = {}) =>
      fetch(target.replace(BASE, server.url), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
    const res = await post(url, "List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, alreadyDone: false, turnedOff: "l'alerte « Sanitaires »" });
    const listed = (await s.client.get("/api/alerts")).body as Array<{ id: number; enabled: boolean; nextRunAt: string | null }>;
    expect(listed.find((a) => a.id === alert.id)).toMatchObject({ enabled: false, nextRunAt: null });
    expect(listed.find((a) => a.id === kept.id)).toMatchObject({ enabled: true });

    // A webmail posting from its own page (a foreign Origin) is answered too; the link, spent, changes nothing more.
    expect((await s.client.patch(`/api/alerts/${alert.id}`, { enabled: true })).status).toBe(200);
    const replay = await post(`${server.url}/api/alerts/unsubscribe`, `token=${token}&alertId=${kept.id}`, { origin: "https://mail.example.com" });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ alreadyDone: true });
    const after = (await s.client.get("/api/alerts")).body as Array<{ id: number; enabled: boolean }>;
    expect(after.find((a) => a.id === alert.id)?.enabled).toBe(true);
    expect(after.find((a) => a.id === kept.id)?.enabled).toBe(true);

    // A made-up link: 400, nothing changes. Other endpoints keep their Origin check.
    const forged = await post(`${server.url}/api/alerts/unsubscribe`, `token=${"a".repeat(32)}`);
    expect(forged.status).toBe(400);
    const before = await tableDigest(server, ["alerts", "alert_deliveries"]);
    const crossSite = await s.client.request("DELETE", `/api/alerts/${kept.id}`, undefined, { origin: "https://mail.example.com" });
    expect(crossSite.status).toBe(403);
    expect(await tableDigest(server, ["alerts", "alert_deliveries"])).toBe(before);
    expect((await s.client.get("/api/alerts")).body).toHaveLength(2);
  });

  it("puts the same one-click way out on new-match mails, where it turns new-match e-mails off", async () => {
    const s = await supplier("Propreté Express");
    await s.client.post("/api/offers", {
      title: "Nettoyage industriel d'entrepôts",
      description: "Nettoyage de sols industriels, autolaveuses, entrepôts logistiques.",
      category: "services",
      price: 3000,
      location: "Nantes",
      keywords: ["nettoyage industriel", "entrepôts", "sols"],
    });
    await buyer.client.post("/api/needs", need("Nettoyage industriel de notre entrepôt", "Nettoyage des sols de notre entrepôt logistique de 5 000 m².", ["nettoyage industriel", "entrepôt"]));
    const mail = await smtp.waitFor((m) => recipient(m) === s.account.email && (m.subject ?? "").includes("nouveau match"));
    const url = header(mail, "List-Unsubscribe")!.slice(1, -1);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Ne plus recevoir les e-mails de nouveaux matches");
    const res = await fetch(url.replace(BASE, server.url), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(res.status).toBe(200);
    const prefs = await s.client.get("/trpc/user.preferences");
    expect(prefs.body.result.data.notifications.email).toEqual({ match: false, contact: true, quote: true, system: true });
  });

  it("never shows or sends one user's alerts or items to another", async () => {
    const a = await supplier("Alpha Propreté");
    const b = await supplier("Beta Informatique");
    const alertA = await createAlert(a.client, { name: "Nettoyage A", query: "nettoyage de locaux" });
    const alertB = await createAlert(b.client, { name: "Portables B", query: "ordinateurs portables", categories: ["technology"] });
    await buyer.client.post("/api/needs", need("Nettoyage de locaux commerciaux", "Nettoyage de nos locaux commerciaux trois fois par semaine.", ["nettoyage", "locaux"]));
    await buyer.client.post("/api/needs", need("Vingt ordinateurs portables", "Achat de 20 ordinateurs portables pour nos commerciaux.", ["ordinateurs portables"], "technology"));

    // B cannot read, change, preview or delete A's alert, nor vote on its items: 404, and nothing changed.
    expect((await b.client.get("/api/alerts")).body.map((x: { id: number }) => x.id)).toEqual([alertB.id]);
    const alertsBefore = await tableDigest(server, ["alerts", "alert_deliveries"]);
    expect((await b.client.patch(`/api/alerts/${alertA.id}`, { query: "ordinateurs" })).status).toBe(404);
    expect((await b.client.post(`/api/alerts/${alertA.id}/run`)).status).toBe(404);
    expect((await b.client.request("DELETE", `/api/alerts/${alertA.id}`)).status).toBe(404);
    expect(await tableDigest(server, ["alerts", "alert_deliveries"])).toBe(alertsBefore);
    expect((await a.client.get("/api/alerts")).body[0]).toMatchObject({ id: alertA.id, query: "nettoyage de locaux", enabled: true });
    expect((await new ApiClient(server.url).get("/api/alerts")).status).toBe(401);

    await dueNow(alertA.id, alertB.id);
    const mailA = await smtp.waitFor(alertMailTo(a.account.email));
    const mailB = await smtp.waitFor(alertMailTo(b.account.email));
    expect(mailA.text).toContain("Nettoyage de locaux commerciaux");
    expect(mailA.text).not.toContain("ordinateurs");
    expect(mailB.text).toContain("Vingt ordinateurs portables");
    expect(mailB.text).not.toContain("Nettoyage");
    const [delivery] = (await a.client.get("/api/alerts")).body[0].recent;
    expect((await b.client.post("/api/alerts/feedback", { deliveryId: delivery.deliveryId, vote: "down" })).status).toBe(404);
    expect((await a.client.post("/api/alerts/feedback", { deliveryId: delivery.deliveryId, vote: "up" })).status).toBe(200);
    expect((await a.client.get("/api/alerts")).body[0].recent[0].vote).toBe("up");
    // A's data export holds A's alert and what it sent, nothing of B's.
    const exported = await a.client.post("/api/gdpr/export-data?format=json", {});
    expect(exported.body.alerts.map((x: { id: number }) => x.id)).toEqual([alertA.id]);
    expect(exported.body.alerts[0].sent).toEqual([expect.objectContaining({ title: "Nettoyage de locaux commerciaux", vote: "up" })]);
  });

  it("sends no digest to an address that is not confirmed, and keeps its items for later", async () => {
    const s = await registeredClient(server.url, "supplier", { companyName: "Sans Adresse", location: "Nantes" });
    const alert = await createAlert(s.client, { name: "Vitrerie", query: "remplacement de vitrages" });
    await buyer.client.post("/api/needs", need("Remplacement de vitrages cassés", "Remplacement de trois vitrages cassés dans nos bureaux.", ["vitrages", "remplacement"]));
    await dueNow(alert.id);
    await ranAgain(alert.id);
    const rows = await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.account.email));
    expect(rows.filter((row) => row.kind === "alert")).toEqual([]);
    expect((await s.client.post(`/api/alerts/${alert.id}/run`)).body.items.map((i: { title: string }) => i.title)).toEqual(["Remplacement de vitrages cassés"]);
  });

  it("delivers an immediate alert in the app and by mail as soon as a matching need is published", async () => {
    const s = await supplier("Jardins Nantais");
    const alert = await createAlert(s.client, { name: "Espaces verts", query: "entretien des espaces verts", frequency: "immediate" });
    expect(alert.nextRunAt).toBeNull();
    await buyer.client.post("/api/needs", need("Entretien des espaces verts du siège", "Tonte, taille des haies et entretien des massifs de notre siège.", ["espaces verts", "tonte"]));
    const mail = await smtp.waitFor(alertMailTo(s.account.email));
    expect(mail.subject).toBe("Maillon : nouveau résultat pour votre alerte « Espaces verts »");
    const notifications = await waitUntil(async () => {
      const list = (await s.client.get("/api/notifications")).body as Array<{ title: string; message: string }>;
      return list.length > 0 ? list : null;
    });
    expect(notifications[0]).toMatchObject({ title: "Alerte « Espaces verts » : nouveau résultat", message: "Entretien des espaces verts du siège" });
    // The notification leads to the result, as the mail does.
    expect((notifications[0] as unknown as { link: string }).link).toMatch(/^\/category\/[a-z_]+#need-\d+$/);
  });

  it("tells a supplier once of a new need that matches two of its offers and two of its immediate alerts: one « Nouveau match », no alert notice nor mail", async () => {
    const s = await supplier("Propreté Erdre");
    for (const title of ["Nettoyage de bureaux et locaux professionnels", "Entretien quotidien de bureaux et vitrerie"]) {
      const offer = await s.client.post("/api/offers", { title, description: "Nettoyage et entretien quotidien de bureaux : sols, sanitaires, vitres, poubelles.", category: "services", price: 1500, location: "Nantes", keywords: ["nettoyage", "bureaux", "entretien"] });
      expect(offer.status).toBe(201);
    }
    const first = await createAlert(s.client, { name: "Nettoyage", query: "nettoyage de bureaux", frequency: "immediate" });
    const second = await createAlert(s.client, { name: "Entretien", query: "entretien de bureaux", frequency: "immediate" });
    const published = await buyer.client.post("/api/needs", need("Nettoyage de nos bureaux à Nantes", "Entretien quotidien de 600 m² de bureaux : sols, sanitaires, vitres.", ["nettoyage", "bureaux"]));
    expect(published.status).toBe(201);
    // Both alerts ran (each recorded the need, so that it is never sent later).
    await waitUntil(async () => {
      const rows = await server.services.database.db.select().from(alerts).where(eq(alerts.userId, s.user.id));
      return rows.length === 2 && rows.every((row) => row.lastRunAt !== null) ? rows : null;
    });
    const delivered = await server.services.database.client.execute({ sql: "select alert_id from alert_deliveries where item_kind = 'need' and item_id = ? order by alert_id", args: [published.body.id] });
    expect(delivered.rows.map((row) => row.alert_id)).toEqual([first.id, second.id]);
    const list = (await s.client.get("/api/notifications")).body as Array<{ type: string; title: string; message: string }>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: "match", title: "Nouveau match" });
    expect(list[0]!.message).toMatch(/^« Nettoyage de nos bureaux à Nantes » correspond à « .+ » \(\d+\s%\) et à une autre de vos offres$/);
    const mails = await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.account.email));
    expect(mails.filter((mail) => mail.kind === "alert")).toEqual([]);
  });

  it("refuses bad input with French messages and changes nothing", async () => {
    const s = await supplier("Formulaires");
    const bad = await s.client.post("/api/alerts", { name: "", kind: "needs", query: "x", minScore: 0.2, frequency: "hourly", hour: 25 });
    expect(bad.status).toBe(400);
    const messages = (bad.body.issues as Array<{ message: string }>).map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Le nom de l'alerte est requis",
        "Indiquez au moins un mot à rechercher",
        "Le score minimum doit être compris entre 55 % et 100 %",
        "L'heure doit être comprise entre 0 et 23",
      ]),
    );
    expect((await s.client.get("/api/alerts")).body).toEqual([]);
    const long = await s.client.post("/api/alerts", { name: "n".repeat(101), kind: "needs", query: "q".repeat(301) });
    expect((long.body.issues as Array<{ message: string }>).map((issue) => issue.message)).toEqual(expect.arrayContaining([ALERT_TEXTS.nameMax, ALERT_TEXTS.queryMax]));
    // Words that can never match: an alert that would stay silent for ever.
    for (const query of ["le la les", "!!", "€€"]) {
      const empty = await s.client.post("/api/alerts", { name: "Vide", kind: "needs", query });
      expect(empty, query).toMatchObject({ status: 400, body: { error: ALERT_TEXTS.queryEmptyWords } });
    }
    expect((await s.client.get("/api/alerts")).body).toEqual([]);
  });

  it("refuses a second alert on the same words and sectors (a double click sent the form twice: every result came twice)", async () => {
    const s = await supplier("Doublons");
    const body = { name: "Caméras parking", kind: "needs", query: "caméras vidéoprotection parking", categories: ["security"], frequency: "immediate" };
    const [first, second] = await Promise.all([s.client.post("/api/alerts", body), s.client.post("/api/alerts", { ...body, name: "Autre nom", query: "  Caméras  vidéoprotection PARKING " })]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((res) => res.status === 409)!.body.error).toBe(ALERT_TEXTS.duplicate([first, second].find((res) => res.status === 201)!.body.name));
    expect((await s.client.get("/api/alerts")).body).toHaveLength(1);
    // Other sectors or other words are another alert.
    expect((await s.client.post("/api/alerts", { ...body, categories: [] })).status).toBe(201);
    expect((await s.client.post("/api/alerts", { ...body, query: "caméras parking" })).status).toBe(201);
  });
});

describe("market alerts", () => {
  let smtp: SmtpSink;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The server's job looks only at start here: the command line does the sending.
    server = await startTestServer({ config: { smtpUrl: smtp.url, publicUrl: BASE, alertCheckSeconds: 3600 } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The real bin/market, asynchronously: the SMTP sink lives in this process and must keep answering. */
  function market(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const root = path.resolve(import.meta.dirname, "../..");
    return new Promise((resolve, reject) => {
      execFile(
        path.join(root, "bin/market"),
        args,
        { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: `file:${path.join(server.dataDir, "maillon.db")}`, SMTP_URL: smtp.url, PUBLIC_URL: BASE } },
        (error, stdout, stderr) => {
          if (error && typeof error.code !== "number") reject(error);
          else resolve({ code: typeof error?.code === "number" ? error.code : 0, stdout, stderr });
        },
      );
    });
  }

  it("runs the due alerts (a dry run first, which sends nothing) and lists them with their precision", async () => {
    const s = await registeredClient(server.url, "supplier", { companyName: "Ligne de Commande", location: "Nantes" });
    await confirmEmail(server, s.user.id);
    const buyer = await registeredClient(server.url, "buyer", { location: "Nantes" });
    const created = await s.client.post("/api/alerts", { name: "Nettoyage CLI", kind: "needs", query: "nettoyage de bureaux", categories: ["services"] });
    await buyer.client.post("/api/needs", need("Nettoyage de nos bureaux à Nantes", "Recherche une entreprise de nettoyage pour l'entretien quotidien de 600 m² de bureaux.", ["nettoyage", "bureaux"]));
    await server.services.database.write((tx) => tx.update(alerts).set({ nextRunAt: new Date(Date.now() - 1000).toISOString() }).where(eq(alerts.id, created.body.id)));

    const dry = await market(["--json", "alerts", "run", "--dry-run"]);
    expect(dry.code).toBe(0);
    const planned = alertsRunResultSchema.parse(JSON.parse(dry.stdout));
    expect(planned.dryRun).toBe(true);
    expect(planned.alerts).toEqual([expect.objectContaining({ alertId: created.body.id, sent: 0, items: [expect.objectContaining({ title: "Nettoyage de nos bureaux à Nantes" })] })]);
    expect((await s.client.get("/api/alerts")).body[0].recent).toEqual([]);

    const run = await market(["--json", "alerts", "run"]);
    expect(run.code).toBe(0);
    expect(alertsRunResultSchema.parse(JSON.parse(run.stdout)).alerts).toEqual([expect.objectContaining({ alertId: created.body.id, sent: 1, mailed: true })]);
    const mail = await smtp.waitFor(alertMailTo(s.account.email));
    expect(mail.subject).toBe("Maillon : 1 nouveau résultat pour « Nettoyage CLI » (résumé du jour)");
    expect(alertsRunResultSchema.parse(JSON.parse((await market(["--json", "alerts", "run"])).stdout)).alerts).toEqual([]);

    const [delivery] = (await s.client.get("/api/alerts")).body[0].recent;
    await s.client.post("/api/alerts/feedback", { deliveryId: delivery.deliveryId, vote: "down" });
    const list = alertsListSchema.parse(JSON.parse((await market(["--json", "alerts", "list", "--user", s.account.email])).stdout));
    expect(list).toEqual([expect.objectContaining({ id: created.body.id, owner: s.account.email, itemsSent: 1, precision: { rated: 1, up: 0, value: null, suggestion: null } })]);
    const table = await market(["alerts", "list"]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("Nettoyage CLI");
    // A mistyped address is said, as the other commands say it (it read « 0 alerte(s) », exit code 0).
    expect(await market(["alerts", "list", "--user", "personne@exemple.fr"])).toMatchObject({ code: 1, stderr: `market : ${ERRORS.userNotFound} : aucun compte avec l'e-mail personne@exemple.fr\n` });
  }, 120_000);
});
