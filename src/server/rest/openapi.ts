/** /api/openapi.json, generated from REST_ROUTES and the zod inputs of the procedures behind them. */
import { z } from "zod";
import { appRouter } from "../routers";
import { REST_ROUTES } from "./routes";

type AnyProcedure = { _def: { inputs: z.ZodType[]; type: string } };

function inputSchemaOf(path: string): Record<string, unknown> | undefined {
  const procedure = (appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>)[path];
  const schema = procedure?._def.inputs[0];
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "Message en français" },
    issues: { type: "array", items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } } },
  },
};

export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    const openApiPath = route.path.replace(/:(\w+)/g, "{$1}");
    const procedurePath = typeof route.procedure === "string" ? route.procedure : undefined;
    const input = procedurePath ? inputSchemaOf(procedurePath) : undefined;
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "integer" } }));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.path.split("/")[2]],
      "x-access": route.access,
      "x-procedure": procedurePath ?? "selon la requête",
      parameters,
      responses: {
        [String(route.status ?? 200)]: { description: "Succès", content: { "application/json": { schema: { type: "object" } } } },
        "400": { description: "Données invalides", content: { "application/json": { schema: errorSchema } } },
        "401": { description: "Non connecté", content: { "application/json": { schema: errorSchema } } },
        "403": { description: "Accès refusé", content: { "application/json": { schema: errorSchema } } },
      },
    };
    if (input && ["post", "put", "patch"].includes(route.method)) {
      operation.requestBody = { required: true, content: { "application/json": { schema: input } } };
    } else if (input && route.method === "get") {
      operation["x-query-schema"] = input;
    }
    paths[openApiPath] = { ...paths[openApiPath], [route.method]: operation };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Maillon API", version: "1.0.0", description: "API REST de Maillon (mêmes procédures que /trpc)." },
    servers: [{ url: "/" }],
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "maillon_session" } } },
    security: [{ session: [] }],
    paths,
  };
}
