/**
 * /api/openapi.json (OpenAPI 3.1), generated from the procedures' REST meta (operations.ts): each
 * procedure's input and output zod schemas become JSON Schemas (zod's own converter), query inputs
 * become query parameters, and the error shape and the session cookie are described once.
 */
import { z } from "zod";
import { util } from "zod/v4/core";
import { apiErrorSchema } from "../../shared/api-types";
import { sessionCookieName } from "../auth/cookies";
import { answerSchemaOf, ENDPOINTS, objectSchemaOf, type BoundOperation, type Endpoint } from "./operations";
import type { Access } from "./rest-meta";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const errorRef = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string, extra: JsonSchema = {}) => ({
  description,
  content: { "application/json": { schema: errorRef } },
  ...extra,
});

/** The query parameters of one or several object schemas (a parameter is required when every
 * variant requires it). */
function queryParameters(variants: z.ZodObject[]): JsonSchema[] {
  const schemas = variants.map((variant) => toSchema(variant, "input") as { properties?: Record<string, JsonSchema>; required?: string[] });
  const names = [...new Set(schemas.flatMap((schema) => Object.keys(schema.properties ?? {})))];
  return names.map((name) => {
    const schema = schemas.find((s) => s.properties?.[name])?.properties?.[name] ?? {};
    const required = schemas.every((s) => s.required?.includes(name));
    const { description, ...rest } = schema;
    return { name, in: "query", required, schema: rest, ...(description ? { description } : {}) };
  });
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "integer", minimum: 1 } }));
}

function errorResponses(route: { path: string; access: Access }): Record<string, unknown> {
  const responses: Record<string, unknown> = { "400": errorResponse("Données invalides (message du premier champ en erreur, détail dans issues)") };
  const signedIn: Access[] = ["user", "buyer", "supplier", "admin"];
  if (signedIn.includes(route.access)) {
    responses["401"] = errorResponse("Non connecté");
    responses["403"] = errorResponse("Rôle insuffisant, ou ressource d'un autre utilisateur");
  }
  if (route.path.includes(":id")) responses["404"] = errorResponse("Introuvable");
  if (/register|profile/.test(route.path)) responses["409"] = errorResponse("Adresse e-mail ou nom d'utilisateur déjà pris (champ dans issues)");
  responses["429"] = errorResponse("Trop de requêtes", { headers: { "Retry-After": { description: "Secondes avant de réessayer", schema: { type: "integer" } } } });
  responses["500"] = errorResponse("Erreur interne, sans détail");
  return responses;
}

/** Where an operation's input comes from, as inputOf (operations.ts) decides it. */
function inputSource(operation: BoundOperation): "query" | "body" | "none" {
  const { rest } = operation;
  if (typeof rest.input === "function") return rest.method === "get" ? "query" : "body";
  return rest.input ?? (rest.path.includes(":") ? "none" : rest.method === "get" ? "query" : "body");
}

/** The procedure's input without the fields the path fills. */
function requestSchema(operation: BoundOperation): z.ZodType | undefined {
  const { input, rest } = operation;
  if (!input) return undefined;
  const filled = [...[...rest.path.matchAll(/:(\w+)/g)].map((m) => (m[1] === "id" && rest.idAs ? rest.idAs : m[1]!)), ...Object.keys(rest.fixed ?? {})];
  const object = objectSchemaOf(input);
  if (filled.length === 0) return input;
  // zod's own omit, which takes field names known only at run time (and keeps a strict object strict).
  return object ? (util.omit(object, Object.fromEntries(filled.map((name) => [name, true]))) as z.ZodObject) : input;
}

function queryVariants(endpoint: Endpoint): z.ZodObject[] {
  return endpoint.operations.flatMap((op) => {
    const schema = inputSource(op) === "query" ? objectSchemaOf(requestSchema(op)) : undefined;
    return schema ? [schema] : [];
  });
}

function operationOf(endpoint: Endpoint): JsonSchema {
  const main = endpoint.operations[0]!;
  const { rest } = main;
  // A path served by a public procedure for some queries is public.
  const access: Access = endpoint.operations.some((op) => op.access === "public") ? "public" : main.access;
  const body = inputSource(main) === "body" ? requestSchema(main) : undefined;
  const operation: JsonSchema = {
    summary: rest.summary,
    operationId: `${endpoint.method}${endpoint.path.replace(/^\/api/, "").replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [endpoint.path.split("/")[2]],
    "x-access": access,
    parameters: [...pathParameters(endpoint.path), ...queryParameters(queryVariants(endpoint))],
    responses: {
      [String(rest.status ?? 200)]: { description: "Succès", content: { [rest.answer === "pdf" ? "application/pdf" : "application/json"]: { schema: toSchema(answerSchemaOf(main), "output") } } },
      ...errorResponses({ path: endpoint.path, access }),
    },
  };
  if (body) operation.requestBody = { required: true, content: { "application/json": { schema: toSchema(body, "input") } } };
  if (access === "public") operation.security = [];
  return operation;
}

export function buildOpenApiDocument(config: { production: boolean }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const openApiPath = endpoint.path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] = { ...paths[openApiPath], [endpoint.method]: operationOf(endpoint) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Maillon API",
      version: "1.0.0",
      description: "API REST de Maillon : les mêmes procédures que /trpc. Erreurs : { error, issues? } en français.",
    },
    servers: [{ url: "/" }],
    components: {
      schemas: { Error: toSchema(apiErrorSchema, "output") },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: sessionCookieName(config), description: "Cookie de session posé par /api/auth/login" } },
    },
    security: [{ session: [] }],
    paths,
  };
}
