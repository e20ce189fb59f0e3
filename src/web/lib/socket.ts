import { io, type Socket } from "socket.io-client";
import type { NotificationView } from "../../shared/api-types";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/events";

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the app does with each server event (DESIGN §8). */
export interface RealtimeHandlers {
  /** A match of the user was created or changed: refresh matches, user figures and stats. */
  onMatchChange: (kind: "new" | "updated", matchId: number) => void;
  onNotification: (notification: NotificationView) => void;
  onStatsChange: () => void;
  onSessionRevoked: () => void;
}

/**
 * Opens the Socket.IO connection on the same origin. The session cookie authenticates the
 * handshake, so call this only when signed in. Returns the function that closes it.
 */
export function connectRealtime(handlers: RealtimeHandlers): () => void {
  const socket: RealtimeSocket = io({ path: "/socket.io", withCredentials: true });

  socket.on("match:new", ({ matchId }) => handlers.onMatchChange("new", matchId));
  socket.on("match:updated", ({ matchId }) => handlers.onMatchChange("updated", matchId));
  socket.on("notification:new", (notification) => handlers.onNotification(notification));
  socket.on("stats:updated", () => handlers.onStatsChange());
  socket.on("session:revoked", () => handlers.onSessionRevoked());

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
