import { z } from "zod";
import {
  acceptedSchema,
  accountSessionSchema,
  loginAnswerSchema,
  okSchema,
  recoveryCodesSchema,
  sessionUserSchema,
  signedInUserSchema,
  totpSetupSchema,
} from "../../shared/api-types";
import {
  changePasswordSchema,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerInputSchema,
  secondFactorCodeSchema,
  sessionIdSchema,
  totpDisableSchema,
  verifyEmailSchema,
} from "../../shared/schemas";
import { readLoginChallengeToken, serializeBlankSessionCookie, serializeLoginChallengeCookie, serializeSessionCookie } from "../auth/cookies";
import { changePassword, confirmEmail, confirmPasswordReset, requestPasswordReset, resendEmailVerification, sendEmailVerification } from "../services/account-security";
import { endSession, listSessions } from "../services/account-sessions";
import { completeLoginChallenge, disableTotp, enableTotp, openLoginChallenge, setUpTotp } from "../services/second-factor";
import { isKnownDevice, serializeDeviceCookie } from "../auth/device-cookie";
import { actorOf } from "../services/audit";
import { checkCredentials, openSession, signOut, type OpenedSession } from "../services/auth";
import { registerUser, toPublicUser } from "../services/users";
import { protectedProcedure, publicProcedure, router, type RequestContext } from "../trpc";

/** The same answer whether or not an account has this address (no enumeration). */
const RESET_REQUESTED = "Si un compte utilise cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé (valable 30 minutes).";

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
      await sendEmailVerification(ctx.services, user, user.email);
      ctx.setCookie(serializeDeviceCookie(ctx.services.config, user));
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken, ctx.userAgent));
    }),

  login: publicProcedure
    .input(loginInputSchema)
    .output(loginAnswerSchema)
    .mutation(async ({ ctx, input }) => {
      // A browser that signed in to this account before is not slowed by guesses from elsewhere.
      const knownDevice = await isKnownDevice(ctx.services.database, ctx.services.config, ctx.cookieHeader, input.email);
      const user = await checkCredentials(ctx.services, input, { ip: ctx.ip, knownDevice });
      ctx.setCookie(serializeDeviceCookie(ctx.services.config, user));
      if (user.totpEnabledAt) {
        // The password was right; the session waits for the second factor (login.totp).
        const challenge = await openLoginChallenge(ctx.services, user);
        ctx.setCookie(serializeLoginChallengeCookie(ctx.services.config, challenge.token, challenge.expiresAt));
        return { totpRequired: true as const };
      }
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken, ctx.userAgent));
    }),

  loginTotp: publicProcedure
    .input(secondFactorCodeSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await completeLoginChallenge(ctx.services, readLoginChallengeToken(ctx.services.config, ctx.cookieHeader), input.code);
      ctx.setCookie(serializeLoginChallengeCookie(ctx.services.config, null));
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken, ctx.userAgent));
    }),

  passwordResetRequest: publicProcedure
    .input(passwordResetRequestSchema)
    .output(acceptedSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.services, input.email, { ip: ctx.ip });
      return { ok: true as const, message: RESET_REQUESTED };
    }),

  passwordResetConfirm: publicProcedure
    .input(passwordResetConfirmSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await confirmPasswordReset(ctx.services, input, { ip: ctx.ip });
      return { ok: true as const };
    }),

  changePassword: protectedProcedure
    .input(changePasswordSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.services, ctx.user, input, { ip: ctx.ip, sessionId: ctx.sessionId });
      return { ok: true as const };
    }),

  verifyEmail: publicProcedure
    .input(verifyEmailSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => ({ user: toPublicUser(await confirmEmail(ctx.services, input.token, { ip: ctx.ip })) })),

  resendVerification: protectedProcedure
    .output(z.object({ email: z.string().nullable() }))
    .mutation(({ ctx }) => resendEmailVerification(ctx.services, ctx.user)),

  sessions: protectedProcedure.output(z.array(accountSessionSchema)).query(({ ctx }) => listSessions(ctx.services, ctx.user, ctx.sessionId)),

  endSession: protectedProcedure
    .input(sessionIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await endSession(ctx.services, ctx.user, input.id, { ip: ctx.ip });
      return { ok: true as const };
    }),

  totpSetup: protectedProcedure.output(totpSetupSchema).mutation(({ ctx }) => setUpTotp(ctx.services, ctx.user)),

  totpEnable: protectedProcedure
    .input(secondFactorCodeSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => enableTotp(ctx.services, ctx.user, input.code, { ip: ctx.ip })),

  totpDisable: protectedProcedure
    .input(totpDisableSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await disableTotp(ctx.services, ctx.user, input, { ip: ctx.ip });
      return { ok: true as const };
    }),

  logout: publicProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await signOut(ctx.services.database, ctx.sessionToken, ctx.user ? actorOf(ctx.user, ctx.ip) : null);
    if (ctx.sessionId) ctx.services.realtime.disconnectSession(ctx.sessionId);
    ctx.setCookie(serializeBlankSessionCookie(ctx.services.config));
    return { ok: true as const };
  }),
});
