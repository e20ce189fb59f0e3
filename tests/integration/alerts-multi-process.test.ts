/**
 * Two server processes on one database, both running the alert job every second: each due digest
 * is sent once (the claim is a compare-and-set UPDATE in the database; no Redis needed).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";
import { alertDeliveries, alerts, mailOutbox, users } from "../../src/server/db/schema";
import { cleaningNeed, startSmtpSink, waitUntil, type SmtpSink } from "../support/conversation";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { registeredClient } from "../support/test-server";

describe("alert digests with two server processes", () => {
  let smtp: SmtpSink;
  let a: ServerProcess;
  let b: ServerProcess;
  let shared: string;
  let database: Database;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    shared = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-alerts-"));
    const env = {
      DATABASE_URL: `file:${path.join(shared, "maillon.db")}`,
      DATA_DIR: shared,
      LOG_LEVEL: "error",
      SMTP_URL: smtp.url,
      ALERT_CHECK_SECONDS: "1",
    };
    a = await startServerProcess({ demo: false, env });
    b = await startServerProcess({ demo: false, env });
    database = await openDatabase(env.DATABASE_URL, undefined, "cli");
  }, 120_000);

  afterAll(async () => {
    database?.close();
    await a?.stop();
    await b?.stop();
    await smtp?.close();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it("sends each due digest once, whichever process takes it", async () => {
    const suppliers = [];
    for (let i = 0; i < 4; i++) {
      const s = await registeredClient(i % 2 ? a.url : b.url, "supplier", { companyName: `Propreté ${i}`, location: "Nantes" });
      await database.write((tx) => tx.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, s.user.id)));
      const created = await s.client.post("/api/alerts", { name: `Nettoyage ${i}`, kind: "needs", query: "nettoyage de bureaux", categories: ["services"], frequency: "daily", hour: 8 });
      expect(created.status).toBe(201);
      suppliers.push({ ...s, alertId: created.body.id as number });
    }
    const buyer = await registeredClient(a.url, "buyer", { location: "Nantes" });
    expect((await buyer.client.post("/api/needs", cleaningNeed())).status).toBe(201);

    // 08:00 came for the four alerts at once; both processes look every second.
    const ids = suppliers.map((s) => s.alertId);
    await database.write((tx) => tx.update(alerts).set({ nextRunAt: new Date(Date.now() - 1000).toISOString() }).where(inArray(alerts.id, ids)));
    const isAlertMail = (email: string) => (m: (typeof smtp.mails)[number]) => (m.to && "text" in m.to ? m.to.text : "") === email && /résultat/.test(m.subject ?? "");
    for (const s of suppliers) await smtp.waitFor(isAlertMail(s.account.email), 20_000);
    // Several more passes of both jobs: nothing more goes out.
    await waitUntil(async () => {
      const rows = await database.db.select().from(alerts).where(inArray(alerts.id, ids));
      return rows.every((row) => row.claimedUntil === 0 && row.nextRunAt! > new Date().toISOString()) ? rows : null;
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const s of suppliers) expect(smtp.mails.filter(isAlertMail(s.account.email))).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "alert"))).toHaveLength(4);
    expect(await database.db.select().from(alertDeliveries).where(inArray(alertDeliveries.alertId, ids))).toHaveLength(4);
  });
});
