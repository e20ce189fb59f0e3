import { describe, expect, it } from "vitest";
import { z } from "zod";
import { okSchema } from "../../shared/view-schemas";
import { byIdSchema } from "../../shared/schemas";
import { ENDPOINTS, exampleFault, inputOf, operationFor, undeclaredProcedures, type BoundOperation } from "./operations";
import type { RestOperation } from "./rest-meta";

const endpoint = (method: string, path: string) => {
  const found = ENDPOINTS.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`${method} ${path} is not served`);
  return found;
};

describe("the /api operations declared in the procedures' meta", () => {
  it("leave no procedure undecided: each has an /api operation or says rest: false", () => {
    expect(undeclaredProcedures()).toEqual([]);
  });

  it("serve each method and path once", () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("serve GET /api/needs from 'mine', or from a sector's listings when ?category= is given", () => {
    const needs = endpoint("get", "/api/needs");
    expect(operationFor(needs, {}).procedure).toBe("needs.mine");
    expect(operationFor(needs, { category: "" }).procedure).toBe("needs.mine");
    expect(operationFor(needs, { category: "technology" }).procedure).toBe("needs.byCategory");
  });

  it("serve POST /api/gdpr/export-data as the CSV file, as JSON only with ?format=json", () => {
    const exportData = endpoint("post", "/api/gdpr/export-data");
    expect(operationFor(exportData, {}).procedure).toBe("gdpr.exportCsv");
    expect(operationFor(exportData, { format: "csv" }).procedure).toBe("gdpr.exportCsv");
    expect(operationFor(exportData, { format: "raw" }).procedure).toBe("gdpr.exportCsv");
    expect(operationFor(exportData, { format: "json" }).procedure).toBe("gdpr.exportData");
  });

  it("merge the path's id into the input under the name the procedure takes, over the body", () => {
    const op = (rest: Partial<RestOperation>): RestOperation => ({ method: "post", path: "/api/x/:id", summary: "", ...rest });
    const req = { params: { id: "7" }, query: { q: "a" }, body: { id: 1, reason: "r" } };
    expect(inputOf(op({}), req)).toEqual({ id: "7" });
    expect(inputOf(op({ input: "body" }), req)).toEqual({ id: "7", reason: "r" });
    expect(inputOf(op({ input: "body", idAs: "needId" }), req)).toEqual({ id: 1, needId: "7", reason: "r" });
    expect(inputOf(op({ idAs: "itemId", fixed: { itemKind: "need" } }), req)).toEqual({ itemId: "7", itemKind: "need" });
    // Without path parameters the body or the query is handed over as sent, for the schema to judge.
    expect(inputOf(op({ path: "/api/x" }), { ...req, params: {}, body: undefined })).toBeUndefined();
    expect(inputOf(op({ method: "get", path: "/api/x" }), { ...req, params: {} })).toEqual({ q: "a" });
  });

  it("give every operation an example, which its procedure's schemas accept (else the server does not start)", () => {
    const without = ENDPOINTS.flatMap((e) => e.operations).filter((op) => !op.rest.example);
    expect(without.map((op) => `${op.rest.method} ${op.rest.path}`)).toEqual([]);
  });

  it("refuse an example that the procedure's input or output schema refuses, or that misses a path parameter", () => {
    const op = (example: RestOperation["example"], rest: Partial<RestOperation> = {}): BoundOperation => ({
      procedure: "x.close",
      rest: { method: "post", path: "/api/x/:id/close", summary: "", example, ...rest },
      access: "user",
      keep: undefined,
      input: byIdSchema,
      output: okSchema,
    });
    expect(exampleFault(op({ params: { id: 12 }, answer: { ok: true } }))).toBeUndefined();
    expect(exampleFault(op({ params: { id: "douze" }, answer: { ok: true } }))).toMatch(/input schema/);
    expect(exampleFault(op({ params: { id: 12 }, answer: { ok: false } }))).toMatch(/output schema/);
    expect(exampleFault(op({ answer: { ok: true } }))).toMatch(/path parameter id/);
    expect(exampleFault(op({ params: { id: 12 } }))).toMatch(/no answer/);
    expect(exampleFault(op({ params: { id: 12 } }, { answer: "pdf" }))).toBeUndefined();
    expect(exampleFault({ ...op({ query: { limit: 5 }, answer: [] }, { method: "get", path: "/api/x", ifQuery: "category" }), input: z.object({ limit: z.coerce.number() }), output: z.array(z.never()) })).toMatch(/does not pick it/);
  });
});
