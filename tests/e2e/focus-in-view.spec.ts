/** The control reached with Tab is never hidden under the sticky header or the phone's bottom bar (WCAG 2.4.11). */
import { expect, test, type Browser, type Page } from "../support/e2e-test";
import { signInAs } from "../support/e2e-accounts";

/** A signed-in page at 200 % zoom on a small laptop (640 × 450 CSS pixels), or on a phone. */
async function pageAt(browser: Browser, viewport: { width: number; height: number }, role: "buyer" | "supplier") {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

/** Where the focused element sits against the two bars; null when the focus is in a bar itself. */
function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.closest("#contenu")) return null;
    const rect = active.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    const bar = document.querySelector<HTMLElement>('[data-testid="mobile-nav"]');
    const barTop = bar && bar.offsetParent !== null ? bar.getBoundingClientRect().top : window.innerHeight;
    return { name: active.textContent?.trim().slice(0, 40) || active.getAttribute("aria-label") || active.tagName, top: rect.top, bottom: rect.bottom, headerBottom: header.bottom, barTop };
  });
}

/** Tabs forward through `presses` controls, then back, and checks each one is wholly between the bars. */
async function expectEveryFocusInView(page: Page, presses: number) {
  let checked = 0;
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const place = await focusedPlace(page);
      if (!place || place.bottom - place.top > place.barTop - place.headerBottom) continue;
      checked += 1;
      expect(place.top, `« ${place.name} » (${key} ${i + 1}) sous l'en-tête`).toBeGreaterThanOrEqual(place.headerBottom);
      expect(place.bottom, `« ${place.name} » (${key} ${i + 1}) sous la barre du bas`).toBeLessThanOrEqual(place.barTop);
    }
  }
  expect(checked).toBeGreaterThan(presses / 2);
}

test("à 200 % de zoom, le contrôle atteint au clavier n'est jamais caché sous l'en-tête (matches, notifications)", async ({ browser }) => {
  const page = await pageAt(browser, { width: 640, height: 450 }, "supplier");
  await page.goto("/matches");
  await expect(page.getByTestId("match-tab-card").first()).toBeVisible();
  await page.getByRole("tab", { name: /Nouvelles/ }).focus();
  await expectEveryFocusInView(page, 25);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.locator("#contenu").focus();
  await expectEveryFocusInView(page, 12);
  await page.context().close();
});

test("sur téléphone, « Contacter » et « Détails » atteints au clavier ne sont jamais sous la barre du bas ni sous l'en-tête", async ({ browser }) => {
  const page = await pageAt(browser, { width: 390, height: 844 }, "buyer");
  await page.goto("/matches");
  await expect(page.getByTestId("match-tab-card").first()).toBeVisible();
  await page.getByRole("tab", { name: /Nouvelles/ }).focus();
  await expectEveryFocusInView(page, 30);
  await page.context().close();
});
