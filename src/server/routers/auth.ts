import { okSchema, sessionUserSchema, signedInUserSchema } from "../../shared/api-types";
import { loginInputSchema, registerInputSchema } from "../../shared/schemas";
import { serializeBlankSessionCookie, serializeSessionCookie } from "../auth/cookies";
import { isKnownDevice, serializeDeviceCookie } from "../auth/device-cookie";
import { actorOf } from "../services/audit";
import { openSession, signIn, signOut, type OpenedSession } from "../services/auth";
import { registerUser, toPublicUser } from "../services/users";
import { publicProcedure, router, type RequestContext } from "../trpc";

function answerWithSession(ctx: RequestContext, opened: OpenedSession) {
  ctx.setCookie(serializeSessionCookie(ctx.services.config, opened.token, opened.expiresAt));
  return { user: toPublicUser(opened.user) };
}

export const authRouter = router({
  me: publicProcedure.output(sessionUserSchema).query(({ ctx }) => ({ user: ctx.user ? toPublicUser(ctx.user) : null })),

  register: publicProcedure
    .input(registerInputSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.services.database, input, { ip: ctx.ip });
      ctx.setCookie(serializeDeviceCookie(ctx.services.config, user));
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken));
    }),

  login: publicProcedure
    .input(loginInputSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      // A browser that signed in to this account before is not slowed by guesses from elsewhere.
      const knownDevice = await isKnownDevice(ctx.services.database, ctx.services.config, ctx.cookieHeader, input.email);
      const opened = await signIn(ctx.services, input, { ip: ctx.ip, knownDevice }, ctx.sessionToken);
      ctx.setCookie(serializeDeviceCookie(ctx.services.config, opened.user));
      return answerWithSession(ctx, opened);
    }),

  logout: publicProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await signOut(ctx.services.database, ctx.sessionToken, ctx.user ? actorOf(ctx.user, ctx.ip) : null);
    if (ctx.sessionId) ctx.services.realtime.disconnectSession(ctx.sessionId);
    ctx.setCookie(serializeBlankSessionCookie(ctx.services.config));
    return { ok: true as const };
  }),
});
