import { io, type Socket } from "socket.io-client";
import type { NotificationView } from "../../shared/view-schemas";
import { EVENT_SCHEMAS, type ClientToServerEvents, type EventName, type EventPayload, type ServerToClientEvents } from "../../shared/events";

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the app does with each server event (DESIGN §8). */
export interface RealtimeHandlers {
  /** A match of the user was created or changed: refresh matches, user figures and stats. */
  /** `shown`: a new match shown by default, not a weak lead behind « Autres pistes ». */
  onMatchChange: (kind: "new" | "updated", matchId: number, shown: boolean) => void;
  onNotification: (notification: NotificationView) => void;
  /** Notifications read, unread or removed elsewhere (another tab or device): refresh the bell. */
  onNotificationsChange: () => void;
  /** Listings published for the user elsewhere (`market import`): refresh their listings, matches and figures. */
  onListingsChange: () => void;
  onStatsChange: () => void;
  /** A re-match (console or `market rematch`) scored everything again: refresh matches and figures. */
  onMatchesRecomputed: () => void;
  onSessionRevoked: () => void;
  /** Reconnected without recovering the missed events (too long away): refetch everything. */
  onResync: () => void;
}

/**
 * Opens the Socket.IO connection on the same origin. The session cookie authenticates the
 * handshake, so call this only when signed in. After a short disconnect the server replays the
 * missed events (connection-state recovery); after a longer one, `onResync` refetches. Returns
 * the function that closes the connection.
 */
export function connectRealtime(handlers: RealtimeHandlers): () => void {
  const socket: RealtimeSocket = io({ path: "/socket.io", withCredentials: true });

  /** Payloads are checked against the shared schemas; a malformed one is dropped. */
  function on<E extends EventName>(event: E, handle: (payload: EventPayload<E>) => void) {
    const listener = (payload: unknown) => {
      const parsed = EVENT_SCHEMAS[event].safeParse(payload);
      if (parsed.success) handle(parsed.data as EventPayload<E>);
    };
    socket.on(event, listener as never);
  }

  let connectedBefore = false;
  socket.on("connect", () => {
    if (connectedBefore && !socket.recovered) handlers.onResync();
    connectedBefore = true;
  });
  on("match:new", ({ matchId, shown }) => handlers.onMatchChange("new", matchId, shown));
  on("match:updated", ({ matchId }) => handlers.onMatchChange("updated", matchId, true));
  on("notification:new", (notification) => handlers.onNotification(notification));
  on("notifications:changed", () => handlers.onNotificationsChange());
  on("listings:changed", () => handlers.onListingsChange());
  on("stats:updated", () => handlers.onStatsChange());
  on("matches:recomputed", () => handlers.onMatchesRecomputed());
  on("session:revoked", () => handlers.onSessionRevoked());

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
