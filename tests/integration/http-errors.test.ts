import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, VALIDATION } from "../../src/shared/messages";
import { cleaningNeed } from "../support/conversation";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("HTTP errors", () => {
  it("answers 404 JSON for an unknown /api path", async () => {
    const res = await new ApiClient(server.url).get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: ERRORS.apiNotFound });
  });

  it("sends /admin, the address an administrator types, to the console at /admin-dashboard", async () => {
    const res = await fetch(`${server.url}/admin`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/admin-dashboard");
  });

  it("answers 405 with Allow for a known path asked with another method (issue 19)", async () => {
    const put = await new ApiClient(server.url).put("/api/needs", {});
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST, HEAD");
    expect(put.body).toEqual({ error: ERRORS.methodNotAllowed });
    const del = await new ApiClient(server.url).delete("/api/auth/me");
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET, HEAD");
    // A path with a parameter, and an unknown path still 404.
    expect((await new ApiClient(server.url).post("/api/needs/12", {})).headers.get("allow")).toBe("PATCH, DELETE");
    expect((await new ApiClient(server.url).put("/api/nothing-here", {})).status).toBe(404);
  });

  it("refuses offset on the cursor-paged matches, and unknown fields in a change, saying why (issue 19)", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const paged = await buyer.client.get("/api/matches?offset=20");
    expect(paged.status).toBe(400);
    expect(paged.body.error).toBe(VALIDATION.offsetUnsupported);
    const need = await buyer.client.post("/api/needs", cleaningNeed());
    expect(need.status).toBe(201);
    const id = need.body.id;
    const closing = await buyer.client.patch(`/api/needs/${id}`, { status: "closed" });
    expect(closing.status).toBe(400);
    expect(closing.body.error).toBe(`${VALIDATION.unknownFields} : status`);
    const mine = await buyer.client.get("/api/needs");
    expect(mine.body.find((n: { id: number }) => n.id === id)?.status).toBe("active");
    expect((await buyer.client.patch(`/api/needs/${id}`, { title: "Nettoyage des bureaux et vitres" })).status).toBe(200);
  });

  it("answers 400 JSON for malformed JSON", async () => {
    const res = await new ApiClient(server.url).post("/api/auth/login", "{ pas du json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ERRORS.malformedJson });
  });

  it("answers 415 in French to a body sent as text or a form, on /api and /trpc (the schema said « Ce champ doit être un objet »)", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const post = (path: string) =>
        fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(cleaningNeed()), headers: { "content-type": type, origin: server.url, cookie: client.cookieHeader() ?? "" } });
      const rest = await post("/api/needs");
      expect(rest.status, type).toBe(415);
      expect(await rest.json()).toEqual({ error: ERRORS.unsupportedMediaType });
      const trpc = await post("/trpc/needs.create");
      expect(trpc.status, type).toBe(415);
      expect(JSON.stringify(await trpc.json())).not.toMatch(/Unsupported|content-type "/);
    }
    expect((await client.get("/api/needs")).body).toEqual([]);
    // A POST without a body, whatever its type, is no body at all.
    const empty = await fetch(`${server.url}/api/auth/logout`, { method: "POST", headers: { "content-type": "text/plain", origin: server.url, cookie: client.cookieHeader() ?? "" } });
    expect(empty.status).toBe(200);
  });

  it("answers malformed JSON on /trpc in French too, however V8 words it", async () => {
    for (const body of ["{", '{"email":', '{"a":1,}', '"x', '{"a":1} x', '{"a":"\u0001\n"}']) {
      for (const path of ["/trpc/auth.login", "/trpc/auth.login?batch=1"]) {
        const res = await new ApiClient(server.url).post(path, body);
        expect(res.status, body).toBe(400);
        expect(JSON.stringify(res.body), body).toContain(ERRORS.malformedJson);
      }
    }
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const res = await new ApiClient(server.url).post("/api/auth/login", { email: "a@exemple.fr", password: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: ERRORS.payloadTooLarge });
  });

  it("answers 401 to a visitor on a signed-in path", async () => {
    const res = await new ApiClient(server.url).get("/api/matches");
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(ERRORS.unauthenticated);
  });

  it("sends security headers and serves the OpenAPI document", async () => {
    const res = await new ApiClient(server.url).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.body.paths["/api/needs"].post.summary).toBe("Publier un besoin");
    expect(res.body.paths["/api/auth/register"].post.requestBody).toBeDefined();
  });

  it("serves public stats without caching", async () => {
    const res = await new ApiClient(server.url).get("/api/stats");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual(expect.objectContaining({ totalUsers: expect.any(Number), needsByCategory: expect.any(Object) }));
  });
});
