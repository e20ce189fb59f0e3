import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { errorWithoutParameters, requestLogger } from "./logging";

describe("request log", () => {
  it("writes one line per /api request with method, path, status and time, and no cookie", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logRequest = requestLogger(pino({ level: "info" }, sink));
    const server = createServer((req, res) => {
      logRequest(req, res);
      res.end(req.url?.startsWith("/api") ? JSON.stringify({ ok: true }) : "");
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/api/ping?x=1`, { headers: { cookie: "maillon_session=secret-token" } });
      await fetch(`${base}/app.js`);
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "GET", url: "/api/ping?x=1" }, res: { statusCode: 200 }, msg: "request completed" });
    expect(typeof lines[0]?.responseTime).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("secret-token");
  });
});

describe("logged errors", () => {
  it("never hold the parameters of a failed statement (a password hash), and keep SQLite's reason", () => {
    const cause = new Error("SQLITE_CONSTRAINT_UNIQUE: UNIQUE constraint failed: users.email");
    const failed = new DrizzleQueryError('insert into "users" ("email", "password_hash") values (?, ?)', ["zoe@exemple.fr", "$argon2id$v=19$m=19456,t=2,p=1$c2VsCg$aGFzaAo"], cause);
    const logged = JSON.stringify(errorWithoutParameters(failed));
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain("zoe@exemple.fr");
    expect(logged).toContain("params: [masqués]");
    expect(logged).toContain("UNIQUE constraint failed: users.email");
    expect(logged).toContain('insert into \\"users\\"');
  });
});
