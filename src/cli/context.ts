/**
 * What every command needs: the database of `--db` or DATABASE_URL (migrated), the output mode,
 * the operator as an audit actor, and a way to stop cleanly on Ctrl-C. Nothing happens at import.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDatabaseUrl, loadConfig, type AppConfig } from "../server/config";
import { StartupError } from "../server/startup-error";
import { migrateDatabase, openDatabase, type Database } from "../server/db/client";
import { MatchingService, type MatchingService as Matching } from "../server/services/matching";
import { CliError, InterruptedError, INTERRUPTED_EXIT_CODE } from "./errors";

export interface GlobalOptions {
  db?: string;
  json?: boolean;
}

/** Who the audit log names for a change made from the command line. */
export interface CliActor {
  userId: null;
  username: string;
  ip: null;
}

export interface CliContext {
  config: AppConfig;
  database: Database;
  json: boolean;
  /** stdout is a terminal and --json is off: Ink tables and progress bars. */
  interactive: boolean;
  actor: CliActor;
  /** True once the operator pressed Ctrl-C; long commands stop at the next batch boundary. */
  readonly interrupted: boolean;
  /**
   * Call between two batches: lets the event loop run (the embedded database is synchronous, so
   * without this neither Ctrl-C nor the progress bar would be heard until the end), then throws
   * InterruptedError if Ctrl-C was pressed.
   */
  checkpoint(): Promise<void>;
  close(): void;
}

export function cliActor(): CliActor {
  let name: string;
  try {
    name = os.userInfo().username;
  } catch {
    name = process.env.USER ?? "inconnu";
  }
  return { userId: null, username: `cli:${name}`, ip: null };
}

/** The URL without credentials, for messages. */
function shownUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//");
}

export interface OpenOptions {
  /** Commands that may create the database file (seed, migrate, import, users create). */
  create?: boolean;
  /** Apply pending migrations (every command but `migrate`, which reports them itself). */
  migrate?: boolean;
}

export async function openCliContext(options: GlobalOptions, open: OpenOptions = {}): Promise<CliContext> {
  if (options.db && !isDatabaseUrl(options.db)) throw new CliError(`URL de base de données invalide : ${shownUrl(options.db)}`, 2);
  let config: AppConfig;
  try {
    config = loadConfig({ ...process.env, ...(options.db ? { DATABASE_URL: options.db } : {}) });
  } catch (error) {
    // A setting of the environment that cannot be read (MARKET_DEMO, PUBLIC_URL…): said as the server says it.
    if (error instanceof StartupError) throw new CliError(error.message, 2);
    throw error;
  }
  const url = config.databaseUrl;
  if (url.startsWith("file:") && !open.create) {
    const file = path.resolve(url.slice("file:".length).split("?")[0]!);
    if (!fs.existsSync(file)) throw new CliError(`Base de données introuvable : ${file} (market migrate la crée)`);
  }
  let database: Database;
  try {
    database = await openDatabase(url, config.databaseAuthToken);
    await database.client.execute("select 1");
  } catch (error) {
    throw new CliError(`Base de données injoignable (${shownUrl(url)}) : ${firstLine(error)}`);
  }
  if (open.migrate !== false) await migrateDatabase(database);

  let interrupted = false;
  const onSigint = () => {
    if (interrupted) {
      // A second Ctrl-C: the operator insists. SQLite rolls back the open transaction itself.
      process.stderr.write("\nmarket : arrêt immédiat\n");
      process.exit(INTERRUPTED_EXIT_CODE);
    }
    interrupted = true;
    process.stderr.write("\nmarket : interruption demandée, arrêt à la fin du lot en cours…\n");
  };
  process.on("SIGINT", onSigint);

  const json = Boolean(options.json);
  return {
    config,
    database,
    json,
    interactive: Boolean(process.stdout.isTTY) && !json,
    actor: cliActor(),
    get interrupted() {
      return interrupted;
    },
    async checkpoint() {
      await new Promise((resolve) => setImmediate(resolve));
      if (interrupted) throw new InterruptedError();
    },
    close() {
      process.off("SIGINT", onSigint);
      database.close();
    },
  };
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : "";
  return `${text.split("\n", 1)[0]!.trim()}${cause}`;
}

/** The matching service with every active listing loaded, as the server has it. */
export async function loadMatching(ctx: CliContext): Promise<Matching> {
  const matching = new MatchingService(ctx.database, ctx.config.dataDir);
  await matching.load();
  return matching;
}

/** Runs a command body on an open context and always closes it. */
export async function withContext<T>(options: GlobalOptions, open: OpenOptions, body: (ctx: CliContext) => Promise<T>): Promise<T> {
  const ctx = await openCliContext(options, open);
  try {
    const result = await body(ctx);
    // Ctrl-C during a step that cannot stop half-way (an analysis, the last batch): the work is
    // done and committed, and the exit code still says the operator interrupted it.
    if (ctx.interrupted) throw new InterruptedError("interrompu : l'étape en cours a été terminée et enregistrée");
    return result;
  } finally {
    ctx.close();
  }
}
