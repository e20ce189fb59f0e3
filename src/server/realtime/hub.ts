/**
 * Where services send live events (DESIGN §8). Services only call these methods; the Socket.IO
 * server is attached once the HTTP server exists, and without it (CLI, tests of services) events
 * go nowhere.
 */
import type { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/events";
import type { NotificationRow } from "../db/schema";

type EventName = keyof ServerToClientEvents;

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export const userRoom = (userId: number) => `user:${userId}`;
export const ADMINS_ROOM = "admins";

/** `stats:updated` goes out at most once per this window (DESIGN §8). */
export const STATS_COALESCE_MS = 1_000;

type NotificationListener = (rows: NotificationRow[]) => void;

export class RealtimeHub {
  private io: SocketServer | null = null;
  private readonly notificationListeners: NotificationListener[] = [];
  private statsTimer: NodeJS.Timeout | null = null;
  private lastStatsAt = 0;

  attach(io: SocketServer): void {
    this.io = io;
  }

  /** Called with every batch of notifications pushed after a commit (the mailer listens here). */
  onNotifications(listener: NotificationListener): void {
    this.notificationListeners.push(listener);
  }

  notificationsPushed(rows: NotificationRow[]): void {
    if (rows.length === 0) return;
    for (const listener of this.notificationListeners) listener(rows);
  }

  /** Public counters changed: one `stats:updated` now, or one at the end of the current window. */
  statsChanged(): void {
    if (!this.io || this.statsTimer) return;
    const wait = this.lastStatsAt + STATS_COALESCE_MS - Date.now();
    if (wait <= 0) {
      this.lastStatsAt = Date.now();
      this.io.emit("stats:updated", {});
      return;
    }
    this.statsTimer = setTimeout(() => {
      this.statsTimer = null;
      this.lastStatsAt = Date.now();
      this.io?.emit("stats:updated", {});
    }, wait);
    this.statsTimer.unref();
  }

  toUser<E extends EventName>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.to(userRoom(userId)).emit(event, ...args);
  }

  toEveryone<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    if (event === "stats:updated") return this.statsChanged();
    this.io?.emit(event, ...args);
  }

  /** Ends a user's live connections after their sessions were revoked (suspension, erasure). */
  disconnectUser(userId: number): void {
    if (!this.io) return;
    this.toUser(userId, "session:revoked", {});
    this.io.in(userRoom(userId)).disconnectSockets(true);
  }
}
