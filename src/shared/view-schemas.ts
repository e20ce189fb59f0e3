/**
 * The shapes the API returns (tRPC and /api alike), as zod schemas with their TypeScript types
 * inferred beside them. Every procedure declares one of these as its output, so an answer can
 * only carry the fields chosen here (never a password hash or another user's data), and the
 * OpenAPI document describes the responses from the same source.
 */
import type { ConstraintSignals as EngineConstraintSignals } from "../engine/constraints";
import { z } from "zod";
import {
  ACCOUNT_TYPES,
  CONSENT_TYPES,
  LISTING_STATUSES,
  MATCH_PAGE_STATUSES,
  MATCH_STATUSES,
  NOTIFICATION_TYPES,
  URGENCIES,
} from "./enums";

/** One field's problem, as forms show it under the field (DESIGN §5). */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The body of every error answer of /api. */
export const apiErrorSchema = z.object({ error: z.string(), issues: z.array(validationIssueSchema).optional() });

export const okSchema = z.object({ ok: z.literal(true) });

/** A CSV file to download (the /api paths send it as text/csv under this name). */
export const csvFileSchema = z.object({ fileName: z.string(), csv: z.string() });

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** Same value as accountType (the matches page reads userType). */
  userType: z.enum(ACCOUNT_TYPES),
  companyName: z.string(),
  displayName: z.string().nullable(),
  sector: z.string(),
  location: z.string(),
  preferredLanguage: z.string(),
  timezone: z.string(),
  bio: z.string().nullable(),
  contactName: z.string().nullable(),
  level: z.number().int(),
  points: z.number().int(),
  isSuspended: z.boolean(),
  createdAt: z.string(),
  /** False until the sign-in address is confirmed: the account then gets no mail but the link. */
  emailVerified: z.boolean(),
  /** A new sign-in address waiting for its confirmation link to be followed. */
  pendingEmail: z.string().nullable(),
  /** Whether a second factor (TOTP) is on. */
  totpEnabled: z.boolean(),
  /** How many unused recovery codes the second factor has left; null when it is off. */
  recoveryCodesLeft: z.number().int().nullable(),
  /** Legal identity (issue 21): SIREN or SIRET and VAT number with valid keys, postal address. */
  companyNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  postalAddress: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionUserSchema = z.object({ user: publicUserSchema.nullable() });
export const signedInUserSchema = z.object({ user: publicUserSchema });
/** A sign-in whose password was right and whose second factor is awaited: no session yet. */
export const totpRequiredSchema = z.object({ totpRequired: z.literal(true) });
export const loginAnswerSchema = z.union([signedInUserSchema, totpRequiredSchema]);
export const acceptedSchema = z.object({ ok: z.literal(true), message: z.string() });
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** "Chrome 131 sur Linux", from the User-Agent. */
  device: z.string(),
  current: z.boolean(),
});
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeSvg: z.string() });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Fields every listing has, whatever its kind. */
const listingBase = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  currency: z.string(),
  location: z.string(),
  keywords: z.array(z.string()),
  specifications: z.record(z.string(), z.unknown()),
  images: z.array(z.string()),
  status: z.enum(LISTING_STATUSES),
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const needViewSchema = z.object({
  ...listingBase,
  budget: z.number(),
  urgency: z.enum(URGENCIES),
  deadline: z.string().nullable(),
  buyerId: z.number().int(),
});
export type NeedView = z.infer<typeof needViewSchema>;

export const offerViewSchema = z.object({
  ...listingBase,
  price: z.number(),
  /** What the price is for (« pièce », « forfait »); null, none. */
  priceUnit: z.string().nullable(),
  deliveryTime: z.string(),
  certifications: z.array(z.string()),
  minOrderQuantity: z.number().int(),
  supplierId: z.number().int(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export function publishResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ item, matchesCreated: z.number().int() });
}
export interface PublishResult<T> {
  item: T;
  matchesCreated: number;
}

export const scoreSetSchema = z.object({
  hybridScore: z.number(),
  tfidfScore: z.number(),
  semanticScore: z.number(),
  categoryScore: z.number(),
  /** Aliases read by the matches page (DESIGN §7). */
  matchScore: z.number(),
  tfIdfScore: z.number(),
});
export type ScoreSet = z.infer<typeof scoreSetSchema>;

/** Facts about the pair the UI shows next to the scores; null when unknown. */
export const constraintSignalsSchema = z.object({
  priceWithinBudget: z.boolean().nullable(),
  deliveryBeforeDeadline: z.boolean().nullable(),
  quantityFitsMinimum: z.boolean().nullable(),
  missingCertifications: z.array(z.string()),
});
export type ConstraintSignals = z.infer<typeof constraintSignalsSchema>;
// The engine computes them: its type and this schema must say the same.
constraintSignalsSchema satisfies z.ZodType<EngineConstraintSignals>;

const party = z.object({ id: z.number().int(), companyName: z.string() });

export const matchViewSchema = scoreSetSchema.extend({
  id: z.number().int(),
  /** The caller's own status (stored vocabulary) and its matches-page tab. */
  status: z.enum(MATCH_STATUSES),
  tab: z.enum(MATCH_PAGE_STATUSES),
  /** The other party's status as the caller may know it: never « ignored » (read as « viewed »). */
  counterpartStatus: z.enum(MATCH_STATUSES),
  matchedTerms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  need: needViewSchema.extend({ buyer: party }),
  offer: offerViewSchema.extend({ supplier: party }),
});
export type MatchView = z.infer<typeof matchViewSchema>;

export const matchPageSchema = z.object({
  items: z.array(matchViewSchema),
  /** Pass it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many matches these filters select, over all pages. */
  total: z.number().int(),
});
export type MatchPage = z.infer<typeof matchPageSchema>;

const countsBy = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as { [K in T[number]]: z.ZodNumber });

export const matchCountsSchema = z.object({
  /** The matches shown by default (score ≥ SHOWN_MIN_SCORE), all statuses. */
  total: z.number().int(),
  tabs: countsBy(MATCH_PAGE_STATUSES),
  statuses: countsBy(MATCH_STATUSES),
  /** The weaker leads per tab, behind "Autres pistes (N)". */
  otherTabs: countsBy(MATCH_PAGE_STATUSES),
});
export type MatchCounts = z.infer<typeof matchCountsSchema>;

export const interactionViewSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  notes: z.string().nullable(),
  userId: z.number().int(),
  createdAt: z.string(),
});
export type InteractionView = z.infer<typeof interactionViewSchema>;

export const messageViewSchema = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  fromCompanyName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** Why a match sits lower or higher in the caller's own list (issue 20 §3); the scores are unchanged. */
export const matchRankingSchema = z.object({
  /** Added to the hybrid score to sort the caller's lists, never shown as a score. */
  adjustment: z.number(),
  reason: z.enum(["ignored", "liked"]),
  explanation: z.string(),
});
export type MatchRanking = z.infer<typeof matchRankingSchema>;

export const matchDetailSchema = matchViewSchema.extend({
  constraints: constraintSignalsSchema,
  /** Null when the caller's actions do not move this match. */
  ranking: matchRankingSchema.nullable(),
  interactions: z.array(interactionViewSchema),
  messages: z.array(messageViewSchema),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const rematchResultSchema = z.object({
  totalMatches: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  /** Names read by the test page (SPEC §7). */
  message: z.string(),
  matchesCreated: z.number().int(),
  notificationsSent: z.number().int(),
});
export type RematchResult = z.infer<typeof rematchResultSchema>;

export const productViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  currency: z.string(),
  category: z.string(),
  images: z.array(z.string()),
  views: z.number().int(),
  createdAt: z.string(),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const searchResultSchema = z.object({
  products: z.array(productViewSchema.extend({ score: z.number() })),
  totalResults: z.number().int(),
  /** The query searched instead of `q` when a word of it was a typo unknown to the catalogue ("imprimnate" → "imprimante"), else null. */
  searchedFor: z.string().nullable(),
  /** Words of the query that no product found carries, as written or derived (« souris » when no product is a mouse): the answer stands in for them. */
  unmatchedWords: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const publicStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalNeeds: z.number().int(),
  totalOffers: z.number().int(),
  totalMatches: z.number().int(),
  needsByCategory: z.record(z.string(), z.number().int()),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

export const userStatsSchema = z.object({
  level: z.number().int(),
  totalScore: z.number(),
  points: z.number().int(),
  needs: z.number().int(),
  offers: z.number().int(),
  matches: z.number().int(),
  contacts: z.number().int(),
  favorites: z.number().int(),
  /**
   * Share (0–1) of the first messages and quote requests the caller received over 90 days that
   * they answered within 48 h (issue 21); null below 3 requests. The same figure buyers see on
   * supplier cards and in the quote comparison.
   */
  responseRate: z.number().nullable(),
  /** Median hours to answer, over the same requests; null below 3 requests or with no answer. */
  medianResponseHours: z.number().nullable(),
  /** Requests received over the window (the rate's basis). */
  responseRequests: z.number().int(),
  /** Quotes sent (supplier) or received (buyer), and those accepted. */
  quotes: z.number().int(),
  quotesAccepted: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const achievementViewSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type AchievementView = z.infer<typeof achievementViewSchema>;

export const progressViewSchema = z.object({
  score: z.number(),
  completed: z.number().int(),
  total: z.number().int(),
  nextLevelAt: z.number(),
  level: z.number().int(),
});
export type ProgressView = z.infer<typeof progressViewSchema>;

export const notificationViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  matchId: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  details: z.string().nullable(),
  /** The app's page of what it announces (a quote, an alert's result) when it is not the match: /quotes/12. */
  link: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const consentViewSchema = z.object({
  consentType: z.enum(CONSENT_TYPES),
  granted: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;
