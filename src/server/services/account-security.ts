/**
 * Accounts people can recover and protect (issue 18, ASVS 5.0 V6): changing the password while
 * signed in, resetting a forgotten one through a single-use mailed link, and confirming the
 * sign-in address. Links carry a random token; only its SHA-256 is stored (`account_tokens`), as
 * for sessions. Every secret re-entered by a signed-in account is throttled (login-throttle.ts).
 */
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { ERRORS, VALIDATION } from "../../shared/messages";
import { assertStrongPassword } from "../auth/password-strength";
import { hashPassword, verifyPassword } from "../auth/password";
import { generateSessionToken, invalidateOtherSessions, invalidateUserSessions, sessionIdOf } from "../auth/sessions";
import type { AppServices } from "../app-services";
import { accountTokens, users, type UserRow } from "../db/schema";
import { recordAudit } from "./audit";
import { ConflictError, ForbiddenError, InvalidError, RateLimitedError } from "./errors";
import { emailChangedMail, passwordChangedMail, passwordResetMail, verifyEmailMail } from "./mail-templates";

type Deps = Pick<AppServices, "database" | "loginThrottle" | "mail" | "realtime">;

/** Who asks, from where, on which session. */
export interface AccountOrigin {
  ip: string;
  sessionId: string | null;
}

const RESET_LIFETIME_MS = 30 * 60_000;
const VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * Checks a signed-in user's current password under its own throttle (5 wrong per 15 minutes,
 * then 429): a borrowed session must not be able to guess it (issue 18).
 */
export async function checkCurrentPassword(deps: Pick<Deps, "loginThrottle">, user: UserRow, password: string | undefined, field = "currentPassword"): Promise<void> {
  if (!password) throw new InvalidError(VALIDATION.currentPasswordRequired, [{ path: field, message: VALIDATION.currentPasswordRequired }]);
  const wait = await deps.loginThrottle.secretRetryAfter("current_password", user.id);
  if (wait > 0) throw new RateLimitedError(ERRORS.tooManySecretAttempts, wait);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await deps.loginThrottle.recordWrongSecret("current_password", user.id);
    throw new ForbiddenError(ERRORS.currentPasswordWrong, field);
  }
}

/** Changes the password of a signed-in user and ends their other sessions (this one stays). */
export async function changePassword(deps: Deps, user: UserRow, input: { currentPassword: string; newPassword: string }, origin: AccountOrigin): Promise<void> {
  await checkCurrentPassword(deps, user, input.currentPassword);
  assertStrongPassword(input.newPassword, [user.email, user.username, user.companyName], "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await deps.database.write(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    await recordAudit(tx, { action: "user.change_password", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "high" });
    return invalidateOtherSessions(tx, user.id, origin.sessionId);
  });
  for (const sessionId of ended) deps.realtime.disconnectSession(sessionId);
  await deps.mail.enqueue([{ to: user.email, kind: "account", ...passwordChangedMail(deps.mail.links, user.username, "change") }]);
}

async function issueToken(deps: Deps, user: UserRow, purpose: "password_reset" | "email_verification", lifetimeMs: number, email: string | null): Promise<string> {
  const token = generateSessionToken();
  await deps.database.write(async (tx) => {
    // One live link per purpose: a new request makes the older ones useless.
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, purpose)));
    await tx.insert(accountTokens).values({ id: sessionIdOf(token), userId: user.id, purpose, email, expiresAt: new Date(Date.now() + lifetimeMs).toISOString() });
  });
  return token;
}

/** The live token row for a link, or null (unknown, used, expired, or for something else). */
async function liveToken(deps: Deps, token: string, purpose: "password_reset" | "email_verification") {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  return (
    (await deps.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.id, sessionIdOf(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date().toISOString())))
      .get()) ?? null
  );
}

/** The account whose current address this used, unexpired confirmation link already confirmed; else null. */
async function confirmedBy(deps: Deps, token: string): Promise<UserRow | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const found = await deps.database.db
    .select({ user: users, email: accountTokens.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.id, sessionIdOf(token)), eq(accountTokens.purpose, "email_verification"), isNotNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date().toISOString())))
    .get();
  const user = found?.user;
  return user && !user.deletedAt && user.emailVerifiedAt !== null && found.email === user.email ? user : null;
}

/**
 * A forgotten password: mails a reset link to an active account with this address, and says the
 * same whatever the address (no account enumeration). An account whose address was never
 * confirmed gets the confirmation link instead: it is the only mail it may receive.
 */
export async function requestPasswordReset(deps: Deps, email: string, origin: { ip: string }): Promise<void> {
  const user = await deps.database.db.select().from(users).where(eq(users.email, email)).get();
  if (!user || user.deletedAt || user.isSuspended) return;
  if (user.emailVerifiedAt === null) {
    await sendEmailVerification(deps, user, user.email, { afterResetRequest: true });
    return;
  }
  const token = await issueToken(deps, user, "password_reset", RESET_LIFETIME_MS, null);
  await deps.database.write((tx) =>
    recordAudit(tx, { action: "user.password_reset_request", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "medium" }),
  );
  await deps.mail.enqueue([{ to: user.email, kind: "verification", ...passwordResetMail(deps.mail.links, user.username, token) }]);
}

/** Sets the new password from a reset link, ends every session of the account and tells the user. */
export async function confirmPasswordReset(deps: Deps, input: { token: string; password: string }, origin: { ip: string }): Promise<void> {
  const row = await liveToken(deps, input.token, "password_reset");
  const user = row ? await deps.database.db.select().from(users).where(eq(users.id, row.userId)).get() : undefined;
  if (!row || !user || user.deletedAt || user.isSuspended) throw new InvalidError(ERRORS.resetLinkInvalid, [{ path: "token", message: ERRORS.resetLinkInvalid }]);
  assertStrongPassword(input.password, [user.email, user.username, user.companyName]);
  const passwordHash = await hashPassword(input.password);
  await deps.database.write(async (tx) => {
    await tx.update(accountTokens).set({ usedAt: new Date().toISOString() }).where(eq(accountTokens.id, row.id));
    await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    await invalidateUserSessions(deps.database, tx, user.id);
    await recordAudit(tx, { action: "user.password_reset", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "high" });
  });
  await deps.mail.enqueue([{ to: user.email, kind: "account", ...passwordChangedMail(deps.mail.links, user.username, "reset") }]);
}

/** Mails a confirmation link for `email`: the account's own address, or the one it asked to switch to. */
export async function sendEmailVerification(deps: Deps, user: UserRow, email: string, options: { afterResetRequest?: boolean } = {}): Promise<void> {
  const token = await issueToken(deps, user, "email_verification", VERIFICATION_LIFETIME_MS, email);
  const mail = verifyEmailMail(deps.mail.links, user.username, token, email !== user.email, options.afterResetRequest);
  await deps.mail.enqueue([{ to: email, kind: "verification", ...mail }]);
}

/** Sends the link again for the account's unconfirmed address or pending new address. */
export async function resendEmailVerification(deps: Deps, user: UserRow): Promise<{ email: string | null }> {
  const email = user.pendingEmail ?? (user.emailVerifiedAt === null ? user.email : null);
  if (email) await sendEmailVerification(deps, user, email);
  return { email };
}

/**
 * Follows a confirmation link: the address is confirmed, and when it is a new one the account
 * switches to it now, the old address being told.
 */
export async function confirmEmail(deps: Deps, token: string, origin: { ip: string }): Promise<UserRow> {
  const row = await liveToken(deps, token, "email_verification");
  if (!row) {
    // A link followed again (a double click, a mail scanner that opened it first): the address is
    // confirmed, so it says so rather than « n'est plus valable ».
    const confirmed = await confirmedBy(deps, token);
    if (confirmed) return confirmed;
  }
  const user = row ? await deps.database.db.select().from(users).where(eq(users.id, row.userId)).get() : undefined;
  const email = row?.email ?? null;
  if (!row || !user || user.deletedAt || !email || (email !== user.email && email !== user.pendingEmail)) {
    throw new InvalidError(ERRORS.verificationLinkInvalid, [{ path: "token", message: ERRORS.verificationLinkInvalid }]);
  }
  const switching = email !== user.email;
  if (switching) {
    const taken = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
    if (taken) throw new ConflictError(ERRORS.emailTaken, "email");
  }
  const now = new Date().toISOString();
  const updated = await deps.database.write(async (tx) => {
    await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.id));
    const changed = await tx
      .update(users)
      .set({ email, emailVerifiedAt: now, pendingEmail: null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning()
      .get();
    await recordAudit(tx, {
      action: switching ? "user.email_changed" : "user.email_verified",
      resource: `user:${user.id}`,
      actor: user,
      ip: origin.ip,
      success: true,
      severity: switching ? "medium" : "low",
    });
    return changed;
  });
  if (switching) await deps.mail.enqueue([{ to: user.email, kind: "account", ...emailChangedMail(deps.mail.links, user.username, email) }]);
  return updated;
}
