/** Accounts: registration, sign-in, profile. The password hash never leaves this module's callers. */
import type { AppServices } from "../app-services";
import { checkCurrentPassword, sendEmailVerification } from "./account-security";
import { assertStrongPassword } from "../auth/password-strength";
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { PublicUser } from "../../shared/view-schemas";
import { ERRORS } from "../../shared/messages";
import type { loginInputSchema, profileInputSchema, registerInputSchema } from "../../shared/schemas";
import type { z } from "zod";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import type { Database } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from "./errors";
import { recordAudit } from "./audit";
import { appendEvents } from "../events/log";
import { uniqueViolation } from "../db/query-errors";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    accountType: row.accountType,
    userType: row.accountType,
    companyName: row.companyName,
    displayName: row.displayName,
    sector: row.sector,
    location: row.location,
    preferredLanguage: row.preferredLanguage,
    timezone: row.timezone,
    bio: row.bio,
    contactName: row.contactName,
    level: row.level,
    points: row.points,
    isSuspended: row.isSuspended,
    createdAt: row.createdAt,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    totpEnabled: row.totpEnabledAt !== null,
    recoveryCodesLeft: row.totpEnabledAt !== null ? row.totpRecoveryCodes.length : null,
    companyNumber: row.companyNumber,
    vatNumber: row.vatNumber,
    postalAddress: row.postalAddress,
  };
}

type RegisterData = z.output<typeof registerInputSchema>;
type LoginData = z.output<typeof loginInputSchema>;
type ProfileData = z.output<typeof profileInputSchema>;

export interface RequestOrigin {
  ip: string;
}

/** A user name taken whatever its case: « Testeur1 » would pass for « testeur1 » in a conversation. */
export const sameUsername = (username: string): SQL => sql`lower(${users.username}) = lower(${username})`;

async function assertAvailable(database: Database, email: string, username: string, exceptId?: number) {
  const clash = await database.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(eq(users.email, email), sameUsername(username)), exceptId ? ne(users.id, exceptId) : undefined))
    .get();
  if (!clash) return;
  throw clash.email === email ? new ConflictError(ERRORS.emailTaken, "email") : new ConflictError(ERRORS.usernameTaken, "username");
}

/** The conflict a unique index raised, in the words of the check above; any other failure as it is. */
export function takenOr(error: unknown): unknown {
  const column = uniqueViolation(error);
  if (column === "users.username") return new ConflictError(ERRORS.usernameTaken, "username");
  if (column === "users.email") return new ConflictError(ERRORS.emailTaken, "email");
  return error;
}

export async function registerUser(database: Database, input: RegisterData, origin: RequestOrigin): Promise<UserRow> {
  await assertAvailable(database, input.email, input.username);
  assertStrongPassword(input.password, [input.email, input.username, input.companyName]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await database.write(async (tx) => {
      const user = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          accountType: input.accountType,
          companyName: input.companyName,
          sector: input.sector,
          location: input.location,
          // Confirmed when the link mailed at registration is followed (account-security.ts).
          emailVerifiedAt: null,
        })
        .returning()
        .get();
      await recordAudit(tx, { action: "user.register", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "low" });
      await appendEvents(database, tx, [{ type: "stats.changed" }]);
      return user;
    });
  } catch (error) {
    // Two registrations racing past the check above meet the unique indexes here.
    throw takenOr(error);
  }
}

/** Checks the credentials; the same answer for an unknown e-mail and a wrong password. */
export async function authenticate(database: Database, input: LoginData, origin: RequestOrigin): Promise<UserRow> {
  const user = await database.db.select().from(users).where(eq(users.email, input.email)).get();
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) {
    await database.write((tx) =>
      recordAudit(tx, { action: "auth.login", resource: "session", actor: user ?? null, ip: origin.ip, success: false, severity: "medium" }),
    );
    throw new UnauthenticatedError(ERRORS.badCredentials);
  }
  if (user.deletedAt) {
    // Only once the password is right does the sign-in say why (issue 24): nothing leaks otherwise.
    await database.write((tx) =>
      recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: false, severity: "medium", details: "compte désactivé" }),
    );
    throw new ForbiddenError(ERRORS.deactivated);
  }
  if (user.isSuspended) {
    await database.write((tx) =>
      recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: false, severity: "medium", details: "compte suspendu" }),
    );
    throw new ForbiddenError(ERRORS.suspended);
  }
  // With a second factor, the password opens no session yet: the entry says so (it read as a sign-in done).
  await database.write((tx) =>
    recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: true, severity: "low", ...(user.totpEnabledAt ? { details: "mot de passe correct, code de double authentification demandé" } : {}) }),
  );
  return user;
}

/**
 * Profile changes. A new sign-in e-mail asks for the current password (throttled: a borrowed
 * session must not be able to take the account over) and does not switch at once: a link goes to
 * the new address, and the account switches when it is followed, the old address being told then
 * (account-security.ts, issue 18).
 */
export async function updateProfile(
  deps: Pick<AppServices, "database" | "loginThrottle" | "mail" | "realtime">,
  userId: number,
  input: ProfileData,
  origin: RequestOrigin | null = null,
): Promise<UserRow> {
  const { database } = deps;
  const current = await database.db.select().from(users).where(eq(users.id, userId)).get();
  if (!current) throw new NotFoundError(ERRORS.userNotFound);
  const emailChanged = input.email !== current.email && input.email !== current.pendingEmail;
  if (emailChanged) {
    await checkCurrentPassword(deps, current, input.currentPassword);
    await assertAvailable(database, input.email, current.username, userId);
  }
  const updated = await database.write(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        displayName: input.displayName,
        // Back to the current address: the pending one is dropped.
        pendingEmail: input.email === current.email ? null : input.email,
        preferredLanguage: input.preferredLanguage ?? current.preferredLanguage,
        timezone: input.timezone ?? current.timezone,
        bio: input.bio ?? current.bio,
        companyName: input.companyName ?? current.companyName,
        sector: input.sector ?? current.sector,
        location: input.location ?? current.location,
        // Absent: unchanged; empty: removed (the schema turns "" into null).
        ...(input.companyNumber !== undefined ? { companyNumber: input.companyNumber } : {}),
        ...(input.vatNumber !== undefined ? { vatNumber: input.vatNumber } : {}),
        ...(input.postalAddress !== undefined ? { postalAddress: input.postalAddress } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, userId))
      .returning()
      .get();
    const changed = (["displayName", "pendingEmail", "preferredLanguage", "timezone", "bio", "companyName", "sector", "location", "companyNumber", "vatNumber", "postalAddress"] as const).filter((key) => current[key] !== updated[key]);
    await recordAudit(tx, {
      action: "user.profile",
      resource: `user:${userId}`,
      actor: current,
      ip: origin?.ip ?? null,
      success: true,
      severity: changed.includes("pendingEmail") ? "medium" : "low",
      details: changed.length > 0 ? `champs modifiés : ${changed.join(", ")}` : "aucun changement",
    });
    return updated;
  });
  if (emailChanged) await sendEmailVerification(deps, updated, input.email);
  return updated;
}
