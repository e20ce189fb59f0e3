/**
 * GET queries of /trpc answered without tRPC's fetch layer (issue 25), in tRPC's own wire format.
 *
 * tRPC's Fastify adapter turns each request into a fetch Request (URL, headers, abort signals),
 * and its answer into a Response read back into a Buffer: measured on the batch the matches page
 * sends, about half of a computed answer's CPU was that round trip. This calls the same procedures
 * (their middlewares, input parsing and errors unchanged) and writes what tRPC writes for a batch
 * of queries: `[{ result: { data } } | { error: shape }]`, or one item without `?batch=1`, the
 * status of `getHTTPStatusCode` (207 when a batch mixes them), and the same headers. Anything
 * else (a mutation, an unknown path, a streaming or malformed request) is left to tRPC, before
 * anything ran. tests/integration/trpc-queries.test.ts compares both answers request by request.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { getTRPCErrorFromUnknown, type AnyProcedure, type TRPCError } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import { getErrorShape } from "@trpc/server/unstable-core-do-not-import";
import { TRPC_MAX_BATCH } from "../../shared/constants";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { appRouter } from "../routers";
import type { KeptAnswer } from "./answer-cache";

/** What both paths do with a failed procedure: log the unexpected ones, say when to retry. */
export interface TrpcErrorHandling {
  onError(error: TRPCError, path: string): void;
  headersFor(errors: readonly TRPCError[]): Record<string, string>;
}

interface Call {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

/** The calls of a GET request, or null when tRPC should answer it (see the module's comment). */
function callsOf(request: FastifyRequest): { calls: Call[]; batch: boolean } | null {
  const query = request.query as Record<string, string | undefined>;
  if (request.headers["trpc-accept"] !== undefined || query.connectionParams !== undefined) return null;
  const batch = query.batch === "1";
  const path = (request.params as { path?: string }).path ?? "";
  // Procedure names need no decoding; tRPC decodes anything else its own way.
  if (path.includes("%") || Array.isArray(query.input)) return null;
  const paths = path.split(",");
  if ((!batch && paths.length !== 1) || paths.length > TRPC_MAX_BATCH) return null;
  let inputs: unknown;
  try {
    inputs = query.input === undefined ? (batch ? {} : undefined) : JSON.parse(query.input);
  } catch {
    return null;
  }
  if (batch && (typeof inputs !== "object" || inputs === null)) return null;
  // The router's procedures by dotted path, as tRPC finds them.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;
  const calls: Call[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (!procedure || procedure._def.type !== "query") return null;
    calls.push({ path, procedure, input: batch ? (inputs as Record<string, unknown>)[index] : inputs });
  }
  return { calls, batch };
}

/** The answer to a GET of queries on /trpc, or null when tRPC answers it. Sets cookies on `reply`. */
export async function answerQueries(services: AppServices, request: FastifyRequest, reply: FastifyReply, handling: TrpcErrorHandling): Promise<KeptAnswer | null> {
  const parsed = callsOf(request);
  if (!parsed) return null;
  const ctx = await createRequestContext(services, request.raw, reply.raw);
  const config = appRouter._def._config;
  const errors: TRPCError[] = [];
  const items = await Promise.all(
    parsed.calls.map(async ({ path, procedure, input }, batchIndex) => {
      try {
        // The call tRPC's resolveResponse makes (without its abort signal, which no query reads).
        const data: unknown = await procedure({ path, ctx, type: "query", getRawInput: () => Promise.resolve(input), signal: undefined, batchIndex });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        handling.onError(error, path);
        errors.push(error);
        return { error: getErrorShape({ config, ctx, error, input, path, type: "query" }) };
      }
    }),
  );
  const headers = { vary: "trpc-accept, accept", "content-type": "application/json", ...handling.headersFor(errors) };
  return { status: getHTTPStatusCode(items), headers, body: Buffer.from(JSON.stringify(parsed.batch ? items : items[0])) };
}
