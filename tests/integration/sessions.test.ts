/**
 * Sessions are kept in memory for a few seconds (src/server/auth/sessions.ts): these tests use a
 * session just before each change, so that it is in that cache, and check that nothing stale is
 * served after the change.
 */
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetSessions, onSessionsRevoked, type SessionRevocation } from "../../src/server/auth/sessions";
import { ApiClient, newAccount, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(accountType: "buyer" | "supplier" = "buyer") {
  const account = newAccount(accountType);
  const client = new ApiClient(server.url);
  const res = await client.post("/api/auth/register", account);
  expect((await client.get("/api/auth/me")).status).toBe(200);
  return { client, account, userId: res.body.user.id as number };
}

describe("session cache", () => {
  it("shows a profile change at the next request", async () => {
    const { client, account } = await signedIn();
    expect((await client.put("/api/user/profile", { displayName: "Nouveau nom", email: account.email })).status).toBe(200);
    expect((await client.get("/api/auth/me")).body.user.displayName).toBe("Nouveau nom");
  });

  it("refuses a session at once after its user was suspended, even by a write outside the write queue", async () => {
    const { client, userId } = await signedIn("supplier");
    await server.services.database.client.execute({ sql: "update users set is_suspended = 1 where id = ?", args: [userId] });
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  it("refuses a signed-out session at once and tells the revocation listeners", async () => {
    const { client } = await signedIn();
    const cookie = client.cookieHeader() as string;
    const heard: SessionRevocation[] = [];
    const stop = onSessionsRevoked((revocation) => heard.push(revocation));
    try {
      expect((await client.post("/api/auth/logout")).status).toBe(200);
    } finally {
      stop();
    }
    expect(heard).toEqual([{ sessionId: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    const replay = await new ApiClient(server.url, { cookie }).get("/api/auth/me");
    expect(replay.status).toBe(401);
  });

  it("shows at the next request what another process changed in the user, untold, and keeps the session across unrelated commits", async () => {
    const { client, userId } = await signedIn();
    const other = createClient({ url: server.services.config.databaseUrl });
    try {
      // An unrelated commit: the session stays, and so does its user.
      await other.execute({ sql: "update users set display_name = 'Quelqu’un d’autre' where id <> ?", args: [userId] });
      expect((await client.get("/api/auth/me")).body.user.displayName).toBeNull();
      await other.execute({ sql: "update users set display_name = 'Écrit ailleurs' where id = ?", args: [userId] });
      expect((await client.get("/api/auth/me")).body.user.displayName).toBe("Écrit ailleurs");
      await other.execute({ sql: "update users set is_suspended = 1 where id = ?", args: [userId] });
      expect((await client.get("/api/auth/me")).status).toBe(401);
    } finally {
      other.close();
    }
  });

  it("drops what another process changed when told to forget", async () => {
    const { client, userId } = await signedIn();
    const other = createClient({ url: server.services.config.databaseUrl });
    try {
      await other.execute({ sql: "update users set display_name = 'Écrit ailleurs' where id = ?", args: [userId] });
    } finally {
      other.close();
    }
    forgetSessions({ userId });
    expect((await client.get("/api/auth/me")).body.user.displayName).toBe("Écrit ailleurs");
  });
});
