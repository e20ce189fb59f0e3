/**
 * Issue 18: accounts people can recover and protect. Forgotten password, password change,
 * confirmed e-mail, sessions, second factor: through the real server and the real mail outbox.
 */
import * as OTPAuth from "otpauth";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, VALIDATION } from "../../src/shared/messages";
import { ApiClient, registeredClient, startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The mails of the outbox sent to `to`, newest first. */
async function mailsTo(to: string): Promise<{ subject: string; text: string; kind: string }[]> {
  const { rows } = await server.services.database.client.execute({ sql: `select subject, text, kind from mail_outbox where "to" = ? order by id desc`, args: [to] });
  return rows.map((row) => ({ subject: String(row.subject), text: String(row.text), kind: String(row.kind) }));
}

/** The token of the last link of a given path in the mails to `to`. */
async function linkToken(to: string, path: string): Promise<string> {
  for (const mail of await mailsTo(to)) {
    const match = new RegExp(`${path}\\?token=([a-z2-7]+)`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** A registered account whose address is confirmed (the link mailed at registration followed). */
async function confirmedClient(accountType: "buyer" | "supplier") {
  const registered = await registeredClient(server.url, accountType);
  const token = await linkToken(registered.account.email, "/verify-email");
  expect((await new ApiClient(server.url).post("/api/auth/verify-email", { token })).status).toBe(200);
  return registered;
}

describe("forgotten password", () => {
  it("answers 202 with the same body for any address, mails a single-use link, and the reset ends every session", async () => {
    const { client, account } = await confirmedClient("buyer");
    const visitor = new ApiClient(server.url);
    const known = await visitor.post("/api/auth/password-reset/request", { email: account.email });
    const unknown = await visitor.post("/api/auth/password-reset/request", { email: "personne@exemple.fr" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const token = await linkToken(account.email, "/reset-password");
    // Only the token's hash is stored.
    const stored = await server.services.database.client.execute("select id from account_tokens where purpose = 'password_reset'");
    expect(stored.rows.map((r) => String(r.id))).not.toContain(token);

    const weak = await visitor.post("/api/auth/password-reset/confirm", { token, password: "azerty123" });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(VALIDATION.passwordCommon);
    const ok = await visitor.post("/api/auth/password-reset/confirm", { token, password: "Nouvelle-Girouette-88" });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/auth/me")).status).toBe(401);
    expect((await visitor.post("/api/auth/password-reset/confirm", { token, password: "Encore-Autre-Chose-99" })).body.error).toBe(ERRORS.resetLinkInvalid);
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: account.email, password: account.password })).status).toBe(401);
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: account.email, password: "Nouvelle-Girouette-88" })).status).toBe(200);
    expect((await mailsTo(account.email))[0]!.subject).toMatch(/mot de passe a été changé/);
  });

  it("refuses an expired link", async () => {
    const { account } = await confirmedClient("supplier");
    await new ApiClient(server.url).post("/api/auth/password-reset/request", { email: account.email });
    const token = await linkToken(account.email, "/reset-password");
    await server.services.database.client.execute("update account_tokens set expires_at = '2000-01-01T00:00:00.000Z' where purpose = 'password_reset'");
    const late = await new ApiClient(server.url).post("/api/auth/password-reset/confirm", { token, password: "Nouvelle-Girouette-88" });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(ERRORS.resetLinkInvalid);
  });
});

describe("password change", () => {
  it("ends the other sessions and their sockets, keeps this one, and throttles wrong current passwords", async () => {
    const { client, account } = await confirmedClient("buyer");
    const other = new ApiClient(server.url);
    await other.post("/api/auth/login", { email: account.email, password: account.password });
    const socket = io(server.url, { path: "/socket.io", transports: ["websocket"], reconnection: false, extraHeaders: { cookie: other.cookieHeader()! } });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const closed = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));
    const changed = await client.post("/api/auth/change-password", { currentPassword: account.password, newPassword: "Cerf-Volant-Rouge-31" });
    expect(changed.status).toBe(200);
    await closed;
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await other.get("/api/auth/me")).status).toBe(401);

    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await client.post("/api/auth/change-password", { currentPassword: `faux-${i}`, newPassword: "Cerf-Volant-Bleu-32" })).status);
    expect(answers.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[5]).toBe(429);
    // The e-mail change shares the throttle: no more guesses that way either.
    const viaEmail = await client.put("/api/user/profile", { displayName: "Camille", email: "autre@exemple.fr", currentPassword: "encore-faux" });
    expect(viaEmail.status).toBe(429);
  });
});

describe("confirmed e-mail", () => {
  it("mails nothing but the link to an unconfirmed account, and confirms it", async () => {
    const { client, account } = await registeredClient(server.url, "supplier");
    expect((await client.get("/api/auth/me")).body.user).toMatchObject({ emailVerified: false });
    expect((await mailsTo(account.email)).map((m) => m.kind)).toEqual(["verification"]);
    // A mail of another kind to this address is dropped.
    await server.services.mail.enqueue([{ to: account.email, kind: "test", subject: "x", text: "x", html: "x" }]);
    expect(await mailsTo(account.email)).toHaveLength(1);
    const token = await linkToken(account.email, "/verify-email");
    expect((await new ApiClient(server.url).post("/api/auth/verify-email", { token })).body.user).toMatchObject({ emailVerified: true });
    expect((await client.get("/api/auth/me")).body.user.emailVerified).toBe(true);
    // Followed again (a double click, a mail scanner that opened it first): confirmed, not « plus valable ».
    const again = await new ApiClient(server.url).post("/api/auth/verify-email", { token });
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ emailVerified: true });
  });

  it("answers a forgotten password on an unconfirmed account with a confirmation link that says what became of the request", async () => {
    const { account } = await registeredClient(server.url, "buyer");
    expect((await new ApiClient(server.url).post("/api/auth/password-reset/request", { email: account.email })).status).toBe(202);
    const mails = await mailsTo(account.email);
    expect(mails.map((m) => m.kind)).toEqual(["verification", "verification"]);
    const answer = mails[0]!;
    // It read « Bienvenue ! Confirmez votre adresse… » with nothing of the reset the page had just announced.
    expect(answer.subject).toBe("Maillon : confirmez votre adresse pour réinitialiser votre mot de passe");
    expect(answer.text).not.toContain("Bienvenue");
    expect(answer.text).toContain("n'est envoyé qu'à une adresse confirmée");
    expect(answer.text).toMatch(/« Mot de passe oublié » : http\S+\/forgot-password\n/);
    expect(answer.text).toMatch(/\/verify-email\?token=[a-z2-7]+/);
  });

  it("switches to a new address only once it is confirmed, and tells the old one", async () => {
    const { client, account } = await confirmedClient("buyer");
    const next = `nouvelle-${Date.now()}@exemple.fr`;
    // A wrong current password is said under its field (it showed only in a passing toast).
    const wrong = await client.put("/api/user/profile", { displayName: "Camille", email: next, currentPassword: "pas-le-bon" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.issues).toEqual([{ path: "currentPassword", message: ERRORS.currentPasswordWrong }]);
    const asked = await client.put("/api/user/profile", { displayName: "Camille", email: next, currentPassword: account.password });
    expect(asked.status).toBe(200);
    expect(asked.body.user).toMatchObject({ email: account.email, pendingEmail: next });
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: next, password: account.password })).status).toBe(401);
    const token = await linkToken(next, "/verify-email");
    expect((await new ApiClient(server.url).post("/api/auth/verify-email", { token })).body.user).toMatchObject({ email: next, pendingEmail: null });
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: next, password: account.password })).status).toBe(200);
    expect((await mailsTo(account.email))[0]!.text).toContain(next);
  });
});

describe("sessions", () => {
  it("closes every other session at once, this one kept", async () => {
    const { client, account } = await registeredClient(server.url, "buyer");
    const others = [new ApiClient(server.url), new ApiClient(server.url)];
    for (const other of others) expect((await other.post("/api/auth/login", { email: account.email, password: account.password })).status).toBe(200);
    const stranger = await registeredClient(server.url, "supplier");
    expect((await stranger.client.post("/api/auth/sessions/end-others")).body).toEqual({ ended: 0 });
    expect((await client.post("/api/auth/sessions/end-others")).body).toEqual({ ended: 2 });
    for (const other of others) expect((await other.get("/api/auth/me")).status).toBe(401);
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await client.get("/api/auth/sessions")).body).toHaveLength(1);
    expect((await stranger.client.get("/api/auth/me")).status).toBe(200);
  });

  it("lists the account's sessions with their device, and ends one of them with its sockets", async () => {
    const { client, account } = await registeredClient(server.url, "buyer");
    const phone = new ApiClient(server.url, { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1" });
    await phone.post("/api/auth/login", { email: account.email, password: account.password });
    const list = await client.get("/api/auth/sessions");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const mobile = list.body.find((s: { current: boolean }) => !s.current);
    expect(mobile.device).toBe("Safari 17 sur iOS");
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const stranger = await registeredClient(server.url, "supplier");
    expect((await stranger.client.delete(`/api/auth/sessions/${mobile.id}`)).status).toBe(404);
    expect((await phone.get("/api/auth/me")).status).toBe(200);
    expect((await client.delete(`/api/auth/sessions/${mobile.id}`)).status).toBe(200);
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await client.get("/api/auth/sessions")).body).toHaveLength(1);
    // Ending this browser's own session clears its cookie, as signing out does (it stayed, dead).
    const own = (await client.get("/api/auth/sessions")).body[0] as { id: string; current: boolean };
    expect(own.current).toBe(true);
    const ended = await client.delete(`/api/auth/sessions/${own.id}`);
    expect(ended.status).toBe(200);
    expect(ended.headers.getSetCookie().some((cookie) => /maillon_session=;.*Max-Age=0/i.test(cookie))).toBe(true);
  });
});

describe("second factor", () => {
  it("puts each step of a sign-in with a second factor on record, with its address: the password alone, each wrong code, the right one", async () => {
    const { client, account, user } = await confirmedClient("buyer");
    const setup = await client.post("/api/auth/totp/setup");
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) });
    expect((await client.post("/api/auth/totp/enable", { code: totp.generate({ timestamp: Date.now() - 30_000 }) })).status).toBe(200);
    const since = Number((await server.services.database.client.execute("select coalesce(max(id), 0) as n from audit_logs")).rows[0]!.n);
    const browser = new ApiClient(server.url);
    expect((await browser.post("/api/auth/login", { email: account.email, password: account.password })).body).toEqual({ totpRequired: true });
    expect((await browser.post("/api/auth/login/totp", { code: "000000" })).status).toBe(400);
    expect((await browser.post("/api/auth/login/totp", { code: totp.generate() })).status).toBe(200);
    const { rows } = await server.services.database.client.execute({
      sql: "select success, ip, details from audit_logs where action = 'auth.login' and user_id = ? and id > ? order by id",
      args: [user.id, since],
    });
    // The password step read as a sign-in done, a wrong code left no trace, the right one no address.
    expect(rows.map((row) => ({ success: row.success, ip: row.ip, details: row.details }))).toEqual([
      { success: 1, ip: "127.0.0.1", details: "mot de passe correct, code de double authentification demandé" },
      { success: 0, ip: "127.0.0.1", details: "double authentification : code erroné" },
      { success: 1, ip: "127.0.0.1", details: "double authentification" },
    ]);
  });

  it("sets up TOTP, then asks for a code at sign-in; a recovery code works once; a reset does not skip it", async () => {
    const { client, account } = await confirmedClient("supplier");
    const setup = await client.post("/api/auth/totp/setup");
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qrCodeSvg).toMatch(/^<svg/);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) });
    // The app's code of the step before, this one or the next: the server takes each once, in order.
    const code = (steps: -1 | 0 | 1) => totp.generate({ timestamp: Date.now() + steps * 30_000 });
    expect((await client.post("/api/auth/totp/enable", { code: "000000" })).status).toBe(400);
    const enabled = await client.post("/api/auth/totp/enable", { code: code(-1) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    // The owner is told of every change of the second factor, as of a password's.
    // Queued without waiting (an outbox that cannot be written must not fail the change): polled.
    await expect.poll(async () => (await mailsTo(account.email))[0]).toMatchObject({ kind: "account", subject: "Maillon : double authentification activée" });

    const browser = new ApiClient(server.url);
    const first = await browser.post("/api/auth/login", { email: account.email, password: account.password });
    expect(first.body).toEqual({ totpRequired: true });
    expect((await browser.get("/api/auth/me")).status).toBe(401);
    expect((await browser.post("/api/auth/login/totp", { code: "123456" })).status).toBe(400);
    const current = code(0);
    const second = await browser.post("/api/auth/login/totp", { code: current });
    expect(second.status).toBe(200);
    expect((await browser.get("/api/auth/me")).body.user.totpEnabled).toBe(true);
    // The same code, seen over a shoulder and typed again within its 30 seconds, opens nothing (RFC 6238 §5.2).
    const replay = new ApiClient(server.url);
    await replay.post("/api/auth/login", { email: account.email, password: account.password });
    const replayed = await replay.post("/api/auth/login/totp", { code: current });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe(ERRORS.totpWrong);

    const recovery = enabled.body.recoveryCodes[0];
    const withRecovery = new ApiClient(server.url);
    await withRecovery.post("/api/auth/login", { email: account.email, password: account.password });
    expect((await withRecovery.post("/api/auth/login/totp", { code: recovery })).status).toBe(200);
    await expect.poll(async () => (await mailsTo(account.email))[0]).toMatchObject({ subject: "Maillon : un code de secours a été utilisé", text: expect.stringContaining("il vous en reste 9.") });
    const again = new ApiClient(server.url);
    await again.post("/api/auth/login", { email: account.email, password: account.password });
    expect((await again.post("/api/auth/login/totp", { code: recovery })).status).toBe(400);

    // Five wrong codes end the challenge.
    const guesser = new ApiClient(server.url);
    await guesser.post("/api/auth/login", { email: account.email, password: account.password });
    for (let i = 0; i < 4; i++) expect((await guesser.post("/api/auth/login/totp", { code: `00000${i}` })).status).toBe(400);
    // The fifth says the challenge is over (it said « Code incorrect », and the next right code « expiré »).
    const fifth = await guesser.post("/api/auth/login/totp", { code: "000004" });
    expect(fifth.status).toBe(401);
    expect(fifth.body.error).toBe(ERRORS.loginChallengeExhausted);
    const spent = await guesser.post("/api/auth/login/totp", { code: code(1) });
    expect(spent.status).toBe(401);
    expect(spent.body.error).toBe(ERRORS.loginChallengeExpired);

    // A password reset opens no session: the next sign-in still asks for the code.
    await new ApiClient(server.url).post("/api/auth/password-reset/request", { email: account.email });
    const token = await linkToken(account.email, "/reset-password");
    expect((await new ApiClient(server.url).post("/api/auth/password-reset/confirm", { token, password: "Lanterne-Verte-2027" })).status).toBe(200);
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: account.email, password: "Lanterne-Verte-2027" })).body).toEqual({ totpRequired: true });

    // Turning it off takes the password and a code.
    const signedIn = new ApiClient(server.url);
    await signedIn.post("/api/auth/login", { email: account.email, password: "Lanterne-Verte-2027" });
    await signedIn.post("/api/auth/login/totp", { code: enabled.body.recoveryCodes[1] });
    expect((await signedIn.post("/api/auth/totp/disable", { password: "faux", code: code(1) })).status).toBe(403);
    expect((await signedIn.post("/api/auth/totp/disable", { password: "Lanterne-Verte-2027", code: code(1) })).status).toBe(200);
    await expect.poll(async () => (await mailsTo(account.email))[0]?.subject).toBe("Maillon : double authentification désactivée");
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: account.email, password: "Lanterne-Verte-2027" })).body.user).toBeDefined();
  });

  it("tells how many recovery codes are left and renews them with the password and a code: the old ones stop working", async () => {
    const { client, account } = await confirmedClient("supplier");
    expect((await client.get("/api/auth/me")).body.user.recoveryCodesLeft).toBeNull();
    const setup = await client.post("/api/auth/totp/setup");
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) });
    const code = (steps: -1 | 0 | 1) => totp.generate({ timestamp: Date.now() + steps * 30_000 });
    const first = (await client.post("/api/auth/totp/enable", { code: code(-1) })).body.recoveryCodes as string[];
    expect((await client.get("/api/auth/me")).body.user.recoveryCodesLeft).toBe(10);

    // A recovery code that opens a session is one fewer.
    const phone = new ApiClient(server.url);
    await phone.post("/api/auth/login", { email: account.email, password: account.password });
    expect((await phone.post("/api/auth/login/totp", { code: first[0] })).status).toBe(200);
    expect((await phone.get("/api/auth/me")).body.user.recoveryCodesLeft).toBe(9);

    // Refused without the right password (under its field) or a right code; nothing changes.
    const wrongPassword = await phone.post("/api/auth/totp/recovery-codes", { password: "faux", code: code(0) });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.issues).toEqual([{ path: "password", message: ERRORS.currentPasswordWrong }]);
    expect((await phone.post("/api/auth/totp/recovery-codes", { password: account.password, code: "000000" })).status).toBe(400);
    expect((await phone.post("/api/auth/totp/recovery-codes", { password: account.password })).status).toBe(400);
    expect((await phone.get("/api/auth/me")).body.user.recoveryCodesLeft).toBe(9);

    // A recovery code also proves the second factor, for whoever lost the phone (and is spent).
    const renewed = await phone.post("/api/auth/totp/recovery-codes", { password: account.password, code: first[1] });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => first.includes(c))).toBe(false);
    expect((await phone.get("/api/auth/me")).body.user.recoveryCodesLeft).toBe(10);
    await expect.poll(async () => (await mailsTo(account.email))[0]?.subject).toBe("Maillon : nouveaux codes de secours");

    // The old list is void, the new one opens a session.
    const lost = new ApiClient(server.url);
    await lost.post("/api/auth/login", { email: account.email, password: account.password });
    expect((await lost.post("/api/auth/login/totp", { code: first[2] })).status).toBe(400);
    expect((await lost.post("/api/auth/login/totp", { code: fresh[0] })).status).toBe(200);
    const { rows } = await server.services.database.client.execute({ sql: "select count(*) as n from audit_logs where action = 'user.totp_recovery_codes_renewed' and resource = ?", args: [`user:${(await lost.get("/api/auth/me")).body.user.id}`] });
    expect(rows[0]!.n).toBe(1);
  });

  it("is refused to a visitor", async () => {
    expect((await new ApiClient(server.url).post("/api/auth/totp/setup")).status).toBe(401);
    expect((await new ApiClient(server.url).get("/api/auth/sessions")).status).toBe(401);
  });
});

describe("admins and the second factor", () => {
  it("lets an admin without a second factor sign in but reach only its set-up", async () => {
    const { client, user } = await registeredClient(server.url, "buyer");
    await server.services.database.client.execute({ sql: "update users set account_type = 'admin' where id = ?", args: [user.id] });
    const refused = await client.get("/api/admin/users");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ERRORS.secondFactorRequired);
    const setup = await client.post("/api/auth/totp/setup");
    expect(setup.status).toBe(200);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) });
    expect((await client.post("/api/auth/totp/enable", { code: totp.generate() })).status).toBe(200);
    expect((await client.get("/api/admin/users")).status).toBe(200);
  });
});
