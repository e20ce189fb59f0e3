/**
 * Serves the /api operations that procedures declare in their meta (operations.ts) by calling the
 * same tRPC procedures the web app uses, and answers in the spec's shapes: the result itself, or
 * `{ error, issues? }` with the right status.
 */
import { TRPCError, type AnyProcedure } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { callProcedure, procedureAt } from "../routers";
import { issuesOf } from "../trpc";
import { createRequestContext } from "../context";
import { answerOf, ENDPOINTS, headersOf, inputOf, operationFor, outsideValues, type Endpoint } from "./operations";
import type { RestRequest } from "./rest-meta";
import { DOMAIN_ERROR_STATUS, DomainError, retryAfterOf, UnavailableError } from "../services/errors";
import type { AnswerCache, KeptAnswer } from "../http/answer-cache";
import { sendAnswer } from "../http/compression";
import { answerJson } from "../json-text";
import { contentDisposition } from "./content-disposition";


/** The procedure of an operation: operations.ts builds its table from the router, so it is there. */
function procedureOf(path: string): AnyProcedure {
  const procedure = procedureAt(path);
  if (!procedure) throw new Error(`no procedure at ${path}`);
  return procedure;
}

const JSON_TYPE = "application/json; charset=utf-8";

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Async handlers return the reply they sent (Fastify's rule): one that resolves to undefined while
 * an async onSend hook (compression) still runs would be sent a second time, empty.
 */
export function sendError(reply: FastifyReply, status: number, error: string, extra: Record<string, unknown> = {}): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(JSON.stringify({ error, ...extra }));
}

/** The HTTP status of a procedure's failure: a domain error's own, else tRPC's for its code. */
function statusOf(error: TRPCError): number {
  return error.cause instanceof DomainError ? DOMAIN_ERROR_STATUS[error.cause.kind].http : getHTTPStatusCodeFromError(error);
}

/** Turns a procedure's failure into the documented error answer. */
function sendProcedureError(reply: FastifyReply, error: unknown, services: AppServices): void {
  const status = error instanceof TRPCError ? statusOf(error) : 500;
  const unavailable = error instanceof TRPCError && error.cause instanceof UnavailableError;
  if ((status >= 500 && !unavailable) || !(error instanceof TRPCError)) {
    services.logger.error({ err: error }, "unexpected error in /api");
    sendError(reply, 500, ERRORS.internal);
    return;
  }
  const issues = issuesOf(error);
  if (issues) {
    sendError(reply, status, issues[0]?.message ?? ERRORS.invalidInput, { issues });
    return;
  }
  const retryAfter = retryAfterOf(error.cause);
  if (retryAfter !== undefined) void reply.header("Retry-After", String(retryAfter));
  sendError(reply, status, error.cause instanceof DomainError ? error.cause.message : error.message);
}

/** The part of a request an operation reads. */
function restRequest(request: FastifyRequest): RestRequest {
  return { params: request.params as Record<string, string>, query: request.query as Record<string, unknown>, body: request.body };
}

/** A PDF to download, never shown inline (a file the other party wrote is not run by our origin). */
function sendPdf(reply: FastifyReply, file: { filename: string; base64: string }): FastifyReply {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", contentDisposition(file.filename))
    .header("Cache-Control", "no-store")
    .header("X-Content-Type-Options", "nosniff")
    .send(Buffer.from(file.base64, "base64"));
}

/** A CSV file (DESIGN §10), named with its date. */
function sendCsv(reply: FastifyReply, file: { fileName: string; csv: string }): FastifyReply {
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "no-store")
    .send(file.csv);
}

function send(reply: FastifyReply, answer: KeptAnswer): Promise<FastifyReply> {
  return sendAnswer(reply.type(JSON_TYPE), answer);
}

function handler(services: AppServices, endpoint: Endpoint, answers: AnswerCache): RouteHandler {
  return async (request, reply) => {
    const req = restRequest(request);
    const operation = operationFor(endpoint, req.query);
    const { rest, keep } = operation;
    if (outsideValues(rest, req.params)) return sendError(reply, 404, ERRORS.apiNotFound);
    const ctx = await createRequestContext(services, request.raw, reply.raw);
    const { kept, ticket } = keep ? await answers.lookup(keep, ctx.user?.id ?? null, request.url) : { ticket: null };
    if (kept) return send(reply, kept);
    try {
      // Its input schema checks whatever the request gave.
      const result = await callProcedure(procedureOf(operation.procedure), operation.procedure, ctx, inputOf(rest, req));
      if (rest.signedInOnly && !ctx.user) return sendError(reply, 401, ERRORS.unauthenticated);
      if (rest.answer === "pdf") return sendPdf(reply, result as { filename: string; base64: string });
      if (rest.answer === "csv") return sendCsv(reply, result as { fileName: string; csv: string });
      const headers: Record<string, string> = { ...(rest.noStore ? { "Cache-Control": "no-store" } : {}), ...headersOf(rest, result) };
      const answer = { status: rest.status ?? 200, headers, body: answerJson(answerOf(rest, result), !services.config.production) };
      answers.keep(ticket, answer);
      return send(reply, answer);
    } catch (error) {
      sendProcedureError(reply, error, services);
      return reply;
    }
  };
}

/** Registers every endpoint of the procedures' meta. */
export function registerRestRoutes(app: FastifyInstance, services: AppServices, answers: AnswerCache): void {
  for (const endpoint of ENDPOINTS) {
    app.route({ method: endpoint.method.toUpperCase() as HTTPMethods, url: endpoint.path, handler: handler(services, endpoint, answers) });
  }
}
