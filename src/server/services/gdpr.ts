/**
 * Data protection (RGPD; DESIGN §10, docs/privacy.md): consent history, the export of all of a
 * user's data, the deletion request that deactivates the account at once, and the erasure an
 * admin executes. Each step writes its audit entry in its own transaction.
 * Why erasure deletes rows and anonymises the audit log: docs/decisions/008-erasure.md.
 */
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ConsentsView, DeletionRequestView, UserDataExport } from "../../shared/admin-views";
import { CONSENT_TYPES, type AuditSeverity, type ConsentType } from "../../shared/enums";
import { ADMIN_ERRORS, ERRORS } from "../../shared/messages";
import { invalidateUserSessions } from "../auth/sessions";
import type { Database, Reader } from "../db/client";
import {
  achievements,
  alertDeliveries,
  attachments,
  alerts,
  auditLogs,
  consents,
  deletionRequests,
  interactions,
  mailOutbox,
  matches,
  messages,
  needs,
  notifications,
  offers,
  users,
  type UserRow,
} from "../db/schema";
import { appendEvents } from "../events/log";
import { auditBy, recordAudit, toAuditEntryView, type AuditActor } from "./audit";
import { ConflictError, ForbiddenError, NotFoundError } from "./errors";
import type { MatchingService } from "./matching";
import { preferencesView } from "./preferences";
import { closeActiveListings, counterpartRefreshEvents, withdrawnEvents } from "./withdrawn-listings";
import { toPublicUser } from "./users";
import { anonymiseQuotesOf, quotesForExport } from "./quotes/privacy";
import { fileHashesOf, removeUnreferencedFiles } from "./attachments";
import { exportHeaders, formatExportRows, frenchCell, frenchFieldName, type ExportFormat } from "./export-format";
import { exportFileName, toCsv } from "./exports";
import { centsAsEuros, PERSONAL_FIELD_LABELS, PERSONAL_VALUE_LABELS } from "./personal-data-french";

export interface GdprDeps {
  database: Database;
  matching: MatchingService;
  /** Where the attached files are (DATA_DIR): the user's go with the account. */
  dataDir: string;
}

// ── Consents ─────────────────────────────────────────────────────────────────────────────────

/** The latest choice per type (never chosen: not granted) and the whole history, newest first. */
export async function listConsents(database: Database, userId: number): Promise<ConsentsView> {
  const rows = await database.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.createdAt), desc(consents.id));
  const latest = new Map<ConsentType, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.consentType)) latest.set(row.consentType, row);
  return {
    consents: CONSENT_TYPES.map((consentType) => {
      const row = latest.get(consentType);
      return { consentType, granted: row?.granted ?? false, updatedAt: row?.createdAt ?? null };
    }),
    history: rows.map((row) => ({ consentType: row.consentType, granted: row.granted, createdAt: row.createdAt })),
  };
}

/** Each change is a new row: the history is kept and the latest wins. */
export async function recordConsent(
  database: Database,
  actor: AuditActor & { userId: number },
  input: { consentType: ConsentType; granted: boolean },
): Promise<ConsentsView> {
  await database.write(async (tx) => {
    // A history of changes (DESIGN §10): the same answer again changes nothing.
    const last = await tx
      .select({ granted: consents.granted })
      .from(consents)
      .where(and(eq(consents.userId, actor.userId), eq(consents.consentType, input.consentType)))
      .orderBy(desc(consents.id))
      .limit(1)
      .get();
    if (last?.granted === input.granted) return;
    await tx.insert(consents).values({ userId: actor.userId, consentType: input.consentType, granted: input.granted, ip: actor.ip });
    await recordAudit(tx, {
      action: "gdpr.consent",
      resource: `consent:${input.consentType}`,
      ...auditBy(actor),
      success: true,
      severity: "low",
      details: input.granted ? "accordé" : "retiré",
    });
  });
  return listConsents(database, actor.userId);
}

// ── Export (GDPR art. 15 and 20) ─────────────────────────────────────────────────────────────

function listingIdsOf(reader: Reader, userId: number) {
  return Promise.all([
    reader.select({ id: needs.id }).from(needs).where(eq(needs.buyerId, userId)),
    reader.select({ id: offers.id }).from(offers).where(eq(offers.supplierId, userId)),
  ]).then(([n, o]) => ({ needIds: n.map((r) => r.id), offerIds: o.map((r) => r.id) }));
}

/** The titles of the user's needs and offers. */
async function listingTitlesOf(reader: Reader, userId: number): Promise<string[]> {
  const [n, o] = await Promise.all([
    reader.select({ title: needs.title }).from(needs).where(eq(needs.buyerId, userId)),
    reader.select({ title: offers.title }).from(offers).where(eq(offers.supplierId, userId)),
  ]);
  return [...n, ...o].map((row) => row.title).filter((title) => title.length > 0);
}

/** Matches on one of the user's listings. */
function ownMatchCondition(ids: { needIds: number[]; offerIds: number[] }) {
  return or(
    ids.needIds.length > 0 ? inArray(matches.needId, ids.needIds) : sql`0`,
    ids.offerIds.length > 0 ? inArray(matches.offerId, ids.offerIds) : sql`0`,
  );
}

/**
 * Everything the platform holds about the user: profile, preferences, needs, offers, their side of
 * each match (no counterpart's identity), their interactions, the messages of their matches
 * (direction only, not the other party), notifications, consents, deletion requests, their own
 * audit entries, and their alerts with what each sent. Recorded in the audit log in the same transaction as the reads.
 */
export async function exportUserData(
  database: Database,
  userId: number,
  origin: { ip: string | null } = { ip: null },
  /** Someone else exporting the account's data (an operator of `market gdpr export`): the audit entry names them. */
  byOther?: { actor: AuditActor; severity: AuditSeverity; details: string },
): Promise<UserDataExport> {
  return database.write(async (tx) => {
    const user = await tx.select().from(users).where(eq(users.id, userId)).get();
    if (!user) throw new NotFoundError(ERRORS.userNotFound);
    const ids = await listingIdsOf(tx, userId);
    const [needRows, offerRows, matchRows, interactionRows, notificationRows, consentRows, auditRows, requestRows, alertRows] = await Promise.all([
      tx.select().from(needs).where(eq(needs.buyerId, userId)),
      tx.select().from(offers).where(eq(offers.supplierId, userId)),
      tx.select().from(matches).where(ownMatchCondition(ids)),
      tx.select().from(interactions).where(eq(interactions.userId, userId)),
      tx.select().from(notifications).where(eq(notifications.userId, userId)),
      tx.select().from(consents).where(eq(consents.userId, userId)),
      // What they did, and what was done to their account and listings (a suspension, an operator's edit).
      tx
        .select()
        .from(auditLogs)
        .where(or(eq(auditLogs.userId, userId), inArray(auditLogs.resource, [`user:${userId}`, ...ids.needIds.map((id) => `need:${id}`), ...ids.offerIds.map((id) => `offer:${id}`)])))
        .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id)),
      tx.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)),
      tx.select().from(alerts).where(eq(alerts.userId, userId)),
    ]);
    const deliveryRows = alertRows.length > 0 ? await tx.select().from(alertDeliveries).where(inArray(alertDeliveries.alertId, alertRows.map((a) => a.id))) : [];
    const matchIds = matchRows.map((m) => m.id);
    const messageRows = matchIds.length > 0 ? await tx.select().from(messages).where(inArray(messages.matchId, matchIds)) : [];
    const isBuyerSide = (m: (typeof matchRows)[number]) => ids.needIds.includes(m.needId);
    const quoteData = await quotesForExport(tx, userId);
    const fileRows = await tx.select().from(attachments).where(eq(attachments.ownerId, userId)).orderBy(attachments.id);
    const data: UserDataExport = {
      exportedAt: new Date().toISOString(),
      profile: { ...toPublicUser(user), suspendedReason: user.suspendedReason, deactivatedAt: user.deletedAt, updatedAt: user.updatedAt },
      preferences: preferencesView(user),
      needs: needRows.map(({ embedding: _e, embeddingVersion: _v, revision: _r, ...need }) => need),
      offers: offerRows.map(({ embedding: _e, embeddingVersion: _v, revision: _r, ...offer }) => offer),
      matches: matchRows.map((m) => ({
        id: m.id,
        ownListing: isBuyerSide(m) ? `need:${m.needId}` : `offer:${m.offerId}`,
        hybridScore: m.hybridScore,
        tfidfScore: m.tfidfScore,
        semanticScore: m.semanticScore,
        categoryScore: m.categoryScore,
        matchedTerms: m.matchedTerms,
        status: isBuyerSide(m) ? m.buyerStatus : m.supplierStatus,
        createdAt: m.createdAt,
      })),
      interactions: interactionRows.map((i) => ({ id: i.id, matchId: i.matchId, action: i.action, notes: i.notes, createdAt: i.createdAt })),
      messages: messageRows.map((m) => ({ id: m.id, matchId: m.matchId, direction: m.fromUserId === userId ? "sent" : "received", body: m.body, createdAt: m.createdAt })),
      notifications: notificationRows.map((n) => ({ ...n })),
      consents: consentRows.map((c) => ({ consentType: c.consentType, granted: c.granted, ip: c.ip, createdAt: c.createdAt })),
      // Who else acted is another person's data: an operator is named by their role only.
      auditEntries: auditRows.map((row) => (row.userId === userId ? toAuditEntryView(row) : { ...toAuditEntryView(row), userId: null, username: OTHER_ACTOR, ip: null })),
      deletionRequests: requestRows.map((r) => ({ id: r.id, reason: r.reason, status: r.status, createdAt: r.createdAt, executedAt: r.executedAt })),
      alerts: alertRows.map(({ claimedBy: _by, claimedUntil: _until, ...alert }) => ({
        ...alert,
        sent: deliveryRows
          .filter((d) => d.alertId === alert.id)
          .map((d) => ({ itemKind: d.itemKind, itemId: d.itemId, title: d.title, score: d.score, matchedTerms: d.matchedTerms, vote: d.vote, votedAt: d.votedAt, sentAt: d.sentAt })),
      })),
      quotes: quoteData.quotes,
      quoteRequests: quoteData.quoteRequests,
      attachments: fileRows.map((row) => ({ id: row.id, itemKind: row.itemKind, itemId: row.itemId, filename: row.filename, contentType: row.contentType, size: row.size, createdAt: row.createdAt, url: `/api/attachments/${row.id}` })),
    };
    await recordAudit(
      tx,
      byOther
        ? { action: "gdpr.export", resource: `user:${userId}`, ...auditBy(byOther.actor), success: true, severity: byOther.severity, details: byOther.details }
        : { action: "gdpr.export", resource: `user:${userId}`, actor: user, ip: origin.ip, success: true, severity: "medium" },
    );
    return data;
  });
}

/** The actor of an audit entry about the user written by someone else (an administrator, the CLI). */
const OTHER_ACTOR = "administrateur";

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** The sections of the personal data file, as its French form names them. */
const SECTION_LABELS: Record<string, string> = {
  profile: "Profil",
  preferences: "Préférences",
  needs: "Besoins",
  offers: "Offres",
  matches: "Matches",
  interactions: "Actions sur les matches",
  messages: "Messages",
  notifications: "Notifications",
  consents: "Consentements",
  auditEntries: "Journal d'audit",
  deletionRequests: "Demandes de suppression",
  alerts: "Alertes",
  quotes: "Devis",
  quoteRequests: "Demandes de devis",
  attachments: "Fichiers joints",
};

/**
 * The personal data as rows of (section, record, field, value). The French form names sections
 * and fields in French and writes each value as the exports do (labels, decimal commas, dates of
 * Paris, « oui »/« non », lists separated by commas); `raw` keeps keys and values as stored.
 */
export function userDataRows(data: UserDataExport, format: ExportFormat): { section: string; record: string; field: string; value: string }[] {
  const rows: { section: string; record: string; field: string; value: string }[] = [];
  const french = format !== "raw";
  // A status is a match's or a quote's in those sections, whose labels differ from a listing's.
  // userType is the spec's twin of accountType.
  const keyOf = (section: string, field: string) =>
    field === "userType" ? "accountType" : field !== "status" ? field : section === "matches" ? "buyerStatus" : section === "quotes" ? "quoteStatus" : field;
  const cell = (section: string, field: string, value: unknown): string => {
    if (value === null || value === undefined) return "";
    const valueLabel = french ? PERSONAL_VALUE_LABELS[`${section}.${field}`] : undefined;
    if (isStringList(value)) return french ? value.map((item) => valueLabel?.(item) ?? item).join(", ") : JSON.stringify(value);
    if (typeof value === "object") return JSON.stringify(value);
    if (!french) return String(value);
    if (valueLabel && typeof value === "string") return valueLabel(value);
    if (field === "direction") return value === "sent" ? "envoyé" : "reçu";
    return String(frenchCell(keyOf(section, field), value as string | number | boolean));
  };
  // The French form writes an object one field per row (a quote's versions, lines and totals,
  // the preferences), amounts in euros; the raw form keeps it as JSON in one cell.
  const put = (section: string, record: string, prefix: string | null, field: string, rawValue: unknown): void => {
    const { key, value } = french ? centsAsEuros(field, rawValue) : { key: field, value: rawValue };
    const name = french ? (PERSONAL_FIELD_LABELS[key] ?? frenchFieldName(key)) : key;
    const here = prefix === null ? name : `${prefix} › ${name}`;
    const push = (field: string, text: string) => rows.push({ section: french ? (SECTION_LABELS[section] ?? section) : section, record, field, value: text });
    if (!french || value === null || typeof value !== "object" || isStringList(value)) return void push(here, cell(section, key, value));
    const entries = Array.isArray(value) ? value.map((item, index) => [`${here} ${index + 1}`, item] as const) : Object.entries(value).map(([sub, item]) => [sub, item] as const);
    if (entries.length === 0) return void push(here, "");
    for (const [sub, item] of entries) {
      if (!Array.isArray(value)) put(section, record, here, sub, item);
      else if (item !== null && typeof item === "object" && !Array.isArray(item)) for (const [k, v] of Object.entries(item)) put(section, record, sub, k, v);
      else push(sub, cell(section, key, item));
    }
  };
  const add = (section: string, record: string, object: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(object)) put(section, record, null, field, value);
  };
  add("profile", "", data.profile);
  add("preferences", "", data.preferences as unknown as Record<string, unknown>);
  for (const section of ["needs", "offers", "matches", "interactions", "messages", "notifications", "consents", "auditEntries", "deletionRequests", "alerts", "quotes", "quoteRequests", "attachments"] as const) {
    data[section].forEach((item, index) => add(section, String(item.id ?? index + 1), item));
  }
  return rows;
}

/** The user's data as the CSV file the spec's client saves (French, or `raw`: keys and ISO dates). */
export async function userDataCsv(database: Database, userId: number, format: ExportFormat, origin: { ip: string | null }): Promise<{ fileName: string; csv: string }> {
  const data = await exportUserData(database, userId, origin);
  return {
    fileName: exportFileName("mes-donnees"),
    csv: toCsv(formatExportRows(userDataRows(data, format), format), { columns: exportHeaders(["section", "record", "field", "value"], format) }),
  };
}

// ── Deletion request and erasure ─────────────────────────────────────────────────────────────

/**
 * The user asks for erasure: the request is listed for admins and the account is deactivated at
 * once (sign-in refused, sessions ended, sockets disconnected, listings out of matching).
 * `recordedBy`: an operator who records a request the user made outside the platform (a letter,
 * an e-mail: `market gdpr request`), the actor of the audit entry.
 */
export async function requestDeletion(
  deps: Pick<GdprDeps, "database" | "matching">,
  user: Pick<UserRow, "id" | "username" | "companyName" | "accountType">,
  reason: string,
  ip: string | null = null,
  recordedBy?: AuditActor,
): Promise<DeletionRequestView> {
  if (user.accountType === "admin") throw new ForbiddenError(ADMIN_ERRORS.adminCannotRequestDeletion);
  const { request, closed } = await deps.database.write(async (tx) => {
    const pending = await tx
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(and(eq(deletionRequests.userId, user.id), eq(deletionRequests.status, "pending")))
      .get();
    if (pending) throw new ConflictError(ADMIN_ERRORS.deletionPending);
    const now = new Date().toISOString();
    const request = await tx.insert(deletionRequests).values({ userId: user.id, reason }).returning().get();
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    const closed = await closeActiveListings(tx, user.id, now);
    await invalidateUserSessions(deps.database, tx, user.id);
    await appendEvents(deps.database, tx, [...withdrawnEvents(closed), ...(await counterpartRefreshEvents(tx, closed)), { type: "stats.changed" }]);
    await recordAudit(tx, {
      action: "gdpr.deletion_request",
      resource: `user:${user.id}`,
      ...(recordedBy ? auditBy(recordedBy) : { actor: user, ip }),
      success: true,
      severity: "high",
      details: recordedBy ? `demande #${request.id}, reçue hors de la plateforme et enregistrée par un opérateur` : `demande #${request.id}`,
    });
    return { request, closed };
  });
  for (const id of closed.needIds) deps.matching.removeFromMatching("need", id);
  for (const id of closed.offerIds) deps.matching.removeFromMatching("offer", id);
  return { id: request.id, userId: user.id, username: user.username, companyName: user.companyName, reason: request.reason, status: request.status, createdAt: request.createdAt, executedAt: null };
}

export async function listDeletionRequests(database: Database, options: { status?: "pending" | "executed" | "cancelled" } = {}): Promise<DeletionRequestView[]> {
  const rows = await database.db
    .select({ request: deletionRequests, username: users.username, companyName: users.companyName })
    .from(deletionRequests)
    .leftJoin(users, eq(deletionRequests.userId, users.id))
    .where(options.status ? eq(deletionRequests.status, options.status) : undefined)
    .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id));
  return rows.map(({ request, username, companyName }) => ({
    id: request.id,
    userId: request.userId,
    username,
    companyName,
    reason: request.reason,
    status: request.status,
    createdAt: request.createdAt,
    executedAt: request.executedAt,
  }));
}

const ERASED = "[effacé]";

/** Replaces each identifier inside a text column, in SQL (so long texts never cross into JS). */
function scrubbed(column: SQLiteColumn, identifiers: string[]) {
  let expression = sql`${column}`;
  for (const identifier of identifiers) expression = sql`replace(${expression}, ${identifier}, ${ERASED})`;
  return expression;
}

/**
 * Executes a pending request: deletes the account with its needs, offers, matches, interactions,
 * messages, notifications, consents and achievements; deletes other users' notifications about
 * those matches and the mails sent to the user; anonymises the audit log (actor, address, the
 * details of the user's listings' entries, and the e-mail, username, company name and listing
 * titles wherever a detail quotes them). The request stays on record without the user or reason.
 */
export async function executeDeletion(deps: GdprDeps, actor: AuditActor, requestId: number): Promise<DeletionRequestView> {
  const request = await deps.database.db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId)).get();
  if (!request) throw new NotFoundError(ADMIN_ERRORS.deletionRequestNotFound);
  if (request.status !== "pending" || request.userId === null) throw new ConflictError(ADMIN_ERRORS.deletionAlreadyExecuted);
  const userId = request.userId;
  const user = await deps.database.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new NotFoundError(ERRORS.userNotFound);
  if (user.accountType === "admin") throw new ForbiddenError(ADMIN_ERRORS.adminNotErasable);
  const identifiers = [user.email, user.username, user.companyName].filter((value) => value.length > 0);
  const { ids, executed, fileHashes } = await deps.database.write(async (tx) => {
    const ids = await listingIdsOf(tx, userId);
    // The listings' own audit entries name them by title: nothing of them stays (issue 18); any
    // other entry quoting a title loses it too.
    const listingResources = [...ids.needIds.map((id) => `need:${id}`), ...ids.offerIds.map((id) => `offer:${id}`)];
    const titles = await listingTitlesOf(tx, userId);
    if (listingResources.length > 0) await tx.update(auditLogs).set({ details: ERASED }).where(and(inArray(auditLogs.resource, listingResources), isNotNull(auditLogs.details)));
    const matchIds = (await tx.select({ id: matches.id }).from(matches).where(ownMatchCondition(ids))).map((m) => m.id);
    // Read before the cascade takes the matches away: the other parties' open lists drop these cards at once.
    const counterparts = await counterpartRefreshEvents(tx, ids);
    if (matchIds.length > 0) await tx.delete(notifications).where(inArray(notifications.matchId, matchIds));
    // Other accounts' alerts keep no trace of the erased listings (their titles, as sent).
    for (const [kind, listed] of [["need", ids.needIds], ["offer", ids.offerIds]] as const) {
      if (listed.length > 0) await tx.delete(alertDeliveries).where(and(eq(alertDeliveries.itemKind, kind), inArray(alertDeliveries.itemId, listed)));
    }
    await tx.delete(mailOutbox).where(or(eq(mailOutbox.to, user.email), ...identifiers.map((id) => sql`instr(${mailOutbox.text}, ${id}) > 0 or instr(${mailOutbox.subject}, ${id}) > 0`)));
    await tx.update(auditLogs).set({ userId: null, username: null, ip: null }).where(or(eq(auditLogs.userId, userId), eq(auditLogs.username, user.username)));
    await tx
      .update(auditLogs)
      .set({ details: scrubbed(auditLogs.details, [...identifiers, ...titles]) })
      .where(and(isNotNull(auditLogs.details), or(...[...identifiers, ...titles].map((id) => sql`instr(${auditLogs.details}, ${id}) > 0`))));
    // The user's own words go with them: the reasons of their requests are dropped.
    await tx.update(deletionRequests).set({ reason: "" }).where(eq(deletionRequests.userId, userId));
    // Cascades: sessions, needs and offers (their matches, interactions, messages), the user's own
    // interactions, messages, notifications, consents and achievements; requests keep a null user.
    await tx.delete(achievements).where(eq(achievements.userId, userId));
    // Quotes stay their counterparts' record, without the erased party (quotes/privacy.ts).
    const quotesKept = await anonymiseQuotesOf(tx, userId);
    const fileHashes = await fileHashesOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    const now = new Date().toISOString();
    const executed = await tx
      .update(deletionRequests)
      .set({ status: "executed", executedAt: now, executedBy: actor.userId })
      .where(eq(deletionRequests.id, requestId))
      .returning()
      .get();
    await recordAudit(tx, {
      action: "gdpr.erase",
      resource: `user:${userId}`,
      ...auditBy(actor),
      success: true,
      severity: "critical",
      details: `demande #${requestId} : ${ids.needIds.length} besoins, ${ids.offerIds.length} offres, ${matchIds.length} matches effacés, ${quotesKept} devis anonymisés`,
    });
    await appendEvents(deps.database, tx, [{ type: "sessions.revoked", userId }, ...withdrawnEvents(ids, "listing.erased"), ...counterparts, { type: "stats.changed" }]);
    return { ids, executed, fileHashes };
  });
  // The attachment rows went with the account; their bytes go too unless another attachment holds the same file.
  await removeUnreferencedFiles(deps, fileHashes);
  for (const id of ids.needIds) deps.matching.removeFromMatching("need", id);
  for (const id of ids.offerIds) deps.matching.removeFromMatching("offer", id);
  // No copy of the erased text stays on disk: the index snapshot is written again now rather than
  // at the next periodic save, and the WAL, which holds the pages as they were, is emptied into
  // the database file (where secure_delete zeroed the freed cells, db/client.ts).
  await deps.matching.indexSaved();
  await deps.matching.saveIndexInBackground();
  await deps.database.client.execute("PRAGMA wal_checkpoint(TRUNCATE)").catch(() => undefined);
  return {
    id: executed.id,
    userId: null,
    username: null,
    companyName: null,
    reason: executed.reason,
    status: executed.status,
    createdAt: executed.createdAt,
    executedAt: executed.executedAt,
  };
}
