/** Starts Maillon: one Node process serving the web app, tRPC, /api and Socket.IO on one port. */
import type { Logger } from "pino";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { createAppServices, type AppServices } from "./app-services";
import { loadConfig, type AppConfig } from "./config";
import { createHttpApp } from "./http/app";
import { scheduleAuditRetention } from "./jobs/audit-retention";
import { scheduleEventPruning } from "./jobs/event-pruning";
import { scheduleIndexSaves } from "./jobs/index-saves";
import { scheduleLapsedNeeds } from "./jobs/lapsed-needs";
import { attachSocketServer } from "./realtime/socket";
import { startRevocationRelay } from "./auth/revocation-relay";
import { forgetSessions, onSessionsRevoked } from "./auth/sessions";
import { StartupError } from "./startup-error";

export interface RunningServer {
  url: string;
  services: AppServices;
  close(): Promise<void>;
}

/** How long a shutdown waits for the requests under way before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** `logger`: the tests pass one that turns server errors into failures (tests/support/test-server.ts). */
export async function startServer(config: AppConfig = loadConfig(), logger?: Logger): Promise<RunningServer> {
  const services = await createAppServices(config, logger);
  // With Redis, this process's revocations reach the others' session caches at once.
  const relay = services.redis
    ? await startRevocationRelay(services.redis, forgetSessions, (err) => services.logger.warn({ err }, "session revocation relay"))
    : null;
  const stopRelaying = relay ? onSessionsRevoked((revocation) => relay.publish(revocation)) : () => undefined;
  const app = createHttpApp(services);
  const httpServer = app.server;
  const io = attachSocketServer(httpServer, services);
  const stopAuditRetention = scheduleAuditRetention(services.database, config.auditRetentionMonths, services.logger);
  const stopEventPruning = scheduleEventPruning(services.database, services.logger);
  const stopLapsedNeeds = scheduleLapsedNeeds(services.matching, services.logger);
  const stopIndexSaves = scheduleIndexSaves({ listings: services.matching, products: services.products }, config.indexSaveSeconds ?? 0, services.logger);
  await listenOrExplain(app, config);
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  services.logger.info({ url }, "Maillon is listening");
  return {
    url,
    services,
    async close() {
      // Each step on its own: a full or read-only disk fails the index saves, and the shutdown
      // must still close the sockets, the server and the database (issue 18).
      const step = async (what: string, run: () => unknown) => {
        try {
          await run();
        } catch (err) {
          services.logger.warn({ err }, `shutdown: ${what} failed`);
        }
      };
      await step("audit retention", stopAuditRetention);
      await step("event pruning", stopEventPruning);
      await step("lapsed needs", stopLapsedNeeds);
      await step("index saves", stopIndexSaves);
      // No new connection; live sockets closed (their clients reconnect elsewhere); the requests
      // under way finish, within SHUTDOWN_GRACE_MS. Only then are the index files saved: a listing
      // published meanwhile was left out of them, and analysed again at the next start.
      const cut = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await step("sockets", () => io.close());
      await step("HTTP server", () => app.close());
      clearTimeout(cut);
      await step("events", () => services.events.stop());
      await step("alerts", () => services.alerts.stop());
      await step("listing index save", () => services.matching.saveIndex());
      await step("product index save", () => services.products.saveIndex());
      await step("mail", () => services.mail.stop());
      stopRelaying();
      await step("revocation relay", () => relay?.close());
      services.redis?.disconnect();
      services.database.close();
    },
  };
}

/** Starts, or prints in one line why it cannot (StartupError) and exits 1. */
/** Listens, or says in French why the address cannot be taken (a port in use, a host this machine does not have). */
async function listenOrExplain(app: { listen(options: { port: number; host: string }): Promise<string> }, config: AppConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const where = `${config.host}:${config.port}`;
    if (code === "EADDRINUSE") throw new StartupError(`Démarrage impossible : le port ${config.port} est déjà pris sur ${config.host} (choisissez-en un autre avec PORT)`);
    if (code === "EACCES") throw new StartupError(`Démarrage impossible : ce compte n'a pas le droit d'écouter sur ${where} (un port sous 1024 demande des droits ; PORT)`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN") throw new StartupError(`Démarrage impossible : l'adresse ${config.host} (HOST) n'est pas une adresse de cette machine`);
    throw error;
  }
}

async function startOrExplain(): Promise<RunningServer> {
  try {
    return await startServer();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await startOrExplain();
  // One line at once, whatever the log level and buffering: the operator sees when and where.
  process.stdout.write(`Maillon est prêt : ${server.url}\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}
