/**
 * A user's notification settings (Profile › Settings). The admin and privacy work owns the screen
 * and the full module; this reads the same `users.settings` JSON with the same answer, so either
 * file serves the mail senders. Every switch is on by default.
 */
import { eq } from "drizzle-orm";
import { NOTIFY_MIN_SCORE } from "../../engine";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export interface NotificationSettings {
  /** E-mail per notification type; contacts and messages are both "contact". */
  email: { match: boolean; contact: boolean; system: boolean };
  /** From which hybrid score a new match is worth a notification; null: never. */
  matchMinScore: number | null;
}

interface StoredSettings {
  notifications?: { email?: Partial<NotificationSettings["email"]> };
  matching?: { notifyNewMatches?: boolean; minScore?: number };
}

export async function getNotificationSettings(database: Database, userId: number): Promise<NotificationSettings> {
  const row = await database.db.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).get();
  const stored = (row?.settings ?? {}) as StoredSettings;
  const matching = { notifyNewMatches: true, minScore: NOTIFY_MIN_SCORE, ...stored.matching };
  return {
    email: { match: true, contact: true, system: true, ...stored.notifications?.email },
    matchMinScore: matching.notifyNewMatches ? matching.minScore : null,
  };
}
