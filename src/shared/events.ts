import type { NotificationView } from "./api-types";

/** Socket.IO events, typed once for the server and the web client (DESIGN §8). */
export interface ServerToClientEvents {
  "match:new": (payload: { matchId: number }) => void;
  "match:updated": (payload: { matchId: number }) => void;
  "notification:new": (payload: NotificationView) => void;
  "stats:updated": (payload: Record<string, never>) => void;
  "session:revoked": (payload: Record<string, never>) => void;
}

export type ClientToServerEvents = Record<string, never>;
