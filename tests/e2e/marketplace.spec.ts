import { expect, test, type Page } from "../support/e2e-test";
import { PRODUCT_LIST_LIMIT } from "../../src/shared/constants";

const cards = (page: Page) => page.getByTestId("product-card");
const searchBox = (page: Page) => page.getByLabel("Rechercher un produit");
const slider = (page: Page) => page.getByLabel("Pondération IA");

/** "1 234,50 €" → 1234.5; "Prix sur demande" → null. */
function parsePrice(text: string): number | null {
  if (!/\d/.test(text)) return null;
  return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

async function titles(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading").allInnerTexts();
}

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await searchBox(page).press("Enter");
  await expect(page.getByTestId("result-count")).toContainText(/\d+ résultats? pour/);
}

test.describe("marketplace", () => {
  test("la page montre d'abord les 20 premiers produits du catalogue", async ({ page }) => {
    await page.goto("/marketplace");
    await expect(cards(page)).toHaveCount(PRODUCT_LIST_LIMIT);
    await expect(cards(page).first().getByTestId("product-price")).not.toBeEmpty();
    await expect(slider(page)).toHaveCount(0);
  });

  test("une recherche vide ne lance rien", async ({ page }) => {
    await page.goto("/marketplace");
    await expect(cards(page)).toHaveCount(PRODUCT_LIST_LIMIT);
    await searchBox(page).fill("   ");
    await searchBox(page).press("Enter");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByTestId("result-count")).toHaveCount(0);
    await expect(slider(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(PRODUCT_LIST_LIMIT);
  });

  test("une recherche sans résultat dit quoi essayer, et cherche par le sens d'un clic", async ({ page }) => {
    await page.goto("/marketplace?q=zzqxw%20vvkj");
    await expect(page.getByText("Aucun produit ne correspond à votre recherche.")).toBeVisible();
    await expect(page.getByText("Vérifiez l'orthographe, ou essayez avec moins de mots.")).toBeVisible();
    await expect(page.getByRole("link", { name: "secteurs" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Chercher par le sens et les synonymes" }).click();
    await expect(page).toHaveURL(/alpha=0\.9/);
    await expect(slider(page)).toHaveValue("0.9");
  });

  test("une recherche affiche le nombre de résultats, puis le tri par prix croissant trie vraiment", async ({ page }) => {
    await page.goto("/marketplace");
    await search(page, "ordinateur portable");
    await expect(cards(page).first()).toBeVisible();
    await expect(slider(page)).toHaveValue("0.6");
    await expect(page.getByTestId("alpha-value")).toHaveText("0,6");

    const countText = await page.getByTestId("result-count").innerText();
    const total = Number(/(\d+)/.exec(countText)?.[1]);
    expect(total).toBeGreaterThanOrEqual(await cards(page).count());

    await page.getByLabel("Trier par").selectOption({ label: "Prix croissant" });
    await expect(async () => {
      const prices = (await cards(page).getByTestId("product-price").allInnerTexts()).map(parsePrice);
      const known = prices.filter((price): price is number => price !== null);
      expect(known.length).toBeGreaterThan(1);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      // "Prix sur demande" comes after every priced product.
      expect(prices.slice(0, known.length)).toEqual(known);
    }).toPass();

    await page.getByLabel("Trier par").selectOption({ label: "Prix décroissant" });
    await expect(async () => {
      const known = (await cards(page).getByTestId("product-price").allInnerTexts()).map(parsePrice).filter((price): price is number => price !== null);
      expect(known).toEqual([...known].sort((a, b) => b - a));
    }).toPass();
  });

  test("une faute de frappe cherche le mot du catalogue et le dit", async ({ page }) => {
    await page.goto("/marketplace");
    await search(page, "imprimnate");
    await expect(page.getByTestId("result-count")).toContainText("pour « imprimante » (recherche corrigée : vous avez tapé « imprimnate »)");
    await expect(cards(page).first().getByRole("heading")).toContainText("Imprimante");
  });

  test("dit quel mot aucun produit ne porte, et un secteur nommé liste ses produits d'abord", async ({ page }) => {
    await page.goto("/marketplace");
    // The demo catalogue has no mouse: the wireless products come, and the page says so.
    await search(page, "souris sans fil");
    await expect(page.getByTestId("unmatched-words")).toHaveText("Aucun produit ne contient « souris » : voici les plus proches.");
    await search(page, "casque sans fil");
    await expect(page.getByTestId("result-count")).toContainText("pour « casque sans fil »");
    await expect(page.getByTestId("unmatched-words")).toHaveCount(0);
    // A notebook « en emballage individuel » came first: the packaging sector's products do.
    await search(page, "emballages");
    await expect(cards(page).first().getByRole("heading")).toHaveText(/^(Ruban|Sachet|Carton|Film|Étiquette|Palette)/);
  });

  test("le curseur de pondération IA relance la recherche et change le classement", async ({ page }) => {
    await page.goto("/marketplace");
    await search(page, "PC portable");
    const semantic = await titles(page);

    await slider(page).fill("0");
    await expect(page.getByTestId("alpha-value")).toHaveText("0,0");
    await expect.poll(() => titles(page)).not.toEqual(semantic);

    await slider(page).fill("1");
    await expect(page.getByTestId("alpha-value")).toHaveText("1,0");
    await expect.poll(() => titles(page)).not.toEqual(semantic);
  });

  test("un produit s'ouvre au clic et compte la vue", async ({ page }) => {
    await page.goto("/marketplace");
    const first = cards(page).nth(5);
    const title = (await first.getByRole("heading").innerText()).replace(/…$/, "");
    const views = Number(/(\d+) vues?/.exec(await first.innerText())?.[1]);
    await first.getByRole("button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading").first()).toContainText(title);
    await expect(dialog).toContainText(`${views + 1} vue`);
    await dialog.getByRole("button", { name: "Fermer", exact: true }).click();
    await expect(first).toContainText(`${views + 1} vue`);
  });

  test("la recherche, son tri et le produit ouvert suivent Précédent et Suivant (ils étaient perdus)", async ({ page }) => {
    await page.goto("/marketplace");
    await search(page, "gants");
    await page.getByLabel("Trier par").selectOption("price_asc");
    await expect(page).toHaveURL(/\?q=gants&sort=price_asc$/);
    const listed = await titles(page);
    await cards(page).first().getByRole("button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/&product=\d+$/);
    // Back closes the product, the search as it was.
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("gants");
    await expect(page.getByLabel("Trier par")).toHaveValue("price_asc");
    // Polled: the cards may show the cached answer of the search a moment before the sorted one (a
    // full run read « Gants de manutention… » first, in order of relevance, and failed once).
    await expect.poll(() => titles(page)).toEqual(listed);
    // Closing with its button is a step back too; a reload keeps the search.
    await cards(page).first().getByRole("button").click();
    await page.getByRole("dialog").getByRole("button", { name: "Fermer", exact: true }).click();
    await expect(page).toHaveURL(/\?q=gants&sort=price_asc$/);
    await page.reload();
    await expect(page.getByTestId("result-count")).toContainText(/résultats? pour « gants »/);
    // Back from the search: the catalogue's first products, the field empty.
    await page.goBack();
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(PRODUCT_LIST_LIMIT);
  });
});
