/** Environment variables of DESIGN §2, read once. Each has a default that runs the demo. */
import { parseTrustProxy, type TrustProxy } from "./http/client-address";
import { StartupError } from "./startup-error";
import fs from "node:fs";
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
  return value.split(",").map((entry) => {
    const url = URL.parse(entry.trim());
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      throw new StartupError(`PUBLIC_URL illisible : « ${entry.trim()} » (attendu : une adresse http:// ou https://, ou plusieurs séparées par des virgules)`);
    }
    return url.origin;
  });
}

const SWITCH_WORDS: Record<string, boolean> = { "1": true, true: true, oui: true, yes: true, on: true, "0": false, false: false, non: false, no: false, off: false };

/**
 * An on/off setting. Anything else stops the start: MARKET_DEMO=false read as "not 0", and loaded
 * the public demo accounts, the administrator included, on a production database.
 */
function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "") return fallback;
  const on = SWITCH_WORDS[text];
  if (on === undefined) throw new StartupError(`${name} illisible : « ${value} » (attendu : 1 ou 0, ou oui/non, true/false, on/off)`);
  return on;
}

function parsePort(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (text === "") return 3000;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new StartupError(`PORT illisible : « ${value} » (attendu : un nombre de 0 à 65535)`);
  return port;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function parseLogLevel(value: string | undefined): string {
  const level = value?.trim() || "info";
  if (!LOG_LEVELS.includes(level)) throw new StartupError(`LOG_LEVEL illisible : « ${value} » (attendu : ${LOG_LEVELS.join(", ")})`);
  return level;
}

/** libSQL's forms: a file, or a server over libsql, http(s) or ws(s). */
export const isDatabaseUrl = (value: string): boolean => /^(file|libsql|https?|wss?):/i.test(value.trim());

function parseDatabaseUrl(value: string | undefined, dataDir: string): string {
  if (value === undefined || value.trim() === "") return `file:${path.join(dataDir, "maillon.db")}`;
  if (!isDatabaseUrl(value)) {
    throw new StartupError(`DATABASE_URL illisible : « ${value} » (attendu : file:chemin/maillon.db, ou libsql://, https:// vers un serveur libSQL)`);
  }
  return value.trim();
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

/**
 * An SMTP server's URL (smtp:// or smtps://, as nodemailer reads it). The value is not echoed
 * back: it holds the password.
 */
function parseSmtpUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (text === "") return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // said below
  }
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || url.hostname === "") {
    throw new StartupError("SMTP_URL illisible (attendu : smtp://utilisateur:motdepasse@hôte:587 ou smtps://utilisateur:motdepasse@hôte:465)");
  }
  return text;
}

/** A whole number from `min` up; the default when unset. */
function parseWhole(name: string, value: string | undefined, fallback: number, min: number): number {
  const text = value?.trim() ?? "";
  if (text === "") return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) throw new StartupError(`${name} illisible : « ${value} » (attendu : un nombre entier de ${min} ou plus)`);
  return Number(text);
}

/**
 * The project's folder: the first one above this module (src/server with tsx, dist/server once
 * built) holding a package.json; the current one if none does.
 */
function projectDir(): string {
  for (let dir = import.meta.dirname; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
  }
  return process.cwd();
}

/**
 * The built web app. Named explicitly (WEB_DIR), the folder must hold it: a wrong path would
 * otherwise serve « Application web non construite » to every visitor. The default, the
 * project's dist/web wherever the server is started from (`node /opt/maillon/dist/server/main.js`
 * in a service whose working folder is elsewhere), may be missing (a server run before `npm run build`).
 */
function parseWebDir(value: string | undefined): string {
  if (value === undefined || value.trim() === "") return path.join(projectDir(), "dist", "web");
  const dir = path.resolve(value.trim());
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    throw new StartupError(`WEB_DIR : pas d'application web dans « ${dir} » (index.html manquant : lancez npm run build, ou corrigez le chemin)`);
  }
  return dir;
}

/** Default of ALERT_CHECK_SECONDS: due alerts are looked for every minute. */
export const ALERT_CHECK_SECONDS_DEFAULT = 60;

/** Default of INDEX_SAVE_SECONDS. */
export const INDEX_SAVE_SECONDS_DEFAULT = 120;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL, dataDir),
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    dataDir,
    demo: parseSwitch("MARKET_DEMO", env.MARKET_DEMO, true),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? "Maillon <no-reply@maillon.fr>",
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production: env.NODE_ENV === "production",
    logLevel: parseLogLevel(env.LOG_LEVEL),
    webDir: parseWebDir(env.WEB_DIR),
    publicOrigins: parsePublicOrigins(env.PUBLIC_URL),
    rateLimitScale: parseScale(env.RATE_LIMIT_SCALE),
    // ANSWER_CACHE=false kept the answers (only « 0 » was read): the words of every switch.
    answerCache: parseSwitch("ANSWER_CACHE", env.ANSWER_CACHE, true),
    auditRetentionMonths: parseWhole("AUDIT_RETENTION_MONTHS", env.AUDIT_RETENTION_MONTHS, AUDIT_RETENTION_MONTHS_DEFAULT, 1),
    publicUrl: parsePublicOrigins(env.PUBLIC_URL)[0] ?? `http://localhost:${parsePort(env.PORT)}`,
    mailMaxAttempts: parseWhole("MAIL_MAX_ATTEMPTS", env.MAIL_MAX_ATTEMPTS, 5, 1),
    mailRetryBaseMs: parseWhole("MAIL_RETRY_BASE_MS", env.MAIL_RETRY_BASE_MS, 30_000, 0),
    indexSaveSeconds: parseSeconds(env.INDEX_SAVE_SECONDS, INDEX_SAVE_SECONDS_DEFAULT),
    alertCheckSeconds: parseSeconds(env.ALERT_CHECK_SECONDS, ALERT_CHECK_SECONDS_DEFAULT) || ALERT_CHECK_SECONDS_DEFAULT,
  };
}
