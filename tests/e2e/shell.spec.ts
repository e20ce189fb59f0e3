import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../support/e2e-test";
import { DEMO_PASSWORD } from "../../src/shared/constants";

const rootClasses = (page: Page) => page.evaluate(() => Array.from(document.documentElement.classList));
const storedJson = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? "null") as unknown, key);

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
    await expect(page.getByRole("banner").getByRole("link", { name: "Se Connecter", exact: true })).toBeVisible();
    await expect(page.getByTestId("mobile-nav")).toHaveCount(0);
  });

  test("4 colonnes pour un acheteur", async ({ buyerPage: page }) => {
    const nav = page.getByTestId("mobile-nav");
    await expect(nav).toBeVisible();
    expect(await columns(page)).toBe(4);
    await expect(nav.getByRole("link")).toHaveText(["Accueil", "Dashboard", "Matches", "Profil"]);
  });

  test("5 colonnes pour un administrateur", async ({ adminPage: page }) => {
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

test("axe ne trouve aucune violation grave ou critique sur l'accueil en thème sombre et en contraste élevé", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    window.localStorage.setItem("theme", "dark");
    window.localStorage.setItem(
      "accessibility-settings",
      JSON.stringify({ highContrast: false, largeText: true, reduceMotion: true, audioDescriptions: true }),
    );
  });
  for (const highContrast of [false, true]) {
    await page.evaluate((hc) => {
      const settings = JSON.parse(window.localStorage.getItem("accessibility-settings") ?? "{}") as Record<string, boolean>;
      window.localStorage.setItem("accessibility-settings", JSON.stringify({ ...settings, highContrast: hc }));
    }, highContrast);
    await page.reload();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("status", { name: "Vérification de la session" })).toHaveCount(0);
    expect(await rootClasses(page)).toEqual(expect.arrayContaining(["dark", "large-text"]));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});

test("un visiteur n'a pas de cloche dans l'en-tête : de « Accueil », Tab mène aux paramètres d'accessibilité", async ({ page }) => {
  // Before: a bell whose panel only said « Connectez-vous pour voir vos notifications », even on /login.
  for (const path of ["/", "/login"]) {
    await page.goto(path);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Se Connecter" })).toBeVisible();
    await expect(page.getByTestId("notification-bell")).toHaveCount(0);
    await header.getByRole("link", { name: "Accueil", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(header.getByRole("button", { name: "Paramètres d'accessibilité" })).toBeFocused();
  }
});

test("une notification arrive en direct dans la cloche, se lit et se supprime", async ({ supplierPage: page, browser, baseURL }) => {
  const bell = page.getByTestId("notification-bell");
  // The unread count arrives with the first queries: read it once they have settled.
  await page.waitForLoadState("networkidle");
  const before = Number((await page.getByTestId("notification-badge").textContent({ timeout: 1_000 }).catch(() => "0")) ?? 0);

  // The buyer publishes, in another browser context, a need close to a demo supplier offer.
  const buyer = await browser.newContext({ baseURL });
  const headers = { Origin: baseURL ?? "" };
  const login = await buyer.request.post("/api/auth/login", {
    headers,
    data: { email: "acheteur@maillon.fr", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const published = await buyer.request.post("/api/needs", {
    headers,
    data: {
      title: "Support informatique externalisé pour 40 postes",
      description: "Infogérance, hotline et maintenance des postes de travail, support informatique pour PME",
      category: "technology",
      budget: 20000,
      location: "Lyon",
      keywords: ["infogérance", "support"],
    },
  });
  expect(published.ok()).toBe(true);
  await buyer.close();

  // No reload: the socket event refreshes the unread count.
  await expect(page.getByTestId("notification-badge")).toHaveText(String(before + 1));
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  const first = panel.getByRole("link", { name: /Support informatique externalisé pour 40 postes/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/notification\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("notification-badge")).toHaveCount(before === 0 ? 0 : 1);

  await page.getByRole("button", { name: "Supprimer" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.goto("/notification/999999");
  await expect(page.getByRole("heading", { name: "Notification non trouvée" })).toBeVisible();
});
