/**
 * The long-lived services of one server (or CLI) process, built once at start and handed to every
 * request through the tRPC context. Nothing here is created at import time.
 */
import pino, { type Logger } from "pino";
import { createLoginThrottle, type LoginThrottle } from "./auth/login-throttle";
import type { AppConfig } from "./config";
import { migrateDatabase, openDatabase, type Database } from "./db/client";
import { seedDemoData } from "./db/seed";
import { RealtimeHub } from "./realtime/hub";
import { RequestLimits, ViewLedger, type LimiterStore } from "./http/rate-limits";
import { MatchingService } from "./services/matching";
import { ProductService } from "./services/products";

export interface AppServices {
  config: AppConfig;
  database: Database;
  logger: Logger;
  realtime: RealtimeHub;
  matching: MatchingService;
  products: ProductService;
  loginThrottle: LoginThrottle;
  /** Request limits per address and account (src/server/http/rate-limits.ts). */
  limits: RequestLimits;
  /** Product views counted once per visitor and day. */
  views: ViewLedger;
}

/** Session cookies never reach the logs. */
function createLogger(config: AppConfig): Logger {
  return pino({ level: config.logLevel, redact: ["req.headers.cookie", 'res.headers["set-cookie"]'] });
}

export async function createAppServices(config: AppConfig, logger: Logger = createLogger(config)): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  await migrateDatabase(database);
  const realtime = new RealtimeHub();
  const matching = new MatchingService(database, realtime, config.dataDir);
  const products = new ProductService(database, config.dataDir);
  const seeded = config.demo ? await seedDemoData(database) : null;
  const started = performance.now();
  await matching.load();
  await products.load();
  if (seeded) {
    const { created } = await matching.rematchAll();
    logger.info({ ...seeded, matches: created }, "demo data seeded");
  }
  logger.info({ ms: Math.round(performance.now() - started), ...matching.engine.counts }, "search indexes loaded");
  // Memory until Redis is wired; a Redis client passed here makes every limit shared between processes.
  const limiterStore: LimiterStore = { kind: "memory" };
  return {
    config,
    database,
    logger,
    realtime,
    matching,
    products,
    loginThrottle: createLoginThrottle({ store: limiterStore }),
    limits: new RequestLimits(limiterStore, config.rateLimitScale),
    views: new ViewLedger(limiterStore),
  };
}
