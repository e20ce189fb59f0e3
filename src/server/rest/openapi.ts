/**
 * /api/openapi.json (OpenAPI 3.1), generated from REST_ROUTES: each row's request and response
 * zod schemas become JSON Schemas (zod's own converter), GET inputs become query parameters, and
 * the error shape and the session cookie are described once.
 */
import { z } from "zod";
import { apiErrorSchema } from "../../shared/api-types";
import { sessionCookieName } from "../auth/cookies";
import { REST_ROUTES, type Access, type RestRoute } from "./routes";

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

function errorResponses(route: RestRoute): Record<string, unknown> {
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

function operationOf(route: RestRoute): JsonSchema {
  const operation: JsonSchema = {
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/^\/api/, "").replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [route.path.split("/")[2]],
    "x-access": route.access,
    parameters: [...pathParameters(route.path), ...queryParameters(route.request?.query ?? [])],
    responses: {
      [String(route.status ?? 200)]: { description: "Succès", content: { "application/json": { schema: toSchema(route.response, "output") } } },
      ...errorResponses(route),
    },
  };
  if (route.request?.body) operation.requestBody = { required: true, content: { "application/json": { schema: toSchema(route.request.body, "input") } } };
  if (route.access === "public") operation.security = [];
  return operation;
}

export function buildOpenApiDocument(config: { production: boolean }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    const openApiPath = route.path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] = { ...paths[openApiPath], [route.method]: operationOf(route) };
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
