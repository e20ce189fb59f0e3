/**
 * Sessions on the Lucia design (lucia-auth.com, docs/decisions/001-sessions.md): the cookie holds
 * a random token; the database holds only its SHA-256, so a leaked table opens no session.
 * Sliding 30-day inactivity expiry, renewed when half used, and an absolute 90-day lifetime.
 *
 * A validated session is kept in memory for a few seconds (SESSION_CACHE_MS), so that a signed-in
 * request does not read the session and its user again (issue 12). Nothing stale is served in
 * this process: an entry counts only while nothing was committed to the database since it was
 * read (`Database.changeStamp`, which also sees the commits of other processes such as the CLI),
 * and logout, suspension and erasure drop their entries at once and tell the listeners of
 * `onSessionsRevoked`, which relay them to the other processes (REDIS_URL) where
 * `forgetSessions` drops them. Only on a remote database, whose other writers cannot be seen, is
 * another process's change seen within SESSION_CACHE_MS.
 */
import { headOf } from "../../shared/format";
import { createHash } from "node:crypto";
import type { InArgs, InStatement } from "@libsql/client";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, eq, ne, sql } from "drizzle-orm";
import { cacheStamp, type Database, type Reader, type Tx } from "../db/client";
import { appendEvents } from "../events/log";
import { sessions, users, type UserRow } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_INACTIVITY_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  // Node's native SHA-256: the same digest as the Lucia guide's, without hashing in JavaScript on every request.
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionInfo {
  id: string;
  userId: number;
  expiresAt: Date;
}

export async function createSession(database: Database, token: string, userId: number, userAgent: string | null = null): Promise<SessionInfo> {
  const now = Date.now();
  const session = {
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(now + SESSION_INACTIVITY_MS),
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    userAgent: userAgent ? headOf(userAgent, 400) : null,
    lastSeenAt: new Date(now).toISOString(),
  };
  await database.write((tx) => tx.insert(sessions).values(session));
  return session;
}

/** How stale a session's "last seen" may be before a request writes it again. */
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/** How long a validated session is used without reading the database again. */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_ENTRIES = 10_000;

type SessionRow = typeof sessions.$inferSelect;

interface CachedSession {
  database: Database;
  /** `database.changeStamp()` when the rows were read (this process's commit count on a remote database). */
  stamp: string;
  until: number;
  session: SessionRow;
  user: UserRow;
}

/** Keyed by session id (the token's hash): one map for the process, whatever the database. */
const cache = new Map<string, CachedSession>();

/** A revocation: one session (logout), all of a user's (suspension, erasure), or every session. */
export type SessionRevocation = { sessionId: string } | { userId: number } | { all: true };
type RevocationListener = (revocation: SessionRevocation) => void;
const listeners = new Set<RevocationListener>();

/** Drops cached sessions at once; the relay of other processes' revocations calls it. */
export function forgetSessions(revocation: SessionRevocation): void {
  if ("sessionId" in revocation) cache.delete(revocation.sessionId);
  else if ("userId" in revocation) {
    for (const [id, entry] of cache) if (entry.session.userId === revocation.userId) cache.delete(id);
  } else cache.clear();
}

/** Calls `listener` on every revocation made by this process; returns the unsubscribe. */
export function onSessionsRevoked(listener: RevocationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function revoke(revocation: SessionRevocation): void {
  forgetSessions(revocation);
  for (const listener of listeners) listener(revocation);
}

const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

/** The session and its user by session id, built and prepared once per database. */
function prepareLookup(database: Database) {
  return database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare();
}

/** What may change in a cached session's rows: the session's own dates, and the user's revision. */
const SESSION_STATE_SQL = "select s.expires_at, s.absolute_expires_at, s.last_seen_at, u.revision from sessions s join users u on u.id = s.user_id where s.id = ?";

/**
 * A cached session still good after commits: its session row read again (four values), its user
 * kept unless the user's revision moved (the trigger of migration 0012). Every commit used to
 * send every request back to the whole session and user rows (38 µs against 9, measured).
 */
async function refreshed(database: Database, hit: CachedSession, stamp: string): Promise<CachedSession | undefined> {
  const [state] = await database.selectValues({ sql: SESSION_STATE_SQL, args: [hit.session.id] });
  if (!state || state[3] !== hit.user.revision) return undefined;
  Object.assign(hit.session, { expiresAt: new Date(state[0] as number), absoluteExpiresAt: new Date(state[1] as number), lastSeenAt: state[2] as string | null });
  hit.stamp = stamp;
  return hit;
}

async function readSession(database: Database, id: string, now: number): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const hit = cache.get(id);
  const { stamp } = cacheStamp(database);
  if (hit && hit.database === database && now < hit.until) {
    if (hit.stamp === stamp) return hit;
    const fresh = await refreshed(database, hit, stamp);
    if (fresh) return fresh;
  }
  let lookup = lookups.get(database);
  if (!lookup) {
    lookup = prepareLookup(database);
    lookups.set(database, lookup);
  }
  const row = await lookup.get({ id });
  cache.delete(id);
  if (!row) return undefined;
  if (cache.size >= SESSION_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(id, { database, stamp, until: now + SESSION_CACHE_MS, session: row.session, user: row.user });
  return row;
}

export interface ValidatedSession {
  session: SessionInfo;
  user: UserRow;
  /** True when the expiry moved: the caller re-sends the cookie. */
  renewed: boolean;
}

/** drizzle's built query as the driver's statement. */
function statementOf(query: { sql: string; params: unknown[] }): InStatement {
  return { sql: query.sql, args: query.params as InArgs };
}

export async function validateSessionToken(database: Database, token: string): Promise<ValidatedSession | null> {
  const id = sessionIdOf(token);
  const now = Date.now();
  const row = await readSession(database, id, now);
  if (!row) return null;
  const { session, user } = row;
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime() || user.isSuspended || user.deletedAt) {
    cache.delete(id);
    await database.write((tx) => tx.delete(sessions).where(eq(sessions.id, id)));
    return null;
  }
  let expiresAt = session.expiresAt;
  let renewed = false;
  // Renewal and "last seen" are the session's own bookkeeping: no kept answer reads them, so they
  // are written unseen (Database.writeUnseen) and this process's kept answers survive them (issue
  // 25). The cached row is updated in place, since the stamp that guards it does not move.
  if (now >= expiresAt.getTime() - SESSION_INACTIVITY_MS / 2) {
    expiresAt = new Date(Math.min(now + SESSION_INACTIVITY_MS, session.absoluteExpiresAt.getTime()));
    const lastSeenAt = new Date(now).toISOString();
    await database.writeUnseen(statementOf(database.db.update(sessions).set({ expiresAt, lastSeenAt }).where(eq(sessions.id, id)).toSQL()));
    Object.assign(session, { expiresAt, lastSeenAt });
    renewed = true;
  } else if (!session.lastSeenAt || now - Date.parse(session.lastSeenAt) > LAST_SEEN_PRECISION_MS) {
    // "Last seen" for the list of sessions, written at most every few minutes per session.
    const lastSeenAt = new Date(now).toISOString();
    session.lastSeenAt = lastSeenAt;
    await database.writeUnseen(statementOf(database.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id)).toSQL()));
  }
  // A copy: callers may change their user object, never the cached one.
  return { session: { id, userId: session.userId, expiresAt }, user: { ...user }, renewed };
}

export async function invalidateSession(database: Database, token: string): Promise<void> {
  const id = sessionIdOf(token);
  revoke({ sessionId: id });
  await database.write((tx) => tx.delete(sessions).where(eq(sessions.id, id)));
}

/** Ends one session of a user, by its id (the list of sessions); false when it is not theirs. */
export async function endUserSession(database: Database, userId: number, sessionId: string): Promise<boolean> {
  const deleted = await database.write((tx) => tx.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).returning({ id: sessions.id }));
  if (deleted.length > 0) revoke({ sessionId });
  return deleted.length > 0;
}

/** Ends every session of a user but `keepSessionId` (a password change); returns the ended ids. */
export async function invalidateOtherSessions(tx: Reader, userId: number, keepSessionId: string | null): Promise<string[]> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  for (const { id } of ended) revoke({ sessionId: id });
  return ended.map((row) => row.id);
}

/**
 * Ends every session of a user (suspension, erasure, a new password); call inside the caller's
 * transaction. Its `sessions.revoked` event makes every server close the user's sockets, whichever
 * process ended the sessions (the CLI included).
 */
export async function invalidateUserSessions(database: Pick<Database, "origin">, tx: Tx, userId: number): Promise<void> {
  revoke({ userId });
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await appendEvents(database, tx, [{ type: "sessions.revoked", userId }]);
}
