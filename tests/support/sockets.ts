/** A Socket.IO client signed in with `cookie`, connected (or the connection error thrown). */
import { io, type Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "../../src/shared/events";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function connectedSocket(url: string, cookie: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { path: "/socket.io", transports: ["websocket"], reconnection: false, extraHeaders: { cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}
