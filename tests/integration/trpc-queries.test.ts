/**
 * GET queries on /trpc are answered by src/server/http/trpc-queries.ts, not by tRPC's adapter
 * (issue 25). Each request here is answered both ways: over HTTP by the server, and by tRPC's own
 * fetch handler on the same router, services and cookies. Status, headers and body must agree,
 * for answers and for failures alike.
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

/** tRPC's own answer to a GET, as its fetch adapter gives it for the same cookies. */
async function trpcOwnAnswer(url: string, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  const req = { headers, socket: { remoteAddress: "127.0.0.1" } } as unknown as IncomingMessage;
  const res = { setHeader: () => undefined } as unknown as ServerResponse;
  const response = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`${server.url}${url}`, { headers }),
    router: appRouter,
    createContext: () => createRequestContext(server.services, req, res),
  });
  return { status: response.status, contentType: response.headers.get("content-type"), vary: response.headers.get("vary"), body: await response.json() };
}

async function bothAnswers(client: ApiClient, url: string) {
  const served = await client.get(url);
  const own = await trpcOwnAnswer(url, client.cookieHeader());
  // Compression, in front of both, adds accept-encoding to Vary for the larger answers.
  const vary = served.headers.get("vary")?.replace(", accept-encoding", "") ?? null;
  return { served: { status: served.status, contentType: served.headers.get("content-type"), vary, body: served.body }, own };
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("GET queries on /trpc", () => {
  it("answer as tRPC does: single and batched, signed in or not, with answers and failures mixed", async () => {
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

  it("leave everything else to tRPC: mutations by GET, unknown procedures, malformed input", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    for (const url of ["/trpc/needs.create", "/trpc/nothing.here", "/trpc/matches.list?input=%7Bnot-json", `/trpc/matches.list,auth.me?input=${input({})}`]) {
      const { served, own } = await bothAnswers(buyer.client, url);
      expect(served, url).toEqual(own);
      expect(served.status, url).toBeGreaterThanOrEqual(400);
    }
  });
});
