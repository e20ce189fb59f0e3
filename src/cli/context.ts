/** What every command needs: the database of DATABASE_URL (or --db), migrated, and the output mode. */
import pino from "pino";
import { loadConfig, type AppConfig } from "../server/config";
import { migrateDatabase, openDatabase, type Database } from "../server/db/client";
import { RealtimeHub } from "../server/realtime/hub";
import { MatchingService } from "../server/services/matching";

export interface GlobalOptions {
  db?: string;
  json?: boolean;
}

export interface CliContext {
  config: AppConfig;
  database: Database;
  json: boolean;
  interactive: boolean;
}

export async function openCliContext(options: GlobalOptions): Promise<CliContext> {
  const config = loadConfig({ ...process.env, ...(options.db ? { DATABASE_URL: options.db } : {}) });
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  await migrateDatabase(database);
  return { config, database, json: Boolean(options.json), interactive: Boolean(process.stdout.isTTY) && !options.json };
}

/** The matching service with every active listing loaded, as the server has it. */
export async function loadMatching(ctx: CliContext): Promise<MatchingService> {
  const matching = new MatchingService(ctx.database, new RealtimeHub(), ctx.config.dataDir);
  await matching.load();
  return matching;
}

export const silentLogger = pino({ level: "silent" });
