/**
 * What a server does with the events it reads (feed.ts): live sockets, the search indexes, mail.
 * The answer caches need no subscriber: they are keyed on `Database.changeStamp`, which any
 * commit of any process moves (http/answer-cache.ts).
 */
import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { AlertKind } from "../../shared/alerts";
import type { Database } from "../db/client";
import { noAnswers } from "../db/answer-scopes";
import { IMMEDIATE_SETTLE_MS, markImmediateDue } from "../services/alert-runs";
import { notifications } from "../db/schema";
import type { RealtimeHub } from "../realtime/hub";
import type { MailService, OutgoingMail } from "../services/mail";
import type { MatchingService } from "../services/matching";
import { conversationMailsFor, matchMailsFor, quoteMailsFor } from "../services/notification-mail";
import { toNotificationView } from "../services/notifications";
import type { ProductService } from "../services/products";
import { advanceCursor, createCursor, cursorOf, eventsAfter } from "./log";
import { LISTING_EVENTS, type StoredEvent } from "./types";
import type { EventSubscriber } from "./feed";

/**
 * Who delivers an event to sockets. The server that wrote it emits through the adapter (Redis
 * reaches every server's sockets); an event of the CLI, which has no sockets, is delivered by each
 * server to its own; without Redis, each server delivers every event to its own sockets.
 */
function reach(event: StoredEvent, origin: string, shared: boolean): "all" | "local" | null {
  if (event.origin === origin) return "all";
  if (!shared || !event.origin.startsWith("server:")) return "local";
  return null;
}

export function socketSubscriber(database: Database, hub: RealtimeHub, shared: boolean): EventSubscriber {
  return async (batch) => {
    const delivered = batch.flatMap((event) => {
      const scope = reach(event, database.origin, shared);
      return scope ? [{ event, local: scope === "local" }] : [];
    });
    const notificationIds = delivered.flatMap(({ event }) => (event.type === "notification.created" ? [event.notificationId] : []));
    const rows =
      notificationIds.length > 0 ? await database.db.select().from(notifications).where(inArray(notifications.id, notificationIds)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { event, local } of delivered) {
      switch (event.type) {
        case "match.created":
          hub.toUser(event.userId, "match:new", { matchId: event.matchId, shown: event.shown ?? true }, local);
          break;
        case "match.updated":
          for (const userId of event.userIds) hub.toUser(userId, "match:updated", { matchId: event.matchId }, local);
          break;
        case "notification.created": {
          // Deleted since (read and removed, or the user erased): nothing to show.
          const row = byId.get(event.notificationId);
          if (row) hub.toUser(row.userId, "notification:new", toNotificationView(row), local);
          break;
        }
        case "notifications.changed":
          hub.toUser(event.userId, "notifications:changed", {}, local);
          break;
        case "listings.imported":
          hub.toUser(event.userId, "listings:changed", {}, local);
          break;
        case "sessions.revoked":
          hub.disconnectUser(event.userId, local);
          break;
        case "matches.recomputed":
          hub.toEveryone("matches:recomputed", {}, local);
          break;
        case "stats.changed":
          hub.statsChanged(local);
          break;
        default:
          break;
      }
    }
  };
}

/** Listings and products written by another process join or leave this process's indexes. */
export function indexSubscriber(database: Database, matching: MatchingService, products: ProductService): EventSubscriber {
  return async (batch) => {
    const foreign = batch.filter((event) => event.origin !== database.origin);
    const listings = foreign.flatMap((event) => (LISTING_EVENTS.has(event.type) && "kind" in event ? [{ kind: event.kind, id: event.listingId }] : []));
    if (listings.length > 0) await matching.follow(listings);
    const productIds = foreign.flatMap((event) => (event.type === "products.imported" || event.type === "products.removed" ? event.ids : []));
    if (productIds.length > 0) await products.follow(productIds);
  };
}

const MAIL_CURSOR = "mail";
const MAIL_BATCH = 200;
/** Events that make no mail move the stored cursor at most this often (they are read again, harmlessly, after a crash). */
const CURSOR_SAVE_MS = 10_000;

/** The notifications the mailer turns into mails (notification-mail.ts); the others are mailed by their own service. */
/** The notifications that may make a mail: new matches, contacts and messages (their message named), quotes. */
const mailed = (event: StoredEvent) =>
  event.type === "notification.created" && (event.notificationType === "match" || event.notificationType === "quote" || (event.notificationType === "contact" && event.messageId !== undefined));

/**
 * Mail, written once for all processes: the subscriber reads from a cursor stored in the
 * database, prepares the mails of the events after it, then stores them and moves the cursor in
 * one transaction that fails if another server moved it first. So a mail is written once, and a
 * server that was down writes, at start, the mails of what happened meanwhile. Events that make
 * no mail cost no write: they are skipped in memory, and the stored cursor follows every
 * CURSOR_SAVE_MS (pruning waits for it).
 */
export function mailSubscriber(database: Database, mail: MailService, logger?: Logger): { handle: EventSubscriber; catchUp: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let created = false;
  /** Read up to here without a mail to write, not yet stored. */
  let skipped = 0;
  let savedAt = Date.now();
  const pass = async () => {
    if (!created) {
      await createCursor(database, MAIL_CURSOR);
      created = true;
    }
    for (;;) {
      const stored = await cursorOf(database, MAIL_CURSOR);
      const batch = await eventsAfter(database.db, Math.max(stored, skipped), MAIL_BATCH);
      if (batch.length === 0) return;
      const to = batch[batch.length - 1]!.id;
      const mails = batch.some(mailed) ? await mailsFor(database, mail, batch.filter(mailed)) : [];
      // A short batch was the last one: the events committed since wake this subscriber again (handle).
      const last = batch.length < MAIL_BATCH;
      if (mails.length === 0 && Date.now() - savedAt < CURSOR_SAVE_MS) {
        skipped = to;
        if (last) return;
        continue;
      }
      const moved = await database.write(async (tx) => {
        if (!(await advanceCursor(tx, MAIL_CURSOR, stored, to))) return false;
        await mail.store(tx, mails);
        return true;
      }, noAnswers);
      // Not moved: another server wrote from the same point; read again from where it stopped.
      if (!moved) continue;
      skipped = to;
      savedAt = Date.now();
      if (mails.length > 0) mail.kick();
      if (last) return;
    }
  };
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err: unknown) => logger?.error({ err }, "mails of the events could not be prepared"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  return {
    handle: (batch) => {
      if (batch.some(mailed)) void run();
    },
    catchUp: run,
  };
}

async function mailsFor(database: Database, mail: MailService, batch: StoredEvent[]): Promise<OutgoingMail[]> {
  const announced = new Map(batch.flatMap((event) => (event.type === "notification.created" ? [[event.notificationId, event] as const] : [])));
  if (announced.size === 0) return [];
  const found = await database.db.select().from(notifications).where(inArray(notifications.id, [...announced.keys()]));
  // In the order of the events, with what each announces.
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = [...announced].flatMap(([id, event]) => {
    const row = byId.get(id);
    return row ? [{ ...row, messageId: event.messageId, quoteId: event.quoteId, versionId: event.versionId }] : [];
  });
  const mails = [
    ...(await matchMailsFor(database, mail.links, rows)),
    ...(await conversationMailsFor(database, mail.links, rows)),
    ...(await quoteMailsFor(database, mail.links, rows)),
  ];
  return mail.toConfirmedAddresses(mails);
}

/**
 * Immediate alerts (issue 22): a published need or offer, or imported products, make the
 * immediate alerts watching that kind due; this process's alert job is woken to take them once
 * every process has read the event (IMMEDIATE_SETTLE_MS). Every process does it: the update is
 * idempotent, and the claim lets one process deliver each alert.
 */
export function alertSubscriber(database: Database, wake: (delayMs: number) => void): EventSubscriber {
  return async (batch) => {
    const kinds = new Set<AlertKind>();
    for (const event of batch) {
      if (event.type === "listing.published") kinds.add(event.kind === "need" ? "needs" : "offers");
      if (event.type === "products.imported") kinds.add("products");
    }
    if (kinds.size === 0) return;
    if ((await markImmediateDue(database, [...kinds])) > 0) wake(IMMEDIATE_SETTLE_MS + 50);
  };
}
