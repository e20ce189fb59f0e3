/** Issue 23: dialogs keep focus inside while open and give it back to their opener; tabs move with the arrow keys. */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-test";

/** Opens « Publier une Offre » from the keyboard, as a keyboard user does. */
async function openPublishDialog(page: Page) {
  await page.goto("/dashboard");
  const opener = page.getByRole("banner").or(page.getByRole("main")).getByRole("button", { name: "Publier une Offre" }).first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Publier une Offre" });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test("une fenêtre de dialogue garde le focus tant qu'elle est ouverte et le rend au bouton qui l'a ouverte", async ({ supplierPage: page }) => {
  const { opener, dialog } = await openPublishDialog(page);
  const inside = () => page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null);
  // It opens in its first field, ready to type (the close button had the focus).
  await expect(dialog.getByLabel("Titre")).toBeFocused();
  expect(await inside()).toBe(true);
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
    expect(await inside(), `after ${i + 1} presses`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("les onglets se parcourent aux flèches et l'onglet choisi reçoit le focus", async ({ supplierPage: page }) => {
  await page.goto("/dashboard");
  const first = page.getByRole("tab", { name: "Mes matches" });
  await first.focus();
  await page.keyboard.press("ArrowRight");
  const second = page.getByRole("tab", { name: "Mes offres" });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-selected", "true");
});

test("fermée par son bouton « Fermer », la fenêtre rend aussi le focus au bouton qui l'a ouverte", async ({ supplierPage: page }) => {
  const { opener, dialog } = await openPublishDialog(page);
  await dialog.getByRole("button", { name: "Fermer", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("un seul onglet est dans l'ordre de tabulation : Tab passe de l'onglet choisi à son panneau ; Début et Fin vont aux extrémités", async ({ supplierPage: page }) => {
  await page.goto("/dashboard");
  const tabs = page.getByRole("tab");
  await expect(page.getByRole("tab", { name: "Mes matches" })).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  await tabs.first().focus();
  await page.keyboard.press("End");
  await expect(tabs.nth(count - 1)).toBeFocused();
  await expect(tabs.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("Tab");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toBeFocused();
  await expect(panel).toHaveAttribute("aria-labelledby", (await tabs.first().getAttribute("id")) ?? "");
});

test("la page derrière une fenêtre ouverte ne défile pas à la molette, et défile de nouveau une fois la fenêtre fermée", async ({ supplierPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Mes matches" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  const opener = page.getByRole("main").getByRole("button", { name: "Publier une Offre" }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Publier une Offre" });
  await expect(dialog).toBeVisible();
  const scrolled = () => page.evaluate(() => window.scrollY);
  const before = await scrolled();
  // Over the backdrop, away from the dialog's own scrolling content.
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await scrolled()).toBe(before);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(scrolled).toBeGreaterThan(before);
});
