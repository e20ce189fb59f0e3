/** Environment variables of DESIGN §2, read once. Each has a default that runs the demo. */
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
  production: boolean;
  logLevel: string;
  /** Built web app; absent in tests of the API alone. */
  webDir: string;
  /** Audit entries older than this many months are purged (AUDIT_RETENTION_MONTHS, default 12). */
  auditRetentionMonths: number;
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
    auditRetentionMonths: Math.max(1, Number(env.AUDIT_RETENTION_MONTHS ?? AUDIT_RETENTION_MONTHS_DEFAULT) || AUDIT_RETENTION_MONTHS_DEFAULT),
  };
}
