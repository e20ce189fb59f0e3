/** The demo administrator signs in with a second factor (issue 18): its code, from the public demo key. */
import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { DEMO_ADMIN_TOTP_SECRET } from "../../src/shared/constants";

const PERIOD_MS = 30_000;
let lastStep = -Infinity;

/**
 * The demo admin's code for a 30-second step this process has not used: the server accepts each
 * step once and in increasing order (RFC 6238 §5.2), the current one or the next. When both are
 * spent, waits for the next step.
 */
export async function demoAdminCode(): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET) });
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(lastStep + 1, now);
    if (step <= now + 1) {
      lastStep = step;
      return totp.generate({ timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 100));
  }
}

/** After "Se connecter" as the demo admin: the code step, filled. */
export async function passDemoAdminSecondFactor(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Double authentification" })).toBeVisible();
  await page.getByLabel("Code de vérification", { exact: true }).fill(await demoAdminCode());
  await page.getByRole("button", { name: "Valider" }).click();
}
