/**
 * /api/openapi.json (OpenAPI 3.1), generated from the procedures' REST meta (operations.ts): each
 * procedure's input and output zod schemas become JSON Schemas (zod's own converter), query inputs
 * become query parameters, and the error shape and the session cookie are described once.
 */
import { z } from "zod";
import { util } from "zod/v4/core";
import { ERRORS } from "../../shared/messages";
import { apiErrorSchema } from "../../shared/view-schemas";
import { zodIssues } from "../trpc";
import { sessionCookieName } from "../auth/cookies";
import { ORIGIN_FREE_ENDPOINT } from "../http/origin";
import { attachmentViewSchema, ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS, ATTACHMENTS_PER_ITEM } from "../../shared/attachments";
import { FILE_OPERATIONS } from "./file-routes";
import { answerSchemaOf, ENDPOINTS, exampleRequest, FILE_TYPES, inputOf, isFileAnswer, objectSchemaOf, type BoundOperation, type Endpoint } from "./operations";
import type { Access, ApiErrorExample } from "./rest-meta";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const errorRef = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string, extra: JsonSchema = {}, example?: ApiErrorExample) => ({
  description,
  content: { "application/json": { schema: errorRef, ...(example ? { example } : {}) } },
  ...extra,
});

/** The message of the 403 each role procedure answers (trpc.ts). */
const ROLE_REFUSALS: Record<Access, string | undefined> = {
  public: undefined,
  user: undefined,
  buyer: ERRORS.buyersOnly,
  supplier: ERRORS.suppliersOnly,
  admin: ERRORS.adminsOnly,
};

/** The 400 the operation answers when its example loses its body or its query, or its path a
 * valid id: the input schema's own French messages, as the adapter sends them. */
function invalidExample(operation: BoundOperation): ApiErrorExample | undefined {
  const { rest, input } = operation;
  if (!input || !rest.example) return undefined;
  const request = exampleRequest(rest);
  const attempts = [
    { ...request, body: {} },
    { ...request, query: {} },
    { ...request, params: Object.fromEntries(Object.keys(request.params).map((name) => [name, "abc"])) },
  ];
  for (const attempt of attempts) {
    const result = input.safeParse(inputOf(rest, attempt));
    if (!result.success) {
      const issues = zodIssues(result.error);
      return { error: issues[0]!.message, issues };
    }
  }
  return undefined;
}

/** The example of each failure status an operation documents, when its message is known. */
function errorExamples(endpoint: Endpoint, stateChanging: boolean): Record<string, ApiErrorExample | undefined> {
  const main = endpoint.operations[0]!;
  const signedIn = main.access !== "public" || main.rest.signedInOnly;
  return {
    "400": invalidExample(main),
    "401": signedIn ? { error: ERRORS.unauthenticated } : undefined,
    "403": ROLE_REFUSALS[main.access] ? { error: ROLE_REFUSALS[main.access]! } : stateChanging ? { error: ERRORS.badOrigin } : undefined,
    "413": { error: ERRORS.payloadTooLarge },
    "429": { error: ERRORS.tooManyRequests },
    "500": { error: ERRORS.internal },
    "503": { error: ERRORS.diskFull },
    ...main.rest.example?.errors,
  };
}

/** The query parameters of one or several object schemas (a parameter is required when every
 * variant fails without it). */
function queryParameters(variants: z.ZodObject[]): JsonSchema[] {
  const schemas = variants.map((variant) => toSchema(variant, "input") as { properties?: Record<string, JsonSchema> });
  const names = [...new Set(schemas.flatMap((schema) => Object.keys(schema.properties ?? {})))];
  return names.map((name) => {
    const schema = schemas.find((s) => s.properties?.[name])?.properties?.[name] ?? {};
    const required = variants.every((variant) => {
      const field = variant.shape[name] as z.ZodType | undefined;
      return field !== undefined && !field.safeParse(undefined).success;
    });
    const { description, ...rest } = schema;
    return { name, in: "query", required, schema: rest, ...(description ? { description } : {}) };
  });
}

/** The path's parameters, typed as the procedure's input types the fields they fill. */
function pathParameters(endpoint: Endpoint): JsonSchema[] {
  const { rest, input } = endpoint.operations[0]!;
  const fields = (objectSchemaOf(input) ? toSchema(objectSchemaOf(input)!, "input").properties : undefined) as Record<string, JsonSchema> | undefined;
  return [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const values = rest.oneOf?.[name!];
    const field = fields?.[name === "id" && rest.idAs ? rest.idAs : name!];
    const schema = values ? { type: "string", enum: [...values] } : field ? withoutDescription(field) : { type: "string" };
    const example = rest.example?.params?.[name!];
    return { name, in: "path", required: true, schema, ...(example !== undefined ? { example } : {}) };
  });
}

function withoutDescription(schema: JsonSchema): JsonSchema {
  const { description: _description, ...rest } = schema;
  return rest;
}

const RETRY_AFTER = { "Retry-After": { description: "Secondes avant de réessayer", schema: { type: "integer" } } };

const ACCESS_WORDS: Record<Access, string> = {
  public: "Sans session.",
  user: "Session requise (acheteur, fournisseur ou administrateur).",
  buyer: "Session d'acheteur requise.",
  supplier: "Session de fournisseur requise.",
  admin: "Session d'administrateur, double authentification activée.",
};

/** Every failure an operation can answer (rest-meta.ts `errors` for those only it knows). */
function errorResponses(endpoint: Endpoint, takesBody: boolean): Record<string, unknown> {
  const main = endpoint.operations[0]!.rest;
  const signedIn = endpoint.operations.some((op) => op.access !== "public");
  const stateChanging = endpoint.method !== "get" && !(endpoint.method === ORIGIN_FREE_ENDPOINT.method.toLowerCase() && endpoint.path === ORIGIN_FREE_ENDPOINT.path);
  const own: Record<string, string> = Object.assign({}, ...endpoint.operations.map((op) => op.rest.errors ?? {}));
  const described: Record<string, string | undefined> = {
    "400": "Données invalides : le message du premier champ en erreur, chaque champ dans issues",
    "401": signedIn || main.signedInOnly ? "Non connecté" : undefined,
    "403": signedIn
      ? `Rôle insuffisant, ou ressource d'un autre utilisateur${stateChanging ? " ; ou requête venue d'une autre origine" : ""}`
      : stateChanging
        ? "Requête venue d'une autre origine (Origin absent ou étranger)"
        : undefined,
    "404": main.oneOf ? "Valeur inconnue dans le chemin" : endpoint.path.includes(":") ? "Introuvable, ou pas à vous" : undefined,
    "409": undefined,
    "413": takesBody ? "Corps de plus de 1 Mio" : undefined,
    ...own,
  };
  const examples = errorExamples(endpoint, stateChanging);
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(described)) if (description) responses[status] = errorResponse(description, {}, examples[status]);
  responses["429"] = errorResponse("Trop de requêtes", { headers: RETRY_AFTER }, examples["429"]);
  responses["500"] = errorResponse("Erreur interne, sans détail", {}, examples["500"]);
  if (endpoint.method !== "get") responses["503"] = errorResponse("Écriture impossible pour l'instant (disque plein)", { headers: RETRY_AFTER }, examples["503"]);
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

/** The query parameters of an endpoint: its procedures' query inputs, and the values that pick one of them. */
function endpointQueryParameters(endpoint: Endpoint): JsonSchema[] {
  const parameters = queryParameters(queryVariants(endpoint));
  for (const { rest } of endpoint.operations.slice(1)) {
    const [name, value] = rest.ifQuery!.split("=", 2) as [string, string | undefined];
    const known = parameters.find((p) => p.name === name);
    if (value === undefined) continue;
    if (!known) parameters.push({ name, in: "query", required: false, schema: { type: "string", enum: [value] }, description: `${value} : ${rest.summary}` });
    else {
      const schema = known.schema as { enum?: unknown[] };
      if (schema.enum) schema.enum = [...schema.enum, value];
      known.description = `${(known.description as string | undefined) ?? ""} ; ${value} : ${rest.summary}`;
    }
  }
  // Each parameter's example: the value the first operation's example gives it.
  for (const parameter of parameters) {
    const example = endpoint.operations.map((op) => op.rest.example?.query?.[parameter.name as string]).find((value) => value !== undefined);
    if (example !== undefined) parameter.example = example;
  }
  return parameters;
}

/** Prose for the reference: the operation's own, then who may call it and what it sends besides the body. */
function descriptionOf(endpoint: Endpoint): string {
  const [main, ...variants] = endpoint.operations;
  const { rest } = main!;
  const lines = [rest.description, rest.signedInOnly ? `${ACCESS_WORDS.user} Sans session : 401.` : ACCESS_WORDS[main!.access]];
  for (const variant of variants) {
    lines.push(`Avec ?${variant.rest.ifQuery}${variant.rest.ifQuery!.includes("=") ? "" : "="} : ${variant.rest.summary}. ${ACCESS_WORDS[variant.access]}`);
  }
  if (rest.totalHeader) lines.push("Le nombre total, toutes pages confondues, est dans l'en-tête X-Total-Count.");
  if (isFileAnswer(rest)) lines.push(`Réponse : un fichier ${FILE_TYPES[rest.answer]} à télécharger (Content-Disposition: attachment).`);
  if (main!.keep) lines.push("La réponse est servie depuis une copie tant que la base n'a pas changé.");
  return lines.filter(Boolean).join("\n\n");
}

/** The success answer: its media types (a file, JSON, or both when a query picks), and its headers. */
function successOf(endpoint: Endpoint): JsonSchema {
  const content: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  for (const operation of endpoint.operations) {
    const { rest } = operation;
    const type = isFileAnswer(rest) ? FILE_TYPES[rest.answer] : "application/json";
    const media = (content[type] ??= { schema: toSchema(answerSchemaOf(operation), "output") }) as JsonSchema;
    // One example as `example`; several answers of one type (GET /api/needs, mine or a sector's) as named `examples`.
    if (rest.example && "answer" in rest.example) {
      const named = { summary: rest.summary, value: rest.example.answer };
      if (media.examples) (media.examples as JsonSchema)[operation.procedure] = named;
      else if ("example" in media) {
        const first = endpoint.operations.find((op) => op.rest.example && "answer" in op.rest.example && (isFileAnswer(op.rest) ? FILE_TYPES[op.rest.answer] : "application/json") === type)!;
        media.examples = { [first.procedure]: { summary: first.rest.summary, value: media.example }, [operation.procedure]: named };
        delete media.example;
      } else media.example = rest.example.answer;
    }
    if (isFileAnswer(rest)) headers["Content-Disposition"] = { description: rest.answer === "pdf" ? "attachment; filename=\"…\"; filename*=UTF-8''…" : "attachment; filename=\"…\"", schema: { type: "string" } };
    if (rest.totalHeader) {
      headers["X-Total-Count"] = { description: "Nombre total d'éléments pour ces filtres, toutes pages confondues", schema: { type: "integer", minimum: 0 } };
      if (objectSchemaOf(operation.output)?.shape.nextCursor) {
        headers["X-Next-Cursor"] = { description: "Curseur de la page suivante (à repasser en ?cursor=) ; absent sur la dernière page", schema: { type: "string" } };
      }
    }
  }
  return { description: "Succès", ...(Object.keys(headers).length > 0 ? { headers } : {}), content };
}

function operationOf(endpoint: Endpoint): JsonSchema {
  const main = endpoint.operations[0]!;
  const { rest } = main;
  // A path served by a public procedure for some queries is public.
  const access: Access = endpoint.operations.some((op) => op.access === "public") ? "public" : main.access;
  const body = inputSource(main) === "body" ? requestSchema(main) : undefined;
  const operation: JsonSchema = {
    summary: rest.summary,
    description: descriptionOf(endpoint),
    operationId: `${endpoint.method}${endpoint.path.replace(/^\/api/, "").replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [endpoint.path.split("/")[2]],
    "x-access": access,
    parameters: [...pathParameters(endpoint), ...endpointQueryParameters(endpoint)],
    responses: { [String(rest.status ?? 200)]: successOf(endpoint), ...errorResponses(endpoint, body !== undefined) },
  };
  // A body the procedure can do without (a default) is optional.
  if (body) {
    const example = rest.example?.body;
    operation.requestBody = {
      required: !body.safeParse(undefined).success,
      content: { "application/json": { schema: toSchema(body, "input"), ...(example !== undefined ? { example } : {}) } },
    };
  }
  if (access === "public") operation.security = [];
  return operation;
}

/** The multipart uploads and the download of file-routes.ts, which stream bytes instead of calling a procedure. */
function fileOperationOf(file: (typeof FILE_OPERATIONS)[keyof typeof FILE_OPERATIONS]): JsonSchema {
  const shared = {
    summary: file.summary,
    operationId: `${file.method}${file.path.replace(/^\/api/, "").replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [file.path.split("/")[2]],
    "x-access": "user",
    parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 }, example: file.example.params.id }],
  };
  const upload = file.kind === "upload";
  const common = {
    "401": errorResponse("Non connecté", {}, { error: ERRORS.unauthenticated }),
    "403": errorResponse("Pas une partie de cet élément, ou pas l'auteur ; ou requête venue d'une autre origine", {}, { error: upload ? ATTACHMENT_TEXTS.notOwner : ATTACHMENT_TEXTS.notParty }),
    "404": errorResponse("Introuvable, ou pas à vous", {}, { error: upload ? ATTACHMENT_TEXTS.itemNotFound : ATTACHMENT_TEXTS.notFound }),
  };
  const failures = {
    "429": errorResponse("Trop de requêtes", { headers: RETRY_AFTER }, { error: ERRORS.tooManyRequests }),
    "500": errorResponse("Erreur interne, sans détail", {}, { error: ERRORS.internal }),
  };
  if (file.kind === "download") {
    return {
      ...shared,
      description: `${ACCESS_WORDS.user}\n\nLe fichier tel qu'il a été envoyé, avec son type (Content-Type), son nom (Content-Disposition: attachment, RFC 6266) et nosniff.`,
      responses: {
        "200": { description: "Le fichier", headers: { "Content-Disposition": { description: "attachment; filename=…; filename*=UTF-8''…", schema: { type: "string" } } }, content: { "*/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } } } },
        ...common,
        ...failures,
      },
    };
  }
  return {
    ...shared,
    description: `${ACCESS_WORDS.user}\n\nUn fichier par requête, ${ATTACHMENT_MAX_BYTES / 1024 / 1024} Mo au plus, ${ATTACHMENTS_PER_ITEM} par élément ; le type est lu dans les octets (PDF, images, bureautique), tout autre est refusé ; le nom prend l'extension de ce type (une image PNG envoyée sous « photo.pdf » est enregistrée sous « photo.png », le nom rendu dans la réponse).`,
    requestBody: {
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", contentMediaType: "application/octet-stream" } }, required: ["file"] } } },
    },
    responses: {
      "201": { description: "Fichier joint", content: { "application/json": { schema: toSchema(attachmentViewSchema, "output"), example: "answer" in file.example ? file.example.answer : undefined } } },
      "400": errorResponse("Pas de fichier, fichier trop lourd ou d'un type refusé", {}, { error: ATTACHMENT_TEXTS.badType }),
      ...common,
      "409": errorResponse("Élément clos, ou nombre maximal de fichiers atteint", {}, { error: ATTACHMENT_TEXTS.closed }),
      ...failures,
      "503": errorResponse("Écriture impossible pour l'instant (disque plein)", { headers: RETRY_AFTER }, { error: ERRORS.diskFull }),
    },
  };
}

export function buildOpenApiDocument(config: { production: boolean }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const openApiPath = endpoint.path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] = { ...paths[openApiPath], [endpoint.method]: operationOf(endpoint) };
  }
  for (const file of Object.values(FILE_OPERATIONS)) {
    const openApiPath = file.path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] = { ...paths[openApiPath], [file.method]: fileOperationOf(file) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Maillon API",
      version: "1.0.0",
      description: "API REST de Maillon : les mêmes procédures que /trpc. Erreurs : { error, issues? } en français. Référence à parcourir : /api/docs.",
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
