import { expect, test, type Page } from "../support/e2e-test";
import { SECTOR_KEYS, SECTOR_LABELS } from "../../src/shared/categories";
import { DEMO_PASSWORD } from "../../src/shared/constants";
import { PAGING_TEXTS } from "../../src/shared/messages";

const BUYER = "acheteur@maillon.fr";
// Small: the demo buyer is shown only the matches worth their time (issue 20), a handful.
const PAGE_SIZE = 2;

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The demo buyer has fewer matches than a default page (50): the browser's matches.list calls get
 * a smaller `limit`, so the server pages them as it would a user with hundreds of matches.
 */
async function useSmallMatchPages(page: Page) {
  await page.route(/\/trpc\/[^?]*matches\.list/, async (route) => {
    const url = new URL(route.request().url());
    const procedures = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
    const input = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, Record<string, unknown>>;
    procedures.forEach((name, index) => {
      if (name === "matches.list") input[index] = { ...input[index], limit: PAGE_SIZE };
    });
    url.searchParams.set("input", JSON.stringify(input));
    await route.continue({ url: url.toString() });
  });
}

/** Clicks "Voir plus" until every match is shown; returns how many clicks it took. */
async function loadEverything(page: Page, cards: ReturnType<Page["getByTestId"]>, total: number): Promise<number> {
  const more = page.getByRole("button", { name: PAGING_TEXTS.more });
  let clicks = 0;
  while (clicks * PAGE_SIZE + PAGE_SIZE < total) {
    await expect(cards).toHaveCount((clicks + 1) * PAGE_SIZE);
    await more.click();
    clicks += 1;
  }
  await expect(cards).toHaveCount(total);
  await expect(more).toHaveCount(0);
  return clicks;
}

test.describe("pagination des matches", () => {
  test("« Voir plus » charge les pages suivantes du dashboard jusqu'au total du compteur", async ({ page }) => {
    await useSmallMatchPages(page);
    await signIn(page, BUYER);
    const counter = page.getByRole("region", { name: "Compteurs" }).getByText("Matches", { exact: true }).locator("..");
    await expect(counter.locator("p").nth(1)).toHaveText(/^\d+$/);
    const total = Number(await counter.locator("p").nth(1).innerText());
    expect(total).toBeGreaterThan(PAGE_SIZE);

    const cards = page.getByTestId("match-card");
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(page.getByText(PAGING_TEXTS.shown(PAGE_SIZE, total))).toBeVisible();
    expect(await loadEverything(page, cards, total)).toBeGreaterThan(0);
    await expect(page.getByText(PAGING_TEXTS.shown(total, total))).toBeVisible();
    const titles = await cards.getByRole("heading").allInnerTexts();
    const forNeeds = await cards.locator("p", { hasText: "Pour votre besoin" }).allInnerTexts();
    expect(new Set(titles.map((title, index) => `${title}|${forNeeds[index]}`)).size).toBe(total);
  });

  test("le filtre de secteur du dashboard propose tous les secteurs et filtre sur le serveur", async ({ page }) => {
    await signIn(page, BUYER);
    const sector = page.getByLabel("Secteur");
    await expect(sector.locator("option")).toHaveCount(SECTOR_KEYS.length + 1);
    for (const key of ["textile", "security", "food"] as const) {
      await expect(sector.locator("option", { hasText: SECTOR_LABELS[key] })).toHaveCount(1);
    }

    const cards = page.getByTestId("match-card");
    const first = cards.first();
    const title = await first.getByRole("heading").innerText();
    const sectorLine = await first.locator("li", { has: page.locator(".sr-only", { hasText: "Secteur" }) }).innerText();
    const key = SECTOR_KEYS.find((candidate) => sectorLine.trim().endsWith(SECTOR_LABELS[candidate]));
    expect(key).toBeDefined();
    await sector.selectOption(key!);
    await expect(cards.filter({ hasText: title }).first()).toBeVisible();
    await expect(page.getByText(/^\d+ sur \d+ affichés?$/)).toBeVisible();

    await sector.selectOption("other");
    await page.getByLabel("Rechercher", { exact: true }).fill("zzz-aucun-titre");
    await expect(page.getByText("Aucun match trouvé pour vos critères.")).toBeVisible();
  });

  test("les onglets de /matches affichent les comptes du serveur et « Voir plus » atteint chaque match", async ({ page }) => {
    await useSmallMatchPages(page);
    await signIn(page, BUYER);
    await page.goto("/matches");
    const pendingTab = page.getByRole("tab", { name: /Nouvelles/ });
    await expect(pendingTab).toHaveText(/\d+/);
    const total = Number((await pendingTab.innerText()).replace(/\D+/g, ""));
    expect(total).toBeGreaterThan(PAGE_SIZE);
    const cards = page.getByTestId("match-tab-card");
    await loadEverything(page, cards, total);
  });
});
