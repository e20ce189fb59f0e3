/**
 * The `--json` outputs of `bin/market`, one schema per command (DESIGN §11). The CLI parses every
 * JSON result through its schema before printing it, and scripts (and the tests) can parse it back
 * with the same schema.
 */
import { z } from "zod";
import { adminUserViewSchema, analyticsViewSchema, auditPageSchema, deletionRequestViewSchema, userDataExportSchema } from "./admin-views";
import { ACCOUNT_TYPES, EXPORT_KINDS, MATCH_STATUSES } from "./enums";

const count = z.number().int().min(0);
const score = z.number().min(0).max(1);

export const seedResultSchema = z.object({
  seed: z.number().int(),
  reset: z.boolean(),
  companies: count,
  needs: count,
  offers: count,
  products: count,
  matches: count,
  seconds: z.number().min(0),
  /** With --reset: the administrator accounts the reset kept (it deletes every other account). */
  keptAdmins: count.optional(),
});
export type SeedResult = z.infer<typeof seedResultSchema>;

export const importProblemSchema = z.object({
  /** Line of the file where the row starts (1 = the first line, the CSV header). */
  line: z.number().int().min(1),
  /** 1-based position of the row among the data rows. */
  position: z.number().int().min(1),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importResultSchema = z.object({
  kind: z.enum(["products", "needs", "offers"]),
  dryRun: z.boolean(),
  /** Rows that passed validation. */
  valid: count,
  imported: count,
  /** Matches created by the imported needs or offers (0 for products). */
  matchesCreated: count,
  rejected: z.array(importProblemSchema),
  interrupted: z.boolean(),
  /** The encoding the file was read in. */
  encoding: z.enum(["UTF-8", "UTF-16LE", "UTF-16BE", "windows-1252"]),
  /** Unknown columns, a non-UTF-8 file: said on stderr too, prefixed « attention : ». */
  warnings: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const rematchResultSchema = z.object({
  totalMatches: count,
  created: count,
  updated: count,
  removed: count,
  /** Matches the run did not touch: those of closed listings, kept as history. */
  unchanged: count,
  needs: count,
  seconds: z.number().min(0),
  alpha: z.number().min(0).max(1).nullable(),
});
export type RematchSummary = z.infer<typeof rematchResultSchema>;

export const constraintSignalsSchema = z.object({
  priceWithinBudget: z.boolean().nullable(),
  deliveryBeforeDeadline: z.boolean().nullable(),
  quantityFitsMinimum: z.boolean().nullable(),
  missingCertifications: z.array(z.string()),
});

export const matchExplainSchema = z.object({
  listing: z.object({ kind: z.enum(["need", "offer"]), id: z.number().int(), title: z.string(), category: z.string(), status: z.string() }),
  minScore: score,
  counterparts: z.array(
    z.object({
      kind: z.enum(["need", "offer"]),
      id: z.number().int(),
      title: z.string(),
      companyName: z.string(),
      category: z.string(),
      hybridScore: score,
      tfidfScore: score,
      semanticScore: score,
      categoryScore: score,
      matchedTerms: z.array(z.string()),
      constraints: constraintSignalsSchema,
      /** The stored match of the pair, if any, with each side's status. */
      match: z.object({ id: z.number().int(), buyerStatus: z.enum(MATCH_STATUSES), supplierStatus: z.enum(MATCH_STATUSES) }).nullable(),
    }),
  ),
});
export type MatchExplain = z.infer<typeof matchExplainSchema>;

export const searchOutputSchema = z.object({
  query: z.string(),
  alpha: score,
  sort: z.string(),
  totalResults: count,
  /** The query searched instead when a word of it was a typo, else null. */
  searchedFor: z.string().nullable(),
  /** Words of the query that no product found carries. */
  unmatchedWords: z.array(z.string()),
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      brand: z.string(),
      category: z.string(),
      /** Minor units (cents); 0 is "price on request". */
      price: z.number().int(),
      currency: z.string(),
      score: z.number(),
    }),
  ),
});
export type SearchOutput = z.infer<typeof searchOutputSchema>;

export const statsOutputSchema = z.object({
  /** The home page counters. */
  home: z.object({
    totalUsers: count,
    totalNeeds: count,
    totalOffers: count,
    totalMatches: count,
    needsByCategory: z.record(z.string(), count),
  }),
  /** The admin console's counters and sector breakdowns. */
  admin: analyticsViewSchema,
  /** What an operator checks beside them. */
  operator: z.object({
    admins: count,
    suspended: count,
    deactivated: count,
    closedNeeds: count,
    closedOffers: count,
    otherLeads: count,
    products: count,
    pendingDeletionRequests: count,
    auditEntries: count,
  }),
});
export type StatsOutput = z.infer<typeof statsOutputSchema>;

export const backupResultSchema = z.object({
  file: z.string(),
  bytes: count,
  integrity: z.literal("ok"),
  seconds: z.number().min(0),
});

export const migrateResultSchema = z.object({
  applied: z.array(z.string()),
  alreadyApplied: z.array(z.string()),
});

export const userRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  companyName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  isSuspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type CliUserRow = z.infer<typeof userRowSchema>;

export const usersListSchema = z.object({ users: z.array(adminUserViewSchema), total: count });
export const userChangeSchema = z.object({ user: userRowSchema, action: z.string() });
export const userAdminChangeSchema = z.object({ user: adminUserViewSchema, action: z.enum(["suspended", "unsuspended"]) });

export const auditListSchema = auditPageSchema;
export const auditPurgeSchema = z.object({ removed: count, before: z.string() });

export const exportResultSchema = z.object({
  kind: z.enum(EXPORT_KINDS),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});

export const exportFileResultSchema = z.object({ kind: z.string(), file: z.string(), rows: count, bytes: count });

export const deletionRequestsSchema = z.object({ requests: z.array(deletionRequestViewSchema) });
export const gdprExportSchema = userDataExportSchema;
export const gdprEraseResultSchema = z.object({ request: deletionRequestViewSchema });

/** `market alerts run [--dry-run]`: what each due alert sent (or would send). */
export const alertsRunResultSchema = z.object({
  dryRun: z.boolean(),
  alerts: z.array(
    z.object({
      alertId: count,
      userId: count,
      name: z.string(),
      frequency: z.enum(["immediate", "daily", "weekly"]),
      sent: count,
      mailed: z.boolean(),
      skipped: z.string().nullable(),
      items: z.array(z.object({ title: z.string(), score: z.number(), explanation: z.string() })),
    }),
  ),
});
export type AlertsRunResult = z.infer<typeof alertsRunResultSchema>;

/** `market alerts list`: every alert with its owner, schedule and precision over 30 days. */
export const alertsListSchema = z.array(
  z.object({
    id: count,
    owner: z.string(),
    name: z.string(),
    kind: z.enum(["needs", "offers", "products"]),
    frequency: z.enum(["immediate", "daily", "weekly"]),
    hour: z.number().int(),
    enabled: z.boolean(),
    nextRunAt: z.string().nullable(),
    lastSentAt: z.string().nullable(),
    itemsSent: count,
    precision: z.object({ rated: count, up: count, value: z.number().nullable(), suggestion: z.string().nullable() }),
  }),
);
