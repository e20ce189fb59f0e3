import { expect, test } from "../support/e2e-test";
import { SEARCH_LIMIT } from "../../src/shared/constants";

test("« Voir plus » affiche la page suivante jusqu'au nombre de résultats annoncé", async ({ page }) => {
  await page.goto("/marketplace");
  await page.getByLabel("Rechercher un produit").fill("gants");
  await page.getByLabel("Rechercher un produit").press("Enter");
  const count = page.getByTestId("result-count");
  await expect(count).toContainText(/\d+ résultats? pour/);
  const total = Number(/(\d+)/.exec(await count.innerText())?.[1]);
  expect(total).toBeGreaterThan(SEARCH_LIMIT);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(SEARCH_LIMIT);
  const more = page.getByRole("button", { name: "Voir plus" });
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect(cards).toHaveCount(Math.min(total, before + SEARCH_LIMIT));
  }
  await expect(cards).toHaveCount(total);
});
