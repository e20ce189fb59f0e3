/** Quotes in the browser (issue 21): ask from the match, quote, compare, revise, award; the comparison on a phone. */
import type { BrowserContextOptions } from "@playwright/test";
import { expect, test, type Browser, type Page } from "../support/e2e-test";
import { registerFresh } from "../support/e2e-accounts";
import { ATTACHMENT_TEXTS } from "../../src/shared/attachments";

test.setTimeout(120_000);

const origin = () => ({ origin: process.env.E2E_BASE_URL! });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function freshPage(browser: Browser, accountType: "buyer" | "supplier", context: BrowserContextOptions = {}) {
  const page = await (await browser.newContext(context)).newPage();
  const account = await registerFresh(page, accountType);
  return { page, account };
}

/** A fresh caterer with its offer, and a fresh buyer whose need it matches (the supplier's browser set up as given). */
async function cateringPair(browser: Browser, supplierContext: BrowserContextOptions = {}) {
  const tag = Date.now().toString(36);
  const supplier = await freshPage(browser, "supplier", supplierContext);
  const offer = await supplier.page.request.post("/api/offers", {
    headers: origin(),
    data: { title: `Traiteur pour séminaires ${tag}`, description: "Buffets, plateaux-repas et cocktails pour séminaires d'entreprise, livrés sur site.", category: "food", price: 30, location: "Lille", keywords: ["traiteur", "buffet", "séminaire"] },
  });
  expect(offer.status()).toBe(201);
  const buyer = await freshPage(browser, "buyer");
  const need = await buyer.page.request.post("/api/needs", {
    headers: origin(),
    data: { title: `Traiteur pour notre séminaire annuel ${tag}`, description: "Buffet et cocktail pour un séminaire d'entreprise de 80 personnes, livré sur site à Lille.", category: "food", budget: 5000, location: "Lille", keywords: ["traiteur", "buffet", "séminaire"] },
  });
  expect(need.status()).toBe(201);
  return { supplier, buyer, needId: (await need.json()).id as number, tag };
}

async function fillLine(page: Page, i: number, line: { designation: string; quantity: string; unit: string; price: string; vat: string }) {
  await page.getByLabel("Désignation").nth(i).fill(line.designation);
  await page.getByLabel("Quantité").nth(i).fill(line.quantity);
  await page.getByLabel("Unité").nth(i).fill(line.unit);
  await page.getByLabel("PU HT (€)").nth(i).fill(line.price);
  await page.getByLabel("TVA").nth(i).selectOption(line.vat);
}

test("l'acheteur sollicite plusieurs fournisseurs d'un coup depuis la page des devis du besoin", async ({ browser }) => {
  const tag = Date.now().toString(36);
  const suppliers = [];
  for (const city of ["Lille", "Roubaix"]) {
    const supplier = await freshPage(browser, "supplier");
    const offer = await supplier.page.request.post("/api/offers", {
      headers: origin(),
      data: { title: `Traiteur ${city} séminaires ${tag}`, description: "Buffets, plateaux-repas et cocktails pour séminaires d'entreprise, livrés sur site.", category: "food", price: 30, location: city, keywords: ["traiteur", "buffet", "séminaire"] },
    });
    expect(offer.status()).toBe(201);
    suppliers.push(supplier);
  }
  const buyer = await freshPage(browser, "buyer");
  const need = await buyer.page.request.post("/api/needs", {
    headers: origin(),
    data: { title: `Buffet pour le séminaire ${tag}`, description: "Buffet et cocktail pour un séminaire d'entreprise de 80 personnes, livré sur site à Lille.", category: "food", budget: 5000, location: "Lille", keywords: ["traiteur", "buffet", "séminaire"] },
  });
  const needId = (await need.json()).id as number;
  await buyer.page.goto(`/needs/${needId}/quotes`);
  const ask = buyer.page.getByRole("region", { name: "Demander des devis" });
  const send = ask.getByRole("button", { name: /Envoyer la demande/ });
  await expect(send).toBeDisabled();
  for (const supplier of suppliers) await ask.getByRole("checkbox", { name: new RegExp(supplier.account.companyName) }).check();
  await ask.getByLabel("Message aux fournisseurs (facultatif)").fill("80 personnes, le 12 du mois prochain.");
  await expect(ask.getByText(/^37 \/ 2\s000$/)).toBeVisible();
  await ask.getByRole("button", { name: "Envoyer la demande (2 fournisseurs)" }).click();
  await expect(buyer.page.getByText("2 fournisseurs sont prévenus.")).toBeVisible();
  const asked = buyer.page.getByRole("region", { name: "Fournisseurs sollicités" });
  for (const supplier of suppliers) await expect(asked.getByText(new RegExp(`${supplier.account.companyName} · demandé le`))).toBeVisible();
  for (const supplier of suppliers) await expect(buyer.page.getByRole("checkbox", { name: new RegExp(supplier.account.companyName) })).toHaveCount(0);
  // Each supplier finds it on « Mes devis ».
  await suppliers[0]!.page.goto("/quotes");
  await expect(suppliers[0]!.page.getByRole("region", { name: /Demandes à traiter/ })).toContainText("« 80 personnes, le 12 du mois prochain. »");

  // The second one will not quote: it declines, and the buyer stops waiting.
  const declining = suppliers[1]!.page;
  await declining.goto("/quotes");
  await declining.getByRole("button", { name: /^Décliner la demande de / }).click();
  const dialog = declining.getByRole("dialog", { name: "Décliner la demande de devis ?" });
  await dialog.getByLabel("Motif (facultatif)").fill("Complet ce jour-là.");
  await dialog.getByRole("button", { name: "Décliner la demande" }).click();
  await expect(declining.getByTestId("toast")).toContainText("Demande déclinée");
  await expect(declining.getByRole("region", { name: /Demandes à traiter/ })).toHaveCount(0);
  await buyer.page.reload();
  await expect(asked.getByText(new RegExp(`${suppliers[1]!.account.companyName} · demandé le .* · a décliné le .* : «\\sComplet ce jour-là.\\s»`))).toBeVisible();
});

test("retirer un fichier joint demande confirmation, et un retrait refusé est dit", async ({ browser }) => {
  const buyer = await freshPage(browser, "buyer");
  const need = await buyer.page.request.post("/api/needs", {
    headers: origin(),
    data: { title: "Rénovation de la salle de réunion", description: "Peinture, moquette et éclairage d'une salle de réunion de 40 m² à Nantes.", category: "construction", budget: 8000, location: "Nantes" },
  });
  expect(need.status()).toBe(201);
  const needId = (await need.json()).id as number;
  const page = buyer.page;
  await page.goto(`/needs/${needId}/quotes`);
  const files = page.getByRole("list", { name: "Fichiers joints" });
  await page.locator(`#attach-need-${needId}`).setInputFiles({ name: "Plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(files.getByRole("link", { name: "Plan.pdf" })).toBeVisible();

  // The bin asks first; « Annuler » keeps the file.
  await page.getByRole("button", { name: "Retirer Plan.pdf" }).click();
  const dialog = page.getByRole("dialog", { name: "Retirer Plan.pdf ?" });
  await expect(dialog).toContainText("Cette action est définitive.");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(files.getByRole("link", { name: "Plan.pdf" })).toBeVisible();

  // Removed meanwhile (another tab): the failure is said in French, not swallowed.
  const [attachment] = (await (await page.request.get(`/api/needs/${needId}/attachments`)).json()) as { id: number }[];
  expect((await page.request.delete(`/api/attachments/${attachment!.id}`, { headers: origin() })).status()).toBe(200);
  await page.getByRole("button", { name: "Retirer Plan.pdf" }).click();
  await page.getByRole("dialog", { name: "Retirer Plan.pdf ?" }).getByRole("button", { name: "Retirer le fichier" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Retrait impossible" })).toContainText(ATTACHMENT_TEXTS.notFound);
  await expect(page.getByText("Aucun fichier joint.")).toBeVisible();

  // Confirmed, it goes.
  await page.locator(`#attach-need-${needId}`).setInputFiles({ name: "Devis ancien.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await page.getByRole("button", { name: "Retirer Devis ancien.pdf" }).click();
  await page.getByRole("dialog", { name: "Retirer Devis ancien.pdf ?" }).getByRole("button", { name: "Retirer le fichier" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Fichier retiré" })).toBeVisible();
  await expect(page.getByText("Aucun fichier joint.")).toBeVisible();
});

test("un fichier dont le nom ne dit pas le contenu est nommé d'après celui-ci, et l'acheteur en est prévenu", async ({ browser }) => {
  const buyer = await freshPage(browser, "buyer");
  const need = await buyer.page.request.post("/api/needs", {
    headers: origin(),
    data: { title: "Réfection de la toiture de l'entrepôt", description: "Remplacement de 800 m² de bac acier et de l'isolation de la toiture d'un entrepôt à Angers.", category: "construction", budget: 90000, location: "Angers" },
  });
  expect(need.status()).toBe(201);
  const needId = (await need.json()).id as number;
  const page = buyer.page;
  await page.goto(`/needs/${needId}/quotes`);
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e226059b0000000049454e44ae426082", "hex");
  await page.locator(`#attach-need-${needId}`).setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: png });
  await expect(page.getByTestId("toast").filter({ hasText: "Fichier joint" })).toContainText("photo.pdf : enregistré sous « photo.png », l'extension de son contenu.");
  await expect(page.getByRole("list", { name: "Fichiers joints" }).getByRole("link", { name: "photo.png" })).toBeVisible();
});

test("l'acheteur demande un devis depuis le match, le fournisseur l'envoie, l'acheteur compare, demande une révision puis attribue", async ({ browser }) => {
  const { supplier, buyer, needId, tag } = await cateringPair(browser);
  const matches = await (await buyer.page.request.get("/api/matches")).json();
  const match = matches.find((m: { need: { id: number } }) => m.need.id === needId);
  expect(match).toBeTruthy();

  // The buyer attaches the specifications to the need; the matched supplier will find them.
  await buyer.page.goto(`/needs/${needId}/quotes`);
  await expect(buyer.page.getByText("Aucun devis pour l'instant")).toBeVisible();
  await buyer.page.locator(`#attach-need-${needId}`).setInputFiles({ name: "Cahier des charges.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(buyer.page.getByRole("list", { name: "Fichiers joints" }).getByRole("link", { name: "Cahier des charges.pdf" })).toBeVisible();

  // The buyer asks from the match's detail.
  await buyer.page.goto(`/matches?match=${match.id}`);
  const detail = buyer.page.getByRole("dialog");
  await detail.getByRole("button", { name: "Demander un devis" }).click();
  await detail.getByLabel("Message au fournisseur (facultatif)").fill("Pour 80 personnes le 12 du mois prochain.");
  await detail.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(detail.getByText(/Devis demandé le .* en attente de réponse/)).toBeVisible();
  // The toast shows above the dialog, inside it, and closes: it was drawn under the modal's inert backdrop.
  const sent = detail.getByRole("status").filter({ hasText: "Demande de devis envoyée" });
  await expect(sent).toBeVisible();
  await sent.getByRole("button", { name: "Fermer la notification" }).click();
  await expect(sent).toHaveCount(0);

  // The supplier writes and sends it, the need's file at hand.
  await supplier.page.goto(`/matches?match=${match.id}`);
  await expect(supplier.page.getByRole("dialog").getByRole("link", { name: "Cahier des charges.pdf" })).toBeVisible();
  // « Mes devis » lists the request waiting, with the buyer's words, and leads to the quote form.
  await supplier.page.goto("/quotes");
  const waiting = supplier.page.getByRole("region", { name: /Demandes à traiter/ }).getByRole("listitem").filter({ hasText: `Traiteur pour notre séminaire annuel ${tag}` });
  await expect(waiting).toContainText("« Pour 80 personnes le 12 du mois prochain. »");
  await waiting.getByRole("link", { name: "Rédiger un devis" }).click();
  await expect(supplier.page).toHaveURL(new RegExp(`/quotes/new\\?need=${needId}$`));
  await expect(supplier.page.getByRole("heading", { name: "Nouveau devis" })).toBeVisible();
  await fillLine(supplier.page, 0, { designation: "Buffet froid", quantity: "80", unit: "couvert", price: "32,50", vat: "10" });
  await supplier.page.getByRole("button", { name: "Ajouter une ligne" }).click();
  await fillLine(supplier.page, 1, { designation: "Service en salle", quantity: "4", unit: "heure", price: "45", vat: "20" });
  await expect(supplier.page.getByText(/Total TTC\s*3\s076,00\s€/)).toBeVisible();
  // Enter to confirm a price sends nothing (it sent the quote, half written).
  await supplier.page.getByLabel("PU HT (€)").nth(1).press("Enter");
  await supplier.page.waitForTimeout(300);
  await expect(supplier.page).toHaveURL(new RegExp(`/quotes/new\\?need=${needId}$`));
  // Half typed, a reload or a closed tab asks first (the page's beforeunload is cancelled).
  const leaveAsks = () => supplier.page.evaluate(() => !window.dispatchEvent(new Event("beforeunload", { cancelable: true })));
  expect(await leaveAsks()).toBe(true);
  await supplier.page.getByLabel("Valable jusqu'au").fill(inDays(20));
  await supplier.page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(supplier.page).toHaveURL(/\/quotes\/\d+$/);
  await expect(supplier.page.getByText("Envoyé", { exact: true })).toBeVisible();
  expect(await leaveAsks()).toBe(false);
  const quoteUrl = supplier.page.url();

  // The buyer compares, and asks for a revision.
  await buyer.page.goto(`/needs/${needId}/quotes`);
  const table = buyer.page.getByRole("table", { name: "Comparaison des devis" });
  await expect(table.getByRole("columnheader", { name: new RegExp(supplier.account.companyName) })).toBeVisible();
  await expect(table.getByRole("row", { name: /Total TTC/ })).toContainText("3 076,00 €");
  await expect(table.getByRole("row", { name: /Contrôles/ })).toContainText("Contraintes connues respectées");
  await table.getByRole("button", { name: "Demander une révision" }).click();
  const ask = buyer.page.getByRole("dialog", { name: "Demander une révision" });
  // Every supplier's first quote is DEV-yyyy-0001: the dialog says whose quote it is.
  await expect(ask).toHaveAccessibleDescription(new RegExp(`^Devis DEV-\\d{4}-\\d{4} de ${supplier.account.companyName}$`));
  await ask.getByLabel("Ce qui doit changer").fill("Pouvez-vous revoir le prix du buffet ?");
  // Double clicks: one request each time, the success said and the dialog closed (the second click's refusal replaced both).
  await ask.getByRole("button", { name: "Demander la révision" }).dblclick();
  await expect(table.getByRole("row", { name: /Statut/ })).toContainText("Révision demandée");
  await expect(buyer.page.getByTestId("toast")).toContainText("Révision demandée");
  await expect(ask).toBeHidden();

  // The supplier revises.
  await supplier.page.goto(quoteUrl);
  await expect(supplier.page.getByText("« Pouvez-vous revoir le prix du buffet ? »")).toBeVisible();
  // The lines come back as they were typed, the French way (it showed « 32.5 »); those left as they are go out with the revision.
  await expect(supplier.page.getByLabel("PU HT (€)").first()).toHaveValue("32,50");
  await expect(supplier.page.getByLabel("PU HT (€)").nth(1)).toHaveValue("45,00");
  await supplier.page.getByLabel("PU HT (€)").first().fill("30");
  await supplier.page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(supplier.page.getByText("Révisé", { exact: true })).toBeVisible();
  await expect(supplier.page.getByRole("heading", { name: "Versions précédentes" })).toBeVisible();

  // The buyer sees the new figures live enough to award.
  await buyer.page.goto(`/needs/${needId}/quotes`);
  await expect(table.getByRole("row", { name: /Total TTC/ })).toContainText("2 856,00 €");
  await table.getByRole("button", { name: "Attribuer" }).click();
  // Quote numbers are each supplier's own: the dialog names the supplier too.
  await expect(buyer.page.getByRole("dialog", { name: new RegExp(`Attribuer le besoin au devis DEV-\\d{4}-\\d{4} de ${supplier.account.companyName} \\?`) })).toBeVisible();
  await buyer.page.getByRole("dialog").getByRole("button", { name: "Confirmer l'attribution" }).dblclick();
  await expect(table.getByRole("row", { name: /Statut/ })).toContainText("Accepté");
  await expect(buyer.page.getByTestId("toast")).toContainText("Devis attribué");
  await expect(buyer.page.getByRole("dialog")).toBeHidden();
  await expect(buyer.page.getByText(/besoin attribué/)).toBeVisible();

  // The supplier is told.
  await supplier.page.goto("/notifications");
  await expect(supplier.page.getByText("Devis accepté")).toBeVisible();
  // Both sides read on the quote when it was accepted; the buyer, until when the award may be withdrawn.
  await supplier.page.goto(quoteUrl);
  await expect(supplier.page.getByText(/^Devis accepté le \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(supplier.page.getByText(/a retenu ce devis : le besoin est attribué\.$/)).toBeVisible();
  await buyer.page.goto(quoteUrl);
  await expect(buyer.page.getByText(/^Le besoin est attribué\. Vous pouvez retirer l'attribution jusqu'au \d{1,2} \S+ \d{4}\.$/)).toBeVisible();
  await buyer.page.goto(`/needs/${needId}/quotes`);

  // On a phone the comparison is a stack of cards.
  await buyer.page.setViewportSize({ width: 390, height: 844 });
  await buyer.page.reload();
  await expect(table).toBeHidden();
  const card = buyer.page.getByRole("list", { name: "Devis comparés" }).getByRole("listitem").first();
  await expect(card).toContainText("Total TTC");
  await expect(card).toContainText("2 856,00 €");
  const overflow = await buyer.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // And the quote's lines too, their prices in sight (they sat off-screen in the table's scroll area).
  await buyer.page.goto(quoteUrl);
  const line = buyer.page.getByRole("list", { name: "Lignes du devis" }).getByRole("listitem").filter({ hasText: "Buffet froid" });
  await expect(line).toContainText("80 couvert × 30,00 € HT · TVA 10 %");
  // Below the award's notice on a phone: scrolled down to, the price is in sight, not off to the side.
  await line.scrollIntoViewIfNeeded();
  await expect(line.getByText("2 400,00 € HT")).toBeInViewport();
});

test("le jour d'une demande de devis est celui du lecteur, pas celui d'UTC", async ({ browser }) => {
  // A zone whose calendar differs from UTC's right now, whatever the hour: the dates read in UTC said the day before (or after).
  const timezoneId = new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
  const { supplier, buyer, needId } = await cateringPair(browser, { timezoneId });
  const candidates = (await (await buyer.page.request.get(`/api/needs/${needId}/quotes`)).json()).candidates as Array<{ supplierId: number; companyName: string }>;
  const supplierId = candidates.find((c) => c.companyName === supplier.account.companyName)!.supplierId;
  const asked = await buyer.page.request.post(`/api/needs/${needId}/quote-requests`, { headers: origin(), data: { supplierIds: [supplierId] } });
  expect(asked.status()).toBe(201);
  const readerDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: timezoneId }).format(new Date());
  await supplier.page.goto("/quotes");
  await expect(supplier.page.getByRole("region", { name: /Demandes à traiter/ })).toContainText(`demandé le ${readerDay}`);
});

test("une adresse de devis mal tapée dit « introuvable » au lieu d'attendre sans fin", async ({ buyerPage: page }) => {
  await page.goto("/quotes/abc");
  await expect(page.getByRole("alert").filter({ hasText: "Devis introuvable" })).toBeVisible();
  await page.goto("/needs/abc/quotes");
  await expect(page.getByRole("alert").filter({ hasText: "Besoin introuvable" })).toBeVisible();
});

test("la page des devis d'un besoin donne le budget dans sa devise (9 000 CHF se lisait 9 000 €)", async ({ buyerPage: page }) => {
  const need = await page.request.post("/api/needs", {
    headers: origin(),
    data: { title: `Caméras pour notre hôtel de Genève ${Date.now().toString(36)}`, description: "Douze caméras IP extérieures pour le parking et l'entrée, pose comprise.", category: "technology", budget: 9000, currency: "CHF", location: "Lyon" },
  });
  expect(need.status()).toBe(201);
  await page.goto(`/needs/${(await need.json()).id}/quotes`);
  await expect(page.getByText(/^Budget 9\s000,00\sCHF HT/)).toBeVisible();
});

test("la version révisée dit à quelle demande de révision elle répond", async ({ browser }) => {
  const { supplier, buyer, needId } = await cateringPair(browser);
  const content = (unitPrice: number) => ({ lines: [{ designation: "Buffet froid", quantity: 80, unit: "couvert", unitPrice, vatRate: 10 }], validUntil: inDays(20), leadTime: 5, send: true });
  const sent = await supplier.page.request.post(`/api/needs/${needId}/quotes`, { headers: origin(), data: content(32.5) });
  expect(sent.status()).toBe(201);
  const quoteId = (await sent.json()).id as number;
  expect((await buyer.page.request.post(`/api/quotes/${quoteId}/revision-request`, { headers: origin(), data: { comment: "Pouvez-vous revoir le prix du buffet ?" } })).status()).toBe(200);
  expect((await supplier.page.request.patch(`/api/quotes/${quoteId}`, { headers: origin(), data: content(30) })).status()).toBe(200);
  await buyer.page.goto(`/quotes/${quoteId}`);
  await expect(buyer.page.getByRole("heading", { name: /^Version 2/ })).toBeVisible();
  await expect(buyer.page.getByText("En réponse à : « Pouvez-vous revoir le prix du buffet ? »")).toBeVisible();
});

test("une ligne à 0 % demande la mention d'exonération de TVA, que l'acheteur lit sous les totaux", async ({ browser }) => {
  const { supplier, buyer, needId } = await cateringPair(browser);
  const page = supplier.page;
  await page.goto(`/quotes/new?need=${needId}`);
  await fillLine(page, 0, { designation: "Buffet froid", quantity: "80", unit: "couvert", price: "32,50", vat: "10" });
  const mention = page.getByLabel("Mention d'exonération de TVA");
  await expect(mention).toHaveCount(0);
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  await fillLine(page, 1, { designation: "Animation par une association exonérée", quantity: "1", unit: "forfait", price: "300", vat: "0" });
  await page.getByLabel("Valable jusqu'au").fill(inDays(20));
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page.getByText("Une ligne est à 0 % de TVA : indiquez la mention d'exonération", { exact: false })).toBeVisible();
  await mention.fill("TVA non applicable, art. 293 B du CGI");
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quoteId = new URL(page.url()).pathname.split("/").at(-1);
  await buyer.page.goto(`/quotes/${quoteId}`);
  await expect(buyer.page.getByTestId("vat-exemption")).toHaveText("TVA non applicable, art. 293 B du CGI");
});

test("clôturer un besoin qui a des devis en cours demande confirmation : les devis sont refusés et le besoin ne se rouvre pas", async ({ browser }) => {
  const { supplier, buyer, needId, tag } = await cateringPair(browser);
  const sent = await supplier.page.request.post(`/api/needs/${needId}/quotes`, {
    headers: origin(),
    data: { lines: [{ designation: "Buffet froid", quantity: 80, unit: "couvert", unitPrice: 30, vatRate: 10 }], validUntil: inDays(20), leadTime: 5, send: true },
  });
  expect(sent.status()).toBe(201);
  const quoteId = (await sent.json()).id as number;
  const quoteStatus = async () => (await (await buyer.page.request.get(`/api/quotes/${quoteId}`)).json()).status as string;

  await buyer.page.goto("/dashboard");
  await buyer.page.getByRole("tab", { name: "Mes besoins" }).click();
  const card = buyer.page.getByTestId("my-listing").filter({ hasText: `Traiteur pour notre séminaire annuel ${tag}` });
  // One click closed it, declined the quote and mailed its supplier, with no way back.
  await card.getByRole("button", { name: "Clôturer" }).click();
  await expect(card.getByRole("alert")).toContainText("ses devis en cours sont refusés et leurs fournisseurs prévenus");
  expect(await quoteStatus()).toBe("sent");
  await card.getByRole("button", { name: "Annuler" }).click();
  await expect(card.getByRole("alert")).toHaveCount(0);
  expect(await quoteStatus()).toBe("sent");

  await card.getByRole("button", { name: "Clôturer" }).click();
  await card.getByRole("button", { name: "Confirmer la clôture de ce besoin" }).click();
  await expect(buyer.page.getByTestId("toast")).toContainText("Besoin clôturé");
  expect(await quoteStatus()).toBe("declined");
});

test("une remise par ligne : le total se met à jour en tapant, l'acheteur lit la remise et le total remisé", async ({ browser }) => {
  const { supplier, buyer, needId } = await cateringPair(browser);
  const page = supplier.page;
  await page.goto(`/quotes/new?need=${needId}`);
  await fillLine(page, 0, { designation: "Buffet froid", quantity: "80", unit: "couvert", price: "32,50", vat: "10" });
  await page.getByLabel("Remise (%)").first().fill("12,5");
  // 80 × 32,50 € = 2 600 € less 12,5 %: 2 275 € HT, 227,50 € of VAT, 2 502,50 € TTC.
  await expect(page.getByText(/Total HT\s*2\s275,00\s€/)).toBeVisible();
  // On a tablet the line's figures stand in rows: « Remise (%) » wrapped and pushed its box below
  // the others, and the VAT select was too narrow to show « 20 % ».
  await page.setViewportSize({ width: 820, height: 900 });
  const discountBox = (await page.getByLabel("Remise (%)").first().boundingBox())!;
  const vatBox = (await page.getByLabel("TVA").first().boundingBox())!;
  expect(discountBox.y).toBe(vatBox.y);
  expect(vatBox.width).toBeGreaterThanOrEqual(120);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Valable jusqu'au").fill(inDays(20));
  await page.getByRole("button", { name: "Envoyer le devis" }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quoteId = new URL(page.url()).pathname.split("/").at(-1);
  await buyer.page.goto(`/quotes/${quoteId}`);
  const table = buyer.page.getByRole("table", { name: "Lignes du devis" });
  await expect(table.getByRole("columnheader", { name: "Remise" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Buffet froid/ })).toContainText("12,5 %");
  await expect(buyer.page.getByLabel("Totaux")).toContainText(/2\s502,50\s€/);
});
