/** The demo administrator signs in with a second factor (issue 18): its code, from the public demo key. */
import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { DEMO_ADMIN_TOTP_SECRET } from "../../src/shared/constants";

export function demoAdminCode(): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET) }).generate();
}

/** After "Se connecter" as the demo admin: the code step, filled. */
export async function passDemoAdminSecondFactor(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Double authentification" })).toBeVisible();
  await page.getByLabel("Code de vérification", { exact: true }).fill(demoAdminCode());
  await page.getByRole("button", { name: "Valider" }).click();
}
