/** Issue 24: what a newcomer meets on a phone. */
import { expect, test, type Page } from "../support/e2e-test";
import { registerFresh, signInAs, signInAsAdmin } from "../support/e2e-accounts";

async function expectInsideViewport(page: Page, width: number) {
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
  await expect(panel.getByRole("heading", { name: "Notifications" })).toBeInViewport({ ratio: 1 });
}

test("la cloche des notifications s'ouvre dans l'écran d'un téléphone, de 320 à 1280 px", async ({ page }) => {
  await signInAs(page, "buyer");
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await page.getByTestId("notification-bell").click();
    await expectInsideViewport(page, width);
  }
});

test("« Créer un Compte » est dans l'en-tête d'un visiteur sur téléphone, et le pied de page ne le propose pas à un compte connecté", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const register = page.getByRole("banner").getByRole("link", { name: "Créer un Compte" });
  await expect(register).toBeInViewport();
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(header.x + header.width).toBeLessThanOrEqual(390);
  await signInAs(page, "supplier");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Créer un compte" })).toHaveCount(0);
});

test("sur téléphone, le tableau des utilisateurs garde le nom à côté de « Suspendre » quand il défile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const table = page.getByRole("table", { name: "Utilisateurs de la plateforme" });
  await expect(table).toBeVisible();
  const row = table.getByRole("row").filter({ has: page.getByRole("button", { name: /^Suspendre / }) }).first();
  const suspend = row.getByRole("button", { name: /^Suspendre / });
  await suspend.scrollIntoViewIfNeeded();
  await expect(suspend).toBeInViewport();
  const name = row.getByTestId("user-cell");
  await expect(name).toBeInViewport();
  const nameBox = (await name.boundingBox())!;
  const buttonBox = (await suspend.boundingBox())!;
  expect(nameBox.x).toBeGreaterThanOrEqual(0);
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(buttonBox.x);
});

/** The page's cumulative layout shift, summed by a PerformanceObserver from the first paint. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test("/marketplace ne bouge plus pendant son chargement (CLS ≤ 0,05), sur téléphone comme sur ordinateur", async ({ page }) => {
  // Before: 0.37 at 390 px (the header growing a line when the session check ended, then the footer pushed down by the grid).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await layoutShiftOf(page, "/marketplace"), `${width} px`).toBeLessThanOrEqual(0.05);
  }
});

test("sur téléphone, les devis et la sécurité sont à un geste : sous l'en-tête, et par le compteur du tableau de bord", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "supplier");
  // The bottom bar's four places are fixed (SPEC §9): the other pages have their row under the header.
  await expect(page.getByTestId("mobile-nav").getByRole("link", { name: "Devis" })).toHaveCount(0);
  const more = page.getByRole("navigation", { name: "Autres pages" });
  await expect(more.getByRole("link", { name: "Sécurité" })).toBeVisible();
  await more.getByRole("link", { name: "Devis" }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes devis" })).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Devis envoyés/ }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  // Not on a computer, where the header names them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(more).toBeHidden();
});

test("un lien suivi en bas d'une page ouvre la suivante en haut ; le retour arrière retrouve la position", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "buyer");
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { name: "Marketplace", level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Protection des données" }).click();
  await expect(page).toHaveURL(/\/security$/);
  const heading = page.getByRole("heading", { name: "Sécurité et protection des données", level: 1 });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A change of tab (query only) does not move the page either way; back restores the browser's position.
  await page.goBack();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test("sur téléphone, chaque statut du détail d'un match reste à côté de son libellé", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signInAs(page, "buyer");
  const matches = (await (await page.request.get("/api/matches?limit=1")).json()) as Array<{ id: number }>;
  await page.goto(`/matches?match=${matches[0]!.id}`);
  const dialog = page.getByRole("dialog");
  const own = dialog.getByText("Votre statut :");
  await expect(own).toBeVisible();
  // The second status wrapped under the first, its line starting with a lone « · ».
  await expect(dialog.getByText(/^·/)).toHaveCount(0);
  for (const label of [own, own.locator("xpath=../following-sibling::*[1]/*[1]")]) {
    const [text, badge] = [(await label.boundingBox())!, (await label.locator("xpath=following-sibling::*[1]").boundingBox())!];
    expect(Math.abs(text.y + text.height / 2 - (badge.y + badge.height / 2)), "label and badge on one line").toBeLessThan(8);
  }
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("le toast d'une action ne couvre pas la zone de message du détail d'un match, sur téléphone comme sur ordinateur, et reste annoncé", async ({ page }) => {
  await signInAs(page, "buyer");
  for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/matches");
    await page.getByTestId("match-tab-card").first().getByRole("button", { name: /^Détails/ }).click();
    const dialog = page.getByRole("dialog");
    const message = dialog.getByRole("textbox", { name: /^(Votre message|Répondre)$/ });
    // The box ends the thread, at the bottom of the dialog's scrolled body, where one reaches it.
    await message.evaluate((box) => box.closest("[role=region]")?.scrollTo({ top: 1e6 }));
    await message.click();
    // Before: on a phone, above the bottom bar, over the box for 6 s (from sm up the corner is below the dialog).
    const toast = dialog.locator('[aria-live="polite"]').getByRole("status").filter({ hasText: "Match marqué comme vu" });
    await expect(toast).toBeVisible();
    expect(overlaps((await toast.boundingBox())!, (await message.boundingBox())!), `${viewport.width} px`).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("à 320 px (WCAG 1.4.10), les pages d'un compte tiennent dans la largeur : tableau de bord, notifications, sessions ouvertes", async ({ page, browser }) => {
  // Two more sessions, so that « Fermer les N autres sessions » shows, its label the longest of the page.
  for (let i = 0; i < 2; i++) {
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInAs(await other.newPage(), "buyer");
    await other.close();
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, "buyer");
  for (const route of ["/dashboard", "/notifications", "/security?tab=security", "/matches"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (route === "/dashboard") await expect(page.getByText("Score global").first()).toBeVisible();
    if (route === "/notifications") await expect(page.getByRole("button", { name: /^Supprimer la notification/ }).first()).toBeVisible();
    if (route.startsWith("/security")) await expect(page.getByRole("button", { name: /^Fermer les \d+ autres sessions$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(320);
  }
});

test("sur téléphone, le guillemet fermant d'un titre cité ne reste pas seul sur sa ligne", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerFresh(page, "buyer");
  const need = await page.request.post("/api/needs", {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { title: "Linge de lit et de bain pour 180 chambres", description: "Draps, housses et serviettes en coton pour un hôtel de 180 chambres.", category: "textile", budget: 42000, location: "Annecy" },
  });
  expect(need.status()).toBe(201);
  await page.goto(`/needs/${(await need.json()).id}/quotes`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Devis pour « Linge de lit et de bain pour 180 chambres »");
  // The top of the closing guillemet and of the word before it: the same line, or it was left alone.
  const tops = await heading.evaluate((element) => {
    const text = element.firstChild as Text;
    const at = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect().top;
    };
    const content = text.data;
    return { guillemet: at(content.length - 1, content.length), word: at(content.lastIndexOf("chambres"), content.lastIndexOf("chambres") + 1) };
  });
  expect(tops.guillemet).toBe(tops.word);
});
