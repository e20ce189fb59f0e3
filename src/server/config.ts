/** Environment variables of DESIGN §2, read once. Each has a default that runs the demo. */
import { parseTrustProxy, type TrustProxy } from "./http/client-address";
import path from "node:path";
import { AUDIT_RETENTION_MONTHS_DEFAULT } from "../shared/constants";

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  dataDir: string;
  demo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Which reverse proxies may name the client in X-Forwarded-For (`TRUST_PROXY`, off by default). */
  trustProxy: TrustProxy;
  production: boolean;
  logLevel: string;
  /** Built web app; absent in tests of the API alone. */
  webDir: string;
  /**
   * The origins the site is served from (`PUBLIC_URL`, comma-separated). Empty means the default,
   * `http://localhost:PORT` and `http://127.0.0.1:PORT` for the port the server really listens on.
   */
  publicOrigins: string[];
  /** Multiplies every request limit (`RATE_LIMIT_SCALE`, default 1); 0 turns them off (load tests). */
  rateLimitScale: number;
  /**
   * Whether GET answers are kept until the next commit (http/answer-cache.ts), and the hits of
   * repeated searches until the catalogue changes (services/products.ts). `ANSWER_CACHE=0` turns
   * both off, to measure the answers as computed (bench/load.ts); anything else keeps them.
   */
  answerCache: boolean;
  /** Audit entries older than this many months are purged (AUDIT_RETENTION_MONTHS, default 12). */
  auditRetentionMonths: number;
  /** First origin of PUBLIC_URL (default `http://localhost:PORT`): the base of the links in e-mails. */
  publicUrl: string;
  /** Mail worker: tries per mail and the first retry delay (doubled at each retry). */
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  /**
   * The search and matching index files of DATA_DIR/vectors are saved this often when the
   * indexes changed (INDEX_SAVE_SECONDS, default 120; 0: only at start and shutdown), so that a
   * crash loses at most this much, caught up from the database at the next start.
   */
  indexSaveSeconds?: number;
  /** How often each server process looks for due alerts (ALERT_CHECK_SECONDS, default 60; issue 22). */
  alertCheckSeconds?: number;
}

/** `https://maillon.fr/, http://x:8080/app` → the origins alone, as a browser sends them in Origin. */
export function parsePublicOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(",").map((entry) => new URL(entry.trim()).origin);
}

/** A typo must not turn the limits off: anything but a number ≥ 0 reads as the default, 1. */
function parseScale(value: string | undefined): number {
  const scale = Number(value);
  return value === undefined || value.trim() === "" || !Number.isFinite(scale) || scale < 0 ? 1 : scale;
}

/** A number of seconds ≥ 0; anything else reads as the default. */
function parseSeconds(value: string | undefined, fallback: number): number {
  const seconds = Number(value);
  return value === undefined || value.trim() === "" || !Number.isFinite(seconds) || seconds < 0 ? fallback : seconds;
}

/** Default of ALERT_CHECK_SECONDS: due alerts are looked for every minute. */
export const ALERT_CHECK_SECONDS_DEFAULT = 60;

/** Default of INDEX_SAVE_SECONDS. */
export const INDEX_SAVE_SECONDS_DEFAULT = 120;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, "maillon.db")}`,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    dataDir,
    demo: (env.MARKET_DEMO ?? "1") !== "0",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Maillon <no-reply@maillon.fr>",
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production: env.NODE_ENV === "production",
    logLevel: env.LOG_LEVEL ?? "info",
    webDir: path.resolve(env.WEB_DIR ?? "./dist/web"),
    publicOrigins: parsePublicOrigins(env.PUBLIC_URL),
    rateLimitScale: parseScale(env.RATE_LIMIT_SCALE),
    answerCache: env.ANSWER_CACHE?.trim() !== "0",
    auditRetentionMonths: Math.max(1, Number(env.AUDIT_RETENTION_MONTHS ?? AUDIT_RETENTION_MONTHS_DEFAULT) || AUDIT_RETENTION_MONTHS_DEFAULT),
    publicUrl: parsePublicOrigins(env.PUBLIC_URL)[0] ?? `http://localhost:${env.PORT ?? 3000}`,
    mailMaxAttempts: Number(env.MAIL_MAX_ATTEMPTS ?? 5),
    mailRetryBaseMs: Number(env.MAIL_RETRY_BASE_MS ?? 30_000),
    indexSaveSeconds: parseSeconds(env.INDEX_SAVE_SECONDS, INDEX_SAVE_SECONDS_DEFAULT),
    alertCheckSeconds: parseSeconds(env.ALERT_CHECK_SECONDS, ALERT_CHECK_SECONDS_DEFAULT) || ALERT_CHECK_SECONDS_DEFAULT,
  };
}
