/**
 * Kept GET answers (src/server/http/answer-cache.ts) never outlive a commit: not one of this
 * server's, not one written by another process on the same file (the CLI), and they are never
 * served to another account.
 */
import path from "node:path";
import Database from "libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchedPair } from "../support/conversation";
import { ApiClient, startTestServer, type TestServer } from "../support/test-server";

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
    const file = path.join(server.dataDir, "maillon.db");
    const other = new Database(file);
    other.prepare("delete from matches where id = ?").run(matchId);
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
