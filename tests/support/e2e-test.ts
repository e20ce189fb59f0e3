/**
 * The browser specs' `test`: Playwright's, with
 * - a guard that fails a test on an uncaught error in the page or a console.error of the app
 *   (issue 19 §4). The browser's own lines about failed requests ("Failed to load resource: …
 *   401") are left out: tests provoke refusals on purpose, and the app shows those in the page,
 *   where the specs check them;
 * - `buyerPage`, `supplierPage` and `adminPage`: a page of its own browser context, signed in to
 *   the demo account through the form (the admin with its demo second factor), under the same
 *   guard, instead of sign-in steps copied into each spec.
 */
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { signInAs } from "./e2e-accounts";

const BROWSER_NETWORK_LINE = /^Failed to load resource: /;

/** Records what goes wrong in a page; `check` fails the test if anything did. */
function watch(page: Page): { check: () => void } {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`erreur non rattrapée : ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !BROWSER_NETWORK_LINE.test(message.text())) problems.push(`console.error : ${message.text()}`);
  });
  return { check: () => expect(problems, "erreurs dans la page").toEqual([]) };
}

type Role = "buyer" | "supplier" | "admin";

function signedInPage(role: Role) {
  return async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const guard = watch(page);
    await signInAs(page, role);
    await use(page);
    guard.check();
    await context.close();
  };
}

export const test = base.extend<{ pageProblems: void; buyerPage: Page; supplierPage: Page; adminPage: Page }>({
  pageProblems: [
    async ({ page }, use) => {
      const guard = watch(page);
      await use();
      guard.check();
    },
    { auto: true },
  ],
  buyerPage: signedInPage("buyer"),
  supplierPage: signedInPage("supplier"),
  adminPage: signedInPage("admin"),
});

export { expect };
export type { Browser, Page } from "@playwright/test";
