/**
 * The browser specs' `test`: Playwright's, with a guard that fails a test on an uncaught error in
 * the page or a console.error of the app (issue 19 §4). The browser's own lines about failed
 * requests ("Failed to load resource: … 401") are left out: tests provoke refusals on purpose, and
 * the app shows those in the page, where the specs check them.
 */
import { test as base, expect } from "@playwright/test";

const BROWSER_NETWORK_LINE = /^Failed to load resource: /;

export const test = base.extend<{ pageProblems: void }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`erreur non rattrapée : ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !BROWSER_NETWORK_LINE.test(message.text())) problems.push(`console.error : ${message.text()}`);
      });
      await use();
      expect(problems, "erreurs dans la page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Browser, Page } from "@playwright/test";
