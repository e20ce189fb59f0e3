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

  /** Ends a user's live connections after their sessions were revoked (suspension, erasure). */
  disconnectUser(userId: number): void {
    if (!this.io) return;
    this.toUser(userId, "session:revoked", {});
    this.io.in(userRoom(userId)).disconnectSockets(true);
  }
}
