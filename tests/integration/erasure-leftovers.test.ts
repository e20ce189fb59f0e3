/**
 * Issue 18: after an erasure, nothing of the erased user's words stays behind: not in the audit
 * details, not in the request's reason, not in the database file's free pages or its WAL, not in
 * the engine's snapshot on disk.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs, users } from "../../src/server/db/schema";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Files of the data directory (database, WAL, index files) whose bytes contain `needle`. */
function filesHolding(needle: string): string[] {
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (fs.readFileSync(file).toString("latin1").toLowerCase().includes(needle)) hits.push(path.relative(server.dataDir, file));
    }
  };
  walk(server.dataDir);
  return hits;
}

describe("erasure leftovers", () => {
  it("leaves no title, reason or text of the erased user in the audit log, the database file or the index snapshot", async () => {
    const admin = await registeredClient(server.url, "buyer");
    await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, admin.user.id));
    const marker = `quokkazebrin${Date.now().toString(36)}`;
    const { client, user } = await registeredClient(server.url, "buyer");
    const need = await client.post("/api/needs", {
      title: `Achat ${marker} pour nos ateliers`,
      description: `Nous cherchons des ${marker} robustes livrés à Lyon, avec maintenance sur site.`,
      category: "services",
      budget: 5000,
      location: "Lyon",
    });
    expect(need.status).toBe(201);
    expect((await client.patch(`/api/needs/${need.body.id}`, { title: `Achat ${marker} pour nos ateliers lyonnais` })).status).toBe(200);
    server.services.matching.saveIndex();
    await server.services.database.client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    // The test sees the text where it is before erasure, or it would prove nothing.
    expect(filesHolding(marker).length).toBeGreaterThan(0);

    const requested = await client.post("/api/gdpr/request-deletion", { reason: `Je pars chez ${marker} concurrent` });
    expect(requested.status).toBe(201);
    expect((await admin.client.post(`/api/admin/deletion-requests/${requested.body.id}/execute`)).status).toBe(200);

    const details = await server.services.database.db.select({ details: auditLogs.details }).from(auditLogs);
    expect(details.filter((row) => row.details?.includes(marker))).toEqual([]);
    const listed = (await admin.client.get("/api/admin/deletion-requests")).body.find((r: { id: number }) => r.id === requested.body.id);
    expect(listed).toMatchObject({ status: "executed", reason: "" });
    expect(filesHolding(marker)).toEqual([]);
    expect(user.id).toBeGreaterThan(0);
  });
});
