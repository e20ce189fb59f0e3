import { expect, test, type Page } from "../support/e2e-test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/shared/constants";
import { TOASTS, VALIDATION } from "../../src/shared/messages";
import { passDemoAdminSecondFactor } from "../support/e2e-second-factor";

const toastRegion = (page: Page) => page.getByTestId("toast");

test.describe("inscription et connexion", () => {
  test("un visiteur s'inscrit, arrive sur le dashboard, se déconnecte puis se reconnecte", async ({ page }) => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e.${suffix}@exemple.fr`;
    const password = "Maillon-E2E-2026";

    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: /Rejoignez Maillon/ })).toBeVisible();
    await page.getByLabel("Nom d'utilisateur").fill(`e2e${suffix}`);
    await page.getByLabel("Email professionnel").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByLabel("Nom de l'entreprise").fill(`Atelier E2E ${suffix}`);
    await page.getByText("Fournisseur", { exact: true }).click();
    await page.getByLabel("Secteur").selectOption("logistics");
    await page.getByLabel("Localisation").fill("Lyon, France");
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastRegion(page)).toContainText(TOASTS.registerTitle);
    await expect(toastRegion(page)).toContainText(TOASTS.registerText);
    const stored = await page.evaluate(() => window.localStorage.getItem("user"));
    expect(JSON.parse(stored ?? "null")).toMatchObject({ email, accountType: "supplier" });

    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Se Connecter", exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("user"))).toBeNull();

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastRegion(page)).toContainText(TOASTS.loginTitle);
    await expect(toastRegion(page)).toContainText(TOASTS.loginText(`e2e${suffix}`));
    await expect(page.getByTestId("profile-link")).toContainText(`Atelier E2E ${suffix}`);
  });

  test("un mauvais mot de passe affiche « Connexion échouée » et reste sur la page", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("acheteur@maillon.fr");
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(toastRegion(page)).toContainText(TOASTS.loginFailTitle);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Se Connecter", exact: true })).toBeVisible();
  });

  test("le formulaire d'inscription valide à l'envoi puis à chaque saisie, en français", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    for (const message of [
      VALIDATION.usernameMin,
      VALIDATION.email,
      VALIDATION.passwordMin,
      VALIDATION.companyNameMin,
      VALIDATION.sectorRequired,
      VALIDATION.locationRequired,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel("Nom d'utilisateur").fill("ab");
    await expect(page.getByText(VALIDATION.usernameMin)).toBeVisible();
    await page.getByLabel("Nom d'utilisateur").fill("abc");
    await expect(page.getByText(VALIDATION.usernameMin)).toBeHidden();
    await expect(page.getByLabel("Nom d'utilisateur")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email professionnel")).toHaveAttribute("aria-invalid", "true");
  });

  test("le serveur refuse une adresse déjà utilisée et le formulaire le dit", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Nom d'utilisateur").fill(`doublon${Date.now()}`);
    await page.getByLabel("Email professionnel").fill("acheteur@maillon.fr");
    await page.getByLabel("Mot de passe").fill("Maillon-E2E-2026");
    await page.getByLabel("Nom de l'entreprise").fill("Doublon SA");
    await page.getByLabel("Secteur").selectOption("services");
    await page.getByLabel("Localisation").fill("Paris");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(toastRegion(page)).toContainText(TOASTS.registerFailTitle);
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel("Email professionnel")).toHaveAttribute("aria-invalid", "true");
  });

  for (const account of DEMO_ACCOUNTS) {
    test(`le compte de démonstration ${account.label} se connecte depuis l'encadré`, async ({ page }) => {
      await page.goto("/login");
      await page.getByTestId(`demo-${account.role}`).click();
      await expect(page.getByLabel("Email")).toHaveValue(account.email);
      await expect(page.getByLabel("Mot de passe")).toHaveValue(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Se connecter" }).click();
      if (account.role === "admin") await passDemoAdminSecondFactor(page);
      await expect(page).toHaveURL(account.role === "admin" ? /\/admin-dashboard$/ : /\/dashboard$/);
      await expect(toastRegion(page)).toContainText(TOASTS.loginTitle);
      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      await expect(nav.getByRole("link", { name: "Matches" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(account.role === "admin" ? 1 : 0);
    });
  }
});
