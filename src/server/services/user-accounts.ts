/**
 * Accounts an operator manages from the command line: create one of any role, set a password.
 * Passwords are hashed with argon2id (src/server/auth/password.ts) and never logged; setting a
 * password ends the account's sessions. Every change is audited with the actor.
 */
import { assertStrongPassword } from "../auth/password-strength";
import { eq } from "drizzle-orm";
import { sameUsername, takenOr } from "./users";
import { ERRORS } from "../../shared/messages";
import { operatorCreateUserSchema, passwordSchema, type OperatorCreateUser } from "../../shared/schemas";
import { hashPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { appendEvents } from "../events/log";
import { users, type UserRow } from "../db/schema";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { ConflictError, InvalidError, NotFoundError } from "./errors";

function invalid(error: { issues: { path: PropertyKey[]; message: string }[] }): InvalidError {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join(".") || "ligne", message: issue.message }));
  return new InvalidError(issues.map((i) => `${i.path} : ${i.message}`).join(" ; "), issues);
}

/** The account of an e-mail; a deactivated one (erasure requested) only when asked for. */
export async function findUserByEmail(database: Database, email: string, options: { includeDeactivated?: boolean } = {}): Promise<UserRow> {
  const user = await database.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  if (!user || (user.deletedAt && !options.includeDeactivated)) throw new NotFoundError(`${ERRORS.userNotFound} : aucun compte avec l'e-mail ${email.trim()}`);
  return user;
}

export async function createAccount(database: Database, actor: AuditActor, input: unknown): Promise<UserRow> {
  const parsed = operatorCreateUserSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const data: OperatorCreateUser = parsed.data;
  if (await database.db.select({ id: users.id }).from(users).where(eq(users.email, data.email)).get()) throw new ConflictError(ERRORS.emailTaken, "email");
  if (await database.db.select({ id: users.id }).from(users).where(sameUsername(data.username)).get()) {
    throw new ConflictError(ERRORS.usernameTaken, "username");
  }
  assertStrongPassword(data.password, [data.email, data.username, data.companyName]);
  const passwordHash = await hashPassword(data.password);
  try {
    return await database.write(async (tx) => {
      const user = await tx
        .insert(users)
        .values({
          username: data.username,
          email: data.email,
          passwordHash,
          accountType: data.accountType,
          companyName: data.companyName,
          sector: data.sector,
          location: data.location,
        })
        .returning()
        .get();
      await recordAudit(tx, {
        action: "user.create",
        resource: `user:${user.id}`,
        ...auditBy(actor),
        success: true,
        severity: data.accountType === "admin" ? "high" : "medium",
        details: `${data.accountType} ${data.email}`,
      });
      // As a registration does: open counters (home, console) count the new account at once.
      await appendEvents(database, tx, [{ type: "stats.changed" }]);
      return user;
    });
  } catch (error) {
    throw takenOr(error);
  }
}

export async function setPassword(database: Database, actor: AuditActor, email: string, password: string): Promise<UserRow> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw invalid({ issues: parsed.error.issues.map((issue) => ({ ...issue, path: ["password"] })) });
  const user = await findUserByEmail(database, email);
  assertStrongPassword(parsed.data, [user.email, user.username, user.companyName]);
  const passwordHash = await hashPassword(parsed.data);
  return database.write(async (tx) => {
    const updated = await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id)).returning().get();
    await invalidateUserSessions(database, tx, user.id);
    await recordAudit(tx, { action: "user.set_password", resource: `user:${user.id}`, ...auditBy(actor), success: true, severity: "high" });
    return updated;
  });
}
