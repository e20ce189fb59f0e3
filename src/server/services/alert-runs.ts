/**
 * Delivering alerts (issue 22), the same from the server's job (jobs/alert-runs.ts) and from
 * `market alerts run`. Safe with several processes on one database:
 *
 * 1. A due alert (`nextRunAt` passed) is taken by one compare-and-set UPDATE that sets
 *    `claimedUntil` (a lease) and `claimedBy`; another process's UPDATE then matches no row.
 * 2. Its items are chosen outside any transaction (alert-matching.ts).
 * 3. One transaction releases the claim only if it is still this run's (a run that outlived its
 *    lease writes nothing), records the items (unique per alert: never sent twice), stores the
 *    mail with its links and the in-app notification, and moves `nextRunAt` on.
 *
 * Immediate alerts have no schedule: a published need or offer, or imported products, make the
 * immediate alerts of that kind due (`markImmediateDue`, from the event subscriber of every process).
 */
import { headOf } from "../../shared/format";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { AlertKind } from "../../shared/alerts";
import { ALERT_ITEM_KINDS } from "../../shared/alert-texts";
import type { Tx } from "../db/client";
import { noAnswers, onlyOf } from "../db/answer-scopes";
import { alertDeliveries, alerts, matches, notifications, users, type AlertRow, type UserRow } from "../db/schema";
import { alertCandidates, explain, itemUrl, type AlertCandidate, type AlertEngines } from "./alert-matching";
import { nextRunFor } from "./alerts";
import type { MailService, OutgoingMail } from "./mail";
import { feedbackLinks, unsubscribeLink } from "./mail-links";
import { alertMail } from "./mail-templates";
import { canReceiveMail, recipientName } from "./notification-mail";
import { insertNotifications } from "./notifications";

/** How long a process holds an alert it took: past it, another may take it again. */
export const ALERT_LEASE_MS = 5 * 60_000;
/**
 * An immediate alert is due this long after the event that triggered it, so that every process
 * has read the event (and indexed the new listing) before any of them takes the alert.
 */
export const IMMEDIATE_SETTLE_MS = 1_000;
/** Alerts taken per pass. */
const CLAIM_BATCH = 20;

export interface AlertRunDeps extends AlertEngines {
  mail: MailService;
  logger?: Logger;
}

export interface AlertRunOutcome {
  alertId: number;
  userId: number;
  name: string;
  frequency: AlertRow["frequency"];
  /** Items recorded as sent (0: nothing new, or nowhere to send it). */
  sent: number;
  mailed: boolean;
  /** Why nothing went out, when nothing did. */
  skipped: "nothing new" | "already told" | "address not confirmed" | "account inactive" | "taken by another process" | null;
  items: Array<{ title: string; score: number; explanation: string }>;
}

/** Makes the enabled immediate alerts watching these kinds due shortly (idempotent: every process may call it). */
export async function markImmediateDue(database: AlertEngines["database"], kinds: AlertKind[], now = Date.now()): Promise<number> {
  if (kinds.length === 0) return 0;
  const due = new Date(now + IMMEDIATE_SETTLE_MS).toISOString();
  const later = and(
    eq(alerts.enabled, true),
    eq(alerts.frequency, "immediate"),
    inArray(alerts.kind, kinds),
    sql`(${alerts.nextRunAt} IS NULL OR ${alerts.nextRunAt} > ${due})`,
  );
  // Under a stream of publications the alerts were made due by the first one: a read says so,
  // without a write transaction per publication (issue 25).
  if (!(await database.db.select({ id: alerts.id }).from(alerts).where(later).limit(1).get())) return 0;
  const rows = await database.write((tx) => tx.update(alerts).set({ nextRunAt: due }).where(later).returning({ id: alerts.id }), noAnswers);
  return rows.length;
}

/** The alerts due now, oldest first (not taken). */
async function dueAlerts(deps: AlertRunDeps, now: number, limit: number): Promise<AlertRow[]> {
  return deps.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.enabled, true), isNotNull(alerts.nextRunAt), lte(alerts.nextRunAt, new Date(now).toISOString()), lt(alerts.claimedUntil, now)))
    .orderBy(asc(alerts.nextRunAt), asc(alerts.id))
    .limit(limit);
}

/** Takes one due alert for this run, or null when another process holds it or it is no longer due. */
async function claim(deps: AlertRunDeps, alert: AlertRow, runId: string, now: number): Promise<AlertRow | null> {
  const taken = await deps.database.write((tx) =>
    tx
      .update(alerts)
      .set({ claimedUntil: now + ALERT_LEASE_MS, claimedBy: runId })
      .where(
        and(
          eq(alerts.id, alert.id),
          eq(alerts.enabled, true),
          lte(alerts.nextRunAt, new Date(now).toISOString()),
          lt(alerts.claimedUntil, now),
        ),
      )
      .returning()
      .get(),
    noAnswers,
  );
  return taken ?? null;
}

function why(owner: UserRow | undefined): AlertRunOutcome["skipped"] {
  if (!owner || !canReceiveMail(owner)) return "account inactive";
  return null;
}

/**
 * The mail of the items just recorded, with a 👍/👎 link per item and the alert's one-click
 * unsubscribe (List-Unsubscribe headers and footer).
 */
function alertMailFor(deps: AlertRunDeps, alert: AlertRow, owner: UserRow, sent: Array<{ deliveryId: number; item: AlertCandidate }>): OutgoingMail {
  const links = deps.mail.links;
  const tokens: NonNullable<OutgoingMail["tokens"]> = [];
  const items = sent.map(({ deliveryId, item }) => {
    const feedback = feedbackLinks(links, owner.id, alert.id, deliveryId);
    tokens.push(...feedback.tokens);
    return { title: item.title, url: `${links.baseUrl}${itemUrl(item.kind, item.id, item.category)}`, explanation: explain(item), up: feedback.up, down: feedback.down };
  });
  const unsubscribe = unsubscribeLink(links, { userId: owner.id, alertId: alert.id });
  tokens.push(...unsubscribe.tokens);
  const rendered = alertMail(links, {
    recipientName: recipientName(owner),
    alertName: alert.name,
    frequency: alert.frequency,
    items,
    unsubscribe: { label: "Ne plus recevoir cette alerte", url: unsubscribe.pageUrl },
  });
  return { to: owner.email, kind: "alert", ...rendered, headers: unsubscribe.headers, tokens };
}

/**
 * Runs one alert this process has taken: records and sends what is new, then frees it and
 * schedules the next digest. When the claim was lost meanwhile, nothing is written.
 */
async function deliver(deps: AlertRunDeps, alert: AlertRow, runId: string): Promise<AlertRunOutcome> {
  const owner = await deps.database.db.select().from(users).where(eq(users.id, alert.userId)).get();
  const inactive = why(owner);
  const confirmed = owner?.emailVerifiedAt != null;
  const immediate = alert.frequency === "immediate";
  // A digest waits for a confirmed address: its items stay new until then. Immediate alerts
  // still reach the app.
  const canSend = !inactive && (confirmed || immediate);
  const items = canSend ? await alertCandidates(deps, alert) : [];
  const skipped: AlertRunOutcome["skipped"] = inactive ?? (!canSend ? "address not confirmed" : items.length === 0 ? "nothing new" : null);
  const now = new Date();
  let mailed = false;
  let alreadyToldAll = false;
  const recorded = await deps.database.write(async (tx) => {
    const next = nextRunFor(alert, owner?.timezone ?? null, now.getTime());
    // Freed only if still ours; `nextRunAt` moved meanwhile (an edit, a new event) is kept.
    const freed = await tx
      .update(alerts)
      .set({
        claimedUntil: 0,
        claimedBy: null,
        lastRunAt: now.toISOString(),
        nextRunAt: sql`CASE WHEN ${alerts.nextRunAt} IS ${alert.nextRunAt} THEN ${next} ELSE ${alerts.nextRunAt} END`,
        ...(items.length > 0 ? { lastSentAt: now.toISOString() } : {}),
      })
      .where(and(eq(alerts.id, alert.id), eq(alerts.claimedBy, runId)))
      .returning({ id: alerts.id });
    if (freed.length === 0) return null;
    if (items.length === 0 || !owner) return [];
    const recordedNow = await recordDeliveries(tx, alert, items);
    // Recorded all the same (never sent later), but an immediate alert does not tell again what the owner just heard of.
    const told = immediate ? await alreadyTold(tx, alert, recordedNow.map(({ item }) => item)) : new Set<string>();
    const sent = recordedNow.filter(({ item }) => !told.has(itemKey(item)));
    if (recordedNow.length > 0 && sent.length === 0) alreadyToldAll = true;
    if (sent.length === 0) return [];
    const mails = confirmed ? [alertMailFor(deps, alert, owner, sent)] : [];
    if (mails.length > 0) {
      await deps.mail.store(tx, mails);
      mailed = true;
    }
    if (immediate) {
      await insertNotifications(deps.database, tx, [
        {
          userId: owner.id,
          type: "system",
          title: `Alerte « ${alert.name} » : ${sent.length > 1 ? `${sent.length} nouveaux résultats` : "nouveau résultat"}`,
          message: headOf(sent.map(({ item }) => item.title).join(" · "), 500),
          details: sent.map(({ item }) => `${item.title} : ${explain(item)}`).join("\n"),
          // One result: its page; several: the alert's own list of what it sent, with 👍/👎.
          link: sent.length === 1 ? itemUrl(sent[0]!.item.kind, sent[0]!.item.id, sent[0]!.item.category) : "/profile?tab=alerts",
        },
      ]);
    }
    return sent;
    // Its deliveries and notification are the owner's own answers.
  }, onlyOf(alert.userId));
  if (mailed) deps.mail.kick();
  const base = { alertId: alert.id, userId: alert.userId, name: alert.name, frequency: alert.frequency };
  if (recorded === null) return { ...base, sent: 0, mailed: false, skipped: "taken by another process", items: [] };
  return {
    ...base,
    sent: recorded.length,
    mailed,
    skipped: recorded.length > 0 ? null : alreadyToldAll ? "already told" : (skipped ?? "nothing new"),
    items: recorded.map(({ item }) => ({ title: item.title, score: item.score, explanation: explain(item) })),
  };
}

const itemKey = (item: Pick<AlertCandidate, "kind" | "id">) => `${item.kind}:${item.id}`;

/**
 * The items the alert's owner heard of a moment ago: a need or offer whose publication sent them a
 * « Nouveau match » (matching.ts), or an item another of their alerts already sent. A published
 * need sent a supplier a new-match notice, then this alert's notice and mail on the same need.
 */
async function alreadyTold(tx: Tx, alert: AlertRow, items: AlertCandidate[]): Promise<Set<string>> {
  const told = new Set<string>();
  for (const kind of ["need", "offer"] as const) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
    if (ids.length === 0) continue;
    const column = kind === "need" ? matches.needId : matches.offerId;
    const rows = await tx
      .select({ id: column })
      .from(notifications)
      .innerJoin(matches, eq(notifications.matchId, matches.id))
      .where(and(eq(notifications.userId, alert.userId), eq(notifications.type, "match"), inArray(column, ids)));
    for (const row of rows) told.add(itemKey({ kind, id: row.id }));
  }
  for (const kind of ALERT_ITEM_KINDS) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
    if (ids.length === 0) continue;
    const rows = await tx
      .select({ id: alertDeliveries.itemId })
      .from(alertDeliveries)
      .innerJoin(alerts, eq(alertDeliveries.alertId, alerts.id))
      .where(and(eq(alerts.userId, alert.userId), ne(alerts.id, alert.id), eq(alertDeliveries.itemKind, kind), inArray(alertDeliveries.itemId, ids)));
    for (const row of rows) told.add(itemKey({ kind, id: row.id }));
  }
  return told;
}

/** Records the items as sent; an item another run recorded first is left out (never twice). */
async function recordDeliveries(tx: Tx, alert: AlertRow, items: AlertCandidate[]): Promise<Array<{ deliveryId: number; item: AlertCandidate }>> {
  const rows = await tx
    .insert(alertDeliveries)
    .values(
      items.map((item) => ({
        alertId: alert.id,
        itemKind: item.kind,
        itemId: item.id,
        title: item.title,
        score: item.score,
        matchedTerms: item.matchedTerms,
        itemTerms: item.itemTerms,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: alertDeliveries.id, itemKind: alertDeliveries.itemKind, itemId: alertDeliveries.itemId });
  const byKey = new Map(rows.map((row) => [`${row.itemKind}:${row.itemId}`, row.id]));
  // Best first, as chosen.
  return items.flatMap((item) => {
    const deliveryId = byKey.get(`${item.kind}:${item.id}`);
    return deliveryId === undefined ? [] : [{ deliveryId, item }];
  });
}

/**
 * One pass over the due alerts: each is taken, delivered and freed in turn, until none is due.
 * `dryRun` takes nothing and writes nothing: it says what each due alert would send now.
 */
export async function runDueAlerts(deps: AlertRunDeps, options: { dryRun?: boolean; now?: number; limit?: number } = {}): Promise<AlertRunOutcome[]> {
  const outcomes: AlertRunOutcome[] = [];
  const runId = `${deps.database.origin}:${randomUUID().slice(0, 8)}`;
  const limit = options.limit ?? Infinity;
  const seen = new Set<number>();
  for (;;) {
    const now = options.now ?? Date.now();
    const due = (await dueAlerts(deps, now, CLAIM_BATCH)).filter((alert) => !seen.has(alert.id));
    if (due.length === 0) return outcomes;
    for (const alert of due) {
      if (outcomes.length >= limit) return outcomes;
      seen.add(alert.id);
      if (options.dryRun) {
        outcomes.push(await preview(deps, alert));
        continue;
      }
      const taken = await claim(deps, alert, runId, now);
      if (!taken) continue;
      try {
        outcomes.push(await deliver(deps, taken, runId));
      } catch (err) {
        // The lease ends by itself: the alert is taken again after ALERT_LEASE_MS.
        deps.logger?.error({ err, alertId: alert.id }, "alert could not be delivered");
      }
    }
  }
}

async function preview(deps: AlertRunDeps, alert: AlertRow): Promise<AlertRunOutcome> {
  const owner = await deps.database.db.select().from(users).where(eq(users.id, alert.userId)).get();
  const inactive = why(owner);
  const items = inactive ? [] : await alertCandidates(deps, alert);
  const unconfirmed = owner?.emailVerifiedAt == null && alert.frequency !== "immediate";
  return {
    alertId: alert.id,
    userId: alert.userId,
    name: alert.name,
    frequency: alert.frequency,
    sent: 0,
    mailed: false,
    skipped: inactive ?? (unconfirmed ? "address not confirmed" : items.length === 0 ? "nothing new" : null),
    items: items.map((item) => ({ title: item.title, score: item.score, explanation: explain(item) })),
  };
}
