/** Playwright global setup: one real server with the demo data for the whole browser run. */
import { startServerProcess } from "./server-process";

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The browser specs register more than fifty accounts from one address within minutes: twenty
  // times the budgets, so that the suite's size does not hit the 10-per-hour registration limit
  // (at five times, the 51st registration of a full run got 429).
  // The limits themselves are tested against the real budgets in tests/integration/rate-limits.test.ts.
  const server = await startServerProcess({ demo: true, env: { RATE_LIMIT_SCALE: "20" } });
  process.env.E2E_BASE_URL = server.url;
  // The server's database file, for tests that read what a user would find in their mailbox.
  process.env.E2E_DATABASE_URL = `file:${server.dataDir}/maillon.db`;
  return () => server.stop();
}
