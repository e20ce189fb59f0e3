/** What the tour (bench/tour.ts) found at 390 px, fixed (issue 24, "Check"). */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../support/e2e-test";

test.use({ viewport: { width: 390, height: 844 } });

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function firstId(page: Page, url: string): Promise<number> {
  const body: unknown = await (await page.request.get(url)).json();
  const list = (Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)) as { id: number }[];
  expect(list.length, url).toBeGreaterThan(0);
  return list[0]!.id;
}

test("sur un téléphone, les lignes d'un devis sont des cartes entières à l'écran et la page n'a aucune violation axe", async ({ buyerPage: page }) => {
  await page.goto(`/quotes/${await firstId(page, "/api/quotes")}`);
  // The table, wider than the phone, scrolled in its box with the prices out of sight: one card per line instead.
  await expect(page.getByRole("region", { name: "Lignes du devis" })).toHaveCount(0);
  const cards = page.getByRole("list", { name: "Lignes du devis" }).first().getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  for (const box of await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(390);
  await expect(cards.first()).toContainText(/HT · TVA/);
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
});

test("« Joindre un fichier » est un seul contrôle nommé, sans champ de fichier anonyme", async ({ buyerPage: page }) => {
  await page.goto(`/needs/${await firstId(page, "/api/needs")}/quotes`);
  await expect(page.getByRole("button", { name: "Joindre un fichier" })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
  // The button opens the file chooser.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Joindre un fichier" }).click();
  expect((await chooser).isMultiple()).toBe(false);
});

test("/quotes/new sans besoin dit quoi faire au lieu de charger sans fin", async ({ supplierPage: page }) => {
  await page.goto("/quotes/new");
  await expect(page.getByText("Un devis répond à un besoin")).toBeVisible();
  await expect(page.getByText(/choisissez « Rédiger un devis »/)).toBeVisible();
  await page.getByRole("link", { name: "Voir mes matches" }).click();
  await expect(page).toHaveURL(/\/matches$/);
});

test("le Dashboard d'un administrateur a son titre de page et aucune violation axe", async ({ adminPage: page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Un compte administrateur n'a pas de tableau de bord personnel")).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
});

test("/login et /register disent à qui est déjà connecté où aller", async ({ buyerPage: page }) => {
  for (const route of ["/login", "/register"]) {
    await page.goto(route);
    await expect(page.getByRole("status").filter({ hasText: "Vous êtes déjà connecté en tant que Groupe Hôtelier Les Alizés." })).toBeVisible();
  }
  await page.getByRole("link", { name: "Aller au tableau de bord" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sur un téléphone de 320 px, l'en-tête d'un visiteur tient dans l'écran, « Créer un Compte » compris", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/marketplace");
  const register = page.getByRole("banner").getByRole("link", { name: "Créer un Compte" });
  await expect(register).toBeVisible();
  const box = (await register.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
