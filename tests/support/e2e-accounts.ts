import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../src/shared/constants";
import { passDemoAdminSecondFactor } from "./e2e-second-factor";

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

/** The demo admin, signed in through the form with its demo second factor; lands on the admin console. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@maillon.fr");
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await passDemoAdminSecondFactor(page);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}
