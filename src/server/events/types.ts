/**
 * The domain events services record with their changes (issue 19, docs/decisions/016-events.md).
 * Each is a fact about the database, named by ids only: subscribers read what they need from the
 * rows, so an event never carries text a later erasure would have to chase. No field is named
 * `id`, `origin` or `createdAt`: those are the stored row's (StoredEvent).
 */
import type { NotificationType } from "../../shared/enums";
import type { ListingKind } from "../services/listing-kinds";

export type DomainEvent =
  /** A new pair: its counterpart's owner hears of it (the author learns from their own answer). */
  /**
   * `shown`: the match is shown by default (score ≥ SHOWN_MIN_SCORE), not a lead behind « Autres
   * pistes », which the lists count apart and nobody is told of. Absent from older events: shown.
   */
  | { type: "match.created"; matchId: number; userId: number; shown?: boolean }
  /** A match's statuses or thread changed: these users refresh it. */
  | { type: "match.updated"; matchId: number; userIds: number[] }
  /**
   * `notificationType` lets the mailer skip what it never mails. What the notification announces,
   * for its mail: a conversation's message, a quote (and its version just sent, whose PDF rides along).
   */
  | ({ type: "notification.created"; notificationId: number; userId: number; notificationType: NotificationType } & Announced)
  /**
   * The user's notifications were marked read or unread, or removed: every tab and device of that
   * user refreshes its bell and list (the one that acted included, harmlessly).
   */
  | { type: "notifications.changed"; userId: number }
  /**
   * Listings were published for this owner by someone else (`market import`): their open pages
   * refresh their listings, matches and figures, which a publication of their own refreshes from its answer.
   */
  | { type: "listings.imported"; userId: number }
  /** Every session of the user ended (suspension, erasure): their live connections close. */
  | { type: "sessions.revoked"; userId: number }
  | { type: "listing.published"; kind: ListingKind; listingId: number }
  | { type: "listing.changed"; kind: ListingKind; listingId: number }
  /** Closed, paused or suspended: out of matching, kept as history. */
  | { type: "listing.withdrawn"; kind: ListingKind; listingId: number }
  | { type: "listing.erased"; kind: ListingKind; listingId: number }
  | { type: "products.imported"; ids: number[] }
  /** Deleted from the catalogue (`market seed --reset`): out of every server's search index. */
  | { type: "products.removed"; ids: number[] }
  /** Every active listing was scored again (a re-match): everyone's open match lists refetch. */
  | { type: "matches.recomputed" }
  /** Public counters moved. */
  | { type: "stats.changed" };

export type DomainEventType = DomainEvent["type"];

/** What a notification announces, beyond its text: the ids its mail is written from. */
export interface Announced {
  messageId?: number;
  quoteId?: number;
  versionId?: number;
}

/** An event as read back from the table. */
export type StoredEvent = DomainEvent & { id: number; origin: string; createdAt: string };

/** The listing events, whose subscriber keeps the engine in line with the database. */
export const LISTING_EVENTS = new Set<DomainEventType>(["listing.published", "listing.changed", "listing.withdrawn", "listing.erased"]);
