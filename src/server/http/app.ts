/**
 * The HTTP application on Fastify (docs/decisions/013): security headers, CSRF check, request
 * limits, tRPC at /trpc, the /api adapter, the built web app. Requests take turns with new
 * connections (taking-turns.ts) before Fastify sees them.
 */
import fs from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { errorCodes, type FastifyError, type FastifyInstance } from "fastify";
import { ERRORS } from "../../shared/messages";
import { TRPC_MAX_BATCH } from "../../shared/constants";
import type { AppServices } from "../app-services";
import { createRequestContext, resolveSession } from "../context";
import { requestLogger } from "../logging";
import { readSessionToken } from "../auth/cookies";
import { buildOpenApiDocument } from "../rest/openapi";
import { DomainError, retryAfterOf } from "../services/errors";
import { registerRestRoutes, sendError } from "../rest/adapter";
import { registerApiReference } from "../rest/api-reference";
import { registerFileRoutes } from "../rest/file-routes";
import { appRouter, procedureMeta, type AppRouter } from "../routers";
import { takingTurns } from "../taking-turns";
import { csrfVerdict, isOriginFree, ORIGIN_FREE_ENDPOINT, originPolicy } from "./origin";
import { chargeRequest, tooManyRequestsBody } from "./rate-limits";
import { securityHeadersSetter } from "./security-headers";
import { staticWebApp } from "./static";
import { AnswerCache } from "./answer-cache";
import { BROTLI_OPTIONS, COMPRESS_MIN_BYTES } from "./compression";
import { clientErrorAnswer } from "./client-errors";
import { carriesControlCharacters, ControlCharactersError } from "./control-characters";
import { canonicalUrls } from "./canonical-url";
import { registerTrpcAnswers } from "./trpc-answers";
import type { TrpcErrorHandling } from "./trpc-calls";

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Connection timeouts (issue 18): a connection that sends no complete request head within 10 s, or
 * no complete request within 30 s, gets 408 and is closed; an idle keep-alive connection closes
 * after 5 s. Node checks every 2 s. Upgraded WebSockets are not HTTP requests and keep their own
 * heartbeat (Socket.IO pings every 25 s).
 */
export const SERVER_TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 2_000 } as const;

/** `/api` and `/trpc` themselves and everything under them, not `/apiary`. */
function isUnder(url: string, prefix: string): boolean {
  return url.startsWith(prefix) && (url.length === prefix.length || "/?".includes(url[prefix.length] as string));
}

export function createHttpApp(services: AppServices): FastifyInstance {
  const { config } = services;
  const setSecurityHeaders = securityHeadersSetter(config);
  const app = Fastify({
    // Canonical URLs first: every check below reads the path the router will route (canonical-url.ts).
    serverFactory: (handler) => createServer(SERVER_TIMEOUTS, canonicalUrls(takingTurns(handler))),
    bodyLimit: BODY_LIMIT_BYTES,
    // A /trpc batch names its procedures in one path segment ("a.b,c.d"), longer than the default
    // 100 characters allowed for a route parameter; the batch size itself is checked by tRPC.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // One line per /api request comes from requestLogger, and errors are logged below.
    logger: false,
    // A path the router cannot read (a raw « é », a broken %-escape) is refused before any hook
    // runs: in French and with the security headers all the same, not fastify's English.
    frameworkErrors: (_error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      void sendError(reply, 400, ERRORS.badUrl);
    },
    // …and a request Node's parser cannot read at all, answered on the socket (client-errors.ts).
    clientErrorHandler: clientErrorAnswer(config),
  });

  const logRequest = requestLogger(services.logger);
  const originsOf = originPolicy(config);
  app.addHook("onRequest", async (request, reply) => {
    // On the raw response, so that the web app's files, written directly, carry them too.
    setSecurityHeaders(request.raw, reply.raw);
    logRequest(request.raw, reply.raw);
    const url = request.raw.url ?? "/";
    if (!isUnder(url, "/api") && !isUnder(url, "/trpc")) return;
    const hasSessionCookie = readSessionToken(config, request.headers.cookie) !== undefined;
    if (csrfVerdict(request.raw, originsOf(request.raw), hasSessionCookie) !== "allowed" && !isOriginFree(request.raw)) {
      return sendError(reply, 403, ERRORS.badOrigin);
    }
    // Answers to a signed-in browser are private: no cache (shared or local) keeps them.
    if (hasSessionCookie) reply.raw.setHeader("Cache-Control", "no-store");
    const verdict = await chargeRequest(services.limits, request.method, url, async () => {
      const { validated } = await resolveSession(services, request.raw);
      return { ip: services.clientAddress(request.raw), userId: validated?.user.id ?? null };
    });
    if (verdict.retryAfter > 0) {
      return reply.code(429).header("Retry-After", String(verdict.retryAfter)).type("application/json; charset=utf-8").send(tooManyRequestsBody(verdict.trpc));
    }
  });

  // JSON as Express's parser read it: an empty body is an empty object, for the schemas to judge.
  // A text carrying a control character is refused whatever the field (control-characters.ts).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, {});
    void parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (carriesControlCharacters(value)) return done(new ControlCharactersError(), undefined);
      done(null, value);
    });
  });

  // Answers over 1 KiB travel compressed when the client accepts it (issue 24: a page of products
  // was 54 kB on the wire). The /api and /trpc JSON answers compress themselves, once per body
  // (compression.ts); this covers the rest (the OpenAPI document, errors, the API reference).
  // Static files bring their own precompressed twins (static.ts) and are not seen here.
  void app.register(fastifyCompress, { threshold: COMPRESS_MIN_BYTES, encodings: ["br", "gzip"], brotliOptions: BROTLI_OPTIONS });

  // GET answers kept until the next commit, for /api and /trpc alike (answer-cache.ts); none with
  // ANSWER_CACHE=0, where a null stamp means "keep nothing, serve nothing kept".
  const answers = new AnswerCache(config.answerCache ? services.database : null);

  // What tRPC and the calls of trpc-calls.ts both do with a failure.
  const handling: TrpcErrorHandling = {
    onError: (error, path) => {
      if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof DomainError)) services.logger.error({ err: error, path }, "tRPC procedure failed");
    },
    headersFor: (errors): Record<string, string> => {
      const retryAfter = errors.map((e) => retryAfterOf(e.cause)).find((value) => value !== undefined);
      return retryAfter ? { "retry-after": String(retryAfter) } : {};
    },
  };

  void app.register(async (trpc) => {
    registerTrpcAnswers(trpc, services, answers, procedureMeta, handling);
    await trpc.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        // One anonymous request must not run a thousand procedures (issue 11): a few, as the app batches.
        maxBatchSize: TRPC_MAX_BATCH,
        createContext: ({ req, res }) => createRequestContext(services, req.raw, res.raw),
        onError: ({ error, path }) => handling.onError(error, path ?? ""),
        responseMeta: ({ errors }) => ({ headers: new Headers(handling.headersFor(errors)) }),
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });

  // The /api routes, in their own scope: a body of another type than JSON is refused with 415 (it was
  // ignored, and the schema said « Ce champ doit être un objet »); an empty one is no body (tRPC
  // keeps its own answer to a wrong content type).
  void app.register(async (api) => {
    const noBodyButJson = (_request: unknown, body: string | Buffer, done: (error: FastifyError | null, body?: unknown) => void) => done(body.length > 0 ? new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE() : null, undefined);
    api.addContentTypeParser("*", { parseAs: "buffer" }, noBodyButJson);
    // Fastify reads text/plain itself: a JSON body sent as text came to the schemas as a string.
    api.removeContentTypeParser("text/plain");
    api.addContentTypeParser("text/plain", { parseAs: "buffer" }, noBodyButJson);
    // Mail clients post the one-click unsubscribe as a form (RFC 8058); only that endpoint reads one.
    api.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (request, body, done) => {
      const path = request.url.split("?")[0];
      if (path === ORIGIN_FREE_ENDPOINT.path) done(null, Object.fromEntries(new URLSearchParams(body as string)));
      else done((body as string).length > 0 ? new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE() : null, undefined);
    });
    const openApi = JSON.stringify(buildOpenApiDocument(services.config));
    api.get("/api/openapi.json", async (_request, reply) => reply.type("application/json; charset=utf-8").send(openApi));
    registerApiReference(api);
    registerFileRoutes(api, services);
    registerRestRoutes(api, services, answers);
  });

  // The address an administrator types: the console's route is /admin-dashboard (SPEC §2).
  app.get("/admin", async (_request, reply) => reply.redirect("/admin-dashboard", 301));

  const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
  const webApp = fs.existsSync(path.join(config.webDir, "index.html")) ? staticWebApp(config.webDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (isUnder(request.url, "/api")) {
      // A known path asked with a method it does not take: 405 and the methods it does (RFC 9110 §15.5.6).
      const url = request.url.split("?", 1)[0]!;
      const allowed = ROUTE_METHODS.filter((method) => app.findRoute({ method, url }) !== null);
      if (allowed.length > 0) {
        void reply.header("Allow", (allowed.includes("GET") ? [...allowed, "HEAD"] : allowed).join(", "));
        return sendError(reply, 405, ERRORS.methodNotAllowed);
      }
      return sendError(reply, 404, ERRORS.apiNotFound);
    }
    if (!webApp) {
      return reply.code(503).type("text/plain; charset=utf-8").send("Application web non construite : lancez `npm run build`.");
    }
    reply.hijack();
    if (!webApp(request.raw, reply.raw)) {
      reply.raw.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Introuvable");
    }
  });

  // Body parser failures (size, syntax) and anything unexpected, as JSON: never a stack trace.
  app.setErrorHandler(async (error: FastifyError, _request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return sendError(reply, 413, ERRORS.payloadTooLarge);
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) return sendError(reply, 400, ERRORS.malformedJson);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return sendError(reply, 415, ERRORS.unsupportedMediaType);
    if (error instanceof ControlCharactersError) return sendError(reply, 400, ERRORS.controlCharacters);
    if (error.statusCode !== undefined && error.statusCode < 500) return sendError(reply, error.statusCode, ERRORS.invalidInput);
    services.logger.error({ err: error }, "unexpected error");
    return sendError(reply, 500, ERRORS.internal);
  });
  return app;
}
