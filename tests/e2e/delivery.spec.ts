import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** Issue 11: the home page loads at most 150 kB of JavaScript (gzip), compressed and cached for good. */
const LANDING_JS_BUDGET_GZIP = 150_000;

test("la page d'accueil charge au plus 150 ko de JavaScript compressé, servi en brotli et immuable", async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; cacheControl: string | undefined; bytes: number; gzipBytes: number }[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const headers = response.headers();
    const body = await response.body();
    scripts.push({ url: response.url(), encoding: headers["content-encoding"], cacheControl: headers["cache-control"], bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`landing page JavaScript: ${scripts.length} files, ${(total / 1000).toFixed(1)} kB gzip`);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_GZIP);
  for (const script of scripts) {
    // Files under 1 kB go as they are: the encoding would cost more than it saves.
    if (script.bytes >= 1024) expect(script.encoding, script.url).toBe("br");
    expect(script.cacheControl, script.url).toBe("public, max-age=31536000, immutable");
  }
});
