import { expect, test } from "../support/e2e-test";

// « 18,00 € » alone did not say whether hotel linen was priced per piece or per lot, nor a CCTV
// installation as a flat fee: the offer form takes a price unit, and the offer's price says it.
test("le formulaire d'offre prend une unité de prix, la carte affiche « … € / pièce » et la modification la retrouve", async ({ supplierPage: page }) => {
  test.setTimeout(60_000);
  const title = `Draps en percale pour hôtels ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Publier une Offre", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publier une Offre" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Description").fill("Draps et housses en percale 200 fils, tissés en France, résistants aux lavages industriels.");
  await dialog.getByLabel("Catégorie").selectOption("manufacturing");
  await dialog.getByLabel("Localisation").fill("Cholet");
  await dialog.getByLabel("Prix", { exact: true }).fill("18");
  const unit = dialog.getByLabel("Unité de prix");
  // Common units are offered (a datalist); any other text is allowed.
  await expect(dialog.locator(`datalist#${await unit.getAttribute("list")} option[value="forfait"]`)).toHaveCount(1);
  await unit.fill("pièce");
  await dialog.getByRole("button", { name: "Publier l'offre" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Mes offres" }).click();
  const card = page.getByTestId("my-listing").filter({ hasText: title });
  await expect(card).toContainText(/Prix\s*:\s*18,00\s€\s\/\spièce/);

  await page.getByRole("button", { name: `Modifier cette offre : ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l'offre" });
  await expect(edit.getByLabel("Unité de prix")).toHaveValue("pièce");
  await edit.getByLabel("Unité de prix").fill("forfait");
  await edit.getByRole("button", { name: "Enregistrer l'offre" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText(/18,00\s€\s\(forfait\)/);
});

test("un acheteur lit sur ses matches le prix d'une offre avec son unité", async ({ buyerPage: page }) => {
  await page.goto("/matches");
  // The demo's hotel linen is priced per piece, its CCTV installation as a flat fee (demo-offers.json).
  const linen = page.getByTestId("match-tab-card").filter({ hasText: "Linge hôtelier en coton tissé en France" }).first();
  await expect(linen).toContainText(/Prix\s*:\s*18,00\s€\s\/\spièce/);
  const cctv = page.getByTestId("match-tab-card").filter({ hasText: "Vidéoprotection IP pour parkings" }).first();
  await expect(cctv).toContainText(/Prix\s*:\s*8\s500,00\s€\s\(forfait\)/);
});
