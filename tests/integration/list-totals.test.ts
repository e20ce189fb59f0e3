/**
 * Lists that pages show count and page on the server (issue 19 §3): a page of 200 was counted in
 * React before, so "N besoins actifs" stopped at 200 and the 201st notification was unreachable.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../src/server/db/schema";
import { cleaningNeed } from "../support/conversation";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("server-counted lists", () => {
  it("pages a user's own needs and a sector's active needs with their totals", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    for (let i = 0; i < 5; i += 1) expect((await buyer.client.post("/api/needs", cleaningNeed(`Ville ${i}`))).status).toBe(201);
    const first = await buyer.client.get("/api/needs?limit=2");
    expect(first.body).toHaveLength(2);
    expect(first.headers.get("x-total-count")).toBe("5");
    const last = await buyer.client.get("/api/needs?limit=2&offset=4");
    expect(last.body.map((n: { location: string }) => n.location)).toEqual(["Ville 0"]);

    const sector = await buyer.client.get("/api/needs?category=services&limit=3");
    expect(sector.body).toHaveLength(3);
    expect(Number(sector.headers.get("x-total-count"))).toBeGreaterThanOrEqual(5);
    const viaTrpc = await buyer.client.get(`/trpc/needs.byCategory?input=${encodeURIComponent(JSON.stringify({ category: "services", limit: 3 }))}`);
    expect(viaTrpc.body.result.data.total).toBe(Number(sector.headers.get("x-total-count")));
  });

  it("filters, searches, counts and pages notifications on the server", async () => {
    const user = await registeredClient(server.url, "supplier");
    const now = Date.now();
    await server.services.database.db.insert(notifications).values(
      Array.from({ length: 230 }, (_, i) => ({
        userId: user.user.id,
        type: i % 2 === 0 ? ("match" as const) : ("system" as const),
        title: i === 7 ? "Relance : devis de nettoyage" : `Notification ${i}`,
        message: "Un message",
        isRead: i >= 10,
        createdAt: new Date(now - i * 1000).toISOString(),
      })),
    );
    const all = await user.client.get("/api/notifications?limit=200&offset=200");
    expect(all.headers.get("x-total-count")).toBe("230");
    expect(all.body).toHaveLength(30);
    const unread = await user.client.get("/api/notifications?filter=unread");
    expect(unread.headers.get("x-total-count")).toBe("10");
    const matches = await user.client.get("/api/notifications?filter=match&limit=1");
    expect(matches.headers.get("x-total-count")).toBe("115");
    const found = await user.client.get(`/api/notifications?q=${encodeURIComponent("DEVIS DE")}`);
    expect(found.body.map((n: { title: string }) => n.title)).toEqual(["Relance : devis de nettoyage"]);
    expect((await user.client.get("/api/notifications?filter=everything")).status).toBe(400);
    // Nobody else's notifications are counted.
    const other = await registeredClient(server.url, "buyer");
    expect((await other.client.get("/api/notifications")).headers.get("x-total-count")).toBe("0");
  });
});
