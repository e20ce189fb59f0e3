/** Issue 24: what a newcomer meets on a phone. */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../src/shared/constants";

async function expectInsideViewport(page: Page, width: number) {
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
  await expect(panel.getByRole("heading", { name: "Notifications" })).toBeInViewport({ ratio: 1 });
}

test("la cloche des notifications s'ouvre dans l'écran d'un téléphone, visiteur ou connecté, de 320 à 1280 px", async ({ page }) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await page.getByTestId("notification-bell").click();
    await expectInsideViewport(page, width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByLabel("Email").fill("acheteur@maillon.fr");
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId("notification-bell").click();
  await expectInsideViewport(page, 390);
});
