import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the real server: tests/support/e2e-global-setup.ts starts it on a free
 * port with a temporary seeded database and publishes its address in E2E_BASE_URL.
 * Chromium is Debian's (/usr/bin/chromium) or CHROMIUM_PATH (scripts/test.mjs finds one and sets
 * it); Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-global-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "fr-FR",
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
        },
      },
    },
  ],
});
