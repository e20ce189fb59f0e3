/**
 * The second factor (issue 18, RFC 6238 TOTP through otpauth, QR code through qrcode): any user may
 * turn it on, admins must. Ten single-use recovery codes, stored as SHA-256, stand in for a lost
 * phone. A sign-in whose password is right but whose account has a second factor gets a
 * challenge (5 minutes, 5 tries) instead of a session; a password reset never skips it, since
 * the reset opens no session.
 */
import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { PRODUCT_NAME } from "../../shared/constants";
import { ERRORS } from "../../shared/messages";
import { generateSessionToken, sessionIdOf } from "../auth/sessions";
import type { AppServices } from "../app-services";
import type { Tx } from "../db/client";
import { loginChallenges, users, type UserRow } from "../db/schema";
import { checkCurrentPassword } from "./account-security";
import { recordAudit } from "./audit";
import { secondFactorMail } from "./mail-templates";
import { ConflictError, ForbiddenError, InvalidError, RateLimitedError, UnauthenticatedError } from "./errors";

type Deps = Pick<AppServices, "database" | "loginThrottle" | "mail">;

/**
 * Tells the owner that the second factor changed (mail-templates.ts). Queued without waiting: an
 * outbox that cannot be written (disk full) must not fail a change already made, nor hide the
 * recovery codes it answers.
 */
const tellOwner = (deps: Deps, user: UserRow, change: Parameters<typeof secondFactorMail>[2]) =>
  deps.mail.enqueueLater([{ to: user.email, kind: "account", ...secondFactorMail(deps.mail.links, user.username, change) }]);

const RECOVERY_CODES = 10;
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;

const hash = (value: string) => createHash("sha256").update(value).digest("hex");
/** Recovery codes are typed by hand: no 0/O or 1/I/L, one dash, case and dash ignored. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const normalisedRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function totpFor(user: UserRow, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: PRODUCT_NAME, label: user.email, secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
}

/** A new secret, kept unused until a first code confirms it; the QR code encodes its otpauth URL. */
export async function setUpTotp(deps: Deps, user: UserRow): Promise<{ secret: string; otpauthUrl: string; qrCodeSvg: string }> {
  if (user.totpEnabledAt) throw new ConflictError(ERRORS.totpAlreadyOn);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await deps.database.write((tx) => tx.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id)));
  const otpauthUrl = totpFor(user, secret).toString();
  return { secret, otpauthUrl, qrCodeSvg: await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 }) };
}

async function throttled(deps: Deps, user: UserRow, check: () => boolean | Promise<boolean>): Promise<void> {
  const wait = await deps.loginThrottle.secretRetryAfter("second_factor", user.id);
  if (wait > 0) throw new RateLimitedError(ERRORS.tooManySecretAttempts, wait);
  if (!(await check())) {
    await deps.loginThrottle.recordWrongSecret("second_factor", user.id);
    throw new InvalidError(ERRORS.totpWrong, [{ path: "code", message: ERRORS.totpWrong }]);
  }
}

const TOTP_PERIOD_MS = 30_000;

/**
 * Whether the code is the app's for now (one step early or late allowed for clocks) and was not
 * accepted before: its step is written in the same statement that checks it, so a code read over
 * a shoulder or replayed within its 30 seconds is refused (RFC 6238 §5.2), whichever process sees it.
 */
async function spendTotp(deps: Deps, user: UserRow, secret: string | null, code: string): Promise<boolean> {
  if (secret === null) return false;
  const delta = totpFor(user, secret).validate({ token: code.replace(/\s/g, ""), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / TOTP_PERIOD_MS) + delta;
  const spent = await deps.database.write((tx) =>
    tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id }),
  );
  return spent.length === 1;
}

/** Turns the second factor on with a first code from the app; answers the recovery codes, shown once. */
export async function enableTotp(deps: Deps, user: UserRow, code: string, origin: { ip: string }): Promise<{ recoveryCodes: string[] }> {
  if (user.totpEnabledAt) throw new ConflictError(ERRORS.totpAlreadyOn);
  if (!user.totpSecret) throw new InvalidError(ERRORS.totpNotSetUp);
  await throttled(deps, user, () => spendTotp(deps, user, user.totpSecret, code));
  const recoveryCodes = newRecoveryCodes();
  await deps.database.write(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: new Date().toISOString(), totpRecoveryCodes: recoveryCodes.map((c) => hash(normalisedRecoveryCode(c))) })
      .where(eq(users.id, user.id));
    await recordAudit(tx, { action: "user.totp_enabled", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "high" });
  });
  tellOwner(deps, user, { kind: "enabled" });
  return { recoveryCodes };
}

/** RECOVERY_CODES fresh recovery codes as shown to their owner (« 7KQ4M-2XP9H »); only their hashes are kept. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Replaces every recovery code with RECOVERY_CODES new ones, shown once: the password and a code
 * of the app (or a recovery code, for whoever lost the phone) both. The way to get more before
 * running out, or to void a list that was seen by someone else.
 */
export async function renewRecoveryCodes(deps: Deps, user: UserRow, input: { password: string; code: string }, origin: { ip: string }): Promise<{ recoveryCodes: string[] }> {
  if (!user.totpEnabledAt) throw new ConflictError(ERRORS.totpOff);
  await checkCurrentPassword(deps, user, input.password, "password");
  await throttled(deps, user, async () => (await acceptSecondFactor(deps, user, input.code)) !== false);
  const recoveryCodes = newRecoveryCodes();
  await deps.database.write(async (tx) => {
    await tx.update(users).set({ totpRecoveryCodes: recoveryCodes.map((c) => hash(normalisedRecoveryCode(c))) }).where(eq(users.id, user.id));
    await recordAudit(tx, { action: "user.totp_recovery_codes_renewed", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "high" });
  });
  tellOwner(deps, user, { kind: "recoveryCodesRenewed" });
  return { recoveryCodes };
}

/** A TOTP, or an unused recovery code (which is then spent): which one it was, or false. */
async function acceptSecondFactor(deps: Deps, user: UserRow, code: string): Promise<"totp" | "recovery" | false> {
  if (await spendTotp(deps, user, user.totpSecret, code)) return "totp";
  const hashed = hash(normalisedRecoveryCode(code));
  if (!user.totpRecoveryCodes.includes(hashed)) return false;
  await deps.database.write((tx) =>
    tx
      .update(users)
      .set({ totpRecoveryCodes: user.totpRecoveryCodes.filter((c) => c !== hashed) })
      .where(eq(users.id, user.id)),
  );
  return "recovery";
}

/** Turns it off: the password and a code (or a recovery code) both. */
export async function disableTotp(deps: Deps, user: UserRow, input: { password: string; code: string }, origin: { ip: string }): Promise<void> {
  if (!user.totpEnabledAt) throw new ConflictError(ERRORS.totpOff);
  await checkCurrentPassword(deps, user, input.password, "password");
  await throttled(deps, user, async () => (await acceptSecondFactor(deps, user, input.code)) !== false);
  await deps.database.write(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpRecoveryCodes: [], totpLastStep: null }).where(eq(users.id, user.id));
    await recordAudit(tx, { action: "user.totp_disabled", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "high" });
  });
  tellOwner(deps, user, { kind: "disabled" });
}

/** After a right password on an account with a second factor: the challenge's token and end. */
export async function openLoginChallenge(deps: Deps, user: UserRow): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  await deps.database.write(async (tx) => {
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
    await tx.insert(loginChallenges).values({ id: sessionIdOf(token), userId: user.id, expiresAt: expiresAt.toISOString() });
  });
  return { token, expiresAt };
}

/** Completes a sign-in with its second factor; the account to open a session for. */
export async function completeLoginChallenge(deps: Deps, token: string | undefined, code: string, origin: { ip: string | null } = { ip: null }): Promise<UserRow> {
  const id = token ? sessionIdOf(token) : "";
  const challenge = id ? await deps.database.db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).get() : undefined;
  if (!challenge || Date.parse(challenge.expiresAt) <= Date.now() || challenge.attempts >= CHALLENGE_TRIES) {
    if (challenge) await deps.database.write((tx) => tx.delete(loginChallenges).where(eq(loginChallenges.id, id)));
    throw new UnauthenticatedError(challenge && challenge.attempts >= CHALLENGE_TRIES ? ERRORS.loginChallengeExhausted : ERRORS.loginChallengeExpired);
  }
  const user = await deps.database.db.select().from(users).where(eq(users.id, challenge.userId)).get();
  if (!user || user.isSuspended || user.deletedAt) throw new UnauthenticatedError(ERRORS.loginChallengeExpired);
  const accepted = await acceptSecondFactor(deps, user, code);
  if (!accepted) {
    // A wrong code is a failed sign-in on record, as a wrong password is: someone who has the password is trying.
    const wrongCode = (tx: Tx, last: boolean) =>
      recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: false, severity: "medium", details: last ? `double authentification : code erroné (${CHALLENGE_TRIES}e essai, connexion abandonnée)` : "double authentification : code erroné" });
    // The last try ends the challenge at once, and says so: the next code would be refused whatever it is.
    if (challenge.attempts + 1 >= CHALLENGE_TRIES) {
      await deps.database.write(async (tx) => {
        await tx.delete(loginChallenges).where(eq(loginChallenges.id, id));
        await wrongCode(tx, true);
      });
      throw new UnauthenticatedError(ERRORS.loginChallengeExhausted);
    }
    await deps.database.write(async (tx) => {
      await tx.update(loginChallenges).set({ attempts: challenge.attempts + 1 }).where(eq(loginChallenges.id, id));
      await wrongCode(tx, false);
    });
    throw new InvalidError(ERRORS.totpWrong, [{ path: "code", message: ERRORS.totpWrong }]);
  }
  await deps.database.write(async (tx) => {
    await tx.delete(loginChallenges).where(eq(loginChallenges.id, id));
    await recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: true, severity: "low", details: accepted === "recovery" ? "double authentification, code de secours" : "double authentification" });
  });
  if (accepted === "recovery") tellOwner(deps, user, { kind: "recoveryCodeUsed", left: user.totpRecoveryCodes.length - 1 });
  return user;
}

/** Admins without a second factor reach only its set-up (issue 18). */
export function assertSecondFactorWhereRequired(user: UserRow): void {
  if (user.accountType === "admin" && !user.totpEnabledAt) throw new ForbiddenError(ERRORS.secondFactorRequired);
}
