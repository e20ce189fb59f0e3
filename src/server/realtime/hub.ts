/**
 * Where services send live events (DESIGN §8). Services only call these methods; the Socket.IO
 * server is attached once the HTTP server exists, and without it (CLI, tests of services) events
 * go nowhere.
 */
import type { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/events";

type EventName = keyof ServerToClientEvents;

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket also joins its session's room: a socket belongs to the session that opened it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const ADMINS_ROOM = "admins";

export class RealtimeHub {
  private io: SocketServer | null = null;

  attach(io: SocketServer): void {
    this.io = io;
  }

  toUser<E extends EventName>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.to(userRoom(userId)).emit(event, ...args);
  }

  toEveryone<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.emit(event, ...args);
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
