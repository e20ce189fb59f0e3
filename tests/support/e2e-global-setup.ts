/** Playwright global setup: one real server with the demo data for the whole browser run. */
import { startServerProcess } from "./server-process";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServerProcess({ demo: true });
  process.env.E2E_BASE_URL = server.url;
  // The server's database file, for tests that read what a user would find in their mailbox.
  process.env.E2E_DATABASE_URL = `file:${server.dataDir}/maillon.db`;
  return () => server.stop();
}
