import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/shared/constants";
import { ApiClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, 120_000);
afterAll(() => server.close());

async function signIn(email: string): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const res = await client.post("/api/auth/login", { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

describe("demo data that feels alive", () => {
  it("the demo buyer finds a conversation in progress with an unread reply, and notifications linked to matches", async () => {
    const buyer = await signIn("acheteur@maillon.fr");
    const unread = await buyer.get("/api/messages/unread");
    expect(unread.body.total).toBe(1);
    const matchId = unread.body.byMatch[0].matchId;
    const thread = await buyer.get(`/api/matches/${matchId}/messages`);
    expect(thread.body.messages.length).toBeGreaterThanOrEqual(3);
    expect(thread.body.counterpart).toMatchObject({ email: "fournisseur@maillon.fr" });
    const notices = await buyer.get("/api/notifications");
    expect(notices.body.some((n: { isRead: boolean; matchId: number | null }) => !n.isRead && n.matchId === matchId)).toBe(true);
    expect(notices.body.filter((n: { type: string }) => n.type === "match").length).toBeGreaterThan(0);

    const supplier = await signIn("fournisseur@maillon.fr");
    const supplierThread = await supplier.get(`/api/matches/${matchId}/messages`);
    expect(supplierThread.body.messages.at(-1).mine).toBe(true);
    expect(supplierThread.body.messages.at(-1).readAt).toBeNull();
  });

  it("the demo buyer finds two quotes to compare on the need under discussion, with a PDF each", async () => {
    const buyer = await signIn("acheteur@maillon.fr");
    const received = (await buyer.get("/api/quotes")).body;
    expect(received.total).toBe(2);
    const needId = received.items[0].need.id;
    const compared = (await buyer.get(`/api/needs/${needId}/quotes`)).body;
    expect(compared.columns).toHaveLength(2);
    expect(compared.columns.map((c: { quote: { supplier: { companyName: string } } }) => c.quote.supplier.companyName)).toContain("Rhône Systèmes Intégration");
    expect(compared.lineRows.length).toBeGreaterThan(0);
    for (const quote of received.items) {
      const pdf = await fetch(`${server.url}/api/quotes/${quote.id}/pdf`, { headers: { cookie: buyer.cookieHeader()! } });
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    }
    const supplier = await signIn("fournisseur@maillon.fr");
    expect((await supplier.get("/api/quotes")).body.items).toEqual([expect.objectContaining({ status: "sent", side: "supplier" })]);
  });

  it("explains every demo match with real terms, never a blank one", async () => {
    for (const email of ["acheteur@maillon.fr", "fournisseur@maillon.fr"]) {
      const client = await signIn(email);
      const matches = (await client.get("/api/matches?limit=200")).body as { matchedTerms: string[] }[];
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.flatMap((m) => m.matchedTerms).filter((term) => term.trim() === "")).toEqual([]);
    }
  });

  it("shows products that have been viewed", async () => {
    const list = await new ApiClient(server.url).get("/api/products?limit=20");
    expect(list.body.every((p: { views: number }) => p.views > 0)).toBe(true);
  });
});
