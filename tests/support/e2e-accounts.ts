import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/shared/constants";
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

/** A demo account signed in through the form; the admin passes its demo second factor and lands on the console. */
export async function signInAs(page: Page, role: (typeof DEMO_ACCOUNTS)[number]["role"]) {
  const account = DEMO_ACCOUNTS.find((item) => item.role === role);
  if (!account) throw new Error(`compte de démonstration inconnu : ${role}`);
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  if (role === "admin") await passDemoAdminSecondFactor(page);
  await expect(page).toHaveURL(role === "admin" ? /\/admin-dashboard$/ : /\/dashboard$/);
}

/** The demo admin, signed in through the form with its demo second factor; lands on the admin console. */
export function signInAsAdmin(page: Page) {
  return signInAs(page, "admin");
}
