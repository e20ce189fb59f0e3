/**
 * Two server processes on one database and one Redis (DESIGN §13). Needs Debian's redis-server;
 * without it this file is skipped and says so.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "libsql";
import { cleaningNeed, cleaningOffer, waitUntil } from "../support/conversation";
import { connectedSocket } from "../support/sockets";
import { hasRedisServer, startRedis, type RedisProcess } from "../support/redis";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { ApiClient, registeredClient } from "../support/test-server";

const title = hasRedisServer ? "two processes behind one Redis" : "two processes behind one Redis (skipped: /usr/bin/redis-server is not installed)";

describe.skipIf(!hasRedisServer)(title, () => {
  let redis: RedisProcess;
  let a: ServerProcess;
  let b: ServerProcess;
  let shared: string;

  beforeAll(async () => {
    redis = await startRedis();
    shared = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-multi-"));
    const env = { REDIS_URL: redis.url, DATABASE_URL: `file:${path.join(shared, "maillon.db")}`, DATA_DIR: shared, LOG_LEVEL: "error" };
    a = await startServerProcess({ demo: false, env });
    b = await startServerProcess({ demo: false, env });
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await redis?.stop();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it("an event raised in one process reaches a client connected to the other", async () => {
    const supplier = await registeredClient(a.url, "supplier", { location: "Nantes" });
    await supplier.client.post("/api/offers", cleaningOffer("Nantes"));
    const socket = await connectedSocket(b.url, supplier.client.cookieHeader()!);
    const received = new Promise<{ matchId: number }>((resolve) => socket.once("match:new", resolve));
    const buyer = await registeredClient(a.url, "buyer", { location: "Nantes" });
    const need = await buyer.client.post("/api/needs", cleaningNeed("Nantes"));
    expect(need.body.matchesCreated).toBeGreaterThan(0);
    const event = await received;
    const seenOnB = new ApiClient(b.url);
    await seenOnB.post("/api/auth/login", { email: supplier.account.email, password: supplier.account.password });
    expect((await seenOnB.get("/api/matches")).body.map((m: { id: number }) => m.id)).toContain(event.matchId);
    socket.close();
  });

  it("writes a message's mail once, from its event, whichever process took the message", async () => {
    const supplier = await registeredClient(a.url, "supplier", { location: "Nantes" });
    await supplier.client.post("/api/offers", cleaningOffer("Nantes"));
    const buyer = await registeredClient(b.url, "buyer", { location: "Nantes" });
    await buyer.client.post("/api/needs", cleaningNeed("Nantes"));
    const file = path.join(shared, "maillon.db");
    const sql = (query: string, ...args: unknown[]) => {
      const db = new Database(file, { timeout: 5000 });
      try {
        return db.prepare(query).all(...args) as Array<Record<string, unknown>>;
      } finally {
        db.close();
      }
    };
    // Mails go to confirmed addresses only.
    sql("update users set email_verified_at = ? where email = ?", new Date().toISOString(), supplier.account.email);
    const matchId = (await buyer.client.get("/api/matches")).body.find((m: { offer: { supplier: { id: number } } }) => m.offer.supplier.id === supplier.user.id).id;
    expect((await buyer.client.post(`/api/matches/${matchId}/messages`, { body: "Bonjour, pouvez-vous passer jeudi à 9 h ?" })).status).toBe(201);
    const contactMails = () => sql("select text from mail_outbox where \"to\" = ? and kind = 'contact'", supplier.account.email);
    const mails = await waitUntil(async () => (contactMails().length > 0 ? contactMails() : null));
    expect(String(mails[0]!.text)).toContain("Bonjour, pouvez-vous passer jeudi à 9 h ?");
    // Both processes read the event; only one writes its mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(contactMails()).toHaveLength(1);
  });

  it("a sign-in limit reached through one process holds in the other", async () => {
    const { account } = await registeredClient(a.url, "buyer");
    const attacker = new ApiClient(a.url);
    for (let i = 0; i < 8; i++) {
      expect((await attacker.post("/api/auth/login", { email: account.email, password: "Mauvais-mot-de-passe" })).status).toBe(401);
    }
    const elsewhere = new ApiClient(b.url);
    const blocked = await elsewhere.post("/api/auth/login", { email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
