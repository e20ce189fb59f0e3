/**
 * A user's notification settings (Profile › Settings). The admin and privacy work owns the screen
 * that stores them in `users.settings.notifications`; until then every user has the defaults: all on.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export interface NotificationSettings {
  /** E-mail for a new match above `matchMinScore`. */
  emailMatches: boolean;
  /** E-mail when a counterpart contacts the user. */
  emailContacts: boolean;
  /** E-mail for each new message in a conversation. */
  emailMessages: boolean;
  /** Matches below this hybrid score send no e-mail (they are still notified in the app). */
  matchMinScore: number;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailMatches: true,
  emailContacts: true,
  emailMessages: true,
  matchMinScore: 0,
};

export async function getNotificationSettings(database: Database, userId: number): Promise<NotificationSettings> {
  const row = await database.db.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).get();
  const stored = (row?.settings as { notifications?: Partial<NotificationSettings> } | undefined)?.notifications ?? {};
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
}
