/**
 * Issue 18: a percent-encoded spelling of a path must meet the same checks as the plain one.
 * The router decodes `/%61pi/…` to `/api/…`; the CSRF check, the rate limits and no-store
 * must therefore judge the decoded path too, and an undecodable path is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/server/http/rate-limits";
import { ERRORS } from "../../src/shared/messages";
import { cookiePairs, rawRequest } from "../support/raw-http";
import { newAccount, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server.close());

/** Every way of writing `prefix` with one or all of its letters escaped, in both cases of hex. */
function spellings(prefix: string): string[] {
  const escape = (char: string, upper: boolean) => {
    const hex = char.charCodeAt(0).toString(16);
    return `%${upper ? hex.toUpperCase() : hex}`;
  };
  const letters = [...prefix];
  const out = new Set<string>();
  for (const upper of [false, true]) {
    letters.forEach((_, i) => out.add(letters.map((c, j) => (i === j ? escape(c, upper) : c)).join("")));
    out.add(letters.map((c) => escape(c, upper)).join(""));
  }
  return [...out];
}

const FOREIGN = "https://evil.example";

describe("encoded paths", () => {
  it("refuses a foreign-origin form post under every spelling of /api and /trpc, and changes nothing", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const cookie = client.cookieHeader()!;
    const form = { "content-type": "application/x-www-form-urlencoded", origin: FOREIGN, cookie };
    for (const api of spellings("api")) {
      const res = await rawRequest(server.url, { method: "POST", path: `/${api}/gdpr/request-deletion`, headers: form });
      expect(res.status, api).toBe(403);
      expect(res.body.error).toBe(ERRORS.badOrigin);
      const logout = await rawRequest(server.url, { method: "POST", path: `/${api}/auth/logout`, headers: form });
      expect(logout.status, api).toBe(403);
    }
    for (const trpc of spellings("trpc")) {
      const res = await rawRequest(server.url, { method: "POST", path: `/${trpc}/gdpr.requestDeletion`, headers: { ...form, "content-type": "application/json" }, body: { reason: "x" } });
      expect(res.status, trpc).toBe(403);
    }
    // The session still works and no deletion was requested.
    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.id ?? me.body.user?.id).toBe(user.id);
    const requests = await server.services.database.client.execute({ sql: "select count(*) as n from deletion_requests where user_id = ?", args: [user.id] });
    expect(Number(requests.rows[0]!.n)).toBe(0);
  });

  it("charges an encoded registration to the same budget: 429 after the plain path is spent", async () => {
    const localAddress = "127.0.0.21";
    const budget = RATE_LIMITS.register[0].points;
    const register = (path: string) =>
      rawRequest(server.url, { method: "POST", path, body: newAccount("supplier"), headers: { origin: server.url }, localAddress });
    for (let i = 0; i < budget; i++) expect((await register("/api/auth/register")).status).toBe(201);
    for (const api of spellings("api")) {
      const res = await register(`/${api}/auth/register`);
      expect(res.status, api).toBe(429);
      expect(res.body.error).toBe(ERRORS.tooManyRequests);
    }
    expect((await register("/api/auth/%72egister")).status).toBe(429);
  });

  it("marks signed-in answers no-store under an encoded prefix", async () => {
    const reg = await rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("buyer"), headers: { origin: server.url }, localAddress: "127.0.0.22" });
    const cookie = cookiePairs(reg);
    for (const path of ["/%61pi/matches", "/%74rpc/auth.me", "/api/%6Datches", "/%61%70%69/notifications"]) {
      const res = await rawRequest(server.url, { path, headers: { cookie }, localAddress: "127.0.0.22" });
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("no-store");
    }
  });

  it("answers 400 in French to a path that cannot be decoded", async () => {
    for (const path of ["/api/needs/%zz", "/%61pi/%", "/api/%C3%28", "/trpc/%E0%A4%A"]) {
      const res = await rawRequest(server.url, { path });
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe(ERRORS.badRequestTarget);
    }
    // A reserved character stays escaped: `%2F` is not a path separator.
    expect((await rawRequest(server.url, { path: "/api%2Fneeds" })).status).not.toBe(200);
  });
});
