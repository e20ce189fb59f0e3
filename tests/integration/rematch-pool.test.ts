import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCompanies, insertNeeds, insertOffers } from "../../src/server/db/seed";
import { generateCompanies, iterateNeeds, iterateOffers } from "../../src/server/db/seed/generate";
import { offers, users, type UserRow } from "../../src/server/db/schema";
import { MatchingService } from "../../src/server/services/matching";
import { startTestServer, type TestServer } from "../support/test-server";

// Enough needs for three re-match batches (of 200), few enough for a test.
const NEEDS = 450;
const OFFERS = 600;
const SLOW = 120_000;

let server: TestServer;
let matching: MatchingService;

beforeAll(async () => {
  server = await startTestServer();
  const { database } = server.services;
  const companies = generateCompanies(60, 7);
  const ids = await insertCompanies(database, companies, "Tournesol-42");
  await insertNeeds(database, iterateNeeds(NEEDS, 7, companies), ids);
  await insertOffers(database, iterateOffers(OFFERS, 7, companies), ids);
  matching = new MatchingService(database, server.dataDir);
  await matching.load();
}, SLOW);
afterAll(() => server.close());

async function storedMatches() {
  const result = await server.services.database.client.execute(
    "select id, need_id, offer_id, hybrid_score, tfidf_score, semantic_score, category_score, matched_terms, buyer_status, supplier_status from matches order by id",
  );
  return result.rows.map((row) => ({ ...row }));
}

describe("full re-match in worker threads", () => {
  it("writes exactly the matches the main thread writes, and keeps the statuses", { timeout: SLOW }, async () => {
    const first = await matching.rematchAll({ threads: 0 });
    expect(first.created).toBeGreaterThan(NEEDS);
    const { client } = server.services.database;
    await client.execute("update matches set buyer_status = 'favorited', supplier_status = 'contacted' where id = (select min(id) from matches)");
    const before = await storedMatches();
    const progress: number[] = [];
    const pooled = await matching.rematchAll({ threads: 2, onProgress: (done) => void progress.push(done) });
    // The workers score exactly as the main thread did: no pair needs writing again.
    expect(pooled).toMatchObject({ created: 0, removed: 0, updated: 0, unchanged: before.length, totalMatches: before.length });
    expect(progress).toEqual([200, 400, NEEDS]);
    // Same pairs, same ids, same four scores and matched terms, statuses untouched.
    expect(await storedMatches()).toEqual(before);
    expect(before[0]).toMatchObject({ buyer_status: "favorited", supplier_status: "contacted" });
  });

  it("stops between two batches when its progress callback throws (Ctrl-C) and closes its pool", { timeout: SLOW }, async () => {
    const before = await storedMatches();
    const stop = new Error("interrompu");
    const progress: number[] = [];
    await expect(
      matching.rematchAll({
        threads: 2,
        onProgress: (done) => {
          progress.push(done);
          throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(progress).toEqual([200]);
    // The pool was closed: its graph snapshot is gone (its workers ended first, each after its batch).
    expect(fs.readdirSync(path.join(server.dataDir, "vectors")).filter((name) => name.startsWith("rematch-"))).toEqual([]);
    // The batches scored ahead were dropped with the pool; a later run still works.
    const after = await matching.rematchAll({ threads: 2 });
    expect(after).toMatchObject({ created: 0, removed: 0, totalMatches: before.length });
  });

  it("leaves alone the matches of an offer published while it runs", { timeout: SLOW }, async () => {
    const { db } = server.services.database;
    const model = (await db.select().from(offers).limit(1))[0]!;
    const owner = (await db.select().from(users).where(eq(users.id, model.supplierId)))[0] as UserRow;
    let published: number | null = null;
    let matchesAtPublication = 0;
    await matching.rematchAll({
      threads: 2,
      onProgress: async (done) => {
        if (done !== 200) return;
        // The workers scored the needs without this offer: the batches still to be written must not drop its pairs.
        const result = await matching.publish("offer", owner, {
          title: model.title,
          description: model.description,
          category: model.category,
          price: model.price,
          currency: model.currency,
          location: model.location,
          deliveryTime: model.deliveryTime,
          keywords: model.keywords,
          certifications: model.certifications,
          minOrderQuantity: model.minOrderQuantity,
        });
        published = (result.item as { id: number }).id;
        matchesAtPublication = result.matchesCreated;
      },
    });
    expect(published).not.toBeNull();
    expect(matchesAtPublication).toBeGreaterThan(0);
    const kept = await server.services.database.client.execute({ sql: "select count(*) as n from matches where offer_id = ?", args: [published] });
    expect(Number(kept.rows[0]!.n)).toBe(matchesAtPublication);
  });

  it("leaves alone the matches of an offer another process closes while it runs (a suspension by market, an offer closed on the web)", { timeout: SLOW }, async () => {
    const { client } = server.services.database;
    // An offer paired with needs of the later batches; this process's engine still holds it once closed.
    const firstBatchEnd = await client.execute("select id from needs where status = 'active' order by id limit 1 offset 199");
    const target = await client.execute({
      sql: "select offer_id, count(*) as n from matches where need_id > ? group by offer_id order by n desc limit 1",
      args: [Number(firstBatchEnd.rows[0]!.id)],
    });
    const offerId = Number(target.rows[0]!.offer_id);
    const historyOf = async () => (await client.execute({ sql: "select id, need_id, hybrid_score from matches where offer_id = ? order by id", args: [offerId] })).rows.map((row) => ({ ...row }));
    let before: Awaited<ReturnType<typeof historyOf>> = [];
    const run = await matching.rematchAll({
      threads: 0,
      onProgress: async (done) => {
        if (done !== 200) return;
        await client.execute({ sql: "update offers set status = 'closed' where id = ?", args: [offerId] });
        before = await historyOf();
      },
    });
    expect(before.length).toBeGreaterThan(0);
    expect(run.totalMatches).toBeGreaterThan(0);
    // Its pairs are history now: neither inserted again (the pair is unique) nor rescored.
    expect(await historyOf()).toEqual(before);
    await client.execute({ sql: "update offers set status = 'active' where id = ?", args: [offerId] });
  });

  it("tells open pages of the batches it wrote before a Ctrl-C", { timeout: SLOW }, async () => {
    const { client } = server.services.database;
    const last = Number((await client.execute("select coalesce(max(id), 0) as id from events")).rows[0]!.id);
    const stop = new Error("interrompu");
    // Another alpha rescores the pairs of the first batch, then the run stops.
    await expect(matching.rematchAll({ threads: 0, alpha: 0.9, onProgress: () => Promise.reject(stop) })).rejects.toBe(stop);
    const types = (await client.execute({ sql: "select type from events where id > ?", args: [last] })).rows.map((row) => row.type);
    expect(types).toEqual(["matches.recomputed", "stats.changed"]);
    await matching.rematchAll({ threads: 0 });
  });
});

