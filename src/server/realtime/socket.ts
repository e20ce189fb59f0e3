/** Socket.IO on the same HTTP server: the session cookie authenticates the handshake (DESIGN §8). */
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/events";
import type { AppServices } from "../app-services";
import { eq } from "drizzle-orm";
import { readSessionToken } from "../auth/cookies";
import { validateSessionToken } from "../auth/sessions";
import { sessions } from "../db/schema";
import { originPolicy } from "../http/origin";
import { ADMINS_ROOM, sessionRoom, userRoom } from "./hub";

/** setTimeout's ceiling (about 24.8 days); a longer session is checked again at that point. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function attachSocketServer(httpServer: HttpServer, services: AppServices): Server<ClientToServerEvents, ServerToClientEvents> {
  const originsOf = originPolicy(services.config);
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // Browsers always send Origin on a WebSocket or polling request; it must be one of ours.
    allowRequest: (req, callback) => callback(null, req.headers.origin === undefined || originsOf(req).has(req.headers.origin)),
    // A short disconnect (network switch, laptop lid) loses no event: the server keeps the socket's
    // rooms and missed packets for two minutes. The session is checked again on recovery.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
  io.use(async (socket, next) => {
    const token = readSessionToken(services.config, socket.request.headers.cookie);
    const validated = token ? await validateSessionToken(services.database, token) : null;
    if (!token || !validated) return next(new Error("unauthorized"));
    socket.data.userId = validated.user.id;
    socket.data.sessionId = validated.session.id;
    await socket.join([userRoom(validated.user.id), sessionRoom(validated.session.id)]);
    if (validated.user.accountType === "admin") await socket.join(ADMINS_ROOM);
    // Expiry: when the session's time is up (inactivity or absolute lifetime), look again: HTTP
    // activity may have renewed it; if not, the socket ends with its session.
    const row = await services.database.db.select({ absolute: sessions.absoluteExpiresAt }).from(sessions).where(eq(sessions.id, validated.session.id)).get();
    const absoluteEnd = row?.absolute.getTime() ?? Date.now();
    let timer: NodeJS.Timeout | undefined;
    const watch = (expiresAt: Date) => {
      timer = setTimeout(async () => {
        const current = await validateSessionToken(services.database, token).catch(() => null);
        if (current) return watch(current.session.expiresAt);
        socket.emit("session:revoked", {});
        socket.disconnect(true);
      }, Math.min(MAX_TIMER_MS, Math.max(0, Math.min(expiresAt.getTime(), absoluteEnd) - Date.now())));
      timer.unref();
    };
    watch(validated.session.expiresAt);
    socket.on("disconnect", () => clearTimeout(timer));
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
