import { z } from "zod";

/**
 * The user's preferences (Profile › Settings), every switch on by default. The privacy part of
 * that tab is the consent history (one source of truth: the consents table).
 */
export const notificationSettingsSchema = z.object({
  /** E-mail for each notification type. */
  email: z.object({ match: z.boolean(), contact: z.boolean(), quote: z.boolean(), system: z.boolean() }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const matchingSettingsSchema = z.object({
  /** New matches are notified at all (in the app and by e-mail). */
  notifyNewMatches: z.boolean(),
  /** Under this hybrid score (0–1), a new match is not notified. */
  minScore: z.number().min(0).max(1),
});
export type MatchingSettings = z.infer<typeof matchingSettingsSchema>;

export const preferencesSchema = z.object({
  notifications: notificationSettingsSchema,
  matching: matchingSettingsSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesViewSchema = preferencesSchema.extend({
  /** Set while the user paused their own account (their listings are out of matching). */
  pausedAt: z.string().nullable(),
});
export type PreferencesView = z.infer<typeof preferencesViewSchema>;
