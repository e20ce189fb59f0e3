/** What an outside probe got through (issue 11), each closed and kept closed. */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importProducts } from "../../src/server/services/catalogue-import";
import { ERRORS, VALIDATION } from "../../src/shared/messages";
import { rawRequest } from "../support/raw-http";
import { tableDigest } from "../support/table-digest";
import { ApiClient, newAccount, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("abuse", () => {
  it("refuses a tRPC batch of more than a handful of calls with 400, and runs none of them", async () => {
    const product = (await importProducts(server.services.database, [{ title: "Palette bois 120 × 80", description: "Palette EUR standard.", price: 900, category: "logistics" }])).rows[0]!;
    const calls = (n: number) => `/trpc/${Array(n).fill("products.get").join(",")}?batch=1`;
    const body = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { id: product.id }]));
    const client = new ApiClient(server.url);
    const big = await client.post(calls(1000), body(1000));
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe("Trop d'appels groupés dans une seule requête");
    const views = await client.get(`/api/products`);
    expect(views.body.find((p: { id: number }) => p.id === product.id).views).toBe(0);
    const small = await client.post(calls(5), body(5));
    expect(small.status).toBe(200);
  });

  it("counts a product view once per visitor and day", async () => {
    const product = (await importProducts(server.services.database, [{ title: "Transpalette 2 t", description: "Manuel.", price: 30000, category: "logistics" }])).rows[0]!;
    const visitor = new ApiClient(server.url);
    expect((await visitor.get(`/api/products/${product.id}`)).body.views).toBe(1);
    expect((await visitor.get(`/api/products/${product.id}`)).body.views).toBe(1);
    const signedIn = await registeredClient(server.url, "buyer");
    expect((await signedIn.client.get(`/api/products/${product.id}`)).body.views).toBe(2);
    expect((await signedIn.client.get(`/api/products/${product.id}`)).body.views).toBe(2);
  });
});

type ClientSocket = Socket;
function connect(cookie: string | null): ClientSocket {
  return io(server.url, { path: "/socket.io", transports: ["websocket"], reconnection: false, extraHeaders: cookie ? { cookie } : {} });
}
const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
const disconnected = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once("disconnect", resolve));

describe("sessions and accounts", () => {
  it("logout disconnects that session's sockets, not the user's other sessions", async () => {
    const { client, account } = await registeredClient(server.url, "supplier");
    const other = new ApiClient(server.url);
    expect((await other.post("/api/auth/login", { email: account.email, password: account.password })).status).toBe(200);
    const mine = connect(client.cookieHeader());
    const theirs = connect(other.cookieHeader());
    await Promise.all([connected(mine), connected(theirs)]);
    const closed = disconnected(mine);
    expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    expect(theirs.connected).toBe(true);
    theirs.close();
  });

  it("suspension and erasure end all of the user's sockets after session:revoked", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const socket = connect(client.cookieHeader());
    await connected(socket);
    const revoked = new Promise<void>((resolve) => socket.once("session:revoked", () => resolve()));
    const closed = disconnected(socket);
    server.services.realtime.disconnectUser(user.id);
    await revoked;
    expect(await closed).toBe("io server disconnect");
  });

  it("a socket ends when its session expires", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    const soon = Date.now() + 1500;
    await server.services.database.client.execute({ sql: "update sessions set absolute_expires_at = ? where user_id = ?", args: [soon, user.id] });
    const socket = connect(client.cookieHeader());
    await connected(socket);
    const revoked = new Promise<void>((resolve) => socket.once("session:revoked", () => resolve()));
    const closed = disconnected(socket);
    await revoked;
    expect(await closed).toBe("io server disconnect");
  });

  it("changing the sign-in e-mail asks for the current password, checks the format and tells the old address", async () => {
    const { client, account } = await registeredClient(server.url, "buyer");
    const profile = { displayName: "Camille", email: "camille.nouvelle@exemple.fr" };
    const missing = await client.put("/api/user/profile", profile);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(VALIDATION.currentPasswordRequired);
    const wrong = await client.put("/api/user/profile", { ...profile, currentPassword: "pas-le-bon" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(ERRORS.currentPasswordWrong);
    const badFormat = await client.put("/api/user/profile", { ...profile, email: "camille@", currentPassword: account.password });
    expect(badFormat.status).toBe(400);
    expect((await client.get("/api/auth/me")).body.user.email).toBe(account.email);

    const ok = await client.put("/api/user/profile", { ...profile, currentPassword: account.password });
    expect(ok.status).toBe(200);
    // The switch waits for the link sent to the new address (accounts.test.ts follows it).
    expect(ok.body.user).toMatchObject({ email: account.email, pendingEmail: profile.email });
    const outbox = await server.services.database.client.execute({ sql: "select * from mail_outbox where \"to\" = ?", args: [profile.email] });
    expect(outbox.rows).toHaveLength(1);
    expect(String(outbox.rows[0]!.text)).toContain("/verify-email?token=");
    // The other profile fields change without the password.
    expect((await client.put("/api/user/profile", { displayName: "Camille B.", email: profile.email })).status).toBe(200);
  });

  it("refuses a password made only of spaces, and never trims one", async () => {
    const blank = await new ApiClient(server.url).post("/api/auth/register", newAccount("buyer", { password: "        " }));
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(VALIDATION.passwordBlank);
    const account = newAccount("buyer", { password: "  Tournesol-42  " });
    expect((await new ApiClient(server.url).post("/api/auth/register", account)).status).toBe(201);
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: account.email, password: "Tournesol-42" })).status).toBe(401);
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: account.email, password: account.password })).status).toBe(200);
  });
});

describe("requests and responses", () => {
  it("takes the allowed origins from configuration, never from a forged Host", async () => {
    const before = await tableDigest(server, ["users", "sessions"]);
    const forged = await rawRequest(server.url, {
      method: "POST",
      path: "/api/auth/register",
      body: newAccount("buyer"),
      headers: { host: "evil.example", origin: "http://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe(ERRORS.badOrigin);
    expect(await tableDigest(server, ["users", "sessions"])).toBe(before);
    const configured = await startTestServer({ publicOrigins: ["https://maillon.example"] });
    try {
      const ok = await new ApiClient(configured.url, { origin: "https://maillon.example" }).post("/api/auth/register", newAccount("buyer"));
      expect(ok.status).toBe(201);
      expect((await new ApiClient(configured.url).post("/api/auth/register", newAccount("buyer"))).status).toBe(403);
    } finally {
      await configured.close();
    }
  });

  it("refuses a cookie-authenticated state change without Origin unless Sec-Fetch-Site says same-origin", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const cookie = client.cookieHeader()!;
    const before = await tableDigest(server, ["notifications"]);
    const bare = await rawRequest(server.url, { method: "POST", path: "/api/notifications/read-all", headers: { cookie } });
    expect(bare.status).toBe(403);
    expect(bare.body.error).toBe(ERRORS.badOrigin);
    expect(await tableDigest(server, ["notifications"])).toBe(before);
    const sameSite = await rawRequest(server.url, { method: "POST", path: "/api/notifications/read-all", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(sameSite.status).toBe(200);
    // Without a cookie there is nothing to forge: a script may still sign in.
    const visitor = await rawRequest(server.url, { method: "POST", path: "/api/auth/login", body: { email: "x@exemple.fr", password: "x" } });
    expect(visitor.status).toBe(401);
  });

  it("marks every signed-in answer no-store, on /api and /trpc", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    for (const url of ["/api/matches", "/api/notifications", "/api/user/stats", "/trpc/auth.me", "/api/products"]) {
      expect((await client.get(url)).headers.get("cache-control"), url).toBe("no-store");
    }
  });

  it("lets the page connect only to its own origin, and forbids framing both ways", async () => {
    const res = await new ApiClient(server.url).get("/api/stats");
    const csp = res.headers.get("content-security-policy")!;
    const connectSrc = csp.split(";").find((d) => d.trim().startsWith("connect-src"))!;
    const port = new URL(server.url).port;
    expect(connectSrc.trim().split(/\s+/).slice(1).sort()).toEqual(
      ["'self'", `http://127.0.0.1:${port}`, `http://localhost:${port}`, `ws://127.0.0.1:${port}`, `ws://localhost:${port}`].sort(),
    );
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers tRPC's own errors in French", async () => {
    const client = new ApiClient(server.url);
    const unknown = await client.get("/trpc/nothing.here");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Procédure introuvable : « nothing.here »");
    const getMutation = await client.get("/trpc/auth.login");
    expect(getMutation.status).toBe(405);
    expect(getMutation.body.error.message).toBe("Méthode GET non acceptée pour la procédure « auth.login »");
    const notNumber = await client.get(`/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ limit: "beaucoup" }))}`);
    expect(notNumber.status).toBe(400);
    // A page size that is no number says which numbers it takes, not only « un nombre ».
    expect(notNumber.body.error.message).toBe(VALIDATION.listLimit);
  });

  it("says in French what a value of the wrong type should have been, and which values an option takes", async () => {
    const { client } = await registeredClient(server.url, "supplier");
    const offer = { title: "Gants nitrile", description: "Gants d'examen", category: "healthcare", location: "Lyon", price: 10 };
    const wrongType = await client.post("/api/offers", { ...offer, deliveryTime: 48 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.issues).toEqual([{ path: "deliveryTime", message: "Ce champ doit être un texte" }]);
    const wrongOption = await client.put("/api/user/profile", { displayName: "Achats", email: "achats@exemple.fr", timezone: "Mars" });
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.error).toBe("Valeur inconnue (valeurs possibles : UTC, EST, PST, CET, JST)");
  });

  it("names the query parameter whose value a list does not take, with the values it takes", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const cases: Array<[string, string]> = [
      ["/api/matches?leads=toutes", "Le paramètre leads vaut shown ou other"],
      ["/api/notifications?filter=lues", "Le paramètre filter vaut all, unread, match, contact, system ou quote"],
      [`/api/search?q=gants&sort=prix`, "Le paramètre sort vaut relevance, price_asc, price_desc ou newest"],
    ];
    for (const [path, message] of cases) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toBe(message);
    }
  });

  it("refuses control characters in any text (a NUL cut the stored title at read), and a title of zero-width spaces as empty", async () => {
    const { client } = await registeredClient(server.url, "buyer");
    const need = { title: "Chaises", description: "Quarante chaises de bureau", category: "manufacturing", budget: 4000, location: "Lyon" };
    const before = await tableDigest(server, ["needs"]);
    for (const title of ["A\u0000B", "Esc\u001b[2Jrouge", "Sonnerie\u0007", "nom\u202eevil"]) {
      const answer = await client.post("/api/needs", { ...need, title });
      expect(answer.status, JSON.stringify(title)).toBe(400);
      expect(answer.body.error).toBe(ERRORS.controlCharacters);
    }
    // In a nested field, and over tRPC too.
    expect((await client.post("/api/needs", { ...need, specifications: { "cl\u0000é": "x" } })).body.error).toBe(ERRORS.controlCharacters);
    const register = await new ApiClient(server.url).post("/api/auth/register", { ...newAccount("buyer"), username: "a\u0000bcdef" });
    expect(register.status).toBe(400);
    const blank = await client.post("/api/needs", { ...need, title: "\u200b\u200b" });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(VALIDATION.titleRequired);
    expect(await tableDigest(server, ["needs"])).toBe(before);
    // Tabs and line breaks are text.
    expect((await client.post("/api/needs", { ...need, description: "Quarante chaises\n\tà roulettes" })).status).toBe(201);
  });

  it("answers a path sent with raw accented bytes in French, with the security headers", async () => {
    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.end(Buffer.concat([Buffer.from("GET /api/search?q=l'"), Buffer.from("été", "utf8"), Buffer.from(` HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`)]));
      });
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(answer).toContain(JSON.stringify({ error: ERRORS.badUrl }).slice(1, -1));
  });

  it("refuses what it used to ignore: an unknown sector, an unknown alert field, an unknown export format; an alert's sectors once each", async () => {
    const visitor = new ApiClient(server.url);
    const sector = await visitor.get("/api/needs?category=technologie");
    expect(sector.status).toBe(400);
    expect(sector.body.error).toBe(VALIDATION.categoryUnknown);
    const { client } = await registeredClient(server.url, "buyer");
    const alert = await client.post("/api/alerts", { name: "Postes", kind: "offers", query: "ordinateurs portables", categories: ["technology", "technology"] });
    expect(alert.status).toBe(201);
    expect(alert.body.categories).toEqual(["technology"]);
    const patched = await client.patch(`/api/alerts/${alert.body.id}`, { kind: "needs" });
    expect(patched.status).toBe(400);
    expect(patched.body.error).toMatch(/^Champ inconnu|kind/);
    const exported = await client.post("/api/gdpr/export-data?format=xml");
    expect(exported.status).toBe(400);
    expect(exported.body.error).toMatch(/^Format d'export inconnu/);
    // The web app's own « csv » is the French CSV.
    const csv = await client.post("/api/gdpr/export-data?format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
  });

  it("says in one French sentence that an id is not one, whatever is wrong with it", async () => {
    const client = new ApiClient(server.url);
    // « 1e3 » and « 12.0 » were read as 1000 and 12.
    for (const id of ["abc", "-1", "0", "1.5", "99999999999999999999", "1e3", "12.0", "0x10"]) {
      const answer = await client.get(`/api/products/${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.body.error, id).toBe(VALIDATION.badId);
    }
  });
});

describe("static files", () => {
  let web: TestServer;
  let webDir: string;
  const script = `console.log(${JSON.stringify("Maillon ".repeat(2000))});`;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-web-"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "index.html"), '<!doctype html><html lang="fr"><script type="module" src="/assets/app-3f2a.js"></script></html>');
    fs.writeFileSync(path.join(webDir, "assets/app-3f2a.js"), script);
    web = await startTestServer({ webDir });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers 404 for a missing asset, not the app page", async () => {
    const res = await rawRequest(web.url, { path: "/assets/gone-1234.js" });
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).not.toMatch(/html/);
  });

  it("serves hashed assets compressed and immutable, and the app shell revalidated", async () => {
    const br = await rawRequest(web.url, { path: "/assets/app-3f2a.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    const decoded = br.headers["content-encoding"] === "br" ? brotliDecompressSync(br.bytes) : gunzipSync(br.bytes);
    expect(decoded.toString()).toBe(script);
    expect(br.bytes.length).toBeLessThan(script.length / 10);
    const gzip = await rawRequest(web.url, { path: "/assets/app-3f2a.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);
    const plain = await rawRequest(web.url, { path: "/assets/app-3f2a.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const route = await rawRequest(web.url, { path: "/dashboard" });
    expect(route.status).toBe(200);
    expect(route.headers["cache-control"]).toBe("no-cache");
    expect(String(route.body)).toContain("app-3f2a.js");
  });
});
