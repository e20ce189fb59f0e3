/**
 * What the admin console, the audit log and the data-protection panel
 * return (SPEC §3, DESIGN §10): zod view schemas with their types beside them. Services build
 * these explicitly, so no password hash, session or token can leak through them.
 */
import { z } from "zod";
import { ACCOUNT_TYPES, AUDIT_SEVERITIES, CONSENT_TYPES } from "./enums";
import { preferencesViewSchema } from "./preferences";

const countMap = z.record(z.string(), z.number().int());

/** GET /api/analytics: the spec's fields, plus listings by sector for the sector chart. */
export const analyticsViewSchema = z.object({
  totalUsers: z.number().int(),
  totalBuyers: z.number().int(),
  totalSuppliers: z.number().int(),
  totalNeeds: z.number().int(),
  totalOffers: z.number().int(),
  totalMatches: z.number().int(),
  /** Quotes sent (drafts aside) and accepted (issue 21). */
  totalQuotes: z.number().int(),
  acceptedQuotes: z.number().int(),
  usersBySector: countMap,
  needsBySector: countMap,
  offersBySector: countMap,
});
export type AnalyticsView = z.infer<typeof analyticsViewSchema>;

/** GET /api/admin/location-stats (SPEC §3). */
export const locationStatsViewSchema = z.object({
  needsByLocation: countMap,
  offersByLocation: countMap,
});
export type LocationStatsView = z.infer<typeof locationStatsViewSchema>;

export const adminUserViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  companyName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  sector: z.string(),
  location: z.string(),
  isSuspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  /** Set when the user asked for erasure: the account is deactivated until an admin erases it. */
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

/** `deactivated`: how many of the `total` await erasure (the platform's counters leave them out). */
export const adminUsersPageSchema = z.object({ users: z.array(adminUserViewSchema), total: z.number().int(), deactivated: z.number().int() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const auditEntryViewSchema = z.object({
  id: z.number().int(),
  severity: z.enum(AUDIT_SEVERITIES),
  action: z.string(),
  resource: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  timestamp: z.string(),
  success: z.boolean(),
  details: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntryViewSchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const deletionRequestViewSchema = z.object({
  id: z.number().int(),
  /** Null once the account was erased. */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  companyName: z.string().nullable(),
  reason: z.string(),
  status: z.enum(["pending", "executed", "cancelled"]),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
});
export type DeletionRequestView = z.infer<typeof deletionRequestViewSchema>;

export const consentStateSchema = z.object({
  consentType: z.enum(CONSENT_TYPES),
  granted: z.boolean(),
  /** When the latest choice was made; null when the user never chose (not granted). */
  updatedAt: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentHistoryEntrySchema = z.object({
  consentType: z.enum(CONSENT_TYPES),
  granted: z.boolean(),
  createdAt: z.string(),
});

export const consentsViewSchema = z.object({
  consents: z.array(consentStateSchema),
  history: z.array(consentHistoryEntrySchema),
});
export type ConsentsView = z.infer<typeof consentsViewSchema>;


export const activityItemSchema = z.object({
  kind: z.enum(["interaction", "message"]),
  /** The interaction's action, or "message". */
  action: z.string(),
  matchId: z.number().int(),
  /** The counterpart listing's title. */
  title: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** POST /api/gdpr/export-data: everything the platform holds about the caller (GDPR art. 15 and 20). */
export const userDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  preferences: preferencesViewSchema,
  needs: z.array(z.record(z.string(), z.unknown())),
  offers: z.array(z.record(z.string(), z.unknown())),
  matches: z.array(z.record(z.string(), z.unknown())),
  interactions: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  notifications: z.array(z.record(z.string(), z.unknown())),
  consents: z.array(z.record(z.string(), z.unknown())),
  auditEntries: z.array(z.record(z.string(), z.unknown())),
  deletionRequests: z.array(z.record(z.string(), z.unknown())),
  /** Saved-search alerts, each with the items it sent and their votes (issue 22). */
  alerts: z.array(z.record(z.string(), z.unknown())),
  /** Quotes sent or received, every version the user may read, and the quote requests (issue 21). */
  quotes: z.array(z.record(z.string(), z.unknown())),
  quoteRequests: z.array(z.record(z.string(), z.unknown())),
  /** The files the user attached to their needs and quotes (name, type, size, where; the bytes by their url). */
  attachments: z.array(z.record(z.string(), z.unknown())),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

export { EXPORT_KINDS, type ExportKind } from "./enums";
