/** Tap targets: 44 px under a finger (WCAG 2.5.5), the compact sizes kept under a mouse. */
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "../support/e2e-test";
import { signInAs } from "../support/e2e-accounts";

/** The height (and, for an icon, the width) of each control, by name. */
async function sizes(controls: Record<string, Locator>): Promise<Record<string, { width: number; height: number }>> {
  const out: Record<string, { width: number; height: number }> = {};
  for (const [name, control] of Object.entries(controls)) {
    await expect(control, name).toBeVisible();
    const box = (await control.boundingBox())!;
    out[name] = { width: Math.round(box.width), height: Math.round(box.height) };
  }
  return out;
}

/** A need of the signed-in buyer with suppliers still to ask for a quote. */
async function needWithCandidates(page: Page): Promise<number> {
  const matches = (await (await page.request.get("/api/matches?limit=50")).json()) as Array<{ need: { id: number } }>;
  for (const needId of new Set(matches.map((match) => match.need.id))) {
    const quotes = (await (await page.request.get(`/api/needs/${needId}/quotes`)).json()) as { candidates: unknown[] };
    if (quotes.candidates.length > 0) return needId;
  }
  throw new Error("aucun besoin avec des fournisseurs à solliciter");
}

/** Header, tabs, match actions, the match's dialog and its toast, footer; then the quote request's supplier rows. */
async function measureAll(page: Page) {
  await signInAs(page, "buyer");
  const header = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  const shell = await sizes({
    cloche: page.getByTestId("notification-bell"),
    "accessibilité": header.getByRole("button", { name: "Paramètres d'accessibilité" }),
    "déconnexion": header.getByRole("button", { name: "Déconnexion" }),
    onglet: page.getByRole("tab", { name: "Mes matches" }),
    "lien du pied de page": footer.getByRole("link", { name: "Marketplace" }),
  });
  await page.goto("/matches");
  const card = page.getByTestId("match-tab-card").first();
  const actions = await sizes({ "action d'un match": card.getByRole("button", { name: /^Favoris/ }) });
  await card.getByRole("button", { name: /^Détails/ }).click();
  const dialog = page.getByRole("dialog");
  const modal = await sizes({
    "« Fermer » du dialogue": dialog.getByRole("button", { name: "Fermer", exact: true }),
    "fermeture du toast": page.getByTestId("toast").getByRole("button", { name: "Fermer la notification" }),
  });
  await page.keyboard.press("Escape");
  await page.goto(`/needs/${await needWithCandidates(page)}/quotes`);
  const ask = page.getByRole("region", { name: "Demander des devis" });
  const row = ask.locator("label").filter({ has: page.getByRole("checkbox") }).first();
  const box = row.getByRole("checkbox");
  const rows = await sizes({ "ligne d'un fournisseur": row });
  return { sizes: { ...shell, ...actions, ...modal, ...rows }, row, box };
}

test.describe("sur un téléphone tactile (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("chaque commande fait au moins 44 px de haut, et la ligne entière d'un fournisseur coche sa case", async ({ page }) => {
    // Before: 32 px (buttons, tabs), 36 (header icons), 28 (« Fermer »), 24 (the toast's close), 20 (footer links), 16 (a supplier's row).
    const { sizes: measured, row, box } = await measureAll(page);
    for (const [name, size] of Object.entries(measured)) expect(size.height, `hauteur : ${name}`).toBeGreaterThanOrEqual(44);
    for (const name of ["cloche", "accessibilité", "déconnexion", "« Fermer » du dialogue", "fermeture du toast"]) expect(measured[name]!.width, `largeur : ${name}`).toBeGreaterThanOrEqual(44);
    // A tap at the row's far right, on its text, ticks the box.
    const rowBox = (await row.boundingBox())!;
    await page.touchscreen.tap(rowBox.x + rowBox.width - 8, rowBox.y + rowBox.height / 2);
    await expect(box).toBeChecked();
  });
});

test.describe("sur un ordinateur (1280 × 800, souris)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("les commandes gardent leur taille compacte", async ({ page }) => {
    const { sizes: measured } = await measureAll(page);
    expect(Object.fromEntries(Object.entries(measured).map(([name, size]) => [name, size.height]))).toEqual({
      cloche: 40,
      "accessibilité": 40,
      "déconnexion": 32,
      onglet: 32,
      "lien du pied de page": 20,
      "action d'un match": 32,
      "« Fermer » du dialogue": 28,
      "fermeture du toast": 24,
      "ligne d'un fournisseur": 20,
    });
  });
});

/** The « Reduce Motion » switch of the accessibility dialog and its row, at the given viewport. */
async function switchAndRow(page: Page) {
  await page.goto("/");
  await page.getByTestId("accessibility-button").click();
  const toggle = page.getByRole("dialog", { name: "Paramètres d'accessibilité" }).getByRole("switch", { name: "Reduce Motion" });
  return sizes({ interrupteur: toggle, ligne: toggle.locator("xpath=ancestor::li[1]") });
}

test("un interrupteur répond sur 44 px de haut sous un doigt, 24 px sous une souris, et sa ligne ne grandit pas", async ({ browser, baseURL }) => {
  const measured: Record<string, Awaited<ReturnType<typeof switchAndRow>>> = {};
  for (const [name, touch] of [["doigt", true], ["souris", false]] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: touch, hasTouch: touch });
    measured[name] = await switchAndRow(await context.newPage());
    await context.close();
  }
  // Before: the 24 px track only, under a finger too.
  expect(measured.doigt!.interrupteur!.height).toBeGreaterThanOrEqual(44);
  expect(measured.souris!.interrupteur!.height).toBe(24);
  expect(measured.doigt!.ligne!.height).toBe(measured.souris!.ligne!.height);
});
