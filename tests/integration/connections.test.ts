/**
 * Issue 18: idle and anonymous connections. A connection that never completes a request is
 * closed, an idle keep-alive connection too, and handshakes without a session are limited per
 * address.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/server/http/rate-limits";
import { ERRORS } from "../../src/shared/messages";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server.close());

/** Opens a TCP connection, writes `data`, and resolves with how long the server kept it and what it said. */
function heldOpen(data: string | null): Promise<{ ms: number; answer: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      if (data) socket.write(data);
    });
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ ms: Date.now() - started, answer }));
  });
}

describe("idle connections", () => {
  it("closes a connection that sends nothing or half a request (408), and an idle keep-alive one", async () => {
    const [silent, half, idle] = await Promise.all([
      heldOpen(null),
      heldOpen("GET /api/stats HTTP/1.1\r\nHost: x\r\n"),
      heldOpen("GET /api/stats HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n"),
    ]);
    for (const { ms, answer } of [silent, half]) {
      expect(ms).toBeLessThan(20_000);
      expect(answer).toMatch(/^HTTP\/1.1 408/);
    }
    expect(idle.answer).toMatch(/^HTTP\/1.1 200/);
    expect(idle.ms).toBeLessThan(10_000);
  }, 30_000);
});

describe("anonymous Socket.IO handshakes", () => {
  it("are limited per address, in French, and other addresses are not affected", async () => {
    const handshake = (localAddress: string) => rawRequest(server.url, { path: "/socket.io/?EIO=4&transport=polling", localAddress });
    for (let i = 0; i < RATE_LIMITS.handshake[0].points; i++) expect((await handshake("127.0.0.51")).status).toBe(200);
    const refused = await handshake("127.0.0.51");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ERRORS.tooManyRequests);
    expect((await handshake("127.0.0.52")).status).toBe(200);
  });
});
