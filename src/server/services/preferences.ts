/**
 * A user's own settings (Profile › Settings): e-mail per notification type and the matching
 * threshold under which they are not notified (the pause of the account: account-pause.ts). Stored in the
 * `users.settings` JSON column; every switch is on by default. The mail service reads them with
 * `getNotificationSettings`.
 */
import { eq } from "drizzle-orm";
import { NOTIFY_MIN_SCORE } from "../../engine";
import { preferencesSchema, type Preferences, type PreferencesView } from "../../shared/preferences";
import { ERRORS } from "../../shared/messages";
import type { Database, Reader } from "../db/client";
import { users, type UserRow, type UserSettings, type WithdrawnListings } from "../db/schema";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { NotFoundError } from "./errors";

export const DEFAULT_PREFERENCES: Preferences = {
  notifications: { email: { match: true, contact: true, quote: true, system: true } },
  matching: { notifyNewMatches: true, minScore: NOTIFY_MIN_SCORE },
};

/** Stored values over the defaults; anything unreadable falls back to the default. */
function preferencesOf(stored: UserSettings): Preferences {
  const merged = {
    notifications: { email: { ...DEFAULT_PREFERENCES.notifications.email, ...(stored.notifications?.email ?? {}) } },
    matching: { ...DEFAULT_PREFERENCES.matching, ...(stored.matching ?? {}) },
  };
  const parsed = preferencesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

/** What the user's own pause took out of the marketplace, if paused (account-pause.ts). */
export function pauseOf(row: UserRow): WithdrawnListings | null {
  return row.settings.pause ?? null;
}

export function preferencesView(row: UserRow): PreferencesView {
  return { ...preferencesOf(row.settings), pausedAt: row.settings.pause?.at ?? null };
}

export async function userRow(reader: Reader, userId: number): Promise<UserRow> {
  const row = await reader.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw new NotFoundError(ERRORS.userNotFound);
  return row;
}

export async function getPreferences(database: Database, userId: number): Promise<PreferencesView> {
  return preferencesView(await userRow(database.db, userId));
}

/**
 * For the mail and notification senders, from the recipient's row they hold: may this user be
 * told about `type`, and from which hybrid score is a new match worth a notification (null: never).
 */
export function notificationSettingsOf(user: Pick<UserRow, "settings">): { email: Preferences["notifications"]["email"]; matchMinScore: number | null } {
  return { email: preferencesOf(user.settings).notifications.email, matchMinScore: matchNotifyThreshold(user.settings) };
}

/** From which score a new match is notified to the user with these settings (null: never). */
export function matchNotifyThreshold(settings: UserSettings): number | null {
  const { matching } = preferencesOf(settings);
  return matching.notifyNewMatches ? matching.minScore : null;
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
