/** After an action removes, replaces or disables the focused control, the focus lands somewhere sensible, not on <body>. */
import { expect, test, type Browser, type Page } from "../support/e2e-test";
import { registerFresh } from "../support/e2e-accounts";
import { ERRORS, VALIDATION } from "../../src/shared/messages";

test.setTimeout(120_000);

const origin = () => ({ origin: process.env.E2E_BASE_URL! });
const focusIsLost = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

async function freshPage(browser: Browser, accountType: "buyer" | "supplier") {
  const page = await (await browser.newContext()).newPage();
  const account = await registerFresh(page, accountType);
  return { page, account };
}

/** A fresh buyer whose need matches three fresh suppliers' offers: three cards in « Nouvelles ». */
async function buyerWithThreeMatches(browser: Browser) {
  const tag = Date.now().toString(36);
  for (const city of ["Lille", "Roubaix", "Tourcoing"]) {
    const supplier = await freshPage(browser, "supplier");
    const offer = await supplier.page.request.post("/api/offers", {
      headers: origin(),
      data: { title: `Traiteur ${city} séminaires ${tag}`, description: "Buffets, plateaux-repas et cocktails pour séminaires d'entreprise, livrés sur site.", category: "food", price: 30, location: city, keywords: ["traiteur", "buffet", "séminaire"] },
    });
    expect(offer.status()).toBe(201);
    await supplier.page.context().close();
  }
  const buyer = await freshPage(browser, "buyer");
  const need = await buyer.page.request.post("/api/needs", {
    headers: origin(),
    data: { title: `Buffet pour le séminaire ${tag}`, description: "Buffet et cocktail pour un séminaire d'entreprise de 80 personnes, livré sur site à Lille.", category: "food", budget: 5000, location: "Lille", keywords: ["traiteur", "buffet", "séminaire"] },
  });
  expect(need.status()).toBe(201);
  await buyer.page.goto("/matches");
  // Cards of these offers only (each card also names the buyer's need, and earlier tests' offers match it too).
  const cards = buyer.page.getByRole("tabpanel").getByTestId("match-tab-card").filter({ hasText: `séminaires ${tag}` });
  await expect(cards).toHaveCount(3);
  return { page: buyer.page, cards, needId: (await need.json()).id as number, tag };
}

test("« Ignorer » au clavier : le focus passe à la carte suivante et le départ de la carte est annoncé ; « Détails » puis Échap ne perd pas le focus", async ({ browser }) => {
  const { page, cards } = await buyerWithThreeMatches(browser);
  const firstTitle = (await cards.first().getByRole("heading").innerText()).trim();
  const secondTitle = (await cards.nth(1).getByRole("heading").innerText()).trim();
  const secondCard = cards.filter({ hasText: secondTitle });
  await cards.first().getByRole("button", { name: "Ignorer" }).focus();
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(2);
  // The card now first (the one after) has the focus, on its first button.
  await expect(secondCard.getByRole("button", { name: "Ignorer" })).toBeFocused();
  expect(await focusIsLost(page)).toBe(false);
  await expect(page.getByRole("status").filter({ hasText: firstTitle })).toHaveText(`« ${firstTitle} » est passé dans l'onglet « Ignorées ».`);

  // « Détails » marks the match viewed: its card moves to « Vues » behind the dialog.
  await secondCard.getByRole("button", { name: "Détails" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cards.first().getByRole("button", { name: "Ignorer" })).toBeFocused();
  await page.context().close();
});

test("le détail d'un match : son contenu défile au clavier depuis « Fermer », et le fil s'ouvre sur le dernier message", async ({ browser }) => {
  const { page, cards } = await buyerWithThreeMatches(browser);
  await page.setViewportSize({ width: 1280, height: 600 });
  // Three messages, the last one the newest.
  const matchId = Number(await cards.first().evaluate((card) => card.closest("li")?.dataset.matchId));
  for (const body of ["Premier message.", "Deuxième message.", "Troisième et dernier message."]) {
    const sent = await page.request.post(`/api/matches/${matchId}/messages`, { headers: origin(), data: { body: `${body}\n${"Une ligne de plus pour que le fil défile.\n".repeat(6)}Fin.` } });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
  }
  await page.goto(`/matches?match=${matchId}`);
  const dialog = page.getByRole("dialog");
  const thread = dialog.getByTestId("thread");
  await expect(thread.getByText(/^Troisième et dernier message\./)).toBeVisible();
  expect(await thread.evaluate((list) => list.scrollHeight > list.clientHeight + 100)).toBe(true);
  await expect.poll(() => thread.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight)).toBeLessThanOrEqual(2);

  await expect(dialog.getByRole("button", { name: "Fermer", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  const body = dialog.getByRole("region", { name: await dialog.getByRole("heading", { level: 2 }).innerText() });
  await expect(body).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.context().close();
});

test("« Demander des devis » : sans fournisseur coché, « Envoyer la demande » reste atteignable et dit pourquoi ; envoyée, le focus va à la liste des sollicités", async ({ browser }) => {
  const { page, needId } = await buyerWithThreeMatches(browser);
  await page.goto(`/needs/${needId}/quotes`);
  const ask = page.getByRole("region", { name: "Demander des devis" });
  const send = ask.getByRole("button", { name: /Envoyer la demande/ });
  await expect(send).toHaveAttribute("aria-disabled", "true");
  await expect(send).toHaveAccessibleDescription("Cochez au moins un fournisseur.");
  await ask.getByLabel("Message aux fournisseurs (facultatif)").focus();
  await page.keyboard.press("Tab");
  await expect(send).toBeFocused();
  await ask.getByRole("checkbox").first().check();
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Fournisseurs sollicités" })).toBeFocused();
  await page.context().close();
});

test("« Demander un devis » dans le détail ouvre le message avec le focus ; « Annuler » rend le focus au bouton ; un message vide renvoie au champ", async ({ browser }) => {
  const { page, cards } = await buyerWithThreeMatches(browser);
  const matchId = Number(await cards.first().evaluate((card) => card.closest("li")?.dataset.matchId));
  await page.goto(`/matches?match=${matchId}`);
  const dialog = page.getByRole("dialog");
  const askButton = dialog.getByRole("button", { name: "Demander un devis" });
  await askButton.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Message au fournisseur (facultatif)")).toBeFocused();
  await dialog.getByRole("button", { name: "Annuler" }).focus();
  await page.keyboard.press("Enter");
  await expect(askButton).toBeFocused();

  // The reply box: Enter on « Envoyer » with nothing written goes back to the field.
  await dialog.getByRole("button", { name: "Envoyer", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(VALIDATION.messageEmpty)).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /Répondre|Votre message/ })).toBeFocused();
  await page.context().close();
});

test("« Publier un Besoin » refusé par le serveur (date limite passée) : le focus va au champ en erreur et aucun toast ne reste sous la fenêtre", async ({ browser }) => {
  const { page } = await freshPage(browser, "buyer");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Publier un Besoin", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Publier un Besoin" });
  await dialog.getByLabel("Titre").fill("Nettoyage de bureaux pour notre siège");
  await dialog.getByLabel("Description").fill("Nettoyage quotidien de 800 m² de bureaux, sanitaires compris, en dehors des heures d'ouverture.");
  await dialog.getByLabel("Catégorie").selectOption({ index: 1 });
  await dialog.getByLabel("Budget").fill("12000");
  await dialog.getByLabel("Localisation").fill("Lille");
  await dialog.getByLabel("Date limite (optionnelle)").fill("2020-01-15");
  await dialog.getByRole("button", { name: "Publier le besoin" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("La date limite est déjà passée")).toBeVisible();
  await expect(dialog.getByLabel("Date limite (optionnelle)")).toBeFocused();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await page.context().close();
});

test("« Modifier le besoin » qui en ferait la copie d'un autre besoin actif : refusé, le message sous le titre, le focus dessus", async ({ browser }) => {
  const { page } = await freshPage(browser, "buyer");
  const need = (location: string) => ({
    title: `Nettoyage de bureaux ${Date.now().toString(36)}`,
    description: "Nettoyage quotidien de 800 m² de bureaux, sanitaires compris, en dehors des heures d'ouverture.",
    category: "services",
    budget: 12000,
    location,
  });
  const first = need("Lille");
  expect((await page.request.post("/api/needs", { headers: origin(), data: first })).status()).toBe(201);
  expect((await page.request.post("/api/needs", { headers: origin(), data: { ...first, location: "Roubaix" } })).status()).toBe(201);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Mes besoins" }).click();
  // Both carry the same title: the second published is listed first.
  await page.getByRole("button", { name: `Modifier ce besoin : ${first.title}` }).first().click();
  const dialog = page.getByRole("dialog", { name: "Modifier le besoin" });
  await expect(dialog.getByLabel("Localisation")).toHaveValue("Roubaix");
  await dialog.getByLabel("Localisation").fill("Lille");
  await dialog.getByRole("button", { name: "Enregistrer le besoin" }).click();
  await expect(dialog.getByText(ERRORS.editedIntoDuplicateNeed(first.title))).toBeVisible();
  await expect(dialog.getByLabel("Titre")).toBeFocused();
  await page.context().close();
});
