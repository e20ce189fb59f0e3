/**
 * The browser specs' `test`: Playwright's, with
 * - a guard that fails a test on an uncaught error in the page or a console.error of the app
 *   (issue 19 §4). The browser's own lines about failed requests ("Failed to load resource: …
 *   401") are left out: tests provoke refusals on purpose, and the app shows those in the page,
 *   where the specs check them;
 * - `buyerPage`, `supplierPage` and `adminPage`: a page of its own browser context, signed in to
 *   the demo account through the form, under the same guard, instead of sign-in steps copied into
 *   each spec. The admin signs in once per worker with its demo second factor (a code is good
 *   once, and there are two a half-minute), and each test opens the console in that session.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
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

type Role = "buyer" | "supplier";
type SessionState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A page of its own context (`storageState`: a session already open), under the guard, ready after `prepare`. */
async function guardedPage(browser: Browser, storageState: SessionState | undefined, prepare: (page: Page) => Promise<void>, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const guard = watch(page);
  await prepare(page);
  await use(page);
  guard.check();
  await context.close();
}

function signedInPage(role: Role) {
  return ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => guardedPage(browser, undefined, (page) => signInAs(page, role), use);
}

export const test = base.extend<{ pageProblems: void; buyerPage: Page; supplierPage: Page; adminPage: Page }, { adminSession: SessionState }>({
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
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      // A worker's fixtures do not get the tests' options: the base URL is passed by hand.
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInAs(await context.newPage(), "admin");
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  adminPage: ({ browser, adminSession }, use) =>
    guardedPage(
      browser,
      adminSession,
      async (page) => {
        await page.goto("/admin-dashboard");
        await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
      },
      use,
    ),
});

export { expect };
export type { Browser, Page } from "@playwright/test";
