/**
 * Serves the /api paths of REST_ROUTES by calling the same tRPC procedures the web app uses, and
 * answers in the spec's shapes: the result itself, or `{ error, issues? }` with the right status.
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { Router, type NextFunction, type Request, type Response } from "express";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { appRouter } from "../routers";
import { createCallerFactory, issuesOf } from "../trpc";
import { createRequestContext } from "../context";
import { REST_ROUTES, type RestRoute } from "./routes";
import { AnswerCache, type KeptAnswer } from "../http/answer-cache";
import { DOMAIN_ERROR_STATUS, DomainError, RateLimitedError } from "../services/errors";

const createCaller = createCallerFactory(appRouter);

export function sendError(res: Response, status: number, error: string, extra: Record<string, unknown> = {}): void {
  res.status(status).json({ error, ...extra });
}

/** The HTTP status of a procedure's failure: a domain error's own, else tRPC's for its code. */
function statusOf(error: TRPCError): number {
  return error.cause instanceof DomainError ? DOMAIN_ERROR_STATUS[error.cause.kind].http : getHTTPStatusCodeFromError(error);
}

/** Turns a procedure's failure into the documented error answer. */
export function sendProcedureError(res: Response, error: unknown, services: AppServices): void {
  const status = error instanceof TRPCError ? statusOf(error) : 500;
  if (status >= 500 || !(error instanceof TRPCError)) {
    services.logger.error({ err: error }, "unexpected error in /api");
    sendError(res, 500, ERRORS.internal);
    return;
  }
  const issues = issuesOf(error);
  if (issues) {
    sendError(res, status, issues[0]?.message ?? ERRORS.invalidInput, { issues });
    return;
  }
  if (error.cause instanceof RateLimitedError) res.setHeader("Retry-After", String(error.cause.retryAfter));
  sendError(res, status, error.cause instanceof DomainError ? error.cause.message : error.message);
}

function send(res: Response, answer: KeptAnswer): void {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).type("application/json").send(answer.body);
}

function handler(services: AppServices, route: RestRoute, answers: AnswerCache) {
  return async (req: Request, res: Response) => {
    const ctx = await createRequestContext(services, req, res);
    const key = route.keep ? AnswerCache.key(route.keep === "per-account" ? (ctx.user?.id ?? "-") : "-", req.originalUrl) : null;
    const stamp = key ? answers.stamp() : null;
    const kept = key ? answers.get(key, stamp) : undefined;
    if (kept) return send(res, kept);
    try {
      const result = await route.call(createCaller(ctx), req);
      if (route.unauthorizedWhen?.(result)) {
        sendError(res, 401, ERRORS.unauthenticated);
        return;
      }
      const headers: Record<string, string> = { ...(route.noStore ? { "Cache-Control": "no-store" } : {}), ...route.headers?.(result) };
      const answer = { status: route.status ?? 200, headers, body: Buffer.from(JSON.stringify(route.output ? route.output(result) : result)) };
      if (key) answers.keep(key, stamp, answer);
      send(res, answer);
    } catch (error) {
      sendProcedureError(res, error, services);
    }
  };
}

/** Body parser failures (size, syntax) and anything unexpected, as JSON: never a stack trace. */
export function jsonErrorHandler(services: AppServices) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") return sendError(res, 413, ERRORS.payloadTooLarge);
    if (type === "entity.parse.failed") return sendError(res, 400, ERRORS.malformedJson);
    services.logger.error({ err: error }, "unexpected error");
    sendError(res, 500, ERRORS.internal);
  };
}

export function restRouter(services: AppServices): Router {
  const api = Router();
  const answers = new AnswerCache(() => services.database.changeStamp());
  for (const route of REST_ROUTES) api[route.method](route.path, handler(services, route, answers));
  api.use("/api", (_req: Request, res: Response) => sendError(res, 404, ERRORS.apiNotFound));
  return api;
}
