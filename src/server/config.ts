/** Environment variables of DESIGN §2, read once. Each has a default that runs the demo. */
import path from "node:path";

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
  production: boolean;
  logLevel: string;
  /** Built web app; absent in tests of the API alone. */
  webDir: string;
  /** First origin of PUBLIC_URL: the base of the links in e-mails. */
  publicUrl: string;
  /** Mail worker: tries per mail and the first retry delay (doubled at each retry). */
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
}

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
    production: env.NODE_ENV === "production",
    logLevel: env.LOG_LEVEL ?? "info",
    webDir: path.resolve(env.WEB_DIR ?? "./dist/web"),
    publicUrl: (env.PUBLIC_URL?.split(",")[0]?.trim() || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ""),
    mailMaxAttempts: Number(env.MAIL_MAX_ATTEMPTS ?? 5),
    mailRetryBaseMs: Number(env.MAIL_RETRY_BASE_MS ?? 30_000),
  };
}
