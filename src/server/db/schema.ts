/**
 * The whole data model (DESIGN §4). Timestamps are ISO-8601 strings (UTC) so that they sort,
 * read well in exports and cross the API unchanged. JSON columns hold small lists and objects.
 */
import { sql } from "drizzle-orm";
import { blob, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MAIL_KINDS } from "../../shared/conversation-views";
import { MATCH_ACTIONS } from "../../shared/enums";
import { ALERT_FREQUENCIES, ALERT_ITEM_KINDS, ALERT_KINDS, ALERT_VOTES, MAIL_SWITCHES } from "../../shared/alerts";
import { QUOTE_STATUSES, type StoredLine } from "../../shared/quotes";
import { ATTACHMENT_ITEM_KINDS } from "../../shared/attachments";

/** A user's listings taken out of the marketplace (pause, suspension), so that putting back restores exactly those (withdrawn-listings.ts). */
export interface WithdrawnListings {
  at: string;
  needIds: number[];
  offerIds: number[];
}

/**
 * What `users.settings` holds: the user's own choices, stored as sent and read over the defaults
 * (preferences.ts, which validates them), and what a pause or a suspension took out.
 */
export interface UserSettings {
  notifications?: { email?: Partial<Record<"match" | "contact" | "system", boolean>> };
  matching?: { notifyNewMatches?: boolean; minScore?: number };
  /** What the user's own pause took out (account-pause.ts). */
  pause?: WithdrawnListings | null;
  /** What an admin's suspension took out (admin-users.ts). */
  suspension?: WithdrawnListings | null;
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(now);
const updatedAt = () => text("updated_at").notNull().default(now);
const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);
const jsonObject = (name: string) =>
  text(name, { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`);
/** Float32 embedding bytes; their layout is owned by src/engine (the index's `embedder.version`). */
const embedding = () => blob("embedding", { mode: "buffer" });

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    accountType: text("account_type", { enum: ["buyer", "supplier", "admin"] }).notNull(),
    companyName: text("company_name").notNull(),
    displayName: text("display_name"),
    sector: text("sector").notNull(),
    location: text("location").notNull(),
    preferredLanguage: text("preferred_language").notNull().default("fr"),
    timezone: text("timezone").notNull().default("CET"),
    bio: text("bio"),
    /** The company's SIREN or SIRET, digits only, with a valid key (shared/company-identity.ts). */
    companyNumber: text("company_number"),
    /** Intra-community VAT number (FR + key + SIREN), its key checked. */
    vatNumber: text("vat_number"),
    postalAddress: text("postal_address"),
    contactName: text("contact_name"),
    level: integer("level").notNull().default(1),
    points: integer("points").notNull().default(0),
    isSuspended: integer("is_suspended", { mode: "boolean" }).notNull().default(false),
    suspendedReason: text("suspended_reason"),
    settings: text("settings", { mode: "json" }).$type<UserSettings>().notNull().default(sql`'{}'`),
    deletedAt: text("deleted_at"),
    /**
     * When the sign-in e-mail was confirmed (issue 18); null until the link is followed. Accounts
     * older than the confirmation were grandfathered in with the epoch by the column's default.
     */
    emailVerifiedAt: text("email_verified_at").default("1970-01-01T00:00:00.000Z"),
    /** A new sign-in e-mail waiting for its confirmation; the account keeps the old one until then. */
    pendingEmail: text("pending_email"),
    /** Base32 TOTP secret (RFC 6238); set up but unused until `totpEnabledAt`. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: text("totp_enabled_at"),
    /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer("totp_last_step"),
    /** SHA-256 of each unused recovery code. */
    totpRecoveryCodes: jsonList("totp_recovery_codes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Moves at every change of the row, set by a trigger (migration 0012): a cached session's user is read again only when it moved (auth/sessions.ts). */
    revision: integer("revision").notNull().default(0),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), uniqueIndex("users_username_unique").on(t.username)],
);

/**
 * Single-use links sent by e-mail (issue 18): a password reset, the confirmation of an address,
 * and (issue 22) a 👍/👎 on one item of an alert mail or the one-click way out of a kind of mail.
 * Only the token's SHA-256 is stored, as for sessions: the link is the only copy of the token.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password_reset", "email_verification", "alert_feedback", "unsubscribe"] }).notNull(),
    /** The address a verification confirms. */
    email: text("email"),
    /**
     * `unsubscribe`: the alert it turns off; `alert_feedback`: the alert of the item rated. No
     * foreign key (SQLite cannot add one with ON DELETE to an existing table): deleting an alert
     * deletes its links in the same transaction (services/alerts.ts), and a link whose alert or
     * item is gone is simply invalid.
     */
    alertId: integer("alert_id"),
    /** `alert_feedback`: the item sent (alert_deliveries row) the vote is about. */
    deliveryId: integer("delivery_id"),
    /** `unsubscribe` without an alert: the e-mail switch of the notification settings it turns off. */
    mailSwitch: text("mail_switch", { enum: MAIL_SWITCHES }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId), index("account_tokens_alert_idx").on(t.alertId), index("account_tokens_expiry_idx").on(t.expiresAt)],
);

/**
 * Saved searches (issue 22): "new needs in my sectors with these words", "new offers like this
 * need", a catalogue search. Delivered at once, or as a daily or weekly digest at `hour` in the
 * owner's time zone. `nextRunAt` says when a digest is due; a process takes a due alert by
 * setting `claimedUntil`/`claimedBy` in one compare-and-set UPDATE (services/alert-runs.ts).
 */
export const alerts = sqliteTable(
  "alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    query: text("query").notNull(),
    categories: jsonList("categories"),
    minScore: real("min_score").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull(),
    /** Local hour (0–23) of the digests. */
    hour: integer("hour").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    /** When the next digest is due (UTC ISO); immediate alerts are made due by the events. Null when off. */
    nextRunAt: text("next_run_at"),
    /** Epoch ms until which the process named in `claimedBy` holds the alert (0: free). */
    claimedUntil: integer("claimed_until").notNull().default(0),
    claimedBy: text("claimed_by"),
    lastRunAt: text("last_run_at"),
    /** Last time something was sent (nothing is sent when nothing is new). */
    lastSentAt: text("last_sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("alerts_user_idx").on(t.userId), index("alerts_due_idx").on(t.enabled, t.nextRunAt)],
);

/**
 * What an alert sent: one row per item, never two (unique), with the explanation as it was sent,
 * and the owner's 👍/👎 on it. Precision and the penalty of 👎 are read from here.
 */
export const alertDeliveries = sqliteTable(
  "alert_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    itemKind: text("item_kind", { enum: ALERT_ITEM_KINDS }).notNull(),
    itemId: integer("item_id").notNull(),
    title: text("title").notNull(),
    score: real("score").notNull(),
    /** Query terms the item matched (the explanation). */
    matchedTerms: jsonList("matched_terms"),
    /** The item's own salient terms (title, keywords): what "similar" means for a 👎. */
    itemTerms: jsonList("item_terms"),
    vote: text("vote", { enum: ALERT_VOTES }),
    votedAt: text("voted_at"),
    sentAt: text("sent_at").notNull().default(now),
  },
  (t) => [uniqueIndex("alert_deliveries_item_unique").on(t.alertId, t.itemKind, t.itemId), index("alert_deliveries_voted_idx").on(t.alertId, t.votedAt)],
);

/** A sign-in whose password was right, waiting for the second factor (5 minutes, 5 tries). */
export const loginChallenges = sqliteTable("login_challenges", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: text("expires_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex: the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Absolute end of the session, whatever its activity. */
    absoluteExpiresAt: integer("absolute_expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser's User-Agent when the session was opened, for the list of sessions. */
    userAgent: text("user_agent"),
    /** Last request of the session, kept to within a few minutes. */
    lastSeenAt: text("last_seen_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** The columns every listing has, whatever its kind (DESIGN §4, docs/decisions/004). */
const listingColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  currency: text("currency").notNull().default("EUR"),
  location: text("location").notNull(),
  keywords: jsonList("keywords"),
  specifications: jsonObject("specifications"),
  images: jsonList("images"),
  /** `awarded`: a need whose quote was accepted (issue 21); like `closed`, out of matching. */
  status: text("status", { enum: ["active", "closed", "awarded"] }).notNull().default("active"),
  embedding: embedding(),
  embeddingVersion: text("embedding_version"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * Moves at every change of the row, set by a trigger (migration 0011), never by hand: the match
   * lists map a listing's part of their views once per revision (services/listing-parts.ts).
   */
  revision: integer("revision").notNull().default(0),
});

export const needs = sqliteTable(
  "needs",
  {
    ...listingColumns(),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    budget: real("budget").notNull(),
    urgency: text("urgency", { enum: ["low", "medium", "high"] }).notNull().default("medium"),
    deadline: text("deadline"),
  },
  (t) => [index("needs_buyer_idx").on(t.buyerId), index("needs_category_status_idx").on(t.category, t.status)],
);

export const offers = sqliteTable(
  "offers",
  {
    ...listingColumns(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    price: real("price").notNull(),
    /** What the price is for (« pièce », « mois », « forfait »): free text as a quote line's unit; null, none given. */
    priceUnit: text("price_unit"),
    deliveryTime: text("delivery_time").notNull().default(""),
    certifications: jsonList("certifications"),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
  },
  (t) => [index("offers_supplier_idx").on(t.supplierId), index("offers_category_status_idx").on(t.category, t.status)],
);

const matchStatus = (name: string) =>
  text(name, { enum: ["new", "viewed", "contacted", "favorited", "ignored"] })
    .notNull()
    .default("new");

export const matches = sqliteTable(
  "matches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    needId: integer("need_id")
      .notNull()
      .references(() => needs.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    hybridScore: real("hybrid_score").notNull(),
    tfidfScore: real("tfidf_score").notNull(),
    semanticScore: real("semantic_score").notNull(),
    categoryScore: real("category_score").notNull(),
    matchedTerms: jsonList("matched_terms"),
    buyerStatus: matchStatus("buyer_status"),
    supplierStatus: matchStatus("supplier_status"),
    /**
     * Each side's personal adjustment of its own ranking (issue 20 §3, src/engine/personal.ts):
     * added to hybridScore to sort that side's lists only, recomputed from all of the user's
     * ignores and likes whenever they act. 0 until they do.
     */
    buyerAdjust: real("buyer_adjust").notNull().default(0),
    supplierAdjust: real("supplier_adjust").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("matches_pair_unique").on(t.needId, t.offerId),
    index("matches_offer_idx").on(t.offerId),
    index("matches_score_idx").on(t.hybridScore),
  ],
);

export const interactions = sqliteTable(
  "interactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: MATCH_ACTIONS }).notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("interactions_match_idx").on(t.matchId), index("interactions_user_idx").on(t.userId)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** When the other party opened the thread; null while unread. */
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_match_idx").on(t.matchId)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["match", "contact", "system", "quote"] }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    details: text("details"),
    /** The app's page of what it announces (a quote, an alert's result), when not the match. */
    link: text("link"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.isRead)],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    brand: text("brand").notNull().default(""),
    /** Minor units (cents). 0 means "price on request". */
    price: integer("price").notNull().default(0),
    currency: text("currency").notNull().default("EUR"),
    category: text("category").notNull().default("other"),
    images: jsonList("images"),
    views: integer("views").notNull().default(0),
    embedding: embedding(),
    embeddingVersion: text("embedding_version"),
    createdAt: createdAt(),
  },
  (t) => [index("products_created_idx").on(t.createdAt)],
);

export const consents = sqliteTable(
  "consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    consentType: text("consent_type", { enum: ["data_processing", "marketing", "analytics", "cookies"] }).notNull(),
    granted: integer("granted", { mode: "boolean" }).notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("consents_user_idx").on(t.userId, t.consentType)],
);

export const deletionRequests = sqliteTable("deletion_requests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** Kept after erasure (set null) so the request itself stays on record. */
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").notNull(),
  status: text("status", { enum: ["pending", "executed", "cancelled"] }).notNull().default("pending"),
  createdAt: createdAt(),
  executedAt: text("executed_at"),
  executedBy: integer("executed_by"),
});

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    severity: text("severity", { enum: ["low", "medium", "high", "critical"] }).notNull(),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    /** Actor; null once erased (the entry is kept, anonymised). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username"),
    ip: text("ip"),
    success: integer("success", { mode: "boolean" }).notNull(),
    details: text("details"),
    timestamp: text("timestamp").notNull().default(now),
  },
  (t) => [index("audit_timestamp_idx").on(t.timestamp)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Every mail, whatever the transport: the durable queue of the mail worker (DESIGN §9) and the log
 * admins read. Without SMTP a mail is kept here as `outbox`; with SMTP it goes `pending` → `sent`,
 * or `failed` with its last error once the retries are spent.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind", { enum: MAIL_KINDS }).notNull().default("test"),
    /** Extra headers of this mail (List-Unsubscribe, List-Unsubscribe-Post; issue 22). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    /** Files sent with the mail (a quote's PDF; issue 21), their bytes in base64. */
    attachments: text("attachments", { mode: "json" }).$type<MailAttachment[]>().notNull().default(sql`'[]'`),
    status: text("status", { enum: ["pending", "sent", "failed", "outbox"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Epoch ms before which no worker takes the mail (backoff, or a worker's lease while it sends). */
    nextAttemptAt: integer("next_attempt_at").notNull().default(0),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.nextAttemptAt)],
);

export const achievements = sqliteTable(
  "achievements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    unlockedAt: text("unlocked_at").notNull().default(now),
  },
  (t) => [uniqueIndex("achievements_user_key_unique").on(t.userId, t.key)],
);

/**
 * What happened, as data (issue 19, src/server/events): services append a row in the same
 * transaction as the change; every process reads the rows it has not seen, in order, and hands
 * them to its subscribers (sockets, mail, search indexes). Kept for EVENTS_KEEP_DAYS, then pruned.
 * AUTOINCREMENT: an id is never given twice, even after the newest rows were pruned.
 */
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The process that wrote it ("server:…" or "cli:…"): the writer already applied it to its own memory. */
    origin: text("origin").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("events_created_idx").on(t.createdAt)],
);

/**
 * What each write changed for the kept answers (issue 25, db/answer-scopes.ts): a version per
 * scope, -1 for "anything", 0 for the answers that are the same for everyone, an account id for
 * that account's own answers. A write transaction moves the versions of what it declares it
 * changes, or -1 when it declares nothing; a kept answer is served after other commits while the
 * versions of its scopes have not moved.
 */
export const answerVersions = sqliteTable("answer_versions", {
  scope: integer("scope").primaryKey(),
  version: integer("version").notNull().default(0),
});

/** How far a subscriber that must run once for all processes (the mailer) has read the events. */
export const eventCursors = sqliteTable("event_cursors", {
  name: text("name").primaryKey(),
  lastId: integer("last_id").notNull().default(0),
});

/**
 * Quotes (issue 21). A quote outlives its parties' erasure: the ids go null and the names kept
 * here are anonymised (gdpr.ts), so the counterpart keeps its record. The listing's title is kept
 * for the same reason.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** DEV-yyyy-nnnn, per supplier, never reused (quote_counters). */
    number: text("number").notNull(),
    needId: integer("need_id").references(() => needs.id, { onDelete: "set null" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    buyerId: integer("buyer_id").references(() => users.id, { onDelete: "set null" }),
    supplierId: integer("supplier_id").references(() => users.id, { onDelete: "set null" }),
    needTitle: text("need_title").notNull(),
    buyerCompany: text("buyer_company").notNull(),
    supplierCompany: text("supplier_company").notNull(),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("draft"),
    /** The current version's validity (yyyy-mm-dd), here so that lists can tell expired quotes in SQL. */
    validUntil: text("valid_until").notNull(),
    revisionRounds: integer("revision_rounds").notNull().default(0),
    revisionComment: text("revision_comment"),
    declineReason: text("decline_reason"),
    /** The status an award changed (this quote's, or a declined competitor's), restored if the award is withdrawn. */
    statusBeforeAward: text("status_before_award", { enum: QUOTE_STATUSES }),
    awardedAt: text("awarded_at"),
    awardWithdrawnAt: text("award_withdrawn_at"),
    awardWithdrawalReason: text("award_withdrawal_reason"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("quotes_need_idx").on(t.needId), index("quotes_supplier_idx").on(t.supplierId), index("quotes_buyer_idx").on(t.buyerId)],
);

/** The identities printed on a quote's PDF, as they were when the version was sent. */
export interface QuoteParties {
  supplier: { companyName: string; companyNumber: string | null; vatNumber: string | null; postalAddress: string | null; email: string | null };
  buyer: { companyName: string; companyNumber: string | null; vatNumber: string | null; postalAddress: string | null };
}

/** Every version of a quote: the draft being written, each sent one, each revision. */
export const quoteVersions = sqliteTable(
  "quote_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    lines: text("lines", { mode: "json" }).$type<StoredLine[]>().notNull(),
    htCents: integer("ht_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    ttcCents: integer("ttc_cents").notNull(),
    leadTimeDays: integer("lead_time_days").notNull(),
    validUntil: text("valid_until").notNull(),
    paymentTerms: text("payment_terms").notNull().default(""),
    conditions: text("conditions").notNull().default(""),
    /** Why lines at 0 % carry no VAT (QUOTE_TEXTS.vatExemptionRequired); empty when none is. */
    vatExemption: text("vat_exemption").notNull().default(""),
    answersComment: text("answers_comment"),
    parties: text("parties", { mode: "json" }).$type<QuoteParties>(),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("quote_versions_unique").on(t.quoteId, t.version)],
);

/** A buyer's request for a quote, to one supplier for one need; answered by the supplier's first sent quote. */
export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    needId: integer("need_id")
      .notNull()
      .references(() => needs.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    message: text("message").notNull().default(""),
    /** A quote sent, or the request declined: the supplier answered. */
    answeredAt: text("answered_at"),
    /** The supplier declined to quote, with its reason (may be empty). */
    declinedAt: text("declined_at"),
    declineReason: text("decline_reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("quote_requests_unique").on(t.needId, t.supplierId), index("quote_requests_supplier_idx").on(t.supplierId)],
);

/** The last quote number given to a supplier in a year: numbers are never given twice. */
export const quoteCounters = sqliteTable(
  "quote_counters",
  {
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [uniqueIndex("quote_counters_unique").on(t.supplierId, t.year)],
);

/** Files attached to a need or a quote (issue 21); the bytes live under DATA_DIR/files by their SHA-256. */
export const attachments = sqliteTable(
  "attachments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itemKind: text("item_kind", { enum: ATTACHMENT_ITEM_KINDS }).notNull(),
    itemId: integer("item_id").notNull(),
    /** Erased with the account (the file too, when no other attachment has the same bytes). */
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("attachments_item_idx").on(t.itemKind, t.itemId), index("attachments_owner_idx").on(t.ownerId), index("attachments_sha_idx").on(t.sha256)],
);

/**
 * The database's identity: one row, a random id given the first time a process asks for it
 * (db/identity.ts). The index files in DATA_DIR/vectors carry it, so that files written for
 * another database (a copied DATA_DIR, another DATABASE_URL) are set aside instead of loaded.
 */
export const databaseIdentity = sqliteTable("database_identity", {
  /** Always 1: one row. */
  id: integer("id").primaryKey(),
  identity: text("identity").notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NeedRow = typeof needs.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
