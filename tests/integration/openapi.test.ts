import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { addDays, isPastDay, utcToday } from "../../src/shared/dates";
import { ApiClient, registeredClient, startTestServer, type ApiResponse, type TestServer } from "../support/test-server";

let server: TestServer;
let document: any;
beforeAll(async () => {
  server = await startTestServer();
  document = (await new ApiClient(server.url).get("/api/openapi.json")).body;
});
afterAll(() => server.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** Checks a live answer against what the document says that path answers with that status: its
 * JSON schema, or for a file one of the documented media types. */
function expectDocumented(method: string, path: string, res: ApiResponse) {
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const response = operation.responses[String(res.status)];
  expect(response, `${method} ${path} documents status ${res.status} (${JSON.stringify(res.body).slice(0, 200)})`).toBeDefined();
  const type = (res.headers.get("content-type") ?? "").split(";")[0]!;
  if (type !== "application/json") {
    expect(Object.keys(response.content ?? {}), `${method} ${path} ${res.status} as ${type}`).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${type}|\\*/\\*)$`))]));
    return;
  }
  const schema = response.content?.["application/json"]?.schema;
  expect(schema, `${method} ${path} documents a JSON answer for ${res.status}`).toBeDefined();
  const validate = ajv.compile({ ...schema, components: document.components });
  const valid = validate(res.body);
  expect(validate.errors ?? [], `${method} ${path} ${res.status}`).toEqual([]);
  expect(valid).toBe(true);
}

interface Documented {
  method: string;
  path: string;
  operation: any;
}

/** Every operation of the document. */
function documented(): Documented[] {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item as object).map(([method, operation]) => ({ method, path, operation })));
}

/** A URL that reaches the operation, naming something that does not exist (a session id is a hash). */
function urlOf({ path, operation }: Documented): string {
  const id = operation.parameters.find((p: any) => p.name === "id")?.schema.type === "string" ? "0".repeat(64) : "999999";
  return path.replace("{id}", id).replace("{kind}", "users");
}

const call = (client: ApiClient, op: Documented, body: unknown = op.method === "get" ? undefined : {}) => client.request(op.method.toUpperCase(), urlOf(op), body);

/** An admin account: registered as a buyer, then promoted in the database (no API creates admins). */
async function adminClient() {
  const registered = await registeredClient(server.url, "buyer");
  await server.services.database.db
    .update(users)
    .set({ accountType: "admin", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date().toISOString() })
    .where(eq(users.id, registered.user.id));
  return registered;
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes responses, query parameters, errors and the session cookie", () => {
    const search = document.paths["/api/search"].get;
    expect(search.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(["q", "alpha", "limit", "sort"]));
    expect(search.parameters.find((p: any) => p.name === "q").required).toBe(true);
    expect(search.responses["200"].content["application/json"].schema.properties.totalResults).toBeDefined();
    // GET /api/needs serves "my needs" or, with ?category=, a sector's: both inputs are documented.
    const needs = document.paths["/api/needs"].get.parameters.map((p: any) => p.name);
    expect(needs).toEqual(expect.arrayContaining(["limit", "offset", "category"]));
    expect(document.paths["/api/matches/{id}"].get.responses["404"]).toBeDefined();
    expect(document.components.securitySchemes.session).toMatchObject({ in: "cookie", name: "maillon_session" });
  });

  it("matches the live answers of the main paths", async () => {
    const supplier = await registeredClient(server.url, "supplier");
    const offer = await supplier.client.post("/api/offers", {
      title: "Ordinateurs portables reconditionnés",
      description: "PC portables 14 pouces, 16 Go de RAM, SSD, garantie deux ans.",
      category: "technology",
      price: 450,
      location: "Lyon",
      keywords: ["ordinateur portable"],
    });
    expectDocumented("post", "/api/offers", offer);
    const buyer = await registeredClient(server.url, "buyer");
    const need = await buyer.client.post("/api/needs", {
      title: "Vingt ordinateurs portables",
      description: "PC portables légers avec 16 Go de mémoire et un SSD.",
      category: "technology",
      budget: 10000,
      location: "Lyon",
    });
    expectDocumented("post", "/api/needs", need);
    const matches = await buyer.client.get("/api/matches");
    expectDocumented("get", "/api/matches", matches);
    expect(matches.body.length).toBeGreaterThan(0);
    expectDocumented("get", "/api/matches/{id}", await buyer.client.get(`/api/matches/${matches.body[0].id}`));
    expectDocumented("get", "/api/needs", await buyer.client.get("/api/needs"));
    expectDocumented("get", "/api/needs", await buyer.client.get("/api/needs?category=technology"));
    expectDocumented("get", "/api/auth/me", await buyer.client.get("/api/auth/me"));
    expectDocumented("get", "/api/stats", await buyer.client.get("/api/stats"));
    expectDocumented("get", "/api/user/stats", await buyer.client.get("/api/user/stats"));
    expectDocumented("get", "/api/notifications", await supplier.client.get("/api/notifications"));
    expectDocumented("get", "/api/search", await buyer.client.get("/api/search?q=ordinateur"));
    expectDocumented("get", "/api/products", await buyer.client.get("/api/products"));
    // Errors have the documented shape too.
    expectDocumented("get", "/api/search", await buyer.client.get("/api/search?q="));
    expectDocumented("get", "/api/matches", await new ApiClient(server.url).get("/api/matches"));
    expectDocumented("get", "/api/matches/{id}", await supplier.client.get("/api/matches/999999"));
  });

  it("answers an anonymous caller of every operation with a documented status: 401 wherever a session is needed", async () => {
    const anonymous = new ApiClient(server.url);
    for (const op of documented()) {
      const res = await call(anonymous, op);
      expectDocumented(op.method, op.path, res);
      if (op.operation["x-access"] !== "public" || op.path === "/api/auth/me") expect(res.status, `${op.method} ${op.path}`).toBe(401);
    }
    // GET /api/needs and /api/offers are public with ?category=, "mine" without it.
    expectDocumented("get", "/api/needs", await anonymous.get("/api/needs"));
    expect((await anonymous.get("/api/needs")).status).toBe(401);
    expectDocumented("get", "/api/needs", await anonymous.get("/api/needs?category=technology"));
  });

  it("refuses every operation to the wrong role with a documented 403", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    const refused = documented().filter((op) => ["buyer", "supplier", "admin"].includes(op.operation["x-access"]));
    expect(refused.length).toBeGreaterThan(20);
    for (const op of refused) {
      const res = await call(op.operation["x-access"] === "buyer" ? supplier.client : buyer.client, op);
      expectDocumented(op.method, op.path, res);
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it("answers 404 for what does not exist and 400 for a malformed body, as documented", async () => {
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    const admin = await adminClient();
    const clientFor = (access: string) => (access === "admin" ? admin.client : access === "supplier" ? supplier.client : buyer.client);
    for (const op of documented()) {
      const client = clientFor(op.operation["x-access"]);
      if (op.path.includes("{id}")) {
        const res = await call(client, op);
        expectDocumented(op.method, op.path, res);
        // Without a body to check first, the lookup answers; a counterpart's response rate says
        // 403 for anyone the caller shares no match with, existing or not.
        if (!op.operation.requestBody) expect(res.status, `${op.method} ${op.path}`).toBe(op.path === "/api/users/{id}/responsiveness" ? 403 : 404);
      }
      if (op.operation.requestBody?.content["application/json"]) {
        const res = await client.request(op.method.toUpperCase(), urlOf(op), '{"title": ', { "content-type": "application/json" });
        expectDocumented(op.method, op.path, res);
        expect(res.status, `${op.method} ${op.path}`).toBe(400);
      }
    }
    expectDocumented("get", "/api/admin/export/{kind}", await admin.client.get("/api/admin/export/licornes"));
    expect((await admin.client.get("/api/admin/export/licornes")).status).toBe(404);
    const big = await buyer.client.post("/api/needs", { title: "x".repeat(1_100_000) });
    expectDocumented("post", "/api/needs", big);
    expect(big.status).toBe(413);
  });

  it("answers a refused transition with a documented 409", async () => {
    const admin = await adminClient();
    const target = await registeredClient(server.url, "buyer");
    const active = await registeredClient(server.url, "supplier");
    const conflicts: [string, string, () => Promise<ApiResponse>][] = [
      ["post", "/api/admin/users/{id}/unsuspend", () => admin.client.post(`/api/admin/users/${active.user.id}/unsuspend`)],
      ["post", "/api/auth/totp/setup", () => admin.client.post("/api/auth/totp/setup")],
      ["post", "/api/auth/totp/disable", () => active.client.post("/api/auth/totp/disable", { password: "x", code: "123456" })],
    ];
    // The request signs the account out at once: a second one answers 401, not its 409.
    expect((await target.client.post("/api/gdpr/request-deletion", {})).status).toBe(201);
    const [request] = (await admin.client.get("/api/admin/deletion-requests?status=pending")).body.filter((r: { userId: number }) => r.userId === target.user.id);
    expect((await admin.client.post(`/api/admin/deletion-requests/${request.id}/execute`)).status).toBe(200);
    conflicts.push(["post", "/api/admin/deletion-requests/{id}/execute", () => admin.client.post(`/api/admin/deletion-requests/${request.id}/execute`)]);
    const other = await registeredClient(server.url, "supplier");
    expect((await admin.client.post(`/api/admin/users/${other.user.id}/suspend`, { reason: "contrôle" })).status).toBe(200);
    conflicts.push(["post", "/api/admin/users/{id}/suspend", () => admin.client.post(`/api/admin/users/${other.user.id}/suspend`, { reason: "contrôle" })]);
    for (const [method, path, attempt] of conflicts) {
      const res = await attempt();
      expectDocumented(method, path, res);
      expect(res.status, `${method} ${path}`).toBe(409);
    }
  });

  it("sends the CSV files as text/csv and the totals in the documented X-Total-Count header", async () => {
    const admin = await adminClient();
    const buyer = await registeredClient(server.url, "buyer");
    const supplier = await registeredClient(server.url, "supplier");
    for (const [method, path, url, client] of [
      ["get", "/api/admin/export/{kind}", "/api/admin/export/users", admin.client],
      ["get", "/api/audit/export", "/api/audit/export?format=raw", admin.client],
      ["post", "/api/gdpr/export-data", "/api/gdpr/export-data", buyer.client],
    ] as const) {
      const res = await client.request(method.toUpperCase(), url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expectDocumented(method, path, res);
    }
    expectDocumented("post", "/api/gdpr/export-data", await buyer.client.post("/api/gdpr/export-data?format=json"));
    const paged = documented().filter((op) => op.operation.responses["200"]?.headers?.["X-Total-Count"]);
    expect(paged.map((op) => op.path)).toEqual(expect.arrayContaining(["/api/needs", "/api/matches", "/api/notifications", "/api/quotes", "/api/admin/users", "/api/audit/logs"]));
    for (const op of paged) {
      // GET /api/offers is "mine" for a supplier.
      const res = await call(op.operation["x-access"] === "admin" ? admin.client : op.path === "/api/offers" ? supplier.client : buyer.client, op);
      expectDocumented(op.method, op.path, res);
      expect(res.headers.get("x-total-count"), `${op.method} ${op.path}`).toMatch(/^\d+$/);
    }
  });

  it("is browsable at /api/docs from files we serve, under the site's CSP, with no inline script", async () => {
    const client = new ApiClient(server.url);
    const page = await client.get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toBe((await client.get("/api/openapi.json")).headers.get("content-security-policy"));
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval/);
    const html = page.body as string;
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/ src="\/api\/docs\//);
      expect(inline?.trim()).toBe("");
    }
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(["/api/docs/swagger-ui.css", "/api/docs/swagger-ui-bundle.js", "/api/docs/init.js"]));
    for (const asset of assets) {
      expect(asset, "served by us").toMatch(/^\/api\/docs\//);
      const res = await client.get(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get("content-type"), asset).toMatch(/^(text\/css|text\/javascript|image\/png)/);
    }
    const init = (await client.get("/api/docs/init.js")).body as string;
    expect(init).toContain('url: "/api/openapi.json"');
    expect(init).toContain("validatorUrl: null");
    expect((await client.get("/api/docs/index.html")).status).toBe(404);
  });
});

/** Whether `value` fits `schema` as the document gives it (its $refs resolved in its components). */
function validationErrors(schema: object, value: unknown) {
  const validate = ajv.compile({ ...schema, components: document.components });
  return validate(value) ? [] : (validate.errors ?? []);
}

/** The examples of one media type: `example`, or each value of `examples`. */
function examplesOf(media: any): unknown[] {
  if (!media) return [];
  if ("example" in media) return [media.example];
  return Object.values(media.examples ?? {}).map((named: any) => named.value);
}

/** Answers that are bytes rather than text: their example is the path's, not a body. */
const BINARY = /^(application\/pdf|\*\/\*)$/;

/** The request an operation's examples describe: its URL (path and query parameters) and JSON body. */
function exampleRequestOf(method: string, path: string) {
  const operation = document.paths[path][method];
  const parameters = operation.parameters as { name: string; in: string; example?: unknown }[];
  let url = path;
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.example === undefined) continue;
    if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    else query.set(p.name, String(p.example));
  }
  const body = operation.requestBody?.content["application/json"]?.example;
  return { url: query.size > 0 ? `${url}?${query}` : url, body };
}

/** The example's body, its deadline moved ahead once the documented day has passed (the server refuses past deadlines). */
function deadlineStillAhead(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("deadline" in body) || typeof body.deadline !== "string") return body;
  return isPastDay(body.deadline) ? { ...body, deadline: addDays(utcToday(), 60) } : body;
}

describe("the examples of the OpenAPI document", () => {
  it("give every operation a description, a request where it takes one and a success answer, each valid where it stands", () => {
    const faults: string[] = [];
    let binary = 0;
    for (const { method, path, operation } of documented()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.description?.trim()) faults.push(`${where}: no description`);
      for (const p of operation.parameters as { name: string; in: string; required: boolean; schema: object; example?: unknown }[]) {
        if (p.example === undefined) {
          if (p.in === "path" || p.required) faults.push(`${where}: no example for the ${p.in} parameter ${p.name}`);
          continue;
        }
        const errors = validationErrors(p.schema, p.example);
        if (errors.length > 0) faults.push(`${where}: the example of ${p.name} does not fit its schema: ${JSON.stringify(errors)}`);
      }
      const queries = operation.parameters.filter((p: any) => p.in === "query");
      if (queries.length > 0 && !queries.some((p: any) => p.example !== undefined)) faults.push(`${where}: no example of its query parameters`);
      const json = operation.requestBody?.content["application/json"];
      if (json && !("example" in json)) faults.push(`${where}: no example of its JSON body`);
      if (json && "example" in json) {
        const errors = validationErrors(json.schema, json.example);
        if (errors.length > 0) faults.push(`${where}: its body example does not fit: ${JSON.stringify(errors)}`);
      }
      for (const [status, response] of Object.entries(operation.responses as Record<string, { content?: Record<string, any> }>)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          const examples = examplesOf(media);
          if (status.startsWith("2") && examples.length === 0) {
            if (BINARY.test(type)) binary++;
            else faults.push(`${where}: no example of its ${status} ${type} answer`);
          }
          for (const example of examples) {
            const errors = validationErrors(media.schema, example);
            if (errors.length > 0) faults.push(`${where}: its ${status} ${type} example does not fit: ${JSON.stringify(errors)}`);
          }
        }
      }
    }
    expect(faults).toEqual([]);
    // The PDF of a quote and a joined file's download: bytes, whose example is the request alone.
    expect(binary).toBe(2);
  });

  it("are answered by the live server with the documented status and a valid answer", async () => {
    const buyer = new ApiClient(server.url);
    const supplier = await registeredClient(server.url, "supplier");
    const anonymous = new ApiClient(server.url);
    // Registration, sign-in, a profile and a need: the example buyer, in the order a client goes.
    const steps: [string, string, ApiClient, number][] = [
      ["post", "/api/auth/register", buyer, 201],
      ["post", "/api/auth/login", buyer, 200],
      ["put", "/api/user/profile", buyer, 200],
      ["post", "/api/needs", buyer, 201],
      ["post", "/api/offers", supplier.client, 201],
      ["get", "/api/matches", buyer, 200],
      ["post", "/api/alerts", buyer, 201],
      ["post", "/api/gdpr/consent", buyer, 201],
      ["get", "/api/search", anonymous, 200],
      ["get", "/api/products", anonymous, 200],
      ["get", "/api/stats", anonymous, 200],
      ["post", "/api/auth/password-reset/request", anonymous, 202],
    ];
    for (const [method, path, client, status] of steps) {
      const { url, body } = exampleRequestOf(method, path);
      const res = await client.request(method.toUpperCase(), url, deadlineStillAhead(body));
      expect(res.status, `${method.toUpperCase()} ${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
      expectDocumented(method, path, res);
    }
    // A 400 example is what the server answers: here, a need sent without its fields.
    const invalid = await buyer.post("/api/needs", {});
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual(document.paths["/api/needs"].post.responses["400"].content["application/json"].example);
    // The offer published after the need matched it, as the examples tell.
    expect((await buyer.get("/api/matches")).body.length).toBeGreaterThan(0);
  });
});

