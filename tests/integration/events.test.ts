/**
 * Issue 19 §1: what one process does, the others see. A real server process and the real
 * `bin/market` on one database: the CLI's changes reach the server through the events table
 * (src/server/events), without a restart, and a server killed meanwhile catches up when it starts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServerEvents, ServerToClientEvents } from "../../src/shared/events";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { ApiClient, registeredClient } from "../support/test-server";

const root = path.resolve(import.meta.dirname, "../..");
const SLOW = 120_000;

let server: ServerProcess;
let dataDir: string;
let db: string;

beforeAll(async () => {
  server = await startServerProcess({ demo: false, env: { LOG_LEVEL: "error" } });
  dataDir = server.dataDir;
  db = `file:${path.join(dataDir, "maillon.db")}`;
}, SLOW);

afterAll(async () => {
  await server?.stop();
});

function market(args: string[], input = ""): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "bin/market"), [...args, "--json"], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: db } });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, stderr }));
    child.stdin.end(input);
  });
}

async function sql(query: string, args: (string | number)[] = []) {
  const client = createClient({ url: db });
  try {
    return (await client.execute({ sql: query, args })).rows;
  } finally {
    client.close();
  }
}

async function connect(client: ApiClient): Promise<Socket<ServerToClientEvents, ClientToServerEvents>> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(server.url, {
    path: "/socket.io",
    transports: ["websocket"],
    reconnection: false,
    extraHeaders: { cookie: client.cookieHeader()! },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

/** Resolves with the time it took, or rejects after `ms`. */
function within<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms))]);
}

/** Asks until `check` holds, for at most `ms`; answers how long it took. */
async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

const CLEANING_OFFER = {
  title: "Nettoyage et entretien de bureaux",
  description: "Entretien quotidien des locaux professionnels : sols, sanitaires, vitres, poubelles.",
  category: "services",
  price: 1500,
  location: "Nantes",
  keywords: ["nettoyage", "entretien des locaux", "bureaux"],
};
const CLEANING_NEED = {
  title: "Nettoyage de nos bureaux à Nantes",
  description: "Recherche une entreprise de nettoyage pour l'entretien quotidien de 600 m² de bureaux.",
  category: "services",
  budget: 20000,
  location: "Nantes",
  keywords: ["nettoyage", "bureaux"],
};

function writeJson(name: string, rows: object[]): string {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, JSON.stringify(rows));
  return file;
}

describe("the CLI's changes reach a running server", () => {
  it("`market users suspend` closes the user's open sockets within 2 s", { timeout: SLOW }, async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const socket = await connect(buyer.client);
    const revoked = new Promise<void>((resolve) => socket.once("session:revoked", () => resolve()));
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));

    const run = await market(["users", "suspend", buyer.account.email, "--reason", "Fraude au paiement"]);
    expect(run.code, run.stderr).toBe(0);
    const started = Date.now();
    await within("session:revoked", 2000, revoked);
    expect(await within("disconnect", 2000, closed)).toBe("io server disconnect");
    expect(Date.now() - started).toBeLessThan(2000);
    // And the session itself is gone: the account is signed out on the server.
    expect((await buyer.client.get("/api/auth/me")).status).toBe(401);
  });

  it("`market users set-password` closes the user's open sockets too", { timeout: SLOW }, async () => {
    const supplier = await registeredClient(server.url, "supplier");
    const socket = await connect(supplier.client);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    const run = await market(["users", "set-password", supplier.account.email, "--password-stdin"], "Girouette-Bleue-77\n");
    expect(run.code, run.stderr).toBe(0);
    expect(await within("disconnect", 2000, closed)).toBe("io server disconnect");
  });

  it("`market users create` refreshes open counters (home, console) within 2 s, as a registration does", { timeout: SLOW }, async () => {
    const watcher = await registeredClient(server.url, "buyer");
    const socket = await connect(watcher.client);
    // Let the registration's own stats:updated pass first (coalesced over a second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const updated = new Promise<void>((resolve) => socket.once("stats:updated", () => resolve()));
    const run = await market(["users", "create", "--email", "operateur-cree@exemple.fr", "--username", "operateur-cree", "--company", "Créée en ligne de commande", "--role", "fournisseur", "--password-stdin"], "Girouette-Verte-58\n");
    expect(run.code, run.stderr).toBe(0);
    await within("stats:updated", 2000, updated);
    expect((await new ApiClient(server.url).get("/api/stats")).body.totalUsers).toBe(Number((await sql("select count(*) as n from users where deleted_at is null"))[0]!.n));
    socket.close();
  });

  it("`market import` tells the owner's open pages of the listings published for them, within 2 s", { timeout: SLOW }, async () => {
    const buyer = await registeredClient(server.url, "buyer", { location: "Nantes" });
    const socket = await connect(buyer.client);
    const told = new Promise<void>((resolve) => socket.once("listings:changed", () => resolve()));
    const run = await market(["import", "needs", writeJson("besoins-proprietaire.json", [{ ownerEmail: buyer.account.email, ...CLEANING_NEED, title: "Vitres de nos bureaux à Nantes" }])]);
    expect(run.code, run.stderr).toBe(0);
    // What the open dashboard then refetches counts the imported need.
    await within("listings:changed", 2000, told);
    expect((await buyer.client.get("/api/user/stats")).body.needs).toBe(1);
    socket.close();
  });

  it("`market rematch` tells every open page to refetch its matches within 2 s", { timeout: SLOW }, async () => {
    const supplier = await registeredClient(server.url, "supplier");
    const socket = await connect(supplier.client);
    const told = new Promise<void>((resolve) => socket.once("matches:recomputed", () => resolve()));
    const run = await market(["rematch", "--alpha", "0,9"]);
    expect(run.code, run.stderr).toBe(0);
    await within("matches:recomputed", 2000, told);
    socket.close();
  });

  it("imported needs and products show in the server's matches and search within 5 s, without a restart", { timeout: SLOW }, async () => {
    const supplier = await registeredClient(server.url, "supplier", { location: "Nantes" });
    expect((await supplier.client.post("/api/offers", CLEANING_OFFER)).status).toBe(201);
    const socket = await connect(supplier.client);
    const matched = new Promise<{ matchId: number }>((resolve) => socket.once("match:new", resolve));
    const buyer = await registeredClient(server.url, "buyer", { location: "Nantes" });

    // The CLI scores the imported need against the offer and writes the match: the supplier hears of it live.
    const run = await market(["import", "needs", writeJson("besoins.json", [{ ownerEmail: buyer.account.email, ...CLEANING_NEED }])]);
    expect(run.code, run.stderr).toBe(0);
    const { matchId } = await within("match:new", 5000, matched);
    expect((await supplier.client.get("/api/matches")).body.map((m: { id: number }) => m.id)).toContain(matchId);

    // The server's engine holds the imported need: an offer published on the server pairs with it.
    const other = await registeredClient(server.url, "supplier", { location: "Nantes" });
    const published = await other.client.post("/api/offers", { ...CLEANING_OFFER, title: "Entretien de bureaux et nettoyage des vitres" });
    expect(published.status).toBe(201);
    const [need] = await sql("select id from needs where buyer_id = ?", [buyer.user.id]);
    const pairs = await sql("select need_id from matches m join offers o on o.id = m.offer_id where o.supplier_id = ?", [other.user.id]);
    expect(pairs.map((row) => Number(row.need_id))).toContain(Number(need!.id));
    socket.close();

    // Products: absent, imported by the CLI, then found by the server's search.
    const search = () => new ApiClient(server.url).get("/api/search?q=transpalette%20zorbex&limit=3");
    expect((await search()).body.products ?? []).toHaveLength(0);
    const products = await market([
      "import",
      "products",
      writeJson("catalogue.json", [{ title: "Transpalette électrique Zorbex 1,5 t", description: "Transpalette à batterie lithium pour quais", brand: "Zorbex", price: 249000, category: "logistics" }]),
    ]);
    expect(products.code, products.stderr).toBe(0);
    await until("product in search", 5000, async () => (await search()).body.products?.[0]?.title === "Transpalette électrique Zorbex 1,5 t");
  });
});

describe("a server killed and started again", () => {
  it("catches up with what the CLI did meanwhile: its engine and the mails of the new matches", { timeout: SLOW }, async () => {
    const buyer = await registeredClient(server.url, "buyer", { location: "Nantes" });
    expect((await buyer.client.post("/api/needs", { ...CLEANING_NEED, title: "Entretien de nos locaux à Nantes" })).status).toBe(201);
    const supplier = await registeredClient(server.url, "supplier", { location: "Nantes" });
    // Only a confirmed address gets match mails (issue 18); the link itself is accounts.test.ts's business.
    await sql("update users set email_verified_at = ? where id = ?", [new Date().toISOString(), buyer.user.id]);
    await server.kill();

    const run = await market(["import", "offers", writeJson("offres.json", [{ ownerEmail: supplier.account.email, ...CLEANING_OFFER }])]);
    expect(run.code, run.stderr).toBe(0);
    const [notice] = await sql("select n.id from notifications n where n.user_id = ? and n.type = 'match'", [buyer.user.id]);
    expect(notice, "the import notifies the buyer of the new match").toBeDefined();
    // Nobody mailed it: no server ran.
    expect(await sql("select id from mail_outbox where kind = 'match' and \"to\" = ?", [buyer.account.email])).toHaveLength(0);

    server = await startServerProcess({ demo: false, dataDir, env: { LOG_LEVEL: "error" } });
    await until("the match mail", 5000, async () => (await sql("select id from mail_outbox where kind = 'match' and \"to\" = ?", [buyer.account.email])).length === 1);

    // Its engine has the offer imported while it was down.
    const other = await registeredClient(server.url, "buyer", { location: "Nantes" });
    expect((await other.client.post("/api/needs", CLEANING_NEED)).body.matchesCreated).toBeGreaterThan(0);
    const [offer] = await sql("select id from offers where supplier_id = ?", [supplier.user.id]);
    const pairs = await sql("select offer_id from matches m join needs n on n.id = m.need_id where n.buyer_id = ?", [other.user.id]);
    expect(pairs.map((row) => Number(row.offer_id))).toContain(Number(offer!.id));
    // Once: a second server start finds nothing more to mail.
    expect(await sql("select id from mail_outbox where kind = 'match' and \"to\" = ?", [buyer.account.email])).toHaveLength(1);
  });
});
