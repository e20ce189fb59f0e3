/**
 * Issue 18: behind a reverse proxy, limits count each client, not the proxy. TRUST_PROXY names
 * the proxies allowed to say who the client is; everyone else's X-Forwarded-For is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../src/server/http/client-address";
import { RATE_LIMITS } from "../../src/server/http/rate-limits";
import { rawRequest } from "../support/raw-http";
import { newAccount, startTestServer, type TestServer } from "../support/test-server";

const PROXY = "127.0.0.41";
let behindProxy: TestServer;
let direct: TestServer;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestServer({ rateLimitScale: 1, config: { trustProxy: [PROXY] } }),
    startTestServer({ rateLimitScale: 1 }),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close()]);
});

function through(server: TestServer, localAddress: string, client: string | null) {
  const headers: Record<string, string> = { origin: server.url, ...(client ? { "x-forwarded-for": client } : {}) };
  return {
    register: () => rawRequest(server.url, { method: "POST", path: "/api/auth/register", body: newAccount("buyer"), headers, localAddress }),
    login: (email: string, password: string) => rawRequest(server.url, { method: "POST", path: "/api/auth/login", body: { email, password }, headers, localAddress }),
  };
}

describe("TRUST_PROXY", () => {
  it("limits registrations per client behind a trusted proxy, not for the whole site", async () => {
    const alice = through(behindProxy, PROXY, "203.0.113.5");
    for (let i = 0; i < RATE_LIMITS.register[0].points; i++) expect((await alice.register()).status).toBe(201);
    expect((await alice.register()).status).toBe(429);
    expect((await through(behindProxy, PROXY, "198.51.100.7").register()).status).toBe(201);
  });

  it("one client's failed sign-ins do not lock the others out", async () => {
    const victim = newAccount("supplier");
    expect((await rawRequest(behindProxy.url, { method: "POST", path: "/api/auth/register", body: victim, headers: { origin: behindProxy.url }, localAddress: "127.0.0.42" })).status).toBe(201);
    const attacker = through(behindProxy, PROXY, "203.0.113.66");
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await attacker.login(`inconnu-${i}@exemple.fr`, "Mauvais-mot-de-passe")).status);
    expect(answers.at(-1)).toBe(429);
    const colleague = through(behindProxy, PROXY, "198.51.100.99");
    expect((await colleague.login(victim.email, victim.password)).status).toBe(200);
  });

  it("ignores X-Forwarded-For from an address that is not a trusted proxy, and by default", async () => {
    for (const [server, localAddress] of [[behindProxy, "127.0.0.43"], [direct, "127.0.0.44"]] as const) {
      for (let i = 0; i < RATE_LIMITS.register[0].points; i++) {
        expect((await through(server, localAddress, `192.0.2.${i + 1}`).register()).status).toBe(201);
      }
      expect((await through(server, localAddress, "192.0.2.200").register()).status).toBe(429);
    }
  });

  it("reads hop counts and address lists, and refuses an unreadable value in French", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.1, 192.168.0.0/16")).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    expect(() => parseTrustProxy("proxy.local")).toThrow(/TRUST_PROXY illisible/);
  });
});
