/**
 * Issue 23: every export, opened by LibreOffice Calc under a French locale as a user would open it,
 * has its numbers typed as numbers and its dates as dates (not text). Skipped, with a message,
 * where LibreOffice is not installed (scripts/test.mjs installs it when it can).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { calcPath, openInCalc, type CalcCell } from "../support/calc";
import { matchedPair } from "../support/conversation";
import { registeredClient, startTestServer, type ApiClient, type TestServer } from "../support/test-server";

const calc = calcPath();
if (!calc) console.warn("exports-calc : LibreOffice introuvable (apt-get install libreoffice-calc-nogui) : test sauté");

let server: TestServer;
let admin: ApiClient;
let identities: Pick<Awaited<ReturnType<typeof matchedPair>>, "buyer" | "supplier">;
/** Every export, read before Calc runs: a conversion blocks this process for seconds, long enough
 * for the server to close an idle kept-alive connection under the next request (ECONNRESET). */
const exported = new Map<string, string>();
const EXPORTS = { users: "/api/admin/export/users", needs: "/api/admin/export/needs", offers: "/api/admin/export/offers", matches: "/api/admin/export/matches", quotes: "/api/admin/export/quotes", audit: "/api/audit/export" };
beforeAll(async () => {
  server = await startTestServer();
  const { buyer, supplier } = await matchedPair(server, " Calc");
  const needId = (await buyer.client.get("/api/needs")).body[0].id;
  await buyer.client.patch(`/api/needs/${needId}`, { deadline: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10) });
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await supplier.client.post(`/api/needs/${needId}/quotes`, { lines: [{ designation: "Entretien", quantity: 12, unit: "mois", unitPrice: 1234.56, vatRate: 20 }], validUntil, leadTime: 10, send: true });
  // Company numbers that start with a zero: a spreadsheet read them as numbers and dropped it.
  identities = { buyer, supplier };
  for (const [party, companyNumber] of [[buyer, "012 345 674"], [supplier, "01234567400019"]] as const) {
    const saved = await party.client.put("/api/user/profile", { displayName: party.account.companyName, email: party.account.email, companyNumber });
    if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  const account = await registeredClient(server.url, "buyer");
  await server.services.database.db.update(users).set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() }).where(eq(users.id, account.user.id));
  admin = account.client;
  exported.set("mes-donnees", await buyer.client.post("/api/gdpr/export-data?format=csv").then((res) => String(res.body)));
  for (const [kind, path] of Object.entries(EXPORTS)) {
    exported.set(kind, await fetch(`${server.url}${path}`, { headers: { cookie: admin.cookieHeader()! } }).then((res) => res.text()));
  }
});
afterAll(() => server.close());

/** The columns that must be numbers, and those that must be dates, by their French header. */
const NUMBERS = new Set(["N°", "Budget", "Prix", "Score global", "Score mots-clés", "Score sémantique", "Score secteur", "Quantité minimale", "N° besoin", "N° offre", "N° acheteur", "N° fournisseur", "Total HT", "TVA", "Total TTC", "Délai (jours)", "Version", "Révisions demandées"]);
const DATES = new Set(["Créé le", "Échéance", "Valable jusqu'au", "Envoyé le", "Date", "Désactivé le"]);

/** Each non-empty cell of a typed column with the type Calc gave it. */
function typesByColumn(rows: CalcCell[][]): Map<string, Set<string>> {
  const [header, ...data] = rows;
  const types = new Map<string, Set<string>>();
  header!.forEach((cell, i) => {
    const seen = new Set(data.map((row) => row[i]).filter((c): c is CalcCell => c !== undefined && c.type !== "empty").map((c) => c.type));
    types.set(cell.text, seen);
  });
  return types;
}

describe.skipIf(!calc)("exports opened in LibreOffice Calc (French locale)", () => {
  it.each(["users", "needs", "offers", "matches", "quotes"])("types the numbers and dates of the %s export", (kind) => {
    const columns = typesByColumn(openInCalc(exported.get(kind)!));
    const checked: string[] = [];
    for (const [header, types] of columns) {
      if (types.size === 0) continue;
      if (NUMBERS.has(header)) expect([...types], `${kind} : ${header}`).toEqual(["float"]);
      else if (DATES.has(header)) expect([...types], `${kind} : ${header}`).toEqual(["date"]);
      else continue;
      checked.push(header);
    }
    // Each export has at least an id and a creation date checked.
    expect(checked).toEqual(expect.arrayContaining(["N°", "Créé le"]));
  });

  it("keeps a SIREN or SIRET that starts with a zero as text, in a form the profile takes back", async () => {
    const [header, ...rows] = openInCalc(exported.get("users")!);
    const column = header!.findIndex((cell) => cell.text === "SIREN / SIRET");
    const numbers = rows.map((row) => row[column]!).filter((cell) => cell.type !== "empty");
    expect(numbers).toEqual([
      { type: "string", text: "SIRET 01234567400019" },
      { type: "string", text: "SIREN 012345674" },
    ]);
    // The personal data file writes it so too.
    expect(openInCalc(exported.get("mes-donnees")!).find((row) => row[2]?.text === "SIREN / SIRET")?.[3]).toEqual({ type: "string", text: "SIREN 012345674" });
    // Pasted back into the profile from the sheet, it is the same number.
    const { supplier } = identities;
    expect((await supplier.client.put("/api/user/profile", { displayName: "Propreté Atlantique", email: supplier.account.email, companyNumber: numbers[0]!.text })).status).toBe(200);
    expect((await supplier.client.get("/api/auth/me")).body.user.companyNumber).toBe("01234567400019");
  });

  it("types the audit log's dates", () => {
    expect([...typesByColumn(openInCalc(exported.get("audit")!)).get("Date")!]).toEqual(["date"]);
  });
});
