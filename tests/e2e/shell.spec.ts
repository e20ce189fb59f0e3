import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/shared/constants";

const rootClasses = (page: Page) => page.evaluate(() => Array.from(document.documentElement.classList));
const storedJson = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? "null") as unknown, key);

async function signInAs(page: Page, role: (typeof DEMO_ACCOUNTS)[number]["role"]) {
  const account = DEMO_ACCOUNTS.find((item) => item.role === role);
  if (!account) throw new Error(`compte de démonstration inconnu : ${role}`);
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("une adresse inconnue affiche « 404 Page Not Found » avec un lien vers l'accueil", async ({ page }) => {
  await page.goto("/cette-page/nexiste-pas");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("chaque réglage d'accessibilité ajoute sa classe sur <html>, est mémorisé et se retire", async ({ page }) => {
  await page.goto("/");
  const settings = [
    { key: "highContrast", label: "High Contrast", className: "high-contrast" },
    { key: "largeText", label: "Large Text", className: "large-text" },
    { key: "reduceMotion", label: "Reduce Motion", className: "reduce-motion" },
    { key: "audioDescriptions", label: "Audio Descriptions", className: "audio-descriptions" },
  ];
  await page.getByTestId("accessibility-button").click();
  const dialog = page.getByRole("dialog", { name: "Paramètres d'accessibilité" });
  await expect(dialog).toBeVisible();

  for (const setting of settings) {
    const toggle = dialog.getByRole("switch", { name: setting.label });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(await rootClasses(page)).toContain(setting.className);
    expect(await storedJson(page, "accessibility-settings")).toMatchObject({ [setting.key]: true });
  }

  const fontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(fontSize).toBe("20px");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.reload();
  expect(await rootClasses(page)).toEqual(expect.arrayContaining(settings.map((s) => s.className)));

  await page.getByTestId("accessibility-button").click();
  for (const setting of settings) {
    await dialog.getByRole("switch", { name: setting.label }).click();
    expect(await rootClasses(page)).not.toContain(setting.className);
  }
  expect(await storedJson(page, "accessibility-settings")).toEqual({
    highContrast: false,
    largeText: false,
    reduceMotion: false,
    audioDescriptions: false,
  });
});

test("le bouton de thème bascule entre clair et sombre et s'en souvient", async ({ page }) => {
  await page.goto("/");
  expect(await rootClasses(page)).not.toContain("dark");
  await page.getByTestId("theme-toggle").click();
  expect(await rootClasses(page)).toContain("dark");
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe("rgb(248, 250, 252)");

  await page.reload();
  expect(await rootClasses(page)).toContain("dark");
  await page.getByTestId("theme-toggle").click();
  expect(await rootClasses(page)).not.toContain("dark");
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("light");
});

test.describe("barre mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const columns = (page: Page) =>
    page.getByTestId("mobile-nav").evaluate((nav) => getComputedStyle(nav).gridTemplateColumns.split(" ").length);

  test("absente pour un visiteur", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Se Connecter", exact: true })).toBeVisible();
    await expect(page.getByTestId("mobile-nav")).toHaveCount(0);
  });

  test("4 colonnes pour un acheteur", async ({ page }) => {
    await signInAs(page, "buyer");
    const nav = page.getByTestId("mobile-nav");
    await expect(nav).toBeVisible();
    expect(await columns(page)).toBe(4);
    await expect(nav.getByRole("link")).toHaveText(["Accueil", "Dashboard", "Matches", "Profil"]);
  });

  test("5 colonnes pour un administrateur", async ({ page }) => {
    await signInAs(page, "admin");
    const nav = page.getByTestId("mobile-nav");
    await expect(nav).toBeVisible();
    expect(await columns(page)).toBe(5);
    await expect(nav.getByRole("link")).toHaveText(["Accueil", "Dashboard", "Matches", "Profil", "Admin"]);
  });
});

for (const path of ["/", "/login", "/register"]) {
  test(`axe ne trouve aucune violation grave ou critique sur ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    // Let the session check and the counters settle so axe sees the page the user sees.
    await expect(page.getByRole("status", { name: "Vérification de la session" })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
