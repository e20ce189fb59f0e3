/**
 * The real `bin/market`, run as a child process on a temporary database, as an operator runs it.
 * Every `--json` output is parsed with its schema from src/shared/cli-schemas.ts.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { parse as parseCsv } from "csv-parse/sync";
import iconv from "iconv-lite";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditListSchema,
  backupResultSchema,
  deletionRequestsSchema,
  importResultSchema,
  matchExplainSchema,
  migrateResultSchema,
  rematchResultSchema,
  searchOutputSchema,
  seedResultSchema,
  statsOutputSchema,
  userChangeSchema,
  userAdminChangeSchema,
  usersListSchema,
} from "../../src/shared/cli-schemas";
import { ADMIN_ERRORS, ERRORS } from "../../src/shared/messages";
import { DEMO_PASSWORD, SHOWN_MIN_SCORE } from "../../src/shared/constants";
import { verifyPassword } from "../../src/server/auth/password";
import { ADMIN_TEST_TOTP_SECRET, makeAdmin, matchedPair, publishAnotherCleaningNeed } from "../support/conversation";
import { runMarket, type MarketRun } from "../support/market";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";
import { addDays, utcToday } from "../../src/shared/dates";
import { parisDateTime } from "../../src/server/services/export-format";
import { decimal } from "../../src/shared/format";

const root = path.resolve(import.meta.dirname, "../..");
const SLOW = 180_000;
let dir: string;
let db: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-cli-"));
  db = `file:${path.join(dir, "cli.db")}`;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function market(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<MarketRun> {
  return runMarket(args, { DATA_DIR: dir, DATABASE_URL: db, ...options.env }, options.input);
}

async function json<T>(schema: { parse(value: unknown): T }, args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<T> {
  const res = await market([...args, "--json"], options);
  if (res.code !== 0) throw new Error(`market ${args.join(" ")} exited ${res.code}: ${res.stderr}`);
  return schema.parse(JSON.parse(res.stdout));
}

/** The settings that point `market` at a running test server's database and index files. */
function besideServer(server: TestServer) {
  return { DATABASE_URL: `file:${path.join(server.dataDir, "maillon.db")}`, DATA_DIR: server.dataDir };
}

async function sql(query: string, args: (string | number)[] = [], url = db) {
  const client = createClient({ url });
  try {
    return (await client.execute({ sql: query, args })).rows;
  } finally {
    client.close();
  }
}

describe("bin/market on a seeded database", () => {
  let buyerEmail: string;

  it("seeds generated data, then stats counts it", { timeout: SLOW }, async () => {
    const seeded = await json(seedResultSchema, ["seed", "--companies", "20", "--needs", "30", "--offers", "60", "--products", "10", "--seed", "5"]);
    expect(seeded).toMatchObject({ seed: 5, companies: 20, needs: 30, offers: 60, products: 10 });
    expect(seeded.matches).toBeGreaterThan(0);
    const stats = await json(statsOutputSchema, ["stats"]);
    // The home counter counts the matches users are shown (issue 20), the seed every stored one.
    const shown = Number((await sql("select count(*) as n from matches where hybrid_score >= ?", [SHOWN_MIN_SCORE]))[0]!.n);
    expect(stats.home).toMatchObject({ totalUsers: 20, totalNeeds: 30, totalOffers: 60, totalMatches: shown });
    expect(shown).toBeLessThanOrEqual(seeded.matches);
    // Each count says what it counts: shown, and the weak leads apart, which add up to the stored ones.
    expect(stats.operator.otherLeads).toBe(seeded.matches - shown);
    const table = await market(["stats"]);
    expect(table.stdout).toContain(`matches montrés (score ≥ ${decimal(SHOWN_MIN_SCORE)})\t${shown}\n`);
    expect(table.stdout).toContain(`autres pistes (gardées, non montrées par défaut)\t${seeded.matches - shown}\n`);
    expect(stats.admin.totalBuyers + stats.admin.totalSuppliers).toBe(20);
    expect(stats.operator.products).toBe(10);
    const buyers = await json(usersListSchema, ["users", "list", "--role", "buyer"]);
    expect(buyers.total).toBe(10);
    // The words of the web (« Acheteur »), any case, accents optional, as well as the keys.
    expect((await json(usersListSchema, ["users", "list", "--role", "Acheteur"])).users).toEqual(buyers.users);
    expect((await json(usersListSchema, ["users", "list", "--role", "fournisseur"])).total).toBe(10);
    buyerEmail = buyers.users[0]!.email;
    // Generated accounts cannot be signed in to with the public demo password.
    const hash = String((await sql("select password_hash from users where email = ?", [buyerEmail]))[0]!.password_hash);
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(false);
  });

  it("refuses to seed a database that holds data unless told to append or reset", { timeout: SLOW }, async () => {
    const env = { DATABASE_URL: `file:${path.join(dir, "seed-twice.db")}`, DATA_DIR: fs.mkdtempSync(path.join(dir, "seed-twice-")) };
    const small = ["--companies", "2", "--needs", "1", "--offers", "1", "--products", "0", "--no-match"];
    await json(seedResultSchema, ["seed", "--size", "petite", ...small], { env });
    const again = await market(["seed", ...small], { env });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/la base contient déjà des données \(2 comptes, 1 besoins, 1 offres, 0 produits\) : ajoutez --append/);
    expect((await json(statsOutputSchema, ["stats"], { env })).home.totalUsers).toBe(2);
    const publicPasswords = await market(["seed", "--append", "--demo-passwords", "--seed", "9", ...small], { env: { ...env, MARKET_DEMO: "0" } });
    expect(publicPasswords.code).toBe(2);
    expect(publicPasswords.stderr).toMatch(/MARKET_DEMO=0/);
    // Written as an operator writes « off »: it was read as on, and the accounts got the public password.
    expect((await market(["seed", "--append", "--demo-passwords", "--seed", "9", ...small], { env: { ...env, MARKET_DEMO: "false" } })).code).toBe(2);
    const unreadable = await market(["stats"], { env: { ...env, MARKET_DEMO: "peut-être" } });
    expect(unreadable).toMatchObject({ code: 2, stderr: "market : MARKET_DEMO illisible : « peut-être » (attendu : 1 ou 0, ou oui/non, true/false, on/off)\n" });
    const appended = await json(seedResultSchema, ["seed", "--append", "--seed", "6", ...small], { env });
    expect(appended).toMatchObject({ companies: 2, needs: 1, offers: 1 });
    expect((await json(statsOutputSchema, ["stats"], { env })).home.totalUsers).toBe(4);
  });

  it("reports bad rows of an import with their line and reason, and the good ones are found by search", { timeout: SLOW }, async () => {
    const catalogue = path.join(dir, "catalogue.json");
    fs.writeFileSync(
      catalogue,
      [
        "[",
        '  { "title": "Transpalette électrique Zorbex 1,5 t", "description": "Transpalette à batterie lithium pour quais", "brand": "Zorbex", "price": 249000, "category": "logistics" },',
        '  { "title": "Sans prix" },',
        '  { "title": "Gerbeur manuel", "price": 12.5 }',
        "]",
      ].join("\n"),
    );
    const res = await market(["import", "products", catalogue, "--json"]);
    // Rows were refused: exit 1, as the dry run does, the good row imported all the same.
    expect(res.code).toBe(1);
    const report = importResultSchema.parse(JSON.parse(res.stdout));
    expect(report).toMatchObject({ imported: 1, valid: 1 });
    expect(report.rejected.map((r) => [r.line, r.position])).toEqual([
      [3, 2],
      [4, 3],
    ]);
    // The column's French name with the key, for people and scripts alike (« price : » before).
    expect(res.stderr).toMatch(/ligne 3 refusée : Prix \(centimes\) \/ price : Le prix doit être un entier en centimes/);
    const found = await json(searchOutputSchema, ["search", "transpalette zorbex", "--limit", "3"]);
    expect(found.products[0]?.title).toBe("Transpalette électrique Zorbex 1,5 t");
    const twice = importResultSchema.parse(JSON.parse((await market(["import", "products", catalogue, "--json"])).stdout));
    expect(twice).toMatchObject({ imported: 0, rejected: [{ line: 2, reason: expect.stringMatching(/^déjà publié : même titre et même description que le produit n° \d+$/) }, {}, {}] });
    // Sorts by the marketplace's words; scores with a decimal comma in the table, numbers in JSON.
    expect((await json(searchOutputSchema, ["search", "transpalette zorbex", "--sort", "prix croissant"])).sort).toBe("price_asc");
    const scored = await market(["search", "transpalette zorbex", "--limit", "1", "--alpha", "0,5"]);
    expect(scored.stdout.split("\n")[1]).toMatch(/\t\d,\d{3}$/);

    // Needs: French Excel CSV (BOM, ;), an owner per row, a quoted field over two lines.
    const needsFile = path.join(dir, "besoins.csv");
    fs.writeFileSync(
      needsFile,
      "\uFEFFownerEmail;title;description;category;budget;location;keywords\n" +
        `${buyerEmail};Chariot élévateur Zorbex;"Location longue durée d'un chariot\nélévateur électrique 2 t";logistics;18 000,50;Lyon;chariot|élévateur\n` +
        `inconnu@exemple.fr;Palettes;Palettes bois;logistics;900;Lyon;\n` +
        `${buyerEmail};;Sans titre;nulle-part;-4;Lyon;\n`,
    );
    const dry = await market(["import", "needs", needsFile, "--dry-run", "--json"]);
    expect(dry.code).toBe(1);
    expect(importResultSchema.parse(JSON.parse(dry.stdout))).toMatchObject({ dryRun: true, valid: 1, imported: 0 });
    const needs = await market(["import", "needs", needsFile, "--json"]);
    expect(needs.code).toBe(1);
    const needsReport = importResultSchema.parse(JSON.parse(needs.stdout));
    expect(needsReport.imported).toBe(1);
    expect(needs.stderr).toMatch(/ligne 4 refusée : E-mail \/ ownerEmail : aucun compte avec l'e-mail inconnu@exemple\.fr/);
    expect(needs.stderr).toMatch(/ligne 5 refusée : Titre \/ title : Le titre est requis ; Catégorie \/ category : .+ ; Budget \/ budget : /);
    // An unknown sector names the words the file may use.
    expect(needs.stderr).toContain("Catégorie / category : Catégorie inconnue « nulle-part » (secteurs acceptés : Technologie, Manufacturing,");
    expect(needsReport.rejected).toEqual([
      { line: 4, position: 2, reason: "E-mail / ownerEmail : aucun compte avec l'e-mail inconnu@exemple.fr" },
      expect.objectContaining({ line: 5, position: 3, reason: expect.stringMatching(/^Titre \/ title : Le titre est requis ; Catégorie \/ category : .+ ; Budget \/ budget : /) }),
    ]);
    // The same file again adds nothing: its one good row is already published (it was imported twice, silently).
    const again = importResultSchema.parse(JSON.parse((await market(["import", "needs", needsFile, "--json"])).stdout));
    expect(again.imported).toBe(0);
    expect(again.rejected[0]).toMatchObject({ line: 2, reason: expect.stringMatching(/^déjà publié : même titre et même description que le besoin n° \d+ de ce compte$/) });
    const [row] = await sql("select id, budget, buyer_id from needs where title = ?", ["Chariot élévateur Zorbex"]);
    expect(row?.budget).toBe(18000.5);
    const explained = await json(matchExplainSchema, ["match", "explain", String(row!.id), "--limit", "5"]);
    expect(explained.listing).toMatchObject({ kind: "need", title: "Chariot élévateur Zorbex" });
    for (const counterpart of explained.counterparts) expect(counterpart.hybridScore).toBeGreaterThanOrEqual(0);
    const heading = await market(["match", "explain", `besoin:${row!.id}`, "--limit", "1", "--min-score", "0,0"]);
    expect(heading.stderr).toContain(`besoin ${row!.id} « Chariot élévateur Zorbex » (Logistique, actif)`);
    // hybride, tf-idf, sémantique, secteur: as French writes decimals (they read « 0.45 »).
    expect(heading.stdout.split("\n")[1]!.split("\t").slice(3, 7)).toEqual([expect.stringMatching(/^\d,\d\d$/), expect.stringMatching(/^\d,\d\d$/), expect.stringMatching(/^\d,\d\d$/), expect.stringMatching(/^\d,\d\d$/)]);
  });

  it("reads a French file: Windows-1252 or UTF-16, dd/mm/yyyy dates, French labels; warns of unknown columns", { timeout: SLOW }, async () => {
    // Its own DATA_DIR too: index files belong to one database.
    const env = { DATABASE_URL: `file:${path.join(dir, "french-import.db")}`, DATA_DIR: fs.mkdtempSync(path.join(dir, "french-")) };
    const owner = "acheteuse@exemple.fr";
    const created = await market(["users", "create", "--email", owner, "--username", "acheteuse", "--company", "Atelier Dupré", "--role", "buyer", "--password-stdin"], {
      env,
      input: "Tournesol-Bleu-42\n",
    });
    expect(created.code, created.stderr).toBe(0);
    const [soon, late] = [addDays(utcToday(), 95), addDays(utcToday(), 400)];
    const french = (day: string) => day.split("-").reverse().join("/");
    const lines = [
      "ownerEmail;title;description;category;budget;urgency;deadline;location;Remarque",
      `${owner};Détecteurs de fumée;Équipement sécurité pour l'entrepôt de Rennes;Sécurité;1 200;Élevée;${french(soon)};Rennes;à voir`,
      `${owner};Blouses de laboratoire;Blouses en coton, tailles variées;sante;800;moyenne;${french(late)};Lyon;`,
      `${owner};Gants nitrile;Boîtes de 100 gants;Santé;300;faible;03-01-2027;Lille;`,
    ];
    const cp1252 = path.join(dir, "besoins-excel.csv");
    fs.writeFileSync(cp1252, Buffer.from(iconv.encode(lines.join("\r\n"), "windows-1252")));
    const res = await market(["import", "needs", cp1252, "--json"], { env });
    const report = importResultSchema.parse(JSON.parse(res.stdout));
    expect(report).toMatchObject({ imported: 2, encoding: "windows-1252" });
    expect(report.warnings).toContain("colonnes inconnues, ignorées : Remarque");
    expect(report.rejected).toEqual([{ line: 4, position: 3, reason: "Date limite / deadline : date ambiguë ou illisible « 03-01-2027 » (attendu : jj/mm/aaaa ou aaaa-mm-jj)" }]);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/attention : fichier lu en windows-1252/);
    const stored = await sql("select title, category, urgency, deadline from needs order by id", [], env.DATABASE_URL);
    expect(stored).toEqual([
      { title: "Détecteurs de fumée", category: "security", urgency: "high", deadline: soon },
      { title: "Blouses de laboratoire", category: "healthcare", urgency: "medium", deadline: late },
    ]);

    // UTF-16 with BOM, as "Texte Unicode" from Excel: read as well, tab or not.
    const utf16 = path.join(dir, "besoins-utf16.csv");
    fs.writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([lines[0], lines[3]!.replace("03-01-2027", soon)].join("\n"), "utf16le")]));
    const wide = importResultSchema.parse(JSON.parse((await market(["import", "needs", utf16, "--json", "--dry-run"], { env })).stdout));
    expect(wide).toMatchObject({ valid: 1, encoding: "UTF-16LE", rejected: [] });

    // The header alone (a failed export, the wrong file): said, and code 1 (it passed as « 0 valides », code 0).
    const headerOnly = path.join(dir, "besoins-vide.csv");
    fs.writeFileSync(headerOnly, `${lines[0]}\n`);
    expect(await market(["import", "needs", headerOnly], { env })).toMatchObject({ code: 1, stderr: `market : ${headerOnly} ne contient aucune ligne de données à importer (rien, ou l'en-tête seul)\n` });

    // Bytes that are neither UTF-8 nor Windows-1252: refused, naming the line.
    const binary = path.join(dir, "besoins-binaire.csv");
    fs.writeFileSync(binary, Buffer.concat([Buffer.from("ownerEmail;title\n"), Buffer.from([0x81, 0x8d, 0x90, 0x9d, 0x0a])]));
    const refused = await market(["import", "needs", binary], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/encodage illisible .* \(ligne 2\)/);
  });

  it("re-matches and keeps a status set beforehand", { timeout: SLOW }, async () => {
    const [match] = await sql("select id from matches order by hybrid_score desc limit 1");
    await sql("update matches set buyer_status = 'favorited', supplier_status = 'contacted' where id = ?", [Number(match!.id)]);
    const before = Number((await sql("select count(*) as n from matches"))[0]!.n);
    const summary = await json(rematchResultSchema, ["rematch", "--alpha", "0,6"]);
    expect(summary.alpha).toBe(0.6);
    // Corpus statistics moved since the imports scored their listings: a borderline pair may come or go.
    expect(summary.totalMatches).toBe(before - summary.removed + summary.created);
    expect(summary.created + summary.updated + summary.unchanged).toBe(summary.totalMatches);
    const [kept] = await sql("select buyer_status, supplier_status, offer_id, need_id from matches where id = ?", [Number(match!.id)]);
    expect(kept).toMatchObject({ buyer_status: "favorited", supplier_status: "contacted" });
    // Run again with nothing changed: no pair is written, every one is counted unchanged.
    const stamps = await sql("select id, updated_at from matches order by id");
    const again = await json(rematchResultSchema, ["rematch", "--alpha", "0.6"]);
    expect(again).toMatchObject({ created: 0, updated: 0, removed: 0, unchanged: again.totalMatches });
    expect(await sql("select id, updated_at from matches order by id")).toEqual(stamps);
    // Explained from the offer's side: needs as counterparts, the stored match with both statuses.
    const fromOffer = await json(matchExplainSchema, ["match", "explain", `offer:${Number(kept!.offer_id)}`, "--limit", "100"]);
    expect(fromOffer.listing).toMatchObject({ kind: "offer", id: Number(kept!.offer_id) });
    expect(fromOffer.counterparts.every((c) => c.kind === "need")).toBe(true);
    expect(fromOffer.counterparts.find((c) => c.id === Number(kept!.need_id))?.match).toEqual({ id: Number(match!.id), buyerStatus: "favorited", supplierStatus: "contacted" });
    const audit = await json(auditListSchema, ["audit", "--action", "matching.rematch"]);
    expect(audit.entries[0]).toMatchObject({ action: "matching.rematch", userId: null, username: `cli:${os.userInfo().username}`, success: true });
    // Said in French, not as JSON (« {"totalMatches":…} »).
    expect(audit.entries[0]!.details).toMatch(/^\d+ créés, \d+ mis à jour, \d+ supprimés, \d+ inchangés, \d+ besoins, \d+,\d s(, alpha \d,\d+)?$/);
    // The table an operator reads names the action and its severity in French, as the web console does.
    const table = await market(["audit", "--action", "matching.rematch", "--limit", "1"]);
    expect(table.stdout.split("\n")[1]).toMatch(/\t(Faible|Moyenne|Élevée|Critique)\tRe-matching complet\t/);
    // At the time of Paris, as the export writes it (it was UTC, unsaid, an hour off the CSV's).
    expect(table.stdout.split("\n")[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\t/);
    expect(table.stdout.split("\n")[1]!.split("\t")[0]).toBe(parisDateTime(audit.entries[0]!.timestamp));
  });

  it("reads the audit filters as a French operator types them: jj/mm/aaaa from midnight in Paris, severities in French", { timeout: SLOW }, async () => {
    // 23:59 and 00:30 in Paris, either side of the 28th's midnight (22:59 and 23:30 UTC on the 27th).
    const insert = "insert into audit_logs (severity, action, resource, success, timestamp) values (?, 'test.since', 'test', 1, ?)";
    await sql(insert, ["high", "2026-11-27T22:59:00.000Z"]);
    await sql(insert, ["high", "2026-11-27T23:30:00.000Z"]);
    for (const since of ["28/11/2026", "2026-11-28"]) {
      const page = await json(auditListSchema, ["audit", "--action", "test.since", "--since", since]);
      expect(page.entries.map((e) => e.timestamp), since).toEqual(["2026-11-27T23:30:00.000Z"]);
    }
    for (const severity of ["élevée", "Elevee", "high"]) {
      expect((await json(auditListSchema, ["audit", "--action", "test.since", "--severity", severity])).total, severity).toBe(2);
    }
    expect((await json(auditListSchema, ["audit", "--action", "test.since", "--severity", "moyenne"])).total).toBe(0);
    const table = await market(["audit", "--action", "test.since", "--since", "28/11/2026"]);
    expect(table.stdout.split("\n")[1]).toMatch(/^28\/11\/2026 00:30\tÉlevée\t/);
  });

  it("lists alerts and their runs in French: kind and frequency by their labels, the next run at the time of Paris", { timeout: SLOW }, async () => {
    const [buyer] = await sql("select id from users where email = ?", [buyerEmail]);
    const insert = "insert into alerts (user_id, name, kind, query, categories, min_score, frequency, hour, next_run_at) values (?, ?, 'offers', 'chariot', '[]', 0.5, 'daily', 8, ?)";
    await sql(insert, [Number(buyer!.id), "Chariots à venir", "2099-12-01T07:00:00.000Z"]);
    await sql(insert, [Number(buyer!.id), "Chariots dus", "2026-01-05T07:00:00.000Z"]);
    const list = await market(["alerts", "list", "--user", buyerEmail]);
    expect(list.code, list.stderr).toBe(0);
    const [header, ...rows] = list.stdout.trim().split("\n").map((line) => line.split("\t"));
    const cell = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
    const later = rows.find((row) => row.includes("Chariots à venir"));
    expect([cell(later, "type"), cell(later, "fréquence"), cell(later, "prochain envoi")]).toEqual(["Nouvelles offres", "quotidienne 8 h", "01/12/2099 08:00"]);
    const run = await market(["alerts", "run", "--dry-run"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\tChariots dus\tQuotidienne\t/);
  });

  it("exports CSV that a CSV parser reads back, with formulas neutralised", { timeout: SLOW }, async () => {
    const created = await json(
      userChangeSchema,
      ["users", "create", "--email", "formule@exemple.fr", "--username", "formule", "--company", "=HYPERLINK(\"http://x\")", "--role", "supplier", "--password-stdin"],
      { input: "Tournesol-42\n" },
    );
    expect(created.user).toMatchObject({ email: "formule@exemple.fr", accountType: "supplier" });
    const file = path.join(dir, "users.csv");
    const res = await market(["export", "users", "-o", file]);
    expect(res.code).toBe(0);
    const text = fs.readFileSync(file, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    // Personal data: readable by its owner only.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const rows = parseCsv(text, { bom: true, columns: true, delimiter: ";" }) as Record<string, string>[];
    expect(rows).toHaveLength(21);
    expect(rows.find((r) => r["E-mail"] === "formule@exemple.fr")?.Entreprise).toBe("'=HYPERLINK(\"http://x\")");
    expect(Object.keys(rows[0]!)).not.toContain("passwordHash");
    const raw = await market(["export", "users", "--format", "raw"]);
    expect((parseCsv(raw.stdout, { bom: true, columns: true, delimiter: ";" }) as Record<string, string>[]).find((r) => r.email === "formule@exemple.fr")?.accountType).toBe("supplier");

    const matchesCsv = await market(["export", "matches", "--sep", ","]);
    expect(matchesCsv.code).toBe(0);
    const matchRows = parseCsv(matchesCsv.stdout, { bom: true, columns: true, delimiter: "," }) as unknown[];
    expect(matchRows).toHaveLength(Number((await sql("select count(*) as n from matches"))[0]!.n));
    // The French names of the exports and imports, as an operator says them.
    expect((await market(["export", "besoins"])).stdout).toBe((await market(["export", "needs"])).stdout);
    expect((await market(["export", "devis", "--format", "raw"])).code).toBe(0);
    // --json for every kind: quotes and products answered a raw zod error (their kind was missing from the schema).
    for (const kind of ["devis", "produits"]) expect(JSON.parse((await market(["export", kind, "--json"])).stdout)).toMatchObject({ kind: kind === "devis" ? "quotes" : "products", rows: expect.any(Array) });
    expect(await market(["export", "clients"])).toMatchObject({ code: 2, stderr: expect.stringContaining("utilisateurs, besoins, offres, produits, matches, devis ou audit") });
    // Scores to the thousandth in the French form.
    expect(matchesCsv.stdout).toMatch(/;0,\d{1,3};|,"0,\d{1,3}",/);

    // An export edited in a spreadsheet is read back by the import: its owners by their e-mail,
    // the catalogue with its price in cents. Unchanged, every row is already there.
    const needsFile = path.join(dir, "besoins-export.csv");
    expect((await market(["export", "besoins", "-o", needsFile])).code).toBe(0);
    const reimported = await market(["import", "besoins", needsFile, "--dry-run"]);
    expect(reimported.stderr).toMatch(/refusée : déjà publié/);
    expect(reimported.stderr).not.toMatch(/refusée : (?!déjà publié)/);
    const productsFile = path.join(dir, "produits-export.csv");
    expect((await market(["export", "produits", "-o", productsFile])).code).toBe(0);
    const productsBack = await market(["import", "produits", productsFile, "--dry-run"]);
    expect(productsBack.stderr).toMatch(/refusée : déjà publié/);
    expect(productsBack.stderr).not.toMatch(/refusée : (?!déjà publié)|n'est pas lue/);

    // A file without the owners' column says so once, for the whole file.
    const noOwner = path.join(dir, "sans-proprietaire.csv");
    fs.writeFileSync(noOwner, "Titre\tDescription\tSecteur\tBudget\tLocalisation\nPalettes\tPalettes bois\tLogistique\t900\tLyon\nCartons\tCartons doubles\tEmballage\t300\tLyon\n");
    const refused = await market(["import", "besoins", noOwner]);
    expect(refused).toMatchObject({ code: 1, stderr: "market : colonne requise absente du fichier : E-mail / ownerEmail (aucune ligne n'en a)\n" });
    // One line is a file too: it said « Le prix doit être un entier en centimes » for a column it does not have.
    const oneProduct = path.join(dir, "un-produit.csv");
    fs.writeFileSync(oneProduct, "titre;description;marque;catégorie\nCarton test;Un carton solide;Embalis;Emballage\n");
    expect(await market(["import", "produits", oneProduct, "--dry-run"])).toMatchObject({ code: 1, stderr: "market : colonne requise absente du fichier : Prix (centimes) / price (aucune ligne n'en a)\n" });
    expect((await market(["import", "besoins", path.join(dir, "absent.csv")])).stderr).toContain("fichier introuvable");
    const again = await market(["export", "users", "-o", file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/existe déjà/);
  });

  it("backs up the database into a copy that opens and counts the same", { timeout: SLOW }, async () => {
    const copy = path.join(dir, "copie.db");
    const backup = await json(backupResultSchema, ["backup", copy]);
    expect(backup).toMatchObject({ file: copy, integrity: "ok" });
    const table = await market(["backup", path.join(dir, "copie-table.db")]);
    expect(table.stdout.split("\n")[1]).toMatch(/\t\d+,\d Mio\tok$/);
    // It holds every password hash and TOTP secret: its owner's alone, as the exports (it was 0644).
    expect(fs.statSync(copy).mode & 0o777).toBe(0o600);
    const original = await json(statsOutputSchema, ["stats"]);
    const fromCopy = await json(statsOutputSchema, ["stats"], { env: { DATABASE_URL: `file:${copy}` } });
    expect(fromCopy.home).toEqual(original.home);
    expect((await market(["backup", copy])).code).toBe(1);
    expect(await json(migrateResultSchema, ["migrate"], { env: { DATABASE_URL: `file:${copy}` } })).toMatchObject({ applied: [] });
    expect(await json(deletionRequestsSchema, ["gdpr", "requests"])).toEqual({ requests: [] });
    for (const status of ["en attente", "en-attente", "Exécutée", "annulee", "pending"]) {
      expect(await json(deletionRequestsSchema, ["gdpr", "requests", "--status", status]), status).toEqual({ requests: [] });
    }
  });

  it("shows the re-match progress bar on a terminal", { timeout: SLOW }, async () => {
    const out = path.join(dir, "tty.txt");
    const command = `${path.join(root, "bin/market")} rematch`;
    execFileSync("script", ["-q", "-c", command, out], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: db }, stdio: "ignore" });
    // eslint-disable-next-line no-control-regex
    const screen = fs.readFileSync(out, "utf8").replace(/\u001b\[[0-9;?]*[a-zA-Z]/g, "");
    expect(screen).toMatch(/Re-matching\s+█+/);
    expect(screen).toMatch(/31\/31 besoins · 100 % · [\d,]+ besoins\/s/);
    expect(screen).toMatch(/créés\s+mis à jour\s+supprimés\s+inchangés\s+durée/);
  });
});

describe("bin/market beside a running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("suspends an account, which can no longer sign in through the API", { timeout: SLOW }, async () => {
    const target = await registeredClient(server.url, "buyer");
    expect((await target.client.get("/api/auth/me")).status).toBe(200);
    const env = besideServer(server);
    const suspended = await json(userAdminChangeSchema, ["users", "suspend", target.account.email.toUpperCase(), "--reason", "Annonces frauduleuses"], { env });
    expect(suspended.user).toMatchObject({ isSuspended: true, suspendedReason: "Annonces frauduleuses" });
    // The server's session cache sees the CLI's commit (SQLite's data_version): the very next request is refused.
    expect((await target.client.get("/api/auth/me")).status).toBe(401);
    const login = await new ApiClient(server.url).post("/api/auth/login", { email: target.account.email, password: target.account.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(ERRORS.suspended);

    const reset = await market(["users", "set-password", target.account.email, "--password-stdin"], { env, input: "Girouette-77\n" });
    expect(reset.code).toBe(0);
    await json(userAdminChangeSchema, ["users", "unsuspend", target.account.email], { env });
    const again = await new ApiClient(server.url).post("/api/auth/login", { email: target.account.email, password: "Girouette-77" });
    expect(again.status).toBe(200);
  });
});

describe("bin/market erasing an account beside a running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("writes the index files again without the erased listings, and with everyone else's", { timeout: SLOW }, async () => {
    const { buyer } = await matchedPair(server);
    const bystander = await matchedPair(server, " témoin");
    const requested = await buyer.client.post("/api/gdpr/request-deletion", { userId: buyer.user.id });
    expect(requested.status).toBe(201);
    const env = besideServer(server);
    expect((await market(["gdpr", "erase", String(requested.body.id), "--yes"], { env })).code).toBe(0);
    // The needs' graph held no listing at all: the next start analysed every listing again.
    const sidecar = JSON.parse(fs.readFileSync(path.join(server.dataDir, "vectors", "listings.usearch.needs.json"), "utf8")) as { count: number };
    const bystanderNeeds = (await bystander.buyer.client.get("/api/needs")).body as Array<{ id: number }>;
    expect(sidecar.count).toBe(bystanderNeeds.length);
    expect(sidecar.count).toBeGreaterThan(0);
  });

  it("records a deletion request received by post: the account is closed at once, the operator is the audit's actor", { timeout: SLOW }, async () => {
    const { supplier, buyer } = await matchedPair(server, " courrier");
    const env = besideServer(server);
    expect(await market(["gdpr", "request", supplier.account.email, "--reason", "  ", "--yes"], { env })).toMatchObject({ code: 2 });
    const recorded = await json(deletionRequestsSchema, ["gdpr", "request", supplier.account.email, "--reason", "Courrier recommandé du 12/11/2026", "--yes"], { env });
    expect(recorded.requests[0]).toMatchObject({ userId: supplier.user.id, reason: "Courrier recommandé du 12/11/2026", status: "pending" });
    // Closed as if the user had asked: no sign-in, their offer out of the buyer's new matches.
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: supplier.account.email, password: supplier.account.password })).status).not.toBe(200);
    const [entry] = await sql("select username, details from audit_logs where action = 'gdpr.deletion_request' and resource = ? order by id desc limit 1", [`user:${supplier.user.id}`], env.DATABASE_URL);
    expect(entry).toMatchObject({ username: expect.stringMatching(/^cli:/), details: expect.stringContaining("reçue hors de la plateforme") });
    const again = await market(["gdpr", "request", supplier.account.email, "--reason", "Relance", "--yes"], { env });
    expect(again).toMatchObject({ code: 1, stderr: `market : ${ADMIN_ERRORS.deletionPending}\n` });
    expect((await buyer.client.get("/api/matches")).status).toBe(200);
  });
});

describe("bin/market suspending a supplier beside a running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("closes their offers, which the server's re-match no longer pairs, and reopens them matched again", { timeout: SLOW }, async () => {
    const { buyer, supplier, matchId } = await matchedPair(server);
    const offerId = ((await supplier.client.get("/api/offers")).body as Array<{ id: number }>)[0]!.id;
    const needsWithOffer = async () =>
      ((await buyer.client.get("/api/matches?limit=100")).body as Array<{ id: number; need: { id: number }; offer: { id: number } }>).filter((m) => m.offer.id === offerId);
    const env = besideServer(server);
    await json(userAdminChangeSchema, ["users", "suspend", supplier.account.email, "--reason", "Offres trompeuses"], { env });

    const later = await publishAnotherCleaningNeed(buyer);
    expect(later.status).toBe(201);
    // The server's engine still held the offer: its re-match catches up with the database first.
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    expect((await admin.client.post("/api/rematch", {})).status).toBe(200);
    expect((await needsWithOffer()).map((m) => m.id)).toEqual([matchId]);

    await json(userAdminChangeSchema, ["users", "unsuspend", supplier.account.email], { env });
    expect((await needsWithOffer()).map((m) => m.need.id)).toContain(later.body.id);
  });
});

describe("bin/market interrupted", () => {
  it("stops a long seed at the end of a batch on Ctrl-C and exits 130", { timeout: SLOW }, async () => {
    const child = spawn(path.join(root, "bin/market"), ["seed", "--size", "medium", "--no-match"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: fs.mkdtempSync(path.join(dir, "interrupted-")), DATABASE_URL: `file:${path.join(dir, "interrupted.db")}` },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // Once the database is open (the seed's first rows are in), the operator presses Ctrl-C.
    const file = path.join(dir, "interrupted.db");
    while (!fs.existsSync(file) || Number((await sql("select count(*) as n from users", [], `file:${file}`).catch(() => [{ n: 0 }]))[0]!.n) === 0) {
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill("SIGINT");
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(130);
    expect(stderr).toMatch(/interrompu/);
  });
});

describe("bin/market usage errors", () => {
  it("answers bad usage with exit code 2 and one line, failures with exit code 1 and no stack", { timeout: SLOW }, async () => {
    const usage = await market(["rematch", "--alpha", "3"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/alpha doit être un nombre entre 0 et 1/);
    const unknown = await market(["exporte", "users"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split("\n")).toHaveLength(1);
    const reset = await market(["seed", "--reset"]);
    expect(reset.code).toBe(2);
    expect(reset.stderr).toMatch(/--yes/);

    for (const args of [
      ["import", "products", path.join(dir, "absent.json")],
      ["users", "suspend", "personne@exemple.fr", "--reason", "x"],
      ["--db", "http://127.0.0.1:9", "stats"],
    ]) {
      const res = await market(args);
      expect(res.code, args.join(" ")).toBe(1);
      expect(res.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(res.stderr).not.toMatch(/\n\s+at /);
    }
    // A value no option reads: said in French with the French words accepted, code 2, one line.
    for (const [args, said] of [
      [["users", "list", "--role", "vendeur"], "--role <rôle> « vendeur » : rôle inconnu (attendu : acheteur, fournisseur ou administrateur ; ou buyer, supplier ou admin)"],
      [["audit", "--severity", "grave"], "gravité inconnue (attendu : faible, moyenne, élevée ou critique ;"],
      [["audit", "--since", "31/02/2026"], "--since <date> « 31/02/2026 » : date inexistante (attendu : jj/mm/aaaa, aaaa-mm-jj ou un horodatage ISO)"],
      [["gdpr", "requests", "--status", "refusée"], "état inconnu (attendu : en attente, exécutée ou annulée ;"],
      [["search", "x", "--sort", "cher"], "tri inconnu (attendu : pertinence, prix croissant, prix décroissant ou plus récents ;"],
      [["seed", "--size", "géante"], "taille inconnue (attendu : petite, moyenne ou grande ;"],
      [["match", "explain", "12", "--min-score", "1,5"], "le score minimal doit être un nombre entre 0 et 1 (par exemple 0,6)"],
    ] as const) {
      const res = await market([...args]);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr, args.join(" ")).toContain(said);
      expect(res.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
    // A refused input names its fields as the forms do, not as the schema (« username », « companyName »).
    const invalid = await market(["users", "create", "--email", "pas-une-adresse", "--username", "ab", "--company", "X", "--role", "acheteur", "--password-stdin"], { input: "Tournesol-Bleu-42\n" });
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^market : Nom d'utilisateur : .+ ; E-mail : .+ ; Nom de l'entreprise : /);
    expect(invalid.stderr).not.toMatch(/username|companyName|email :/);

    const help = await market(["export", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exemples :/);
    expect(help.stdout).toMatch(/Utilisation : market export/);
  });
});

describe("bin/market failing in the database", () => {
  it("says what SQLite refused, in one line, without the statement nor its parameters", { timeout: SLOW }, async () => {
    const url = `file:${path.join(dir, "refusing.db")}`;
    expect((await market(["migrate"], { env: { DATABASE_URL: url } })).code).toBe(0);
    // A write the database refuses whatever the command: its audit entry.
    await sql("create trigger refuse_audit before insert on audit_logs begin select raise(abort, 'journal en lecture seule'); end", [], url);
    const res = await market(["users", "create", "--email", "refus@exemple.fr", "--username", "refus", "--company", "Refus SARL", "--role", "acheteur", "--password-stdin"], {
      input: "Tournesol-Bleu-42\n",
      env: { DATABASE_URL: url },
    });
    expect(res.code).toBe(1);
    expect(res.stderr.trim().split("\n")).toHaveLength(1);
    expect(res.stderr).toMatch(/^market : erreur de la base de données : .*journal en lecture seule/);
    expect(res.stderr).not.toMatch(/Failed query|insert into|refus@exemple\.fr/);
  });
});

describe("bin/market seeding beside a running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("appends listings and products the server searches and matches at once, and a reset takes them out of its indexes", { timeout: SLOW }, async () => {
    const env = besideServer(server);
    const seeded = await json(seedResultSchema, ["seed", "--append", "--companies", "6", "--needs", "4", "--offers", "8", "--products", "12", "--seed", "71"], { env });
    expect(seeded).toMatchObject({ needs: 4, offers: 8, products: 12 });
    const [product] = await sql("select id, title from products order by id desc limit 1", [], env.DATABASE_URL);
    const searchFor = async () => ((await new ApiClient(server.url).get(`/api/search?q=${encodeURIComponent(String(product!.title))}`)).body.products as Array<{ id: number }>).map((p) => p.id);
    await expect.poll(searchFor, { timeout: 5_000 }).toContain(Number(product!.id));

    // A need published through the server is paired with a seeded offer of its own words.
    const [offer] = await sql("select title, description, category from offers order by id limit 1", [], env.DATABASE_URL);
    const buyer = await registeredClient(server.url, "buyer");
    const published = await buyer.client.post("/api/needs", { title: String(offer!.title), description: String(offer!.description), category: String(offer!.category), budget: 5000, location: "Lyon" });
    expect(published.status).toBe(201);
    const titles = async (leads: string) => ((await buyer.client.get(`/api/matches?leads=${leads}&limit=100`)).body as Array<{ offer: { title: string } }>).map((m) => m.offer.title);
    expect([...(await titles("shown")), ...(await titles("other"))]).toContain(String(offer!.title));

    // Without --companies, a few listings make a few companies (it made the size's 200).
    const reset = await json(seedResultSchema, ["seed", "--reset", "--yes", "--needs", "1", "--offers", "1", "--products", "0"], { env });
    expect(reset).toMatchObject({ companies: 2, needs: 1, offers: 1 });
    await expect.poll(searchFor, { timeout: 5_000 }).not.toContain(Number(product!.id));
  });

  it("keeps the administrators through a reset: their session, password and second factor still open /admin", { timeout: SLOW }, async () => {
    const env = besideServer(server);
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const buyer = await registeredClient(server.url, "buyer");
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);

    const reset = await json(seedResultSchema, ["seed", "--reset", "--yes", "--companies", "2", "--needs", "1", "--offers", "1", "--products", "0", "--seed", "72"], { env });
    expect(reset).toMatchObject({ reset: true, keptAdmins: 1, companies: 2 });
    const accounts = await sql("select email, account_type, totp_secret from users order by id", [], env.DATABASE_URL);
    expect(accounts.filter((row) => row.account_type === "admin")).toEqual([{ email: admin.account.email, account_type: "admin", totp_secret: ADMIN_TEST_TOTP_SECRET }]);
    expect(accounts.map((row) => row.email)).not.toContain(buyer.account.email);
    // The open session of the console goes on; the buyer's is closed.
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);
    expect((await buyer.client.get("/api/auth/me")).status).toBe(401);
    // And a new sign-in asks for, then takes, the second factor.
    const browser = new ApiClient(server.url);
    expect((await browser.post("/api/auth/login", { email: admin.account.email, password: admin.account.password })).body).toEqual({ totpRequired: true });
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(ADMIN_TEST_TOTP_SECRET) }).generate();
    expect((await browser.post("/api/auth/login/totp", { code })).status).toBe(200);
    expect((await browser.get("/api/admin/users")).status).toBe(200);
    const [entry] = await sql("select details from audit_logs where action = 'cli.seed.reset' order by id desc limit 1", [], env.DATABASE_URL);
    expect(entry!.details).toBe("1 administrateur gardé");

    // A database that holds only administrators is empty for seed: it needs no --append.
    const envOnlyAdmins = { DATABASE_URL: `file:${path.join(dir, "admins-only.db")}`, DATA_DIR: fs.mkdtempSync(path.join(dir, "admins-only-")) };
    const created = await market(["users", "create", "--email", "ops@exemple.fr", "--username", "operatrice", "--company", "Maillon", "--role", "administrateur", "--password-stdin"], { env: envOnlyAdmins, input: "Girouette-Bleue-42\n" });
    expect(created.code, created.stderr).toBe(0);
    expect(await json(seedResultSchema, ["seed", "--companies", "2", "--needs", "1", "--offers", "1", "--products", "0", "--no-match"], { env: envOnlyAdmins })).toMatchObject({ companies: 2 });
  });

  it("a reset deletes the files of the attachments it deletes from DATA_DIR/files, not those of an administrator's", { timeout: SLOW }, async () => {
    const env = besideServer(server);
    const buyer = await registeredClient(server.url, "buyer");
    const need = await buyer.client.post("/api/needs", { title: "Plans de l'atelier", description: "Réfection de la toiture de l'atelier, plans joints.", category: "construction", budget: 9000, location: "Nantes" });
    expect(need.status).toBe(201);
    const pdf = (words: string) => Buffer.from(`%PDF-1.4\n% ${words} ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
    const stored = (bytes: Buffer) => {
      const hash = createHash("sha256").update(bytes).digest("hex");
      return { hash, file: path.join(server.dataDir, "files", hash.slice(0, 2), hash) };
    };
    const plans = pdf("plans");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(plans)]), "Plans.pdf");
    const sent = await fetch(`${server.url}/api/needs/${need.body.id}/attachments`, { method: "POST", body: form, headers: { origin: server.url, cookie: buyer.client.cookieHeader() ?? "" } });
    expect(sent.status).toBe(201);
    expect(fs.existsSync(stored(plans).file)).toBe(true);
    // An administrator's attachment (none is made through the API today): its row and file stay.
    const admin = await registeredClient(server.url, "buyer");
    await makeAdmin(server, admin.user.id);
    const kept = stored(pdf("administrateur"));
    fs.mkdirSync(path.dirname(kept.file), { recursive: true });
    fs.writeFileSync(kept.file, pdf("administrateur"));
    await sql("insert into attachments (item_kind, item_id, owner_id, filename, content_type, size, sha256) values ('need', ?, ?, 'Note.pdf', 'application/pdf', 10, ?)", [need.body.id, admin.user.id, kept.hash], env.DATABASE_URL);

    await json(seedResultSchema, ["seed", "--reset", "--yes", "--companies", "2", "--needs", "1", "--offers", "1", "--products", "0", "--seed", "73"], { env });
    expect(fs.existsSync(stored(plans).file)).toBe(false);
    expect(fs.existsSync(kept.file)).toBe(true);
    expect((await sql("select sha256 from attachments", [], env.DATABASE_URL)).map((row) => row.sha256)).toEqual([kept.hash]);
  });
});
