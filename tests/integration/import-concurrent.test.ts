/**
 * Two imports of the same file at once (`market import` run twice, a cron and an operator): both
 * validate before either writes, so the duplicate check of the validation lets every row through
 * twice. The write checks again, as a publication on the web does.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { validateImport, writeImport } from "../../src/server/services/listing-import";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("two imports of the same needs at once", () => {
  it("publish each row once: the second is refused at the write, with its line", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const rows = [
      {
        line: 2,
        position: 1,
        data: {
          ownerEmail: buyer.account.email,
          title: "Climatisation des chambres de l'hôtel de Nice",
          description: "Remplacement de la climatisation de 40 chambres, pompes à chaleur réversibles, pose et maintenance.",
          category: "energy",
          budget: 60000,
          location: "Nice",
        },
      },
    ];
    const { database, matching } = server.services;
    // Both runs validated before either wrote.
    const first = await validateImport(database, "needs", rows);
    const second = await validateImport(database, "needs", rows);
    expect([first.valid.length, second.valid.length]).toEqual([1, 1]);
    const early = await writeImport({ database, matching }, first);
    const late = await writeImport({ database, matching }, second);
    expect((await buyer.client.get("/api/needs")).body).toHaveLength(1);
    expect([early.imported, late.imported]).toEqual([1, 0]);
    expect(late.rejected).toEqual([{ line: 2, position: 1, reason: expect.stringMatching(/^déjà publié pendant cet import/) }]);
  });
});

describe("two imports of the same products at once", () => {
  it("add each product once: the second is refused at the write, with its line", async () => {
    const rows = [
      { line: 2, position: 1, data: { title: "Chariot élévateur électrique 1,5 t", description: "Chariot frontal, batterie lithium, mât triplex 4,5 m.", brand: "Fenwick", price: 2450000, category: "logistics" } },
      { line: 3, position: 2, data: { title: "Gerbeur manuel 1 t", description: "Levée 1,6 m, fourches 1 150 mm.", price: 89000, category: "logistics" } },
    ];
    const { database } = server.services;
    const count = async () => (await database.db.select().from(products).where(inArray(products.title, rows.map((row) => row.data.title)))).length;
    // Both runs validated before either wrote.
    const first = await validateImport(database, "products", rows);
    const second = await validateImport(database, "products", rows);
    expect([first.valid.length, second.valid.length]).toEqual([2, 2]);
    const early = await writeImport({ database }, first);
    const late = await writeImport({ database }, second);
    expect(await count()).toBe(2);
    expect([early.imported, late.imported]).toEqual([2, 0]);
    expect(late.rejected).toEqual([
      { line: 2, position: 1, reason: expect.stringMatching(/^déjà publié pendant cet import/) },
      { line: 3, position: 2, reason: expect.stringMatching(/^déjà publié pendant cet import/) },
    ]);
  });
});
