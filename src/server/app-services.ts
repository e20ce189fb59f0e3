/**
 * The long-lived services of one server (or CLI) process, built once at start and handed to every
 * request through the tRPC context. Nothing here is created at import time.
 */
import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import { createLoginThrottle, type LoginThrottle } from "./auth/login-throttle";
import { ALERT_CHECK_SECONDS_DEFAULT, type AppConfig } from "./config";
import { migrateDatabase, openDatabase, type Database } from "./db/client";
import { seedDemoData } from "./db/seed";
import { prepareDataDir } from "./data-dir";
import { fileStamper } from "./file-versions";
import { createLogger } from "./logging";
import { seedDemoActivity } from "./db/seed/demo-activity";
import { EventFeed } from "./events/feed";
import { lastEventId } from "./events/log";
import { alertSubscriber, indexSubscriber, mailSubscriber, socketSubscriber } from "./events/subscribers";
import { scheduleAlertRuns, type AlertJob } from "./jobs/alert-runs";
import { RealtimeHub } from "./realtime/hub";
import { clientAddressResolver } from "./http/client-address";
import { RequestLimits, ViewLedger, type LimiterStore } from "./http/rate-limits";
import { createRedisClient, type RedisClient } from "./redis";
import { MailService } from "./services/mail";
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
  mail: MailService;
  /** This process's reader of the events every process records. */
  events: EventFeed;
  /** This process's alert job (issue 22): due digests every minute, immediate alerts on events. */
  alerts: AlertJob;
  /** Shared between processes when REDIS_URL is set (Socket.IO adapter, rate limits). */
  redis: RedisClient | null;
  /** A request's client address, through the trusted proxies only (TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string;
}

export async function createAppServices(config: AppConfig, logger: Logger = createLogger(config)): Promise<AppServices> {
  prepareDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken, "server");
  await migrateDatabase(database);
  // Read before the indexes load from the database: the events after it are applied again (harmlessly).
  const eventsFrom = await lastEventId(database.db);
  const realtime = new RealtimeHub();
  const mail = new MailService(database, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    links: { baseUrl: config.publicUrl },
    maxAttempts: config.mailMaxAttempts,
    retryBaseMs: config.mailRetryBaseMs,
    logger,
  });
  const matching = new MatchingService(database, config.dataDir);
  const products = new ProductService(database, config.dataDir, config.answerCache, fileStamper(config.webDir));
  // Index files of another database found in DATA_DIR are set aside: said once, in the log.
  for (const host of [matching, products]) host.warn = (message) => logger.warn(message);
  const seeded = config.demo ? await seedDemoData(database) : null;
  const started = performance.now();
  await matching.load();
  await products.load();
  if (seeded) {
    const { created } = await matching.rematchAll();
    const activity = await seedDemoActivity(database);
    logger.info({ ...seeded, matches: created, ...activity }, "demo data seeded");
  }
  logger.info(
    { ms: Math.round(performance.now() - started), ...matching.engine.counts, restored: { listings: matching.loaded.restored, products: products.loaded.restored } },
    "search indexes loaded",
  );
  mail.start();
  const redis = await createRedisClient(config.redisUrl, logger);
  // What every process recorded reaches this one's sockets, indexes and the mail (src/server/events).
  const events = new EventFeed(database, logger);
  // Indexes first: by the time a user hears of a change, search and matching know it.
  events.subscribe("indexes", indexSubscriber(database, matching, products));
  events.subscribe("sockets", socketSubscriber(database, realtime, redis !== null));
  const mailer = mailSubscriber(database, mail, logger);
  events.subscribe("mail", mailer.handle);
  const alerts = scheduleAlertRuns({ database, matching, products, mail, logger, caughtUp: () => events.drain() }, config.alertCheckSeconds ?? ALERT_CHECK_SECONDS_DEFAULT);
  events.subscribe("alerts", alertSubscriber(database, (delayMs) => alerts.wake(delayMs)));
  await events.start(eventsFrom);
  // The mails of what happened while no server ran.
  void mailer.catchUp();
  // With REDIS_URL every limit is shared between processes; otherwise each process counts alone.
  const limiterStore: LimiterStore = redis ? { kind: "redis", client: redis } : { kind: "memory" };
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
    mail,
    events,
    alerts,
    redis,
    clientAddress: clientAddressResolver(config.trustProxy),
  };
}
