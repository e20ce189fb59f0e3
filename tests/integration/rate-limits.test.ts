import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/server/http/rate-limits";
import { ERRORS } from "../../src/shared/messages";
import { cookiePairs, rawRequest } from "../support/raw-http";
import { ApiClient, newAccount, startTestServer, type ApiResponse, type TestServer } from "../support/test-server";

// The real limits (scale 1); each test spends its own budgets so the order does not matter.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server.close());

function expectTooMany(res: ApiResponse | { status: number; headers: Headers }, message: string = ERRORS.tooManyRequests) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  if ("body" in res) expect(JSON.stringify(res.body)).toContain(message);
}

async function repeat(times: number, call: () => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  for (let i = 0; i < times; i++) answers.push(await call());
  return answers;
}

const need = (i: number) => ({
  title: `Achat de fournitures de bureau, lot ${i}`,
  description: "Ramettes de papier, classeurs et stylos pour nos trois agences.",
  category: "services",
  budget: 1200,
  location: "Lille",
});

describe("request limits", () => {
  it("the public links of alert mails: 429 past the budget of an address, on /api and /trpc alike", async () => {
    const client = new ApiClient(server.url);
    const budget = RATE_LIMITS.mailLink[0].points;
    const answers = await repeat(budget, () => client.post("/api/alerts/unsubscribe", { token: "x".repeat(43) }));
    expect(answers.every((res) => res.status === 400)).toBe(true);
    expectTooMany(await client.post("/api/alerts/feedback", { token: "x".repeat(43), vote: "up" }));
    expectTooMany(await client.post("/trpc/alerts.unsubscribe", { token: "x".repeat(43) }));
  });

  it("registration: one address gets 429 with Retry-After and a French message past its budget", async () => {
    const client = new ApiClient(server.url);
    const budget = RATE_LIMITS.register[0].points;
    const answers = await repeat(budget, () => client.post("/api/auth/register", newAccount("buyer")));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expectTooMany(await client.post("/api/auth/register", newAccount("buyer")));
  });

  it("search: one account is limited per minute, and so is the tRPC path to the same procedure", async () => {
    // Registered through the other loopback address: the registration budget of 127.0.0.1 is spent above.
    const reg = await rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("buyer"), headers: { origin: server.url }, localAddress: "127.0.0.9" });
    expect(reg.status).toBe(201);
    const cookie = cookiePairs(reg);
    const budget = RATE_LIMITS.search.find((b) => b.per === "account")!.points;
    for (let i = 0; i < budget; i++) {
      const res = await rawRequest(server.url, { path: `/api/search?q=ordinateur`, headers: { cookie }, localAddress: "127.0.0.9" });
      expect(res.status).toBe(200);
    }
    const rest = await rawRequest(server.url, { path: `/api/search?q=ordinateur`, headers: { cookie }, localAddress: "127.0.0.9" });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ error: ERRORS.tooManyRequests });
    const input = encodeURIComponent(JSON.stringify({ 0: { q: "ordinateur" } }));
    const trpc = await rawRequest(server.url, { path: `/trpc/products.search?batch=1&input=${input}`, headers: { cookie }, localAddress: "127.0.0.9" });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers["retry-after"])).toBeGreaterThan(0);
    expect(trpc.body[0].error.message).toBe(ERRORS.tooManyRequests);
  });

  it("publications and messages: one account is limited, each on its own budget", async () => {
    const reg = await rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("buyer"), headers: { origin: server.url }, localAddress: "127.0.0.10" });
    const cookie = cookiePairs(reg);
    const post = (path: string, body: unknown) => rawRequest(server.url, { method: "POST", path, body, headers: { cookie, origin: server.url }, localAddress: "127.0.0.10" });
    const publish = RATE_LIMITS.publish.find((b) => b.per === "account")!.points;
    for (let i = 0; i < publish; i++) expect((await post("/api/needs", need(i))).status).toBe(201);
    const refused = await post("/api/needs", need(publish));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(ERRORS.tooManyRequests);

    const messages = RATE_LIMITS.message.find((b) => b.per === "account")!.points;
    // An unknown match answers 404, but every attempt spends the budget.
    for (let i = 0; i < messages; i++) expect((await post("/api/matches/999999/messages", { body: "Bonjour" })).status).toBe(404);
    expect((await post("/api/matches/999999/messages", { body: "Bonjour" })).status).toBe(429);
  });

  it("quote actions that mail the other company: one account is limited per hour, on /api and /trpc alike", async () => {
    const reg = await rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("supplier"), headers: { origin: server.url }, localAddress: "127.0.0.12" });
    const cookie = cookiePairs(reg);
    const post = (path: string, body: unknown = {}) => rawRequest(server.url, { method: "POST", path, body, headers: { cookie, origin: server.url }, localAddress: "127.0.0.12" });
    const budget = RATE_LIMITS.quote.find((b) => b.per === "account")!.points;
    // An unknown quote answers 404, but every withdraw-and-send attempt spends the budget.
    for (let i = 0; i < budget; i++) expect((await post(`/api/quotes/999999/${i % 2 ? "send" : "withdraw"}`)).status).toBe(404);
    expect((await post("/api/quotes/999999/withdraw")).status).toBe(429);
    expect((await post("/trpc/quotes.send", { id: 999999 })).status).toBe(429);
    // Reading quotes is not an action: still answered.
    expect((await rawRequest(server.url, { path: "/api/quotes", headers: { cookie }, localAddress: "127.0.0.12" })).status).toBe(200);
  });

  it("the tRPC endpoint as a whole: one account's calls are limited per minute", async () => {
    const reg = await rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("supplier"), headers: { origin: server.url }, localAddress: "127.0.0.11" });
    const cookie = cookiePairs(reg);
    const budget = RATE_LIMITS.api.find((b) => b.per === "account")!.points;
    const batch = `/trpc/${Array(10).fill("auth.me").join(",")}?batch=1&input=${encodeURIComponent("{}")}`;
    let last = await rawRequest(server.url, { path: batch, headers: { cookie }, localAddress: "127.0.0.11" });
    for (let spent = 10; spent <= budget; spent += 10) {
      expect(last.status).toBe(200);
      last = await rawRequest(server.url, { path: batch, headers: { cookie }, localAddress: "127.0.0.11" });
    }
    expect(last.status).toBe(429);
    expect(last.body).toHaveLength(10);
    expect(last.body[0].error.data.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("sign-in throttling per account", () => {
  it("slows one account guessed from 40 addresses, while the owner's known browser still signs in", async () => {
    const account = newAccount("buyer");
    const reg = await rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: account, headers: { origin: server.url }, localAddress: "127.0.0.12" });
    expect(reg.status).toBe(201);
    const ownerBrowser = new ApiClient(server.url);
    expect((await ownerBrowser.post("/api/auth/login", { email: account.email, password: account.password })).status).toBe(200);
    expect((await ownerBrowser.post("/api/auth/logout")).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await rawRequest(server.url, {
        method: "POST",
        path: "/api/auth/login",
        body: { email: account.email, password: `Devine-${i}` },
        localAddress: `127.0.1.${i + 1}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // A new address, even with the right password, waits...
    const stranger = await rawRequest(server.url, { method: "POST", path: "/api/auth/login", body: { email: account.email, password: account.password }, localAddress: "127.0.2.1" });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
    expect(stranger.body.error).toBe(ERRORS.tooManyAttempts);
    // ...but the owner's browser, which signed in before, is not blocked.
    const again = await ownerBrowser.post("/api/auth/login", { email: account.email, password: account.password });
    expect(again.status).toBe(200);
  });
});
