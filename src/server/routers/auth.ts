import { TRPCError } from "@trpc/server";
import { ERRORS } from "../../shared/messages";
import { loginInputSchema, registerInputSchema } from "../../shared/schemas";
import { serializeBlankSessionCookie, serializeSessionCookie } from "../auth/cookies";
import { isKnownDevice, serializeDeviceCookie } from "../auth/device-cookie";
import { createSession, generateSessionToken, invalidateSession } from "../auth/sessions";
import { authenticate, registerUser, toPublicUser } from "../services/users";
import { publicProcedure, router, type RequestContext } from "../trpc";
import type { UserRow } from "../db/schema";

/** Opens a fresh session (a new token at every sign-in: no fixation) and sets its cookie. */
async function startSession(ctx: RequestContext, user: UserRow) {
  if (ctx.sessionToken) await invalidateSession(ctx.services.database, ctx.sessionToken);
  const token = generateSessionToken();
  const session = await createSession(ctx.services.database, token, user.id);
  ctx.setCookie(serializeSessionCookie(ctx.services.config, token, session.expiresAt));
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user ? toPublicUser(ctx.user) : null })),

  register: publicProcedure.input(registerInputSchema).mutation(async ({ ctx, input }) => {
    const user = await registerUser(ctx.services.database, input, { ip: ctx.ip });
    await startSession(ctx, user);
    ctx.setCookie(serializeDeviceCookie(ctx.services.config, user));
    ctx.services.realtime.toEveryone("stats:updated", {});
    return { user: toPublicUser(user) };
  }),

  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    const throttle = ctx.services.loginThrottle;
    const knownDevice = await isKnownDevice(ctx.services.database, ctx.services.config, ctx.cookieHeader, input.email);
    const wait = await throttle.retryAfter(ctx.ip, input.email, knownDevice);
    if (wait > 0) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: ERRORS.tooManyAttempts, cause: { retryAfter: wait } });
    let user: UserRow;
    try {
      user = await authenticate(ctx.services.database, input, { ip: ctx.ip });
    } catch (error) {
      if (error instanceof TRPCError && error.code === "UNAUTHORIZED") await throttle.recordFailure(ctx.ip, input.email);
      throw error;
    }
    await throttle.recordSuccess(ctx.ip, input.email);
    await startSession(ctx, user);
    ctx.setCookie(serializeDeviceCookie(ctx.services.config, user));
    return { user: toPublicUser(user) };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await invalidateSession(ctx.services.database, ctx.sessionToken);
    if (ctx.sessionId) ctx.services.realtime.disconnectSession(ctx.sessionId);
    ctx.setCookie(serializeBlankSessionCookie(ctx.services.config));
    return { ok: true as const };
  }),
});
