import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, registeredClient, startTestServer, type ApiResponse, type TestServer } from "../support/test-server";

let server: TestServer;
let document: any;
beforeAll(async () => {
  server = await startTestServer();
  document = (await new ApiClient(server.url).get("/api/openapi.json")).body;
});
afterAll(() => server.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** Checks a live answer against what the document says that path answers with that status. */
function expectDocumented(method: string, path: string, res: ApiResponse) {
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const schema = operation.responses[String(res.status)]?.content?.["application/json"]?.schema;
  expect(schema, `${method} ${path} documents status ${res.status}`).toBeDefined();
  const validate = ajv.compile({ ...schema, components: document.components });
  const valid = validate(res.body);
  expect(validate.errors ?? [], `${method} ${path} ${res.status}`).toEqual([]);
  expect(valid).toBe(true);
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
});
