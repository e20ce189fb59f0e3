/** Starts Maillon: one Node process serving the web app, tRPC, /api and Socket.IO on one port. */
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { createAppServices, type AppServices } from "./app-services";
import { loadConfig, type AppConfig } from "./config";
import { createHttpApp } from "./http/app";
import { scheduleAuditRetention } from "./jobs/audit-retention";
import { scheduleIndexSaves } from "./jobs/index-saves";
import { attachSocketServer } from "./realtime/socket";
import { startRevocationRelay } from "./auth/revocation-relay";
import { forgetSessions, onSessionsRevoked } from "./auth/sessions";

export interface RunningServer {
  url: string;
  services: AppServices;
  close(): Promise<void>;
}

export async function startServer(config: AppConfig = loadConfig()): Promise<RunningServer> {
  const services = await createAppServices(config);
  // With Redis, this process's revocations reach the others' session caches at once.
  const relay = services.redis
    ? await startRevocationRelay(services.redis, forgetSessions, (err) => services.logger.warn({ err }, "session revocation relay"))
    : null;
  const stopRelaying = relay ? onSessionsRevoked((revocation) => relay.publish(revocation)) : () => undefined;
  const app = createHttpApp(services);
  const httpServer = app.server;
  const io = attachSocketServer(httpServer, services);
  const stopAuditRetention = scheduleAuditRetention(services.database, config.auditRetentionMonths, services.logger);
  const stopIndexSaves = scheduleIndexSaves({ listings: services.matching, products: services.products }, config.indexSaveSeconds ?? 0, services.logger);
  await app.listen({ port: config.port, host: config.host });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  services.logger.info({ url }, "Maillon is listening");
  return {
    url,
    services,
    async close() {
      await stopAuditRetention();
      await stopIndexSaves();
      services.matching.saveIndex();
      services.products.saveIndex();
      await io.close();
      await services.mail.stop();
      stopRelaying();
      await relay?.close();
      services.redis?.disconnect();
      httpServer.closeAllConnections();
      await app.close();
      services.database.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await startServer();
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}
