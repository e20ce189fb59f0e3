/**
 * A user's own settings (Profile › Settings): e-mail per notification type, the matching
 * threshold under which they are not notified, and the pause of their own account. Stored in the
 * `users.settings` JSON column; every switch is on by default. The mail service reads them with
 * `getNotificationSettings`.
 */
import { eq, inArray } from "drizzle-orm";
import { NOTIFY_MIN_SCORE } from "../../engine";
import { preferencesSchema, type Preferences, type PreferencesView } from "../../shared/admin-views";
import { ADMIN_ERRORS, ERRORS } from "../../shared/messages";
import type { Database, Reader } from "../db/client";
import { users, type UserRow } from "../db/schema";
import { appendEvents } from "../events/log";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { ConflictError, NotFoundError } from "./errors";
import type { MatchingService } from "./matching";
import { closeActiveListings, leaveMatching, rejoinMatching, reopenListings, withdrawnEvents, type WithdrawnListings } from "./withdrawn-listings";

export const DEFAULT_PREFERENCES: Preferences = {
  notifications: { email: { match: true, contact: true, system: true } },
  matching: { notifyNewMatches: true, minScore: NOTIFY_MIN_SCORE },
};

interface StoredSettings {
  notifications?: unknown;
  matching?: unknown;
  /** What the user's pause took out of the marketplace. */
  pause?: WithdrawnListings | null;
  /** What an admin's suspension took out (admin-users.ts). */
  suspension?: WithdrawnListings | null;
}

/** Stored values over the defaults; anything unreadable falls back to the default. */
function preferencesOf(settings: Record<string, unknown>): Preferences {
  const stored = settings as StoredSettings;
  const merged = {
    notifications: { email: { ...DEFAULT_PREFERENCES.notifications.email, ...((stored.notifications as Preferences["notifications"] | undefined)?.email ?? {}) } },
    matching: { ...DEFAULT_PREFERENCES.matching, ...((stored.matching as Preferences["matching"] | undefined) ?? {}) },
  };
  const parsed = preferencesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export function preferencesView(row: UserRow): PreferencesView {
  return { ...preferencesOf(row.settings), pausedAt: (row.settings as StoredSettings).pause?.at ?? null };
}

async function userRow(reader: Reader, userId: number): Promise<UserRow> {
  const row = await reader.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw new NotFoundError(ERRORS.userNotFound);
  return row;
}

export async function getPreferences(database: Database, userId: number): Promise<PreferencesView> {
  return preferencesView(await userRow(database.db, userId));
}

/**
 * For the mail and notification senders: may this user be told about `type`, and from which
 * hybrid score is a new match worth a notification (null: never).
 */
export async function getNotificationSettings(
  database: Database,
  userId: number,
): Promise<{ email: Preferences["notifications"]["email"]; matchMinScore: number | null }> {
  const { notifications, matching } = await getPreferences(database, userId);
  return { email: notifications.email, matchMinScore: matching.notifyNewMatches ? matching.minScore : null };
}

/** Inside a transaction: from which score a new match is notified to this user (null: never). */
export async function matchNotifyThreshold(reader: Reader, userId: number): Promise<number | null> {
  const row = await reader.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).get();
  const { matching } = preferencesOf(row?.settings ?? {});
  return matching.notifyNewMatches ? matching.minScore : null;
}

/** `matchNotifyThreshold` of several users in one read (the matching reads them before its write lock). */
export async function matchNotifyThresholds(reader: Reader, userIds: number[]): Promise<Map<number, number | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await reader.select({ id: users.id, settings: users.settings }).from(users).where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => {
      const { matching } = preferencesOf(row.settings);
      return [row.id, matching.notifyNewMatches ? matching.minScore : null];
    }),
  );
}

export async function savePreferences(database: Database, actor: AuditActor & { userId: number }, input: Preferences): Promise<PreferencesView> {
  const row = await database.write(async (tx) => {
    const current = await userRow(tx, actor.userId);
    const updated = await tx
      .update(users)
      .set({ settings: { ...current.settings, notifications: input.notifications, matching: input.matching }, updatedAt: new Date().toISOString() })
      .where(eq(users.id, actor.userId))
      .returning()
      .get();
    await recordAudit(tx, { action: "user.preferences", resource: `user:${actor.userId}`, ...auditBy(actor), success: true, severity: "low" });
    return updated;
  });
  return preferencesView(row);
}

export interface PauseDeps {
  database: Database;
  matching: MatchingService;
}

/**
 * Closes the user's active listings and remembers which: they leave matching (and the sector
 * pages) until the user resumes. Nothing is deleted; matches already made stay as history.
 */
export async function pauseAccount(deps: PauseDeps, actor: AuditActor & { userId: number }): Promise<PreferencesView> {
  const { row, state } = await deps.database.write(async (tx) => {
    const current = await userRow(tx, actor.userId);
    if ((current.settings as StoredSettings).pause) throw new ConflictError(ADMIN_ERRORS.alreadyPaused);
    const state = await closeActiveListings(tx, actor.userId, new Date().toISOString());
    const row = await tx
      .update(users)
      .set({ settings: { ...current.settings, pause: state } })
      .where(eq(users.id, actor.userId))
      .returning()
      .get();
    await recordAudit(tx, {
      action: "user.pause",
      resource: `user:${actor.userId}`,
      ...auditBy(actor),
      success: true,
      severity: "low",
      details: `${state.needIds.length} besoins et ${state.offerIds.length} offres retirés du matching`,
    });
    await appendEvents(deps.database, tx, [...withdrawnEvents(state), { type: "stats.changed" }]);
    return { row, state };
  });
  leaveMatching(deps.matching, state);
  return preferencesView(row);
}

/** Reopens what the pause closed (listings since deleted are skipped) and re-scores them. */
export async function resumeAccount(deps: PauseDeps, actor: AuditActor & { userId: number }): Promise<PreferencesView> {
  const { row, state } = await deps.database.write(async (tx) => {
    const current = await userRow(tx, actor.userId);
    const state = (current.settings as StoredSettings).pause;
    if (!state) throw new ConflictError(ADMIN_ERRORS.notPaused);
    await reopenListings(tx, actor.userId, state, new Date().toISOString());
    const row = await tx
      .update(users)
      .set({ settings: { ...current.settings, pause: null } })
      .where(eq(users.id, actor.userId))
      .returning()
      .get();
    await recordAudit(tx, { action: "user.resume", resource: `user:${actor.userId}`, ...auditBy(actor), success: true, severity: "low" });
    await appendEvents(deps.database, tx, [{ type: "stats.changed" }]);
    return { row, state };
  });
  await rejoinMatching(deps.database, deps.matching, state);
  return preferencesView(row);
}

