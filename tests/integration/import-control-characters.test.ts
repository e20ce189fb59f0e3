/**
 * A file imported with `market import` does not pass through the HTTP bodies' guard against
 * control characters: an escape sequence in a title would reach the operators' terminals and
 * every page. The import refuses it as the API does, naming the line and the column.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../../src/shared/messages";
import { validateImport } from "../../src/server/services/listing-import";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("an import of listings carrying control characters", () => {
  it("refuses the rows whose texts carry one, with their line and column, and keeps the others", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    const offer = (line: number, title: string, keywords: string[] = []) => ({
      line,
      position: line - 1,
      data: {
        ownerEmail: supplier.account.email,
        title,
        description: "Nettoyage de bureaux et de parties communes, cinq passages par semaine, produits écolabellisés.",
        category: "services",
        price: 1200,
        location: "Lyon",
        keywords,
      },
    });
    const checked = await validateImport(server.services.database, "offers", [
      offer(2, "Nettoyage \u001b[31mde bureaux"),
      offer(3, "Nettoyage de bureaux à Lyon", ["vitres", "sols\u202e"]),
      offer(4, "Entretien des parties communes"),
    ]);
    expect(checked.valid.map((row) => row.row.line)).toEqual([4]);
    expect(checked.rejected).toEqual([
      { line: 2, position: 1, reason: expect.stringContaining(`Titre / title : ${ERRORS.controlCharacters}`) },
      { line: 3, position: 2, reason: expect.stringContaining(`Mots-clés / keywords : ${ERRORS.controlCharacters}`) },
    ]);
  });
});
