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
/** Every socket also joins its session's room: a socket belongs to the session that opened it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = "admins";

/** `stats:updated` goes out at most once per this period, however many writes happen. */
export const STATS_COALESCE_MS = 1000;

type NotificationListener = (rows: NotificationRow[]) => void;

export class RealtimeHub {
  private io: SocketServer | null = null;
  private statsTimer: NodeJS.Timeout | null = null;
  private statsPending = false;
  private readonly notificationListeners: NotificationListener[] = [];

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

  toUser<E extends EventName>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.to(userRoom(userId)).emit(event, ...args);
  }

  toEveryone<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.emit(event, ...args);
  }

  /**
   * Counters changed: clients refresh them. The first change goes out on the next turn of the
   * event loop (after the author's answer); changes within the next STATS_COALESCE_MS make one
   * more event at the end of that period.
   */
  statsChanged(): void {
    if (!this.io) return;
    if (this.statsTimer) {
      this.statsPending = true;
      return;
    }
    setImmediate(() => this.io?.emit("stats:updated", {}));
    this.statsTimer = setTimeout(() => {
      this.statsTimer = null;
      if (!this.statsPending) return;
      this.statsPending = false;
      this.statsChanged();
    }, STATS_COALESCE_MS);
    this.statsTimer.unref();
  }

  /**
   * Ends every live connection of a user after their sessions were revoked (suspension, erasure,
   * expiry): `session:revoked` first, so the app can sign out and say why, then the disconnect.
   */
  disconnectUser(userId: number): void {
    if (!this.io) return;
    this.toUser(userId, "session:revoked", {});
    this.io.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Ends the connections of one session (logout): the user's other sessions keep theirs. */
  disconnectSession(sessionId: string, reason: "logout" | "expired" = "logout"): void {
    if (!this.io) return;
    if (reason === "expired") this.io.to(sessionRoom(sessionId)).emit("session:revoked", {});
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true);
  }
}
