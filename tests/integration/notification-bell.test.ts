/**
 * The bell every page shows (`notifications.unreadCount`) and the unread badge of the threads
 * (`matches.unread`): each counts the caller's own unread items only, and follows reading them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient, startTestServer, type ApiClient, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bell = async (client: ApiClient) => ((await client.get("/trpc/notifications.unreadCount")).body as { result: { data: { count: number } } }).result.data.count;

async function notify(userId: number, title: string): Promise<number> {
  // Written outside write(), with RETURNING: libSQL says no row was affected, and the kept answers
  // must be dropped all the same.
  const row = await server.services.database.client.execute({
    sql: "insert into notifications (user_id, type, title, message) values (?, 'system', ?, 'Message de test') returning id",
    args: [userId, title],
  });
  return Number(row.rows[0]!.id);
}

describe("the bell", () => {
  it("counts the caller's unread notifications only, and follows reading them", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    const base = await bell(buyer.client);
    const first = await notify(buyer.user.id, "Première");
    await notify(buyer.user.id, "Seconde");
    await notify(supplier.user.id, "Pour le fournisseur");
    expect(await bell(buyer.client)).toBe(base + 2);
    expect((await buyer.client.request("PATCH", `/api/notifications/${first}`)).status).toBe(200);
    expect(await bell(buyer.client)).toBe(base + 1);
    // Another user's notification cannot be marked read, and does not move the bell.
    expect((await supplier.client.request("PATCH", `/api/notifications/${first}`)).status).toBe(404);
    expect((await buyer.client.post("/api/notifications/read-all")).status).toBe(200);
    expect(await bell(buyer.client)).toBe(0);
    expect(await bell(supplier.client)).toBeGreaterThanOrEqual(1);
    // { isRead: false } makes one unread again (it was marked read whatever the body said).
    const unread = await buyer.client.patch(`/api/notifications/${first}`, { isRead: false });
    expect(unread.body.isRead).toBe(false);
    expect(await bell(buyer.client)).toBe(1);
    // A misspelt field is refused, not taken for "read": { read: false } marked it read.
    const misspelt = await buyer.client.patch(`/api/notifications/${first}`, { read: false });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.error).toContain("Champ inconnu ou non modifiable ici : read");
    expect(await bell(buyer.client)).toBe(1);
  });
});

describe("a new match's notice", () => {
  it("names the words the two listings share as they wrote them, not the engine's stems", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    await supplier.client.post("/api/offers", {
      title: "Casques audio sans fil pour séminaires du week-end",
      description: "Location de casques audio sans fil et de micros pour vos séminaires, salons et événements du week-end.",
      category: "media",
      price: 900,
      location: "Lyon",
      keywords: [],
    });
    const buyer = await registeredClient(server.url, "buyer");
    const need = await buyer.client.post("/api/needs", {
      title: "Casques audio sans fil pour un séminaire",
      description: "Nous cherchons 40 casques audio sans fil pour un séminaire d'entreprise le week-end du 12 juin.",
      category: "media",
      budget: 3000,
      location: "Lyon",
      keywords: [],
    });
    expect(need.body.matchesCreated).toBeGreaterThanOrEqual(1);
    const notice = (await supplier.client.get("/api/notifications")).body.find((n: { type: string }) => n.type === "match");
    expect(notice.details).toMatch(/^Termes communs : /);
    const terms = String(notice.details).replace("Termes communs : ", "").split(", ");
    expect(terms).toEqual(expect.arrayContaining(["casques", "sans fil", "week-end"]));
    for (const stem of ["fil", "week", "end", "casqu", "12"]) expect(terms).not.toContain(stem);
  });
});
