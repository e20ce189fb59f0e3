/** Accounts: registration, sign-in, profile. The password hash never leaves this module's callers. */
import { assertStrongPassword } from "../auth/password-strength";
import { and, eq, ne, or } from "drizzle-orm";
import type { PublicUser } from "../../shared/api-types";
import { ERRORS, VALIDATION } from "../../shared/messages";
import type { loginInputSchema, profileInputSchema, registerInputSchema } from "../../shared/schemas";
import type { z } from "zod";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import type { Database } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthenticatedError } from "./errors";
import { recordAudit } from "./audit";
import { appendEvents } from "../events/log";

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
  };
}

type RegisterData = z.output<typeof registerInputSchema>;
type LoginData = z.output<typeof loginInputSchema>;
type ProfileData = z.output<typeof profileInputSchema>;

export interface RequestOrigin {
  ip: string;
}

async function assertAvailable(database: Database, email: string, username: string, exceptId?: number) {
  const clash = await database.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.username, username)), exceptId ? ne(users.id, exceptId) : undefined))
    .get();
  if (!clash) return;
  throw clash.email === email ? new ConflictError(ERRORS.emailTaken, "email") : new ConflictError(ERRORS.usernameTaken, "username");
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
        })
        .returning()
        .get();
      await recordAudit(tx, { action: "user.register", resource: `user:${user.id}`, actor: user, ip: origin.ip, success: true, severity: "low" });
      await appendEvents(database, tx, [{ type: "stats.changed" }]);
      return user;
    });
  } catch (error) {
    // Two registrations racing past the check above meet the unique indexes here.
    if (String(error).includes("UNIQUE")) throw new ConflictError(ERRORS.emailTaken, "email");
    throw error;
  }
}

/** Checks the credentials; the same answer for an unknown e-mail and a wrong password. */
export async function authenticate(database: Database, input: LoginData, origin: RequestOrigin): Promise<UserRow> {
  const user = await database.db.select().from(users).where(eq(users.email, input.email)).get();
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid || user.deletedAt) {
    await database.write((tx) =>
      recordAudit(tx, { action: "auth.login", resource: "session", actor: user ?? null, ip: origin.ip, success: false, severity: "medium" }),
    );
    throw new UnauthenticatedError(ERRORS.badCredentials);
  }
  if (user.isSuspended) {
    await database.write((tx) =>
      recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: false, severity: "medium", details: "compte suspendu" }),
    );
    throw new ForbiddenError(ERRORS.suspended);
  }
  await database.write((tx) =>
    recordAudit(tx, { action: "auth.login", resource: "session", actor: user, ip: origin.ip, success: true, severity: "low" }),
  );
  return user;
}

/**
 * Profile changes. Changing the sign-in e-mail asks for the current password (a borrowed session
 * must not be able to take the account over) and tells the old address (an `account.email_changed` event).
 */
export async function updateProfile(database: Database, userId: number, input: ProfileData, origin: RequestOrigin | null = null): Promise<UserRow> {
  const current = await database.db.select().from(users).where(eq(users.id, userId)).get();
  if (!current) throw new NotFoundError(ERRORS.userNotFound);
  const emailChanged = input.email !== current.email;
  if (emailChanged) {
    if (!input.currentPassword) {
      throw new InvalidError(VALIDATION.currentPasswordRequired, [{ path: "currentPassword", message: VALIDATION.currentPasswordRequired }]);
    }
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) throw new ForbiddenError(ERRORS.currentPasswordWrong);
  }
  await assertAvailable(database, input.email, current.username, userId);
  return database.write(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        displayName: input.displayName,
        email: input.email,
        preferredLanguage: input.preferredLanguage ?? current.preferredLanguage,
        timezone: input.timezone ?? current.timezone,
        bio: input.bio ?? current.bio,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, userId))
      .returning()
      .get();
    if (emailChanged) {
      // The former address is told by the mail subscriber, after the commit (src/server/events).
      await appendEvents(database, tx, [{ type: "account.email_changed", userId, previousEmail: current.email }]);
    }
    const changed = (["displayName", "email", "preferredLanguage", "timezone", "bio"] as const).filter((key) => current[key] !== updated[key]);
    await recordAudit(tx, {
      action: "user.profile",
      resource: `user:${userId}`,
      actor: current,
      ip: origin?.ip ?? null,
      success: true,
      severity: changed.includes("email") ? "medium" : "low",
      details: changed.length > 0 ? `champs modifiés : ${changed.join(", ")}` : "aucun changement",
    });
    return updated;
  });
}
