/**
 * What `market` tells an operator and writes in the audit log about the exports it makes: the
 * operator is the actor of an account's data export, an export refused for its file is not on
 * record, and the days of its tables are days in Paris.
 */
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarket, type MarketRun } from "../support/market";
import { registeredClient, startTestServer, type TestServer } from "../support/test-server";

const SLOW = 120_000;

function market(server: TestServer, args: string[]): Promise<MarketRun> {
  return runMarket(args, { DATA_DIR: server.dataDir, DATABASE_URL: `file:${path.join(server.dataDir, "maillon.db")}` });
}

async function sql(server: TestServer, query: string, args: (string | number)[] = []) {
  const client = createClient({ url: `file:${path.join(server.dataDir, "maillon.db")}` });
  try {
    return (await client.execute({ sql: query, args })).rows;
  } finally {
    client.close();
  }
}

describe("market's exports on record", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("records an account's data export by the operator once, naming the operator, and a refused file not at all", { timeout: SLOW }, async () => {
    const { account, user } = await registeredClient(server.url, "buyer");
    const entries = () => sql(server, "select username, user_id, severity, details from audit_logs where action = 'gdpr.export' and resource = ? order by id", [`user:${user.id}`]);

    const file = path.join(server.dataDir, "donnees.json");
    expect((await market(server, ["gdpr", "export", account.email, "-o", file])).code).toBe(0);
    // It read as if the account holder had exported their own data, beside the operator's entry.
    expect(await entries()).toEqual([expect.objectContaining({ username: expect.stringMatching(/^cli:/), user_id: null, severity: "high", details: "fichier" })]);

    // The file is there already, the folder is not: nothing was exported, nothing is on record.
    expect(await market(server, ["gdpr", "export", account.email, "-o", file])).toMatchObject({ code: 1, stderr: expect.stringContaining("existe déjà") });
    expect(await market(server, ["gdpr", "export", account.email, "-o", path.join(server.dataDir, "absent", "x.json")])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("dossier introuvable"),
    });
    expect(await entries()).toHaveLength(1);

    const csvEntries = async () => (await sql(server, "select count(*) as n from audit_logs where action = 'export.csv'"))[0]!.n;
    const before = await csvEntries();
    expect(await market(server, ["export", "users", "-o", path.join(server.dataDir, "absent", "utilisateurs.csv")])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("dossier introuvable"),
    });
    expect(await csvEntries()).toBe(before);
  });

  it("dates its tables' days in Paris: an account made at 23:30 UTC on 28/11 was made on 29/11", { timeout: SLOW }, async () => {
    const { account, user } = await registeredClient(server.url, "supplier");
    await sql(server, "update users set created_at = ? where id = ?", ["2026-11-28T23:30:00.000Z", user.id]);
    const listed = await market(server, ["users", "list", "--search", account.username]);
    expect(listed.code).toBe(0);
    const [header, row] = listed.stdout.trim().split("\n").map((line) => line.split("\t"));
    expect(row![header!.indexOf("créé le")]).toBe("29/11/2026");

    expect((await market(server, ["gdpr", "request", account.email, "--reason", "Courrier", "--yes"])).code).toBe(0);
    await sql(server, "update deletion_requests set created_at = ? where user_id = ?", ["2026-11-28T23:45:00.000Z", user.id]);
    const requests = await market(server, ["gdpr", "requests"]);
    const [head, line] = requests.stdout.trim().split("\n").map((text) => text.split("\t"));
    expect(line![head!.indexOf("demandée le")]).toBe("29/11/2026");
  });

  it("names the columns it did not recognise when a required one is missing: « Descriptif », a « Prix » in euros", { timeout: SLOW }, async () => {
    const needs = path.join(server.dataDir, "besoins.csv");
    fs.writeFileSync(needs, "E-mail;Titre;Descriptif;Catégorie;Budget;Localisation\nacheteur@exemple.fr;Nettoyage de vitres;Lavage mensuel des vitres;Services;900;Lyon\n");
    expect(await market(server, ["import", "besoins", needs, "--dry-run"])).toMatchObject({
      code: 1,
      stderr: "market : colonne requise absente du fichier : Description / description (aucune ligne n'en a) ; colonne inconnue : Descriptif\n",
    });
    // The hint written for a « Prix » column was never shown: the file stopped on the missing price first.
    const products = path.join(server.dataDir, "produits.csv");
    fs.writeFileSync(products, "Titre;Description;Marque;Prix;Catégorie\nCarton;Carton double cannelure;Embalis;12,50;Emballage\n");
    expect(await market(server, ["import", "produits", products, "--dry-run"])).toMatchObject({
      code: 1,
      stderr:
        "market : colonne requise absente du fichier : Prix (centimes) / price (aucune ligne n'en a) ; « Prix » n'est pas lue : le prix d'un produit s'écrit en centimes, dans une colonne « price » ou « Prix (centimes) »\n",
    });
  });
});
