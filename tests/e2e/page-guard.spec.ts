/** The page guard of tests/support/e2e-test.ts fails a test on an app error: checked here, expecting the failure. */
import { test } from "../support/e2e-test";

test("un console.error de la page fait échouer le test", async ({ page }) => {
  test.fail();
  await page.goto("/");
  await page.evaluate(() => console.error("erreur volontaire de la page"));
});

test("une erreur non rattrapée de la page fait échouer le test", async ({ page }) => {
  test.fail();
  await page.goto("/");
  await page.evaluate(() => setTimeout(() => {
    throw new Error("erreur volontaire non rattrapée");
  }, 0));
  await page.waitForTimeout(100);
});
