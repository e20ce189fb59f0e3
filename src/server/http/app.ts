/** The HTTP application: security headers, CSRF check, rate limits, tRPC at /trpc, the /api adapter, the built web app. */
import fs from "node:fs";
import path from "node:path";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express, { type NextFunction, type Request, type Response } from "express";
import { ERRORS } from "../../shared/messages";
import { TRPC_MAX_BATCH } from "../../shared/constants";
import type { AppServices } from "../app-services";
import { clientAddress, createRequestContext, resolveSession } from "../context";
import { requestLogger } from "../logging";
import { readSessionToken } from "../auth/cookies";
import { buildOpenApiDocument } from "../rest/openapi";
import { DomainError, RateLimitedError } from "../services/errors";
import { jsonErrorHandler, restRouter, sendError } from "../rest/adapter";
import { csvRouter } from "../rest/csv-routes";
import { appRouter } from "../routers";
import { csrfVerdict, originPolicy } from "./origin";
import { rateLimitMiddleware } from "./rate-limits";
import { securityHeadersMiddleware } from "./security-headers";
import { staticWebApp } from "./static";

const BODY_LIMIT = "1mb";

export function createHttpApp(services: AppServices): express.Express {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  // API answers are private and not stored (no-store): hashing every body for an ETag was waste.
  app.set("etag", false);
  app.use(securityHeadersMiddleware(config));
  app.use(requestLogger(services.logger));

  const originsOf = originPolicy(config);
  app.use(["/api", "/trpc"], (req: Request, res: Response, next: NextFunction) => {
    const hasSessionCookie = readSessionToken(config, req.headers.cookie) !== undefined;
    if (csrfVerdict(req, originsOf(req), hasSessionCookie) !== "allowed") return sendError(res, 403, ERRORS.badOrigin);
    // Answers to a signed-in browser are private: no cache (shared or local) keeps them.
    if (hasSessionCookie) res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use(
    ["/api", "/trpc"],
    rateLimitMiddleware(services.limits, async (req) => {
      const { validated } = await resolveSession(services, req);
      return { ip: clientAddress(req), userId: validated?.user.id ?? null };
    }),
  );

  app.use(
    "/trpc",
    express.json({ limit: BODY_LIMIT }),
    createExpressMiddleware({
      router: appRouter,
      // One anonymous request must not run a thousand procedures (issue 11): a few, as the app batches.
      maxBatchSize: TRPC_MAX_BATCH,
      createContext: ({ req, res }) => createRequestContext(services, req, res),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof DomainError)) services.logger.error({ err: error, path }, "tRPC procedure failed");
      },
      responseMeta: ({ errors }) => {
        const retryAfter = errors
          .map((e) => (e.cause instanceof RateLimitedError ? e.cause.retryAfter : undefined))
          .find((value) => value !== undefined);
        return retryAfter ? { headers: new Headers({ "Retry-After": String(retryAfter) }) } : {};
      },
    }),
  );

  const openApi = buildOpenApiDocument(services.config);
  app.get("/api/openapi.json", (_req, res) => res.json(openApi));
  app.use("/api", express.json({ limit: BODY_LIMIT }));
  app.use(csvRouter(services));
  app.use(restRouter(services));

  if (fs.existsSync(path.join(config.webDir, "index.html"))) {
    app.use(staticWebApp(config.webDir));
  } else {
    app.get(/.*/, (_req, res) => {
      res.status(503).type("text/plain; charset=utf-8").send("Application web non construite : lancez `npm run build`.");
    });
  }
  app.use(jsonErrorHandler(services));
  return app;
}
