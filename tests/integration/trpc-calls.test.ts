/**
 * Queries and mutations on /trpc are answered by src/server/http/trpc-calls.ts, not by tRPC's
 * adapter (issue 25). Each request here is answered both ways: over HTTP by the server, and by
 * tRPC's own fetch handler on the same router, services and cookies. Status, headers and body
 * must agree, for answers and for failures alike (mutations here change nothing the second time).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestContext } from "../../src/server/context";
import { appRouter } from "../../src/server/routers";
import { registeredClient, startTestServer, type ApiClient, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Sent {
  method?: "POST";
  body?: string;
  contentType?: string;
}

/** tRPC's own answer to a request, as its fetch adapter gives it for the same cookies. */
async function trpcOwnAnswer(url: string, cookie: string | null, sent: Sent) {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(sent.contentType ? { "content-type": sent.contentType } : {}) };
  const req = { headers, socket: { remoteAddress: "127.0.0.1" } } as unknown as IncomingMessage;
  const res = { setHeader: () => undefined } as unknown as ServerResponse;
  const response = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`${server.url}${url}`, { method: sent.method ?? "GET", headers, body: sent.body }),
    router: appRouter,
    createContext: () => createRequestContext(server.services, req, res),
  });
  return { status: response.status, contentType: response.headers.get("content-type"), vary: response.headers.get("vary"), body: await response.json() };
}

async function bothAnswers(client: ApiClient, url: string, sent: Sent = {}) {
  const served = await client.request(sent.method ?? "GET", url, sent.body, sent.contentType ? { "content-type": sent.contentType } : {});
  const own = await trpcOwnAnswer(url, client.cookieHeader(), sent);
  // Compression, in front of both, adds accept-encoding to Vary for the larger answers.
  const vary = served.headers.get("vary")?.replace(", accept-encoding", "") ?? null;
  return { served: { status: served.status, contentType: served.headers.get("content-type"), vary, body: served.body }, own };
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("calls on /trpc", () => {
  it("answer queries as tRPC does: single and batched, signed in or not, with answers and failures mixed", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    await buyer.client.post("/api/needs", { title: "Cartons de déménagement", description: "Cartons double cannelure, 500 pièces.", category: "logistics", budget: 900, location: "Lille" });
    await supplier.client.post("/api/offers", { title: "Cartons double cannelure", description: "Cartons de déménagement renforcés, livrés en 48 h.", category: "logistics", price: 2, location: "Lille" });
    const { client: visitor } = { client: new (buyer.client.constructor as new (url: string) => ApiClient)(server.url) };
    const cases: Array<[ApiClient, string, number]> = [
      [buyer.client, `/trpc/matches.list?input=${input({ limit: 20 })}`, 200],
      [buyer.client, `/trpc/matches.list,matches.counts?batch=1&input=${input({ 0: { limit: 20 } })}`, 200],
      [buyer.client, "/trpc/auth.me", 200],
      [visitor, "/trpc/auth.me", 200],
      [buyer.client, "/trpc/matches.counts?batch=1", 200],
      // Failures: not signed in, refused, bad input, and a batch that mixes them with an answer (207).
      [visitor, `/trpc/matches.list?input=${input({})}`, 401],
      [supplier.client, `/trpc/matches.get?input=${input({ id: 999_999 })}`, 404],
      [buyer.client, `/trpc/matches.list?input=${input({ limit: "beaucoup" })}`, 400],
      [buyer.client, `/trpc/admin.users,auth.me?batch=1&input=${input({})}`, 207],
    ];
    for (const [client, url, status] of cases) {
      const { served, own } = await bothAnswers(client, url);
      expect(served, url).toEqual(own);
      expect(served.status, url).toBe(status);
    }
    // The buyer's list really holds the match, so the comparison covered a non-empty answer.
    expect((await bothAnswers(buyer.client, `/trpc/matches.list?input=${input({ limit: 20 })}`)).served.body.result.data.items.length).toBeGreaterThan(0);
  });

  it("answer mutations as tRPC does: one, a batch, refused, invalid, and a batch that mixes them", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    const { pausedAt: _pausedAt, ...preferences } = (await buyer.client.get("/trpc/user.preferences")).body.result.data as Record<string, unknown>;
    const json = "application/json";
    const badNeed = { title: "", description: "x", category: "nulle-part", budget: -1, location: "" };
    const cases: Array<[ApiClient, string, unknown, number]> = [
      [buyer.client, "/trpc/user.savePreferences", preferences, 200],
      [buyer.client, "/trpc/user.savePreferences,notifications.markAllRead?batch=1", { 0: preferences }, 200],
      [buyer.client, "/trpc/needs.create", badNeed, 400],
      [supplier.client, "/trpc/needs.create", badNeed, 403],
      [buyer.client, "/trpc/needs.create,notifications.markAllRead?batch=1", { 0: badNeed }, 207],
    ];
    for (const [client, url, body, status] of cases) {
      const { served, own } = await bothAnswers(client, url, { method: "POST", body: JSON.stringify(body), contentType: json });
      expect(served, url).toEqual(own);
      expect(served.status, url).toBe(status);
    }
  });

  it("leave everything else to tRPC: a mutation by GET, a query by POST, unknown procedures, malformed input", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    for (const url of ["/trpc/needs.create", "/trpc/nothing.here", "/trpc/matches.list?input=%7Bnot-json", `/trpc/matches.list,auth.me?input=${input({})}`]) {
      const { served, own } = await bothAnswers(buyer.client, url);
      expect(served, url).toEqual(own);
      expect(served.status, url).toBeGreaterThanOrEqual(400);
    }
    const posted: Array<[string, Sent]> = [
      ["/trpc/matches.list", { method: "POST", body: "{}", contentType: "application/json" }],
      ["/trpc/notifications.markRead", { method: "POST", body: "{pas du json", contentType: "application/json" }],
      ["/trpc/nothing.here", { method: "POST", body: "{}", contentType: "application/json" }],
    ];
    for (const [url, sent] of posted) {
      const { served, own } = await bothAnswers(buyer.client, url, sent);
      expect(served, url).toEqual(own);
      expect(served.status, url).toBeGreaterThanOrEqual(400);
    }
  });
});
