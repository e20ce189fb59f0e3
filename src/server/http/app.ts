/** The HTTP application: security headers, CSRF check, tRPC at /trpc, the /api adapter, the built web app. */
import fs from "node:fs";
import path from "node:path";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { buildOpenApiDocument } from "../rest/openapi";
import { DomainError, RateLimitedError } from "../services/errors";
import { jsonErrorHandler, restRouter, sendError } from "../rest/adapter";
import { appRouter } from "../routers";
import { isSameOrigin } from "./origin";

const BODY_LIMIT = "1mb";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createHttpApp(services: AppServices): express.Express {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'", "ws:", "wss:"],
          fontSrc: ["'self'", "data:"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
      strictTransportSecurity: config.production,
    }),
  );
  app.use(pinoHttp({ logger: services.logger, autoLogging: { ignore: (req) => !req.url?.startsWith("/api") } }));

  app.use(["/api", "/trpc"], (req: Request, res: Response, next: NextFunction) => {
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req.headers.origin, req.headers.host)) {
      return sendError(res, 403, ERRORS.badOrigin);
    }
    next();
  });

  app.use(
    "/trpc",
    express.json({ limit: BODY_LIMIT }),
    createExpressMiddleware({
      router: appRouter,
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
  app.use(restRouter(services));

  const indexHtml = path.join(config.webDir, "index.html");
  if (fs.existsSync(indexHtml)) {
    app.use(express.static(config.webDir, { index: false, maxAge: "1h" }));
    // Client-side routes (and the client's own 404 page) are all served by the app shell.
    app.get(/.*/, (_req, res) => {
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(indexHtml);
    });
  } else {
    app.get(/.*/, (_req, res) => {
      res.status(503).type("text/plain; charset=utf-8").send("Application web non construite : lancez `npm run build`.");
    });
  }
  app.use(jsonErrorHandler(services));
  return app;
}
