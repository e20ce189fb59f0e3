import { defineConfig } from "vitest/config";

// Dates are formatted and compared in UTC, whoever runs the tests (workers inherit this).
process.env.TZ = "UTC";

/** Both projects: fail on an unexpected console.error or unhandled rejection (tests/support/console-guard.ts). */
const shared = {
  environment: "node" as const,
  env: { TZ: "UTC" },
  setupFiles: ["tests/support/vitest-setup.ts"],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          include: ["src/**/*.test.ts", "tests/support/**/*.test.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Migrates one template database that every test server copies (tests/support/test-server.ts).
          globalSetup: ["tests/support/integration-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
