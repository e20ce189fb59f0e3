/**
 * Saved-search alerts (issue 22): an account's own alerts, their precision, the preview of the
 * next digest, and the two things a mail link does without a session (a 👍/👎, a one-click
 * unsubscribe). Delivery is alert-runs.ts. Another account's alert reads as unknown (404), as a
 * notification does: ids are not a way to learn what others watch.
 */
import { and, count, desc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { analyze } from "../../engine";
import {
  ALERT_DIGEST_MAX,
  ALERT_MAX_PER_USER,
  ALERT_NARROW_BELOW,
  ALERT_PRECISION_DAYS,
  ALERT_PRECISION_MIN_RATED,
  ALERT_TEXTS,
  MAIL_SWITCH_LABELS,
  zoneOf,
  type AlertData,
  type AlertFeedbackInput,
  type AlertFeedbackResult,
  type AlertItemView,
  type AlertPatch,
  type AlertPrecision,
  type AlertPreview,
  type AlertUnsubscribeResult,
  type AlertView,
  type AlertVote,
} from "../../shared/alerts";
import type { Database, Reader, Tx } from "../db/client";
import { accountTokens, alertDeliveries, alerts, needs, offers, users, type AlertDeliveryRow, type AlertRow, type UserRow } from "../db/schema";
import { alertCandidates, bandOf, candidateView, explain, itemUrl, type AlertEngines } from "./alert-matching";
import { nextDigestAt } from "./alert-schedule";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { ConflictError, InvalidError, NotFoundError, UnauthenticatedError } from "./errors";
import { spendLink } from "./mail-links";
import { DEFAULT_PREFERENCES, userRow } from "./preferences";

const DAY_MS = 86_400_000;

/** When a digest of this alert is next due, from now, in its owner's zone (null: immediate or off). */
export function nextRunFor(alert: Pick<AlertRow, "enabled" | "frequency" | "hour">, timezone: string | null, now = Date.now()): string | null {
  if (!alert.enabled) return null;
  const at = nextDigestAt(alert.frequency, alert.hour, zoneOf(timezone), now);
  return at === null ? null : new Date(at).toISOString();
}

async function ownAlert(reader: Reader, userId: number, id: number): Promise<AlertRow> {
  const row = await reader.select().from(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId))).get();
  if (!row) throw new NotFoundError(ALERT_TEXTS.notFound);
  return row;
}

/** Precision over the last ALERT_PRECISION_DAYS days: the share of 👍 among rated items. */
export function precisionOf(votes: Array<Pick<AlertDeliveryRow, "vote" | "itemTerms">>): AlertPrecision {
  const rated = votes.filter((row) => row.vote !== null);
  const up = rated.filter((row) => row.vote === "up").length;
  const value = rated.length >= ALERT_PRECISION_MIN_RATED ? up / rated.length : null;
  return { rated: rated.length, up, value, suggestion: value !== null && value < ALERT_NARROW_BELOW ? narrowingHint(rated) : null };
}

/** The suggestion to narrow, naming the words that come back most in the items rated 👎. */
function narrowingHint(rated: Array<Pick<AlertDeliveryRow, "vote" | "itemTerms">>): string {
  const liked = new Set(rated.filter((row) => row.vote === "up").flatMap((row) => row.itemTerms));
  const counts = new Map<string, number>();
  for (const row of rated) if (row.vote === "down") for (const term of new Set(row.itemTerms)) if (!liked.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const frequent = [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
  return frequent.length > 0
    ? `${ALERT_TEXTS.narrow} Les résultats notés 👎 parlent souvent de ${frequent.map(([term]) => `« ${term} »`).join(", ")}.`
    : ALERT_TEXTS.narrow;
}

export function deliveryView(row: AlertDeliveryRow, category = ""): AlertItemView {
  return {
    kind: row.itemKind,
    id: row.itemId,
    title: row.title,
    score: row.score,
    band: bandOf(row.itemKind, row.score),
    matchedTerms: row.matchedTerms,
    explanation: explain({ kind: row.itemKind, score: row.score, matchedTerms: row.matchedTerms }),
    url: itemUrl(row.itemKind, row.itemId, category),
    deliveryId: row.id,
    vote: row.vote,
    sentAt: row.sentAt,
  };
}

/** The alerts' views, with their precision and latest items, in a few reads. */
async function alertViews(database: Database, rows: AlertRow[], timezone: string | null): Promise<AlertView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const since = new Date(Date.now() - ALERT_PRECISION_DAYS * DAY_MS).toISOString();
  const votes = await database.db
    .select({ alertId: alertDeliveries.alertId, vote: alertDeliveries.vote, itemTerms: alertDeliveries.itemTerms })
    .from(alertDeliveries)
    .where(and(inArray(alertDeliveries.alertId, ids), isNotNull(alertDeliveries.vote), gte(alertDeliveries.votedAt, since)));
  const recent = new Map<number, AlertDeliveryRow[]>();
  for (const id of ids) {
    recent.set(id, await database.db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, id)).orderBy(desc(alertDeliveries.sentAt), desc(alertDeliveries.id)).limit(ALERT_DIGEST_MAX));
  }
  const categories = await itemCategories(database, [...recent.values()].flat());
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    query: row.query,
    categories: row.categories,
    minScore: row.minScore,
    frequency: row.frequency,
    hour: row.hour,
    timezone: zoneOf(timezone),
    enabled: row.enabled,
    nextRunAt: row.nextRunAt,
    lastRunAt: row.lastRunAt,
    lastSentAt: row.lastSentAt,
    createdAt: row.createdAt,
    precision: precisionOf(votes.filter((vote) => vote.alertId === row.id)),
    recent: (recent.get(row.id) ?? []).map((delivery) => deliveryView(delivery, categories.get(`${delivery.itemKind}:${delivery.itemId}`))),
  }));
}

/** The sector of each listing sent, for its link (a listing may have been deleted since). */
async function itemCategories(database: Database, rows: AlertDeliveryRow[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [kind, table] of [["need", needs], ["offer", offers]] as const) {
    const ids = rows.filter((row) => row.itemKind === kind).map((row) => row.itemId);
    if (ids.length === 0) continue;
    for (const row of await database.db.select({ id: table.id, category: table.category }).from(table).where(inArray(table.id, ids))) out.set(`${kind}:${row.id}`, row.category);
  }
  return out;
}

export async function listAlerts(database: Database, user: Pick<UserRow, "id" | "timezone">): Promise<AlertView[]> {
  const rows = await database.db.select().from(alerts).where(eq(alerts.userId, user.id)).orderBy(desc(alerts.createdAt), desc(alerts.id));
  return alertViews(database, rows, user.timezone);
}

export async function getAlert(database: Database, user: Pick<UserRow, "id" | "timezone">, id: number): Promise<AlertView> {
  const [view] = await alertViews(database, [await ownAlert(database.db, user.id, id)], user.timezone);
  return view!;
}

/** Whether two alerts follow the same words (case and spacing aside) in the same sectors. */
function sameSearch(a: { query: string; categories: readonly string[] }, b: { query: string; categories: readonly string[] }): boolean {
  const words = (query: string) => query.toLocaleLowerCase("fr").split(/\s+/).filter(Boolean).join(" ");
  const sectors = (list: readonly string[]) => [...list].sort().join(",");
  return words(a.query) === words(b.query) && sectors(a.categories) === sectors(b.categories);
}

/** Words the engine keeps: « le la les », « !! » or « €€ » could never match anything. */
function assertSearchable(query: string | undefined): void {
  if (query !== undefined && analyze(query).length === 0) throw new InvalidError(ALERT_TEXTS.queryEmptyWords, [{ path: "query", message: ALERT_TEXTS.queryEmptyWords }]);
}

export async function createAlert(database: Database, user: UserRow, input: AlertData, actor: AuditActor): Promise<AlertView> {
  assertSearchable(input.query);
  const row = await database.write(async (tx) => {
    const owned = await tx.select({ n: count() }).from(alerts).where(eq(alerts.userId, user.id)).get();
    if ((owned?.n ?? 0) >= ALERT_MAX_PER_USER) throw new ConflictError(ALERT_TEXTS.tooMany);
    // The same results followed twice (a double click, a form sent again) would arrive twice.
    const same = (await tx.select({ name: alerts.name, query: alerts.query, categories: alerts.categories }).from(alerts).where(and(eq(alerts.userId, user.id), eq(alerts.kind, input.kind)))).find(
      (alert) => sameSearch(alert, input),
    );
    if (same) throw new ConflictError(ALERT_TEXTS.duplicate(same.name), "query");
    const values = { ...input, userId: user.id, enabled: true };
    const created = await tx
      .insert(alerts)
      .values({ ...values, nextRunAt: nextRunFor(values, user.timezone) })
      .returning()
      .get();
    await recordAudit(tx, { action: "alert.create", resource: `alert:${created.id}`, ...auditBy(actor), success: true, severity: "low" });
    return created;
  });
  return getAlert(database, user, row.id);
}

export async function updateAlert(database: Database, user: UserRow, input: AlertPatch, actor: AuditActor): Promise<AlertView> {
  assertSearchable(input.query);
  await database.write(async (tx) => {
    const current = await ownAlert(tx, user.id, input.id);
    const { id, ...changes } = input;
    const next = { ...current, ...changes };
    const rescheduled = changes.frequency !== undefined || changes.hour !== undefined || changes.enabled !== undefined;
    await tx
      .update(alerts)
      .set({ ...changes, ...(rescheduled ? { nextRunAt: nextRunFor(next, user.timezone) } : {}), updatedAt: new Date().toISOString() })
      .where(eq(alerts.id, id));
    await recordAudit(tx, { action: "alert.update", resource: `alert:${id}`, ...auditBy(actor), success: true, severity: "low" });
  });
  return getAlert(database, user, input.id);
}

export async function deleteAlert(database: Database, userId: number, id: number, actor: AuditActor): Promise<void> {
  await database.write(async (tx) => {
    await ownAlert(tx, userId, id);
    // Its links die with it (no foreign key on account_tokens.alert_id: schema.ts).
    await tx.delete(accountTokens).where(eq(accountTokens.alertId, id));
    await tx.delete(alerts).where(eq(alerts.id, id));
    await recordAudit(tx, { action: "alert.delete", resource: `alert:${id}`, ...auditBy(actor), success: true, severity: "low" });
  });
}

/** What the next digest would hold now, best first; nothing is sent or recorded. */
export async function previewAlert(engines: AlertEngines, userId: number, id: number): Promise<AlertPreview> {
  const alert = await ownAlert(engines.database.db, userId, id);
  return { alertId: alert.id, items: (await alertCandidates(engines, alert)).map(candidateView) };
}

async function recordVote(tx: Tx, delivery: AlertDeliveryRow, vote: AlertVote): Promise<void> {
  await tx.update(alertDeliveries).set({ vote, votedAt: new Date().toISOString() }).where(eq(alertDeliveries.id, delivery.id));
}

/**
 * A 👍/👎: from a mail, its single-use link alone says which item of which alert (no session);
 * from the app, the item must be one of the signed-in user's alerts. The app may change its vote.
 */
export async function giveFeedback(database: Database, user: UserRow | null, input: AlertFeedbackInput): Promise<AlertFeedbackResult> {
  const alert = await database.write(async (tx) => {
    let delivery: AlertDeliveryRow | undefined;
    if (input.token !== undefined) {
      const { row } = await spendLink(tx, input.token, "alert_feedback");
      if (!row?.deliveryId) throw new InvalidError(ALERT_TEXTS.linkInvalid, [{ path: "token", message: ALERT_TEXTS.linkInvalid }]);
      delivery = await tx.select().from(alertDeliveries).where(and(eq(alertDeliveries.id, row.deliveryId), eq(alertDeliveries.alertId, row.alertId ?? -1))).get();
      if (!delivery) throw new InvalidError(ALERT_TEXTS.linkInvalid, [{ path: "token", message: ALERT_TEXTS.linkInvalid }]);
    } else {
      if (!user) throw new UnauthenticatedError();
      delivery = await tx.select().from(alertDeliveries).where(eq(alertDeliveries.id, input.deliveryId!)).get();
      const owner = delivery ? await tx.select({ userId: alerts.userId }).from(alerts).where(eq(alerts.id, delivery.alertId)).get() : undefined;
      if (!delivery || owner?.userId !== user.id) throw new NotFoundError(ALERT_TEXTS.deliveryNotFound);
    }
    await recordVote(tx, delivery, input.vote);
    return (await tx.select().from(alerts).where(eq(alerts.id, delivery.alertId)).get())!;
  });
  return { ok: true, alertId: alert.id, alertName: alert.name, vote: input.vote, message: ALERT_TEXTS.voteThanks };
}

/**
 * RFC 8058 one-click: the link turns off exactly what it names, for its own account: one alert,
 * or one e-mail switch of the notification settings. A link already used answers the same,
 * changing nothing: a mail client may post twice, and the owner may have turned it back on since.
 */
export async function unsubscribe(database: Database, token: string, ip: string | null): Promise<AlertUnsubscribeResult> {
  return database.write(async (tx) => {
    const { row, used } = await spendLink(tx, token, "unsubscribe");
    const link = row ?? used;
    if (!link) throw new InvalidError(ALERT_TEXTS.linkInvalid, [{ path: "token", message: ALERT_TEXTS.linkInvalid }]);
    const owner = await userRow(tx, link.userId);
    let turnedOff: string;
    if (link.alertId !== null) {
      const alert = await tx.select().from(alerts).where(and(eq(alerts.id, link.alertId), eq(alerts.userId, link.userId))).get();
      if (!alert) throw new InvalidError(ALERT_TEXTS.linkInvalid, [{ path: "token", message: ALERT_TEXTS.linkInvalid }]);
      turnedOff = `l'alerte « ${alert.name} »`;
      if (row) await tx.update(alerts).set({ enabled: false, nextRunAt: null, updatedAt: new Date().toISOString() }).where(eq(alerts.id, alert.id));
    } else if (link.mailSwitch) {
      turnedOff = MAIL_SWITCH_LABELS[link.mailSwitch];
      if (row) {
        const email = { ...DEFAULT_PREFERENCES.notifications.email, ...owner.settings.notifications?.email, [link.mailSwitch]: false };
        await tx
          .update(users)
          .set({ settings: { ...owner.settings, notifications: { ...owner.settings.notifications, email } }, updatedAt: new Date().toISOString() })
          .where(eq(users.id, owner.id));
      }
    } else {
      throw new InvalidError(ALERT_TEXTS.linkInvalid, [{ path: "token", message: ALERT_TEXTS.linkInvalid }]);
    }
    if (row) {
      await recordAudit(tx, { action: "alert.unsubscribe", resource: link.alertId !== null ? `alert:${link.alertId}` : `user:${link.userId}`, actor: owner, ip, success: true, severity: "low", details: turnedOff });
    }
    return { ok: true as const, turnedOff, alreadyDone: row === null, message: `${ALERT_TEXTS.unsubscribed} (${turnedOff})` };
  });
}

/** Every alert, or one account's, for operators (`market alerts list`): owner, schedule, precision. */
export async function operatorAlertList(database: Database, options: { email?: string } = {}) {
  const rows = await database.db
    .select({ alert: alerts, email: users.email })
    .from(alerts)
    .innerJoin(users, eq(alerts.userId, users.id))
    .where(options.email ? eq(users.email, options.email.toLowerCase()) : undefined)
    .orderBy(alerts.id);
  if (rows.length === 0) return [];
  const since = new Date(Date.now() - ALERT_PRECISION_DAYS * DAY_MS).toISOString();
  const votes = await database.db
    .select({ alertId: alertDeliveries.alertId, vote: alertDeliveries.vote, itemTerms: alertDeliveries.itemTerms })
    .from(alertDeliveries)
    .where(and(inArray(alertDeliveries.alertId, rows.map((row) => row.alert.id)), isNotNull(alertDeliveries.vote), gte(alertDeliveries.votedAt, since)));
  const sent = await database.db
    .select({ alertId: alertDeliveries.alertId, n: count() })
    .from(alertDeliveries)
    .where(inArray(alertDeliveries.alertId, rows.map((row) => row.alert.id)))
    .groupBy(alertDeliveries.alertId);
  const sentBy = new Map(sent.map((row) => [row.alertId, row.n]));
  return rows.map(({ alert, email }) => ({
    id: alert.id,
    owner: email,
    name: alert.name,
    kind: alert.kind,
    frequency: alert.frequency,
    hour: alert.hour,
    enabled: alert.enabled,
    nextRunAt: alert.nextRunAt,
    lastSentAt: alert.lastSentAt,
    itemsSent: sentBy.get(alert.id) ?? 0,
    precision: precisionOf(votes.filter((vote) => vote.alertId === alert.id)),
  }));
}
