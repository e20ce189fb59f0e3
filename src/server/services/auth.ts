/**
 * Signing in and out: the throttle on failed sign-ins, the credential check and the session it
 * opens. Routers only move the token in and out of the cookie.
 */
import { ERRORS } from "../../shared/messages";
import type { loginInputSchema } from "../../shared/schemas";
import type { z } from "zod";
import type { LoginThrottle } from "../auth/login-throttle";
import { createSession, generateSessionToken, invalidateSession } from "../auth/sessions";
import type { Database } from "../db/client";
import type { UserRow } from "../db/schema";
import { RateLimitedError, UnauthenticatedError } from "./errors";
import { authenticate, type RequestOrigin } from "./users";
import { auditBy, recordAudit, type AuditActor } from "./audit";

export interface OpenedSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/** A fresh session for the user (a new token at every sign-in: no fixation); the old one ends. */
export async function openSession(database: Database, user: UserRow, previousToken: string | null, userAgent: string | null = null): Promise<OpenedSession> {
  if (previousToken) await invalidateSession(database, previousToken);
  const token = generateSessionToken();
  const session = await createSession(database, token, user.id, userAgent);
  return { user, token, expiresAt: session.expiresAt };
}

/** Checks the credentials under the throttle; the caller opens the session, or asks for the second factor. */
export async function checkCredentials(
  deps: { database: Database; loginThrottle: LoginThrottle },
  input: z.output<typeof loginInputSchema>,
  origin: RequestOrigin & { knownDevice: boolean },
): Promise<UserRow> {
  const wait = await deps.loginThrottle.retryAfter(origin.ip, input.email, origin.knownDevice);
  if (wait > 0) throw new RateLimitedError(ERRORS.tooManyAttempts, wait);
  let user: UserRow;
  try {
    user = await authenticate(deps.database, input, origin);
  } catch (error) {
    if (error instanceof UnauthenticatedError) await deps.loginThrottle.recordFailure(origin.ip, input.email);
    throw error;
  }
  await deps.loginThrottle.recordSuccess(origin.ip, input.email);
  return user;
}

export async function signOut(database: Database, token: string | null, actor: AuditActor | null = null): Promise<void> {
  if (token) await invalidateSession(database, token);
  if (token && actor) {
    await database.write((tx) => recordAudit(tx, { action: "auth.logout", resource: "session", ...auditBy(actor), success: true, severity: "low" }));
  }
}
