import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { makeAdmin, matchedPair, startSmtpSink, waitUntil, type SmtpSink } from "../support/conversation";
import { freePort } from "../support/server-process";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

describe("e-mail through a real SMTP server", () => {
  let smtp: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ config: { smtpUrl: smtp.url, mailFrom: "Maillon <no-reply@maillon.test>", publicUrl: "https://maillon.example" } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("mails the supplier, in French, when a buyer contacts them, with links to the thread and to the settings", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server);
    const sent = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Bonjour, pouvez-vous passer visiter nos locaux jeudi ?" });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.subject?.includes(buyer.account.companyName) ?? false);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(supplier.account.email);
    expect(mail.from?.text).toContain("no-reply@maillon.test");
    expect(mail.subject).toBe(`Maillon : ${buyer.account.companyName} souhaite vous contacter`);
    expect(mail.text).toContain("vous a contacté au sujet de « Nettoyage de nos bureaux à Nantes »");
    expect(mail.text).toContain("> Bonjour, pouvez-vous passer visiter nos locaux jeudi ?");
    expect(mail.text).toContain(`https://maillon.example/matches?match=${matchId}`);
    expect(mail.text).toContain("https://maillon.example/profile?tab=settings");
    expect(mail.html).toContain(`href="https://maillon.example/matches?match=${matchId}"`);

    const reply = await supplier.client.post(`/api/matches/${matchId}/messages`, { body: "Oui, jeudi 10 h <b>sans souci</b>." });
    expect(reply.status).toBe(201);
    const answer = await smtp.waitFor((m) => m.subject === `Maillon : nouveau message de ${supplier.account.companyName}`);
    expect(answer.to && "text" in answer.to ? answer.to.text : "").toBe(buyer.account.email);
    expect(answer.html).toContain("&lt;b&gt;sans souci&lt;/b&gt;");
  });

  it("mails the supplier a new match naming their own offer, the buyer's need and the buyer's company", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " (match)");
    const recipient = (m: Parameters<Parameters<SmtpSink["waitFor"]>[0]>[0]) => (m.to && "text" in m.to ? m.to.text : "");
    const mail = await smtp.waitFor((m) => (m.subject?.startsWith("Maillon : nouveau match") ?? false) && recipient(m) === supplier.account.email);
    expect(mail.subject).toMatch(/^Maillon : nouveau match à \d+\s%\spour\s«\s?Nettoyage et entretien de bureaux\s?»$/);
    expect(mail.text?.replace(/\s/g, " ")).toContain(`« Nettoyage de nos bureaux à Nantes » (${buyer.account.companyName}) correspond à « Nettoyage et entretien de bureaux »`);
    expect(mail.text).toContain(`https://maillon.example/matches?match=${matchId}`);
  });

  it("mails a burst of replies once: the next mail waits until the thread was read (twelve replies sent twelve mails)", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " rafale");
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Bonjour, êtes-vous disponibles en janvier ?" });
    const replyMails = async () =>
      (await server.services.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, buyer.account.email), eq(mailOutbox.subject, `Maillon : nouveau message de ${supplier.account.companyName}`)))).length;
    for (const body of ["Oui.", "Dès le 5 janvier.", "Je vous envoie un devis."]) expect((await supplier.client.post(`/api/matches/${matchId}/messages`, { body })).status).toBe(201);
    expect((await buyer.client.post(`/api/matches/${matchId}/read`)).status).toBe(200);
    expect((await supplier.client.post(`/api/matches/${matchId}/messages`, { body: "Devis envoyé." })).status).toBe(201);
    // Mails are written in order after each commit: once the last one is there, the others were weighed.
    await waitUntil(async () => (await replyMails()) >= 2);
    expect(await replyMails()).toBe(2);
  });

  it("sends an admin's test mail and lists it in the outbox as sent", async () => {
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const res = await admin.client.post("/api/test-notification", { email: "destinataire@exemple.fr", type: "contact" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("E-mail de test envoyé à destinataire@exemple.fr");
    const mail = await smtp.waitFor((m) => (m.to && "text" in m.to ? m.to.text : "") === "destinataire@exemple.fr");
    expect(mail.subject).toBe("Maillon : e-mail de test (prise de contact)");
    expect(mail.text).toContain("Ceci est un e-mail de test de type « prise de contact »");
    const outbox = await admin.client.get("/api/admin/mail-outbox?limit=5");
    expect(outbox.status).toBe(200);
    expect(outbox.body[0]).toMatchObject({ to: "destinataire@exemple.fr", status: "sent", kind: "test", attempts: 1 });
  });

  it("sends a test mail to an address with an accented domain, written as mail servers read it", async () => {
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const res = await admin.client.post("/api/test-notification", { email: "jean@café.fr", type: "system" });
    expect(res.status).toBe(200);
    expect(res.body.mail).toMatchObject({ to: "jean@xn--caf-dma.fr", status: "sent" });
    // The SMTP server got it (its parser shows the domain back in Unicode).
    const mail = await smtp.waitFor((m) => /^jean@(xn--caf-dma|café)\.fr$/.test(m.to && "text" in m.to ? m.to.text : ""));
    expect(mail.subject).toBe("Maillon : e-mail de test (message système)");
  });

  it("refuses a blank test address with the spec's message", async () => {
    const admin = await registeredClient(server.url, "supplier");
    await makeAdmin(server, admin.user.id);
    const res = await admin.client.post("/api/test-notification", { email: "  ", type: "match" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Veuillez saisir une adresse email");
  });
});

describe("e-mail with the SMTP server down", () => {
  let server: TestServer;
  beforeAll(async () => {
    const closedPort = await freePort();
    server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${closedPort}`, mailMaxAttempts: 3, mailRetryBaseMs: 50 } });
  });
  afterAll(() => server.close());

  it("still delivers the message in the app, retries the mail, then keeps it as failed with the error", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server);
    const sent = await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Bonjour, êtes-vous disponibles en mars ?" });
    expect(sent.status).toBe(201);
    const thread = await supplier.client.get(`/api/matches/${matchId}/messages`);
    expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual(["Bonjour, êtes-vous disponibles en mars ?"]);
    const db = server.services.database.db;
    const failed = await waitUntil(async () => {
      const row = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to, supplier.account.email), eq(mailOutbox.kind, "contact"))).get();
      return row?.status === "failed" ? row : null;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("mail without SMTP and the test page's permissions", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("keeps mails in the outbox when no SMTP_URL is set", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server);
    await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Premier message" });
    const row = await waitUntil(() =>
      server.services.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, supplier.account.email), eq(mailOutbox.kind, "contact"))).get(),
    );
    expect(row).toMatchObject({ status: "outbox", kind: "contact" });
  });

  it("refuses the test page's paths to visitors and to non-admins", async () => {
    const anonymous = await fetch(`${server.url}/api/test-notification`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "x@exemple.fr", type: "system" }),
    });
    expect(anonymous.status).toBe(401);
    for (const kind of ["buyer", "supplier"] as const) {
      const { client } = await registeredClient(server.url, kind);
      expect((await client.post("/api/test-notification", { email: "x@exemple.fr", type: "system" })).status).toBe(403);
      expect((await client.post("/api/trigger-matching", {})).status).toBe(403);
      expect((await client.get("/api/admin/mail-outbox")).status).toBe(403);
    }
    expect(await server.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "x@exemple.fr"))).toEqual([]);
  });

  it("gives an admin the trigger-matching figures", async () => {
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const res = await admin.client.post("/api/trigger-matching", {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: expect.stringContaining("Re-matching terminé"), matchesCreated: expect.any(Number), notificationsSent: expect.any(Number) });
  });

  it("says in French where a test mail went without SMTP (issue 24)", async () => {
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const res = await admin.client.post("/api/test-notification", { email: "essai@exemple.fr", type: "system" });
    expect(res.body.message).toBe("E-mail de test pour essai@exemple.fr envoyé dans la boîte d'envoi (aucun serveur SMTP configuré)");
  });
});
