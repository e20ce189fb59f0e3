/**
 * vitest setupFiles of both projects: a test fails on an unexpected console.error or an unhandled
 * rejection (./console-guard.ts), and dates are in UTC as in production containers.
 */
import { afterAll, afterEach, beforeEach } from "vitest";
import { installConsoleGuard, takeConsoleGuardProblems } from "./console-guard";

process.env.TZ = "UTC";
installConsoleGuard();

/** Lets rejections of the test's last promises reach the unhandledRejection event first. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

// What a beforeAll of the file logged fails the first test.
beforeEach(() => {
  const problems = takeConsoleGuardProblems();
  if (problems) throw new Error(`before this test: ${problems}`);
});

afterEach(async () => {
  await settle();
  const problems = takeConsoleGuardProblems();
  if (problems) throw new Error(problems);
});

// Whatever happened outside a test (beforeAll, afterAll, a late rejection) fails the file.
afterAll(async () => {
  await settle();
  const problems = takeConsoleGuardProblems();
  if (problems) throw new Error(problems);
});
