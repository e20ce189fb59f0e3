import { expect, type Page } from "@playwright/test";

let counter = 0;
/** A fresh account, registered through the API in the page's own cookie jar: the page is signed in. */
export async function registerFresh(page: Page, accountType: "buyer" | "supplier" = "buyer") {
  counter++;
  const id = `${Date.now().toString(36)}${counter}`;
  const account = {
    username: `e2e${id}`,
    email: `e2e${id}@exemple.fr`,
    password: "Tournesol-42",
    companyName: `Société ${id}`,
    accountType,
    sector: "technology",
    location: "Lille",
  };
  const baseURL = process.env.E2E_BASE_URL!;
  const res = await page.request.post("/api/auth/register", { data: account, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  return account;
}
