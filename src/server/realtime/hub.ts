/**
 * Where live events reach sockets (DESIGN §8). Services do not call it: they record domain events
 * (src/server/events), and the socket subscriber of each server calls these methods. `local`
 * reaches this server's sockets only (an event another process wrote, which every server reads
 * from the table); otherwise the emit goes through the Socket.IO adapter, Redis between servers.
 * Without an attached Socket.IO server (the CLI, tests of services) nothing goes anywhere.
 */
import type { Server } from "socket.io";
import type { ClientToServerEvents, EventName, EventPayload, ServerToClientEvents } from "../../shared/events";

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket also joins its session's room: a socket belongs to the session that opened it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = "admins";

/** `stats:updated` goes out at most once per this period, however many writes happen. */
export const STATS_COALESCE_MS = 1000;

export class RealtimeHub {
  private io: SocketServer | null = null;
  private statsTimer: NodeJS.Timeout | null = null;
  private statsPending: { local: boolean } | null = null;

  attach(io: SocketServer): void {
    this.io = io;
  }

  get attached(): boolean {
    return this.io !== null;
  }

  private target(local: boolean) {
    return local ? this.io?.local : this.io;
  }

  toUser<E extends EventName>(userId: number, event: E, payload: EventPayload<E>, local = false): void {
    const target = this.target(local)?.to(userRoom(userId));
    (target?.emit as ((event: E, payload: EventPayload<E>) => boolean) | undefined)?.call(target, event, payload);
  }

  /** Every signed-in socket (of this server only when `local`). */
  toEveryone<E extends EventName>(event: E, payload: EventPayload<E>, local = false): void {
    const target = this.target(local);
    (target?.emit as ((event: E, payload: EventPayload<E>) => boolean) | undefined)?.call(target, event, payload);
  }

  /**
   * Counters changed: clients refresh them. The first change goes out on the next turn of the
   * event loop (after the author's answer); changes within the next STATS_COALESCE_MS make one
   * more event at the end of that period (to every server if any of them asked for it).
   */
  statsChanged(local = false): void {
    if (!this.io) return;
    if (this.statsTimer) {
      this.statsPending = { local: local && (this.statsPending?.local ?? true) };
      return;
    }
    setImmediate(() => this.target(local)?.emit("stats:updated", {}));
    this.statsTimer = setTimeout(() => {
      this.statsTimer = null;
      const pending = this.statsPending;
      this.statsPending = null;
      if (pending) this.statsChanged(pending.local);
    }, STATS_COALESCE_MS);
    this.statsTimer.unref();
  }

  /**
   * Ends every live connection of a user after their sessions were revoked (suspension, erasure,
   * expiry): `session:revoked` first, so the app can sign out and say why, then the disconnect.
   */
  disconnectUser(userId: number, local = false): void {
    if (!this.io) return;
    this.toUser(userId, "session:revoked", {}, local);
    this.target(local)?.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Ends the connections of one session (logout): the user's other sessions keep theirs. */
  disconnectSession(sessionId: string, reason: "logout" | "expired" = "logout"): void {
    if (!this.io) return;
    if (reason === "expired") this.io.to(sessionRoom(sessionId)).emit("session:revoked", {});
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true);
  }
}
