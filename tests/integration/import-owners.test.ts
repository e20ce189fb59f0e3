/**
 * `market import needs|offers`: a row whose owner cannot publish says why, with its line. The
 * e-mail of an account awaiting deletion, or of a suspended one, named an account that does exist:
 * « aucun compte avec l'e-mail … » sent the operator looking for a typo.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suspendUser } from "../../src/server/services/admin-users";
import { CLI_ACTOR } from "../../src/server/services/audit";
import { validateImport } from "../../src/server/services/listing-import";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const need = (ownerEmail: string, line: number) => ({
  line,
  position: line - 1,
  data: { ownerEmail, title: "Nettoyage des bureaux", description: "Nettoyage quotidien de 600 m² de bureaux à Rennes, produits écolabellisés.", category: "services", budget: 24000, location: "Rennes" },
});

describe("an import's owner that cannot publish", () => {
  it("is said deactivated or suspended, with the row's line, not unknown", async () => {
    const leaving = await registeredClient(server.url, "buyer");
    expect((await leaving.client.post("/api/gdpr/request-deletion", {})).status).toBe(201);
    const suspended = await registeredClient(server.url, "buyer");
    await suspendUser(server.services, CLI_ACTOR, suspended.user.id, "Impayés");
    const leavingEmail = leaving.account.email.toLowerCase();
    const suspendedEmail = suspended.account.email.toLowerCase();

    const report = await validateImport(server.services.database, "needs", [need(leavingEmail, 2), need(suspendedEmail, 3), need("personne@exemple.fr", 4)]);
    expect(report.valid).toEqual([]);
    expect(report.rejected).toEqual([
      { line: 2, position: 1, reason: `E-mail / ownerEmail : le compte ${leavingEmail} est désactivé (sa suppression a été demandée)` },
      { line: 3, position: 2, reason: `E-mail / ownerEmail : le compte ${suspendedEmail} est suspendu` },
      { line: 4, position: 3, reason: "E-mail / ownerEmail : aucun compte avec l'e-mail personne@exemple.fr" },
    ]);
  });
});
