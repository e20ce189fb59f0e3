/** Issue 18: a forgotten password recovered in the browser, and a sign-in with a second factor. */
import { createClient } from "@libsql/client";
import { expect, test, type Page } from "../support/e2e-test";
import * as OTPAuth from "otpauth";
import { ERRORS } from "../../src/shared/messages";

/** The token of the last link to `path` mailed to `to`, read from the server's outbox. */
async function mailedToken(to: string, path: string): Promise<string> {
  const client = createClient({ url: process.env.E2E_DATABASE_URL! });
  try {
    const { rows } = await client.execute({ sql: `select text from mail_outbox where "to" = ? order by id desc`, args: [to] });
    for (const row of rows) {
      const match = new RegExp(`${path}\\?token=([a-z2-7]+)`).exec(String(row.text));
      if (match) return match[1]!;
    }
    throw new Error(`no ${path} link for ${to}`);
  } finally {
    client.close();
  }
}

/** A new supplier account, its address confirmed through the mailed link. */
async function confirmedAccount(page: Page) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { username: `reprise${suffix}`, email: `reprise.${suffix}@exemple.fr`, password: "Cerisier-En-Fleur-27", companyName: `Atelier ${suffix}`, accountType: "supplier", sector: "logistics", location: "Lyon" };
  const origin = new URL(page.url() === "about:blank" ? process.env.E2E_BASE_URL! : page.url()).origin;
  expect((await page.request.post("/api/auth/register", { data: account, headers: { origin } })).status()).toBe(201);
  await page.goto(`/verify-email?token=${await mailedToken(account.email, "/verify-email")}`);
  await expect(page.getByText(`Adresse confirmée : ${account.email}`)).toBeVisible();
  await page.context().clearCookies();
  return account;
}

test("mot de passe oublié : le lien reçu permet d'en choisir un nouveau, puis de se connecter", async ({ page }) => {
  const account = await confirmedAccount(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Si un compte utilise cette adresse" })).toBeVisible();

  await page.goto(`/reset-password?token=${await mailedToken(account.email, "/reset-password")}`);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("azerty123");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText(/trop courant ou trop facile à deviner/).first()).toBeVisible();
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Lanterne-Bleue-2027");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Lanterne-Bleue-2027");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("double authentification : activée depuis /security, puis demandée à la connexion", async ({ page }) => {
  const account = await confirmedAccount(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/security?tab=security");
  await page.getByRole("button", { name: "Configurer" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator("code").filter({ hasText: /^[A-Z2-7]+$/ }).textContent())!;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  // Typed as the apps show it, « 492 817 » (the field kept six characters: « 492 81 »).
  const shown = totp.generate();
  // A wrong code first: its « Code refusé » must not stay beside the recovery codes once a right one is taken.
  await page.getByLabel("Code à 6 chiffres").fill("000000");
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(page.getByText("Code refusé")).toBeVisible();
  await page.getByLabel("Code à 6 chiffres").fill("");
  await page.getByLabel("Code à 6 chiffres").pressSequentially(`${shown.slice(0, 3)} ${shown.slice(3)}`);
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem")).toHaveCount(10);
  // Said in a toast that takes the refused code's place.
  await expect(page.getByText("Double authentification activée")).toBeVisible();
  await expect(page.getByText("Code refusé")).toBeHidden();
  // The sessions of the account are listed, this one marked.
  await expect(page.getByRole("list", { name: "Sessions ouvertes" })).toContainText("Cet appareil");

  // How many recovery codes are left, and a new list proven by the password and one of the old codes.
  await expect(page.getByText("Il vous reste 10 codes de secours.")).toBeVisible();
  const first = await page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem").allTextContents();
  const renewal = page.getByRole("form", { name: "Nouveaux codes de secours" });
  await renewal.getByLabel("Mot de passe").fill(account.password);
  await renewal.getByLabel("Code de l'application ou code de secours").fill(first[0]!);
  await renewal.getByRole("button", { name: "Générer de nouveaux codes" }).click();
  await expect(page.getByText(/Les précédents ne fonctionnent plus/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem").first()).not.toHaveText(first[0]!);
  await expect(page.getByText("Il vous reste 10 codes de secours.")).toBeVisible();
  await expect(renewal.getByLabel("Mot de passe")).toHaveValue("");

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Double authentification" })).toBeVisible();
  // Each code is good once (RFC 6238 §5.2): the sign-in takes the next step's code, which the server allows for clocks.
  await page.getByLabel("Code de vérification", { exact: true }).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Five wrong codes end the check: the page goes back to the password and says why (it kept asking for codes, all refused as « expiré »).
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Code de vérification", { exact: true }).fill(`00000${i}`);
    await page.getByRole("button", { name: "Valider" }).click();
    if (i < 4) await expect(page.getByText("Code incorrect")).toBeVisible();
  }
  await expect(page.getByText(ERRORS.loginChallengeExhausted)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.getByLabel("Code de vérification", { exact: true })).toHaveCount(0);
});

test("sessions : « Fermer les autres sessions » depuis /security, et l'autre appareil dit pourquoi il est déconnecté", async ({ page, browser }) => {
  const account = await confirmedAccount(page);
  const signIn = async (target: Page) => {
    await target.goto("/login");
    await target.getByLabel("Email").fill(account.email);
    await target.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await target.getByRole("button", { name: "Se connecter" }).click();
    await expect(target).toHaveURL(/\/dashboard$/);
  };
  const others = await Promise.all([1, 2].map(async () => (await browser.newContext()).newPage()));
  for (const other of others) await signIn(other);
  await signIn(page);
  await page.goto("/security?tab=security");
  // Three here, and the one the confirmation link opened (its cookie cleared, the session still open).
  await expect(page.getByRole("list", { name: "Sessions ouvertes" }).getByRole("listitem")).toHaveCount(4);
  // Each session says when, to the minute: four rows that read the same could not be told apart.
  await expect(page.getByRole("list", { name: "Sessions ouvertes" }).getByRole("listitem").first()).toContainText(/Ouverte le .+ \d{2}:\d{2}/);
  await page.getByRole("button", { name: "Fermer les 3 autres sessions" }).click();
  await expect(page.getByRole("list", { name: "Sessions ouvertes" }).getByRole("listitem")).toHaveCount(1);
  // The other device is told, and sent to sign in again (it went home without a word).
  await expect(others[0]!.getByText("Session terminée")).toBeVisible();
  await expect(others[0]!).toHaveURL(/\/login$/);
  // Signing out here says nothing of the kind.
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(2500);
  await expect(page.getByText("Session terminée")).toHaveCount(0);
});
