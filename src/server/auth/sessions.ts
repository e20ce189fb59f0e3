/**
 * Sessions on the Lucia design (lucia-auth.com, docs/decisions/001-sessions.md): the cookie holds
 * a random token; the database holds only its SHA-256, so a leaked table opens no session.
 * Sliding 30-day inactivity expiry, renewed when half used, and an absolute 90-day lifetime.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { Database, Reader } from "../db/client";
import { sessions, users, type UserRow } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_INACTIVITY_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface SessionInfo {
  id: string;
  userId: number;
  expiresAt: Date;
}

export async function createSession(database: Database, token: string, userId: number): Promise<SessionInfo> {
  const now = Date.now();
  const session = {
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(now + SESSION_INACTIVITY_MS),
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
  };
  await database.write((tx) => tx.insert(sessions).values(session));
  return session;
}

export interface ValidatedSession {
  session: SessionInfo;
  user: UserRow;
  /** True when the expiry moved: the caller re-sends the cookie. */
  renewed: boolean;
}

export async function validateSessionToken(database: Database, token: string): Promise<ValidatedSession | null> {
  const id = sessionIdOf(token);
  const row = await database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  const now = Date.now();
  const { session, user } = row;
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime() || user.isSuspended || user.deletedAt) {
    await database.write((tx) => tx.delete(sessions).where(eq(sessions.id, id)));
    return null;
  }
  let renewed = false;
  if (now >= session.expiresAt.getTime() - SESSION_INACTIVITY_MS / 2) {
    session.expiresAt = new Date(Math.min(now + SESSION_INACTIVITY_MS, session.absoluteExpiresAt.getTime()));
    await database.write((tx) => tx.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id)));
    renewed = true;
  }
  return { session: { id, userId: session.userId, expiresAt: session.expiresAt }, user, renewed };
}

export async function invalidateSession(database: Database, token: string): Promise<void> {
  const id = sessionIdOf(token);
  await database.write((tx) => tx.delete(sessions).where(eq(sessions.id, id)));
}

/** Ends every session of a user (suspension, erasure); call inside the caller's transaction. */
export async function invalidateUserSessions(tx: Reader, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
