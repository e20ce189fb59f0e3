/** Socket.IO on the same HTTP server: the session cookie authenticates the handshake (DESIGN §8). */
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../shared/events";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { eq } from "drizzle-orm";
import { readSessionToken } from "../auth/cookies";
import { validateSessionToken } from "../auth/sessions";
import { sessions } from "../db/schema";
import { originPolicy } from "../http/origin";
import { ADMINS_ROOM, sessionRoom, userRoom } from "./hub";
import { quietPublisher, SUBSCRIBER_OPTIONS } from "../redis";

/** setTimeout's ceiling (about 24.8 days); a longer session is checked again at that point. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function attachSocketServer(httpServer: HttpServer, services: AppServices): Server<ClientToServerEvents, ServerToClientEvents> {
  const originsOf = originPolicy(services.config);
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // Called for each new connection (handshake). Browsers always send Origin on a WebSocket or
    // polling request; it must be one of ours. Handshakes without a valid session are limited per
    // address (issue 18): those without a cookie are charged here, those whose cookie is refused
    // in admit() below, and once the budget is spent the address gets no handshake at all.
    allowRequest: (req, callback) => {
      if (req.headers.origin !== undefined && !originsOf(req).has(req.headers.origin)) return callback(null, false);
      const caller = { ip: services.clientAddress(req), userId: null };
      const anonymous = readSessionToken(services.config, req.headers.cookie) === undefined;
      const verdict = anonymous ? services.limits.charge(caller, 0, ["handshake"]).then((v) => v.retryAfter) : services.limits.spent(caller, "handshake");
      verdict.then(
        (retryAfter) => callback(retryAfter > 0 ? ERRORS.tooManyRequests : null, retryAfter === 0),
        () => callback(null, true),
      );
    },
    // A short disconnect (network switch, laptop lid) loses no event: the server keeps the socket's
    // rooms and missed packets for two minutes. The session is checked again on recovery.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
  // Socket.IO does not await middlewares: a failure inside is handed to next() as a refusal.
  io.use((socket, next) => void admit(socket, next).catch((error: unknown) => next(error instanceof Error ? error : new Error("unauthorized"))));
  async function admit(socket: Parameters<Parameters<typeof io.use>[0]>[0], next: (error?: Error) => void): Promise<void> {
    const token = readSessionToken(services.config, socket.request.headers.cookie);
    const validated = token ? await validateSessionToken(services.database, token) : null;
    if (!token || !validated) {
      if (token) await services.limits.charge({ ip: services.clientAddress(socket.request), userId: null }, 0, ["handshake"]).catch(() => undefined);
      return next(new Error("unauthorized"));
    }
    socket.data.userId = validated.user.id;
    socket.data.sessionId = validated.session.id;
    await socket.join([userRoom(validated.user.id), sessionRoom(validated.session.id)]);
    if (validated.user.accountType === "admin") await socket.join(ADMINS_ROOM);
    // Expiry: when the session's time is up (inactivity or absolute lifetime), look again: HTTP
    // activity may have renewed it; if not, the socket ends with its session.
    const row = await services.database.db.select({ absolute: sessions.absoluteExpiresAt }).from(sessions).where(eq(sessions.id, validated.session.id)).get();
    const absoluteEnd = row?.absolute.getTime() ?? Date.now();
    let timer: NodeJS.Timeout | undefined;
    const recheck = async () => {
      const current = await validateSessionToken(services.database, token).catch(() => null);
      if (current) return watch(current.session.expiresAt);
      socket.emit("session:revoked", {});
      socket.disconnect(true);
    };
    const watch = (expiresAt: Date) => {
      timer = setTimeout(() => void recheck(), Math.min(MAX_TIMER_MS, Math.max(0, Math.min(expiresAt.getTime(), absoluteEnd) - Date.now())));
      timer.unref();
    };
    watch(validated.session.expiresAt);
    socket.on("disconnect", () => clearTimeout(timer));
    next();
  }
  if (services.redis) {
    // Events emitted in any process reach sockets connected to every other one (REDIS_URL).
    // While Redis is down, publishes are dropped and each process serves its own sockets (redis.ts).
    const publisher = quietPublisher(services.redis);
    const subscriber = services.redis.duplicate(SUBSCRIBER_OPTIONS);
    subscriber.on("error", () => undefined);
    io.adapter(createAdapter(publisher, subscriber));
    httpServer.once("close", () => {
      for (const client of [publisher, subscriber]) client.disconnect();
    });
  }
  io.on("connection", (socket) => {
    // Recovery replays what was broadcast after the last packet a client saw; a client that saw
    // none could not recover, so each new connection gets one at once.
    if (!socket.recovered) io.to(socket.id).emit("realtime:ready", {});
  });
  services.realtime.attach(io);
  return io;
}
