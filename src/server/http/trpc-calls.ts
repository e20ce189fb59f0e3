/**
 * Calls on /trpc answered without tRPC's fetch layer (issue 25), in tRPC's own wire format.
 *
 * tRPC's Fastify adapter turns each request into a fetch Request (URL, headers, abort signals),
 * and its answer into a Response read back into a Buffer: measured on the batch the matches page
 * sends, about half of a computed answer's CPU was that round trip. This calls the same procedures
 * (their middlewares, input parsing and errors unchanged) and writes what tRPC writes for GET
 * queries and POST mutations: `[{ result: { data } } | { error: shape }]`, or one item without
 * `?batch=1`, the status of `getHTTPStatusCode` (207 when a batch mixes them), the same headers.
 * Anything else (a query by POST, a mutation by GET, a subscription, an unknown path, a streaming,
 * empty or malformed request) is left to tRPC, before anything ran: a procedure runs once.
 * tests/integration/trpc-calls.test.ts compares both answers request by request.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { getTRPCErrorFromUnknown, type AnyProcedure, type TRPCError } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import { getErrorShape } from "@trpc/server/unstable-core-do-not-import";
import { TRPC_MAX_BATCH } from "../../shared/constants";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { appRouter, callProcedure, procedureAt } from "../routers";
import type { KeptAnswer } from "./answer-cache";
import { answerJson, carryingTexts } from "../json-text";

/** What both paths do with a failed procedure: log the unexpected ones, say when to retry. */
export interface TrpcErrorHandling {
  onError(error: TRPCError, path: string): void;
  headersFor(errors: readonly TRPCError[]): Record<string, string>;
}

type CallType = "query" | "mutation";

interface Call {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

/** The procedure's input as the request gives it: the `input` parameter of a GET, the body of a POST (JSON text). */
function rawInputOf(request: FastifyRequest): { text: string | undefined } | null {
  if (request.method === "GET") {
    const { input } = request.query as Record<string, unknown>;
    return typeof input === "string" || input === undefined ? { text: input } : null;
  }
  const json = request.headers["content-type"]?.startsWith("application/json");
  return json && typeof request.body === "string" && request.body !== "" ? { text: request.body } : null;
}

/** The calls of a request, or null when tRPC should answer it (see the module's comment). */
function callsOf(request: FastifyRequest): { calls: Call[]; batch: boolean; type: CallType } | null {
  const type: CallType | null = request.method === "GET" ? "query" : request.method === "POST" ? "mutation" : null;
  const query = request.query as Record<string, unknown>;
  if (!type || request.headers["trpc-accept"] !== undefined || query.connectionParams !== undefined) return null;
  const batch = query.batch === "1";
  const path = (request.params as { path?: string }).path ?? "";
  const raw = rawInputOf(request);
  // Procedure names need no decoding; tRPC decodes anything else its own way.
  if (!raw || path.includes("%")) return null;
  const paths = path.split(",");
  if ((!batch && paths.length !== 1) || paths.length > TRPC_MAX_BATCH) return null;
  let inputs: unknown;
  try {
    inputs = raw.text === undefined ? (batch ? {} : undefined) : JSON.parse(raw.text);
  } catch {
    return null;
  }
  if (batch && (typeof inputs !== "object" || inputs === null)) return null;
  const calls: Call[] = [];
  for (const [index, name] of paths.entries()) {
    const procedure = procedureAt(name);
    if (!procedure || procedure._def.type !== type) return null;
    calls.push({ path: name, procedure, input: batch ? (inputs as Record<string, unknown>)[index] : inputs });
  }
  return { calls, batch, type };
}

/** The answer to a call on /trpc, or null when tRPC answers it. Sets cookies on `reply`. */
export async function answerCalls(services: AppServices, request: FastifyRequest, reply: FastifyReply, handling: TrpcErrorHandling): Promise<KeptAnswer | null> {
  const parsed = callsOf(request);
  if (!parsed) return null;
  const { type } = parsed;
  const ctx = await createRequestContext(services, request.raw, reply.raw);
  const config = appRouter._def._config;
  const errors: TRPCError[] = [];
  const items = await Promise.all(
    parsed.calls.map(async ({ path, procedure, input }, batchIndex) => {
      try {
        return carryingTexts({ result: carryingTexts({ data: await callProcedure(procedure, path, ctx, input, batchIndex) }) });
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        handling.onError(error, path);
        errors.push(error);
        return { error: getErrorShape({ config, ctx, error, input, path, type }) };
      }
    }),
  );
  const headers = { vary: "trpc-accept, accept", "content-type": "application/json", ...handling.headersFor(errors) };
  return { status: getHTTPStatusCode(items), headers, body: answerJson(parsed.batch ? carryingTexts(items) : items[0], !services.config.production) };
}
