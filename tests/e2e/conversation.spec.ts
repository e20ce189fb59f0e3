import { expect, test, type Page } from "../support/e2e-test";
import { TOASTS } from "../../src/shared/messages";



const counter = (page: Page, label: string) => page.getByRole("region", { name: "Compteurs" }).getByText(label, { exact: true }).locator("..").locator("p").nth(1);

test.setTimeout(120_000);

test("le tableau de bord du fournisseur se met à jour en direct quand l'acheteur publie, puis l'acheteur lui écrit depuis « Contacter »", async ({ buyerPage: buyer, supplierPage: supplier }) => {
  const title = `Câblage réseau et bornes Wi-Fi pour nos agences ${Date.now().toString(36)}`;
  const matchesBefore = Number(await counter(supplier, "Matches").innerText());
  const bell = supplier.getByTestId("notification-bell");
  const unread = async () => Number((await bell.getAttribute("aria-label"))?.match(/\((\d+)/)?.[1] ?? 0);

  await buyer.getByRole("button", { name: "Publier un Besoin", exact: true }).click();
  const dialog = buyer.getByRole("dialog", { name: "Publier un Besoin" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("Câblage réseau de trois agences et déploiement de bornes Wi-Fi professionnelles, avec contrôleur et installation sur site.");
  await dialog.getByLabel("Catégorie").selectOption("technology");
  await dialog.getByLabel("Budget").fill("25000");
  await dialog.getByLabel("Localisation").fill("Lyon");
  await dialog.getByLabel("Mots-clés (optionnels)").fill("wifi, câblage, réseau, bornes");
  await dialog.getByRole("button", { name: "Publier le besoin" }).click();
  await expect(dialog).toBeHidden();

  // No reload on the supplier's side: the socket brings the new match.
  await expect(counter(supplier, "Matches")).not.toHaveText(String(matchesBefore));
  const supplierCard = supplier.getByTestId("match-card").filter({ hasText: title }).first();
  await expect(supplierCard).toBeVisible();

  const unreadBefore = await unread();
  const buyerCard = buyer.getByTestId("match-card").filter({ hasText: title }).filter({ hasText: "Rhône Systèmes Intégration" }).first();
  await buyerCard.getByRole("button", { name: "Contacter" }).click();
  const composer = buyer.getByRole("dialog", { name: /Contacter Rhône Systèmes Intégration/ });
  await composer.getByLabel("Votre message").fill("Bonjour Thomas, pouvez-vous chiffrer <b>trois</b> agences ?");
  await composer.getByRole("button", { name: "Envoyer" }).click();
  await expect(buyer.getByTestId("toast")).toContainText(TOASTS.contactSentTitle);
  await expect(composer).toBeHidden();

  // The supplier sees the unread mark and a higher bell count, still without reloading.
  await expect(supplierCard.getByTestId("unread-mark")).toHaveText("1 message non lu");
  await expect.poll(unread).toBeGreaterThan(unreadBefore);
  await supplierCard.getByRole("button", { name: "Voir Détails" }).click();
  const detail = supplier.getByRole("dialog");
  const thread = detail.getByRole("list", { name: "Fil de messages" });
  await expect(thread).toContainText("Bonjour Thomas, pouvez-vous chiffrer <b>trois</b> agences ?");
  await expect(detail.getByRole("link", { name: "acheteur@maillon.fr" })).toBeVisible();
  await detail.getByLabel("Répondre").fill("Avec plaisir, je vous envoie un devis demain.");
  await detail.getByRole("button", { name: "Envoyer" }).click();
  await expect(thread).toContainText("je vous envoie un devis demain");
  await detail.getByRole("button", { name: "Fermer", exact: true }).click();
  await expect(supplierCard.getByTestId("unread-mark")).toHaveCount(0);

  // The buyer's own message shows as read once the supplier opened the thread.
  await buyerCard.getByRole("button", { name: "Voir Détails" }).click();
  const buyerThread = buyer.getByRole("dialog").getByRole("list", { name: "Fil de messages" });
  await expect(buyerThread.getByRole("listitem").first()).toContainText("Lu");
  await expect(buyerThread).toContainText("je vous envoie un devis demain");

  await buyer.context().close();
  await supplier.context().close();
});
