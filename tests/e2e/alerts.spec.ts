import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../support/e2e-test";
import { DEMO_PASSWORD } from "../../src/shared/constants";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("un fournisseur crée une alerte depuis la marketplace, la retrouve dans Profil › Alertes et la règle", async ({ page }) => {
  const name = `Portables ${Date.now().toString(36)}`;
  await signIn(page, "fournisseur@maillon.fr");
  await page.goto("/marketplace");
  await page.getByLabel("Rechercher un produit").fill("ordinateur portable");
  await page.getByLabel("Rechercher un produit").press("Enter");
  await expect(page.getByTestId("result-count")).toContainText(/résultats? pour/);

  await page.getByRole("button", { name: "Créer une alerte" }).click();
  const dialog = page.getByRole("dialog", { name: "Créer une alerte" });
  await expect(dialog.getByLabel("Mots recherchés")).toHaveValue("ordinateur portable");
  await dialog.getByLabel("Nom de l'alerte").fill(name);
  await dialog.getByLabel("Fréquence").selectOption("weekly");
  await dialog.getByLabel("Heure d'envoi").selectOption("9");
  // A double click, as people do on a form's button: one alert (two were saved, and every result came twice).
  await dialog.getByRole("button", { name: "Créer une alerte" }).dblclick();
  await expect(page.getByText("Alerte créée", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/profile");
  await page.getByRole("tab", { name: "Alertes" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=alerts$/);
  const card = page.getByTestId("alert-card").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Produits du catalogue · « ordinateur portable »");
  await expect(card.getByLabel("Fréquence")).toHaveValue("weekly");
  await expect(card.getByLabel("Heure d'envoi")).toHaveValue("9");
  await expect(card).toContainText(/Prochain envoi : .* 09:00 \(Europe\/Paris\)/);
  await expect(card.getByTestId("alert-precision")).toContainText("notez au moins 3 résultats (0 noté)");

  // Off, then the next digest time is gone; the choice survives a reload.
  await card.getByRole("switch", { name: `Alerte « ${name} » active` }).click();
  await expect(card.getByText("Désactivée").first()).toBeVisible();
  await page.reload();
  const reloaded = page.getByTestId("alert-card").filter({ hasText: name });
  await expect(reloaded.getByRole("switch", { name: `Alerte « ${name} » active` })).toHaveAttribute("aria-checked", "false");

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Its name and words change in place (they could only be deleted and created again).
  await reloaded.getByRole("button", { name: `Modifier l'alerte « ${name} »` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l'alerte" });
  await expect(edit.getByLabel("Mots recherchés")).toHaveValue("ordinateur portable");
  await edit.getByLabel("Nom de l'alerte").fill(`${name} 16 Go`);
  await edit.getByLabel("Mots recherchés").fill("ordinateur portable 16 Go");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByTestId("alert-card").filter({ hasText: `${name} 16 Go` });
  await expect(edited).toContainText("« ordinateur portable 16 Go »");
  await expect(edited.getByLabel("Fréquence")).toHaveValue("weekly");

  // Leaves the shared demo database as it found it.
  await edited.getByRole("button", { name: "Supprimer" }).click();
  await edited.getByRole("button", { name: "Confirmer la suppression" }).click();
  await expect(page.getByText("Alerte supprimée", { exact: true })).toBeVisible();
  await expect(page.getByTestId("alert-card").filter({ hasText: name })).toHaveCount(0);
});
