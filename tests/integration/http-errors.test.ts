import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../../src/shared/messages";
import { ApiClient, startTestServer, type TestServer } from "../support/test-server";

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

  it("answers 400 JSON for malformed JSON", async () => {
    const res = await new ApiClient(server.url).post("/api/auth/login", "{ pas du json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ERRORS.malformedJson });
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
