/**
 * Issue 20: what people are shown. Matches under the shown score (a red badge) are kept as
 * "Autres pistes": not listed by default, not counted, but there on request, for both sides.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOWN_MIN_SCORE } from "../../src/shared/constants";
import { matchedPair } from "../support/conversation";
import { ApiClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("matches shown and other leads", () => {
  it("keeps a weak match out of the default list and the counters, behind leads=other, the same for both sides", async () => {
    const { buyer, supplier, matchId } = await matchedPair(server);
    const ids = (page: { items: { id: number }[] }) => page.items.map((m) => m.id);
    expect(ids((await buyer.client.get("/trpc/matches.list?input=" + encodeURIComponent(JSON.stringify({})))).body.result.data)).toContain(matchId);
    const statsBefore = (await new ApiClient(server.url).get("/api/stats")).body.totalMatches;

    await server.services.database.client.execute({ sql: "update matches set hybrid_score = ? where id = ?", args: [SHOWN_MIN_SCORE - 0.2, matchId] });
    for (const side of [buyer, supplier]) {
      const shown = await side.client.get("/api/matches");
      expect(shown.body.map((m: { id: number }) => m.id)).not.toContain(matchId);
      const other = await side.client.get("/api/matches?leads=other");
      expect(other.status).toBe(200);
      expect(other.body.map((m: { id: number }) => m.id)).toContain(matchId);
      const counts = (await side.client.get("/trpc/matches.counts")).body.result.data;
      expect(counts.total).toBe(0);
      expect(counts.otherTabs.pending).toBe(1);
    }
    expect((await new ApiClient(server.url).get("/api/stats")).body.totalMatches).toBe(statsBefore - 1);
    expect((await buyer.client.get("/api/matches?leads=nope")).status).toBe(400);
  });
});

describe("favourites", () => {
  it("are a toggle: unfavorite sends the match back to the viewed tab, for that side only (issue 24)", async () => {
    const { buyer, matchId } = await matchedPair(server, " fav");
    expect((await buyer.client.post("/api/interactions", { matchId, action: "favorite" })).status).toBe(201);
    const favourite = (await buyer.client.get(`/api/matches/${matchId}`)).body;
    expect(favourite.buyerStatus ?? favourite.status).toBe("favorited");
    expect((await buyer.client.post("/api/interactions", { matchId, action: "unfavorite" })).status).toBe(201);
    const counts = (await buyer.client.get("/trpc/matches.counts")).body.result.data;
    expect(counts.statuses).toMatchObject({ favorited: 0, viewed: 1 });
    expect(counts.tabs).toMatchObject({ interested: 0, viewed: 1 });
  });
});
