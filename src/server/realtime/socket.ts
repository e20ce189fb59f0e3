/** Socket.IO on the same HTTP server: the session cookie authenticates the handshake (DESIGN §8). */
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/events";
import type { AppServices } from "../app-services";
import { readSessionToken } from "../auth/cookies";
import { validateSessionToken } from "../auth/sessions";
import { isSameOrigin } from "../http/origin";
import { ADMINS_ROOM, userRoom } from "./hub";

export function attachSocketServer(httpServer: HttpServer, services: AppServices): Server<ClientToServerEvents, ServerToClientEvents> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // A short disconnect (network switch, laptop lid) loses no event: the server keeps the socket's
    // rooms and missed packets for two minutes. The session is checked again on recovery.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    allowRequest: (req, callback) => callback(null, isSameOrigin(req.headers.origin, req.headers.host)),
  });
  io.use(async (socket, next) => {
    const token = readSessionToken(services.config, socket.request.headers.cookie);
    const validated = token ? await validateSessionToken(services.database, token) : null;
    if (!validated) return next(new Error("unauthorized"));
    socket.data.userId = validated.user.id;
    await socket.join(userRoom(validated.user.id));
    if (validated.user.accountType === "admin") await socket.join(ADMINS_ROOM);
    next();
  });
  if (services.redis) {
    // Events emitted in any process reach sockets connected to every other one (REDIS_URL).
    const subscriber = services.redis.duplicate();
    io.adapter(createAdapter(services.redis, subscriber));
    httpServer.once("close", () => void subscriber.quit().catch(() => undefined));
  }
  io.on("connection", (socket) => {
    // Recovery replays what was broadcast after the last packet a client saw; a client that saw
    // none could not recover, so each new connection gets one at once.
    if (!socket.recovered) io.to(socket.id).emit("realtime:ready", {});
  });
  services.realtime.attach(io);
  return io;
}
