/**
 * The /api operations, read from the procedures' `.meta({ rest })` (rest-meta.ts): each bound to
 * its procedure's dotted path, role and schemas, and grouped by method and path into endpoints.
 * The adapter serves the endpoints and the OpenAPI generator describes them. A declaration that
 * does not fit its procedure (an answer field its output lacks, two procedures on one path with
 * no `ifQuery` between them) fails here, when the server starts, not on the first request.
 */
import type { AnyProcedure } from "@trpc/server";
import { z } from "zod";
import type { KeepAnswer } from "../http/answer-cache";
import { appRouter } from "../routers";
import { outputSchemaOf, type ProcedureMeta } from "../trpc";
import type { Access, HttpMethod, RestOperation, RestRequest } from "./rest-meta";

export interface BoundOperation {
  /** The procedure's dotted path, e.g. "needs.mine". */
  procedure: string;
  rest: RestOperation;
  access: Access;
  keep: KeepAnswer | undefined;
  /** The procedure's input and output schemas. */
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
}

/** One method on one path, served by one procedure, or by several told apart by `ifQuery`. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** The operation without `ifQuery` first, then the others. */
  operations: BoundOperation[];
}

/** Every procedure of the app by dotted path (tRPC keeps them so at run time). */
export function allProcedures(): [string, AnyProcedure][] {
  return Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
}

export function metaOf(procedure: AnyProcedure): ProcedureMeta {
  return (procedure._def.meta as ProcedureMeta | undefined) ?? {};
}

/** The object schema under defaults and optionals, if there is one. */
export function objectSchemaOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodPrefault || current instanceof z.ZodOptional) current = current.unwrap();
  return current instanceof z.ZodObject ? current : undefined;
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** Answers that are files, sent by the adapter rather than as JSON. */
export const FILE_TYPES = { pdf: "application/pdf", csv: "text/csv" } as const;
export const isFileAnswer = (rest: RestOperation): rest is RestOperation & { answer: keyof typeof FILE_TYPES } => rest.answer === "pdf" || rest.answer === "csv";

/** The input a request gives the procedure (rest-meta.ts `input`). */
export function inputOf(rest: RestOperation, req: RestRequest): unknown {
  if (typeof rest.input === "function") return rest.input(req);
  const params = pathParams(rest.path);
  const source = rest.input ?? (params.length > 0 ? "none" : rest.method === "get" ? "query" : "body");
  const value = source === "query" ? req.query : source === "body" ? req.body : undefined;
  if (params.length === 0 && !rest.fixed) return value;
  const named = Object.fromEntries(params.map((name) => [name === "id" && rest.idAs ? rest.idAs : name, req.params[name]]));
  return { ...(value as object | undefined), ...named, ...rest.fixed };
}

/** The JSON answer made of a procedure's result (rest-meta.ts `answer`; files are sent by the adapter). */
export function answerOf(rest: RestOperation, result: unknown): unknown {
  if (!rest.answer || isFileAnswer(rest)) return result;
  if (rest.answer === "published") {
    const { item, matchesCreated } = result as { item: object; matchesCreated: number };
    return { ...item, matchesCreated };
  }
  return (result as Record<string, unknown>)[rest.answer];
}

/** The paging headers of a result (rest-meta.ts `totalHeader`). */
export function headersOf(rest: RestOperation, result: unknown): Record<string, string> {
  if (!rest.totalHeader) return {};
  const page = result as { total: number; nextCursor?: string | null };
  return { "X-Total-Count": String(page.total), ...(page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {}) };
}

/** The schema of the JSON answer: the procedure's output, reshaped as `answer` says. */
export function answerSchemaOf(operation: BoundOperation): z.ZodType {
  const { rest, output } = operation;
  if (!rest.answer) return output ?? z.unknown();
  if (isFileAnswer(rest)) return z.string().meta({ contentMediaType: FILE_TYPES[rest.answer] });
  const shape = objectSchemaOf(output)?.shape;
  if (rest.answer === "published") {
    const item = objectSchemaOf(shape?.item as z.ZodType | undefined);
    return item!.extend({ matchesCreated: shape!.matchesCreated! });
  }
  return shape![rest.answer]!;
}

/** The result's fields that each `answer` reads. */
const FIELDS_READ: Record<NonNullable<RestOperation["answer"]>, string[]> = {
  items: ["items"],
  users: ["users"],
  entries: ["entries"],
  published: ["item", "matchesCreated"],
  pdf: ["filename", "base64"],
  csv: ["fileName", "csv"],
};

/** The request an example describes, as the adapter would read it (path and query values are text). */
export function exampleRequest(rest: RestOperation): RestRequest {
  const text = (values: Readonly<Record<string, string | number | boolean>> | undefined) => Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, String(value)]));
  return { params: text(rest.example?.params), query: text(rest.example?.query), body: rest.example?.body };
}

/** An example that its procedure's schemas refuse: what is wrong, or undefined. */
export function exampleFault(operation: BoundOperation): string | undefined {
  const { rest, input } = operation;
  if (!rest.example) return undefined;
  const params = [...rest.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const missing = params.filter((name) => rest.example!.params?.[name] === undefined);
  if (missing.length > 0) return `its example lacks the path parameter ${missing.join(", ")}`;
  if (rest.ifQuery && !queryHas(exampleRequest(rest).query, rest.ifQuery)) return `its example query does not pick it (${rest.ifQuery})`;
  const request = input?.safeParse(inputOf(rest, exampleRequest(rest)));
  if (request && !request.success) return `its example request is refused by the input schema: ${z.prettifyError(request.error)}`;
  if (!("answer" in rest.example)) return rest.answer === "pdf" ? undefined : "its example has no answer (only a binary file may leave it out)";
  const answer = answerSchemaOf(operation).safeParse(rest.example.answer);
  if (!answer.success) return `its example answer is refused by the output schema: ${z.prettifyError(answer.error)}`;
  return undefined;
}

function check(operation: BoundOperation): void {
  const { rest, procedure } = operation;
  const shape = objectSchemaOf(operation.output)?.shape ?? {};
  const needs = [
    ...(rest.answer ? FIELDS_READ[rest.answer] : []),
    ...(rest.totalHeader ? ["total"] : []),
  ];
  if (!operation.output) throw new Error(`${procedure}: ${rest.method.toUpperCase()} ${rest.path} needs an output schema (.output() or checkedOutput)`);
  const missing = needs.filter((field) => !(field in shape));
  if (missing.length > 0) throw new Error(`${procedure}: ${rest.method.toUpperCase()} ${rest.path} reads ${missing.join(", ")}, which its output lacks`);
  if (rest.answer === "published" && !objectSchemaOf(shape.item as z.ZodType)) throw new Error(`${procedure}: a published item must be an object`);
}

function bind(): Endpoint[] {
  const endpoints = new Map<string, Endpoint>();
  const faults: string[] = [];
  for (const [procedure, def] of allProcedures()) {
    const meta = metaOf(def);
    if (!meta.rest) continue;
    const inputs = def._def.inputs as z.ZodType[];
    for (const rest of Array.isArray(meta.rest) ? (meta.rest as readonly RestOperation[]) : [meta.rest as RestOperation]) {
      const operation: BoundOperation = {
        procedure,
        rest,
        access: meta.access ?? "public",
        keep: meta.keep,
        input: inputs[0],
        output: outputSchemaOf(def),
      };
      check(operation);
      const fault = exampleFault(operation);
      if (fault) faults.push(`${procedure}: ${rest.method.toUpperCase()} ${rest.path}: ${fault}`);
      const key = `${rest.method} ${rest.path}`;
      const endpoint = endpoints.get(key) ?? { method: rest.method, path: rest.path, operations: [] };
      endpoints.set(key, endpoint);
      endpoint.operations.push(operation);
    }
  }
  // Every wrong example at once: they are written in batches.
  if (faults.length > 0) throw new Error(`Examples that their procedure refuses:\n${faults.join("\n")}`);
  for (const endpoint of endpoints.values()) {
    const plain = endpoint.operations.filter((op) => !op.rest.ifQuery);
    if (plain.length !== 1) {
      throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path}: ${plain.length} procedures without ifQuery (${plain.map((op) => op.procedure).join(", ")}), one expected`);
    }
    endpoint.operations = [plain[0]!, ...endpoint.operations.filter((op) => op.rest.ifQuery)];
  }
  return [...endpoints.values()];
}

/** Every /api endpoint that procedures serve. */
export const ENDPOINTS: readonly Endpoint[] = bind();

/** The operation that answers a request: the one whose `ifQuery` parameter the query has, else the plain one. */
export function operationFor(endpoint: Endpoint, query: Record<string, unknown>): BoundOperation {
  return endpoint.operations.find((op) => op.rest.ifQuery && queryHas(query, op.rest.ifQuery)) ?? endpoint.operations[0]!;
}

function queryHas(query: Record<string, unknown>, condition: string): boolean {
  const [name, value] = condition.split("=", 2) as [string, string | undefined];
  return value === undefined ? Boolean(query[name]) : query[name] === value;
}

/** A path parameter outside the values the operation allows (`oneOf`): the path names nothing. */
export function outsideValues(rest: RestOperation, params: Record<string, string>): boolean {
  return Object.entries(rest.oneOf ?? {}).some(([name, values]) => !values.includes(params[name] ?? ""));
}

/** Procedures that declare neither an /api operation nor `rest: false`. */
export function undeclaredProcedures(): string[] {
  return allProcedures()
    .filter(([, def]) => metaOf(def).rest === undefined)
    .map(([path]) => path);
}
