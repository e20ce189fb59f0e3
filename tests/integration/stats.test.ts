/** The public counters are kept in memory (src/server/services/stats.ts); a change shows at once. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const need = {
  title: "Fourniture de palettes Europe",
  description: "Palettes EPAL neuves ou reconditionnées, livraison mensuelle sur notre entrepôt de Rouen.",
  category: "logistics",
  budget: 9000,
  location: "Rouen",
};

describe("public counters", () => {
  it("count a registration and a publication at the next request", async () => {
    const visitor = new ApiClient(server.url);
    const before = (await visitor.get("/api/stats")).body;
    expect((await visitor.get("/api/stats")).body).toEqual(before);

    const { client } = await registeredClient(server.url, "buyer");
    const afterRegistration = (await visitor.get("/api/stats")).body;
    expect(afterRegistration.totalUsers).toBe(before.totalUsers + 1);

    expect((await client.post("/api/needs", need)).status).toBe(201);
    const afterPublication = (await visitor.get("/api/stats")).body;
    expect(afterPublication.totalNeeds).toBe(before.totalNeeds + 1);
    expect(afterPublication.needsByCategory.logistics).toBe((before.needsByCategory.logistics ?? 0) + 1);
  });

  it("count a change written outside the server's write queue at the next request", async () => {
    const visitor = new ApiClient(server.url);
    const before = (await visitor.get("/api/stats")).body;
    const { user } = await registeredClient(server.url, "supplier");
    expect((await visitor.get("/api/stats")).body.totalUsers).toBe(before.totalUsers + 1);
    await server.services.database.client.execute({ sql: "update users set deleted_at = ? where id = ?", args: [new Date().toISOString(), user.id] });
    expect((await visitor.get("/api/stats")).body.totalUsers).toBe(before.totalUsers);
  });
});
