/**
 * Kept GET answers (src/server/http/answer-cache.ts) never outlive a commit that can change them:
 * not one of this server's, not one written by another process on the same file (the CLI), and
 * they are never served to another account. A commit that concerns other accounts only leaves
 * them kept (db/answer-scopes.ts). The same holds for the web app's tRPC batches.
 */
import path from "node:path";
import Database from "libsql";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleaningNeed, confirmEmail, matchedPair } from "../support/conversation";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { matches, users } from "../../src/server/db/schema";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Listed = Array<{ id: number; status: string; hybridScore: number }>;

describe("kept GET answers", () => {
  it("show a status change made through the API at once", async () => {
    const { buyer, matchId } = await matchedPair(server, " A");
    const before = (await buyer.client.get("/api/matches")).body as Listed;
    expect((await buyer.client.get("/api/matches")).body).toEqual(before);
    expect(before.find((m) => m.id === matchId)?.status).toBe("new");

    expect((await buyer.client.patch(`/api/matches/${matchId}`, { status: "favorited" })).status).toBe(200);
    const after = (await buyer.client.get("/api/matches")).body as Listed;
    expect(after.find((m) => m.id === matchId)?.status).toBe("favorited");
    expect((await buyer.client.get("/api/matches/counts")).body.statuses.favorited).toBe(1);
  });

  it("show a change written by another process on the same database file at the next request", async () => {
    const { buyer, matchId } = await matchedPair(server, " B");
    expect(((await buyer.client.get("/api/matches")).body as Listed).some((m) => m.id === matchId)).toBe(true);
    const stats = (await new ApiClient(server.url).get("/api/stats")).body as { totalMatches: number };

    // What `market` does: its own connection to the file, no message to the server.
    const other = await openDatabase(`file:${path.join(server.dataDir, "maillon.db")}`, undefined, "cli");
    await other.write((tx) => tx.delete(matches).where(eq(matches.id, matchId)));
    other.close();

    expect(((await buyer.client.get("/api/matches")).body as Listed).some((m) => m.id === matchId)).toBe(false);
    expect(((await new ApiClient(server.url).get("/api/stats")).body as { totalMatches: number }).totalMatches).toBe(stats.totalMatches - 1);
  });

  it("are kept per account: the other party and a visitor get their own answers", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " C");
    await buyer.client.patch(`/api/matches/${matchId}`, { status: "favorited" });
    const url = "/api/matches?limit=5";
    expect(((await buyer.client.get(url)).body as Listed).find((m) => m.id === matchId)?.status).toBe("favorited");
    expect(((await supplier.client.get(url)).body as Listed).find((m) => m.id === matchId)?.status).toBe("new");
    expect((await new ApiClient(server.url).get(url)).status).toBe(401);
  });
});

/** A GET batch as the web app's httpBatchLink sends it. */
function batchUrl(calls: Array<[string, unknown]>): string {
  const input = Object.fromEntries(calls.flatMap(([, value], i) => (value === undefined ? [] : [[i, value]])));
  return `/trpc/${calls.map(([path]) => path).join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

type Batch = Array<{ result?: { data: any }; error?: { message: string } }>;

describe("kept tRPC batches", () => {
  it("show a status change made through tRPC at once, and stay whole JSON answers", async () => {
    const { buyer, matchId } = await matchedPair(server, " D");
    const url = batchUrl([["matches.list", { limit: 50 }], ["matches.counts", undefined], ["stats.public", undefined]]);
    const first = await buyer.client.get<Batch>(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/application\/json/);
    expect(Number(first.headers.get("content-length"))).toBeGreaterThan(0);
    const again = await buyer.client.get<Batch>(url);
    expect(again.body).toEqual(first.body);
    const items = () => (again.body[0]?.result?.data.items ?? []) as Listed;
    expect(items().find((m) => m.id === matchId)?.status).toBe("new");

    const changed = await buyer.client.post("/trpc/matches.setStatus", { id: matchId, status: "favorited" });
    expect(changed.status).toBe(200);
    const after = (await buyer.client.get<Batch>(url)).body;
    expect((after[0]?.result?.data.items as Listed).find((m) => m.id === matchId)?.status).toBe("favorited");
    expect(after[1]?.result?.data.statuses.favorited).toBe(1);
  });

  it("are kept per account", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server, " E");
    await buyer.client.patch(`/api/matches/${matchId}`, { status: "favorited" });
    const url = batchUrl([["matches.list", { limit: 50 }]]);
    const statusFor = async (client: ApiClient) => ((await client.get<Batch>(url)).body[0]?.result?.data.items as Listed).find((m) => m.id === matchId)?.status;
    expect(await statusFor(buyer.client)).toBe("favorited");
    expect(await statusFor(supplier.client)).toBe("new");
    const visitor = await new ApiClient(server.url).get<Batch>(url);
    expect(visitor.status).toBe(401);
  });
});


/**
 * With the database's change stamp held still, a kept answer outlives the change below it: that is
 * how the test sees whether answers are kept at all.
 */
async function listedAfterAChangeTheStampMissed(target: TestServer, suffix: string) {
  const { buyer, matchId } = await matchedPair(target, suffix);
  const database = target.services.database;
  const changeStamp = database.changeStamp.bind(database);
  database.changeStamp = () => "held still";
  try {
    const list = async () => ((await buyer.client.get("/api/matches")).body as Listed).find((m) => m.id === matchId)?.status;
    const batch = async () => ((await buyer.client.get<Batch>(batchUrl([["matches.list", { limit: 50 }]]))).body[0]?.result?.data.items as Listed).find((m) => m.id === matchId)?.status;
    expect([await list(), await batch()]).toEqual(["new", "new"]);
    expect((await buyer.client.patch(`/api/matches/${matchId}`, { status: "favorited" })).status).toBe(200);
    return [await list(), await batch()];
  } finally {
    database.changeStamp = changeStamp;
  }
}

describe("ANSWER_CACHE=0", () => {
  it("is needed: by default, an answer is kept while the stamp holds still", async () => {
    expect(await listedAfterAChangeTheStampMissed(server, " F")).toEqual(["new", "new"]);
  });

  it("computes every /api and tRPC answer again", async () => {
    const uncached = await startTestServer({ config: { answerCache: loadConfig({ ANSWER_CACHE: "0" }).answerCache } });
    try {
      expect(await listedAfterAChangeTheStampMissed(uncached, " G")).toEqual(["favorited", "favorited"]);
    } finally {
      await uncached.close();
    }
  });
});

describe("a session's own bookkeeping", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the kept answers: neither a last-seen update nor a renewal drops them, a real change does", async () => {
    const { buyer, matchId } = await matchedPair(server, " H");
    const database = server.services.database;
    const file = path.join(server.dataDir, "maillon.db");
    const sessionRow = () => {
      const reader = new Database(file);
      try {
        const sql = "select expires_at, last_seen_at from sessions where user_id = (select buyer_id from needs join matches on matches.need_id = needs.id where matches.id = ?)";
        return reader.prepare(sql).get(matchId) as { expires_at: number; last_seen_at: string };
      } finally {
        reader.close();
      }
    };
    const first = (await buyer.client.get("/api/matches")).body as Listed;
    const before = sessionRow();

    // Each computed list reads through selectValues; a kept answer does not.
    const selectValues = database.selectValues.bind(database);
    let computed = 0;
    database.selectValues = (stmt) => {
      computed++;
      return selectValues(stmt);
    };
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 10 * 60_000);
      expect((await buyer.client.get("/api/matches")).body).toEqual(first);
      expect(sessionRow().last_seen_at).not.toBe(before.last_seen_at);

      vi.setSystemTime(Date.now() + 16 * 86_400_000);
      const renewed = await buyer.client.get("/api/matches");
      expect(renewed.body).toEqual(first);
      expect(renewed.headers.getSetCookie().some((cookie) => cookie.includes("maillon_session="))).toBe(true);
      expect(sessionRow().expires_at).toBeGreaterThan(before.expires_at);
      expect(computed).toBe(0);

      expect((await buyer.client.patch(`/api/matches/${matchId}`, { status: "favorited" })).status).toBe(200);
      expect(((await buyer.client.get("/api/matches")).body as Listed).find((m) => m.id === matchId)?.status).toBe("favorited");
      expect(computed).toBeGreaterThan(0);
    } finally {
      database.selectValues = selectValues;
    }
  });
});

describe("a commit that concerns other accounts", () => {
  it("leaves an account's kept answers, and drops those of the accounts it concerns", async () => {
    const third = await matchedPair(server, " S1");
    const parties = await matchedPair(server, " S2");
    const statusOf = async (client: ApiClient, matchId: number) => ((await client.get("/api/matches")).body as Listed).find((m) => m.id === matchId)?.status;
    expect(await statusOf(third.buyer.client, third.matchId)).toBe("new");
    expect(await statusOf(parties.buyer.client, parties.matchId)).toBe("new");

    // A change under the third account's kept answer that tells nobody (a write outside Maillon):
    // while that answer is kept, its reader does not see it, which is how the test sees it kept.
    const raw = new Database(path.join(server.dataDir, "maillon.db"));
    raw.prepare("update matches set buyer_status = 'favorited' where id = ?").run(third.matchId);
    raw.close();

    // A message between two other accounts: they see it at once (the sender's status, the reader's unread count).
    expect((await parties.buyer.client.post(`/api/matches/${parties.matchId}/messages`, { body: "Bonjour, pouvez-vous passer jeudi ?" })).status).toBe(201);
    expect(await statusOf(parties.buyer.client, parties.matchId)).toBe("contacted");
    expect(((await parties.supplier.client.get("/api/messages/unread")).body as { total: number }).total).toBe(1);
    expect(await statusOf(third.buyer.client, third.matchId)).toBe("new");

    // A write that says nothing of what it changes drops every kept answer.
    await server.services.database.write((tx) => tx.update(users).set({ bio: "Nettoyage de bureaux à Nantes depuis 2009." }).where(eq(users.id, third.supplier.user.id)));
    expect(await statusOf(third.buyer.client, third.matchId)).toBe("favorited");
  });

  it("show a publication at once to the owners of its counterparts and to everyone", async () => {
    const { supplier } = await matchedPair(server, " S3");
    const ids = async () => ((await supplier.client.get("/api/matches")).body as Listed).map((m) => m.id);
    const visitor = new ApiClient(server.url);
    const totalNeeds = async () => ((await visitor.get("/api/stats")).body as { totalNeeds: number }).totalNeeds;
    const buyer = await registeredClient(server.url, "buyer", { companyName: "Cabinet Erdre S3", location: "Nantes" });
    await confirmEmail(server, buyer.user.id);
    const [before, needsBefore] = [await ids(), await totalNeeds()];
    expect((await buyer.client.post("/api/needs", cleaningNeed())).status).toBe(201);
    expect((await ids()).length).toBeGreaterThan(before.length);
    expect(await totalNeeds()).toBe(needsBefore + 1);
  });

  it("survive another account's statistics, whose reads are not plain SELECTs (WITH …)", async () => {
    const reader = await matchedPair(server, " S4");
    const other = await matchedPair(server, " S5");
    const statusOf = async () => ((await reader.buyer.client.get("/api/matches")).body as Listed).find((m) => m.id === reader.matchId)?.status;
    expect(await statusOf()).toBe("new");
    const raw = new Database(path.join(server.dataDir, "maillon.db"));
    raw.prepare("update matches set buyer_status = 'favorited' where id = ?").run(reader.matchId);
    raw.close();
    expect((await other.supplier.client.get("/api/user/stats")).status).toBe(200);
    expect(await statusOf()).toBe("new");
  });
});
