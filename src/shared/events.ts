/**
 * Socket.IO events, typed once for the server and the web client (DESIGN §8). Each payload has a
 * zod schema: the server's emits are checked by the compiler against these types, and the client
 * validates what it receives before acting on it.
 */
import { z } from "zod";
import { notificationViewSchema } from "./view-schemas";

const matchEventSchema = z.object({ matchId: z.number().int().positive() });
const emptySchema = z.object({}).strict();

/** A pushed notification is the same view the notifications API answers with. */
export const notificationEventSchema = notificationViewSchema;

export const EVENT_SCHEMAS = {
  /** `shown`: false for a weak lead (« Autres pistes »): the lists refresh, nobody is told of it. */
  "match:new": matchEventSchema.extend({ shown: z.boolean().default(true) }),
  "match:updated": matchEventSchema,
  "notification:new": notificationEventSchema,
  /** Read, unread or removed in another tab or device: the bell and the list refetch. */
  "notifications:changed": emptySchema,
  /** Listings were published for the user elsewhere (an operator's import): their listings, matches and figures refetch. */
  "listings:changed": emptySchema,
  /** A re-match scored every listing again: match lists, tabs and figures refetch. */
  "matches:recomputed": emptySchema,
  "stats:updated": emptySchema,
  "session:revoked": emptySchema,
  /** Sent once per new connection: the starting point for connection-state recovery. */
  "realtime:ready": emptySchema,
} as const;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventPayload<E extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[E]>;

export type ServerToClientEvents = { [E in EventName]: (payload: EventPayload<E>) => void };

export type ClientToServerEvents = Record<string, never>;
