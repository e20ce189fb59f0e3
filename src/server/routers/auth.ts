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
} from "../../shared/view-schemas";
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
  me: publicProcedure
    .meta({ rest: { method: "get", path: "/api/auth/me", summary: "Utilisateur de la session", noStore: true, signedInOnly: true } })
    .output(sessionUserSchema).query(({ ctx }) => ({ user: ctx.user ? toPublicUser(ctx.user) : null })),

  register: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/register", summary: "Créer un compte", description: "Acheteur ou fournisseur (un administrateur ne s'inscrit pas). Mot de passe de 6 caractères au moins, les plus courants refusés. Ouvre la session (cookie HttpOnly, SameSite=Lax) et envoie le lien de confirmation de l'adresse.", status: 201, errors: { 409: "Adresse e-mail ou nom d'utilisateur déjà pris (le champ dans issues)" } } })
    .input(registerInputSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.services.database, input, { ip: ctx.ip });
      await sendEmailVerification(ctx.services, user, user.email);
      ctx.setCookie(serializeDeviceCookie(ctx.services.config, user));
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken, ctx.userAgent));
    }),

  login: publicProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/auth/login",
        summary: "Se connecter ; avec un second facteur, répond { totpRequired: true } sans session", description: "Pose le cookie de session (renouvelé à chaque connexion). Une erreur ne dit jamais si l'adresse existe. Les échecs sont limités par adresse IP et par compte (429 avec Retry-After), sans bloquer le titulaire sur un appareil déjà connu. Avec la double authentification, la session attend POST /api/auth/login/totp.",
        errors: { 401: "Adresse ou mot de passe incorrect (sans dire lequel)", 403: "Compte suspendu ou désactivé ; ou requête venue d'une autre origine" },
      },
    })
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
    .meta({
      rest: {
        method: "post",
        path: "/api/auth/login/totp",
        summary: "Terminer la connexion avec le second facteur (code TOTP ou code de secours)",
        errors: { 401: "Pas de connexion en attente du second facteur, ou elle a expiré" },
      },
    })
    .input(secondFactorCodeSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await completeLoginChallenge(ctx.services, readLoginChallengeToken(ctx.services.config, ctx.cookieHeader), input.code);
      ctx.setCookie(serializeLoginChallengeCookie(ctx.services.config, null));
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken, ctx.userAgent));
    }),

  passwordResetRequest: publicProcedure
    .meta({
      rest: { method: "post", path: "/api/auth/password-reset/request", summary: "Mot de passe oublié : envoyer un lien de réinitialisation (même réponse pour toute adresse)", status: 202 },
    })
    .input(passwordResetRequestSchema)
    .output(acceptedSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.services, input.email, { ip: ctx.ip });
      return { ok: true as const, message: RESET_REQUESTED };
    }),

  passwordResetConfirm: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/password-reset/confirm", summary: "Choisir un nouveau mot de passe avec le lien reçu (ferme toutes les sessions)" } })
    .input(passwordResetConfirmSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await confirmPasswordReset(ctx.services, input, { ip: ctx.ip });
      return { ok: true as const };
    }),

  changePassword: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/change-password", summary: "Changer de mot de passe (ferme les autres sessions)" } })
    .input(changePasswordSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.services, ctx.user, input, { ip: ctx.ip, sessionId: ctx.sessionId });
      return { ok: true as const };
    }),

  verifyEmail: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/verify-email", summary: "Confirmer une adresse e-mail avec le lien reçu", errors: { 409: "Adresse prise entre-temps par un autre compte" } } })
    .input(verifyEmailSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => ({ user: toPublicUser(await confirmEmail(ctx.services, input.token, { ip: ctx.ip })) })),

  resendVerification: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/verify-email/resend", summary: "Renvoyer le lien de confirmation de l'adresse" } })
    .output(z.object({ email: z.string().nullable() }))
    .mutation(({ ctx }) => resendEmailVerification(ctx.services, ctx.user)),

  sessions: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/auth/sessions", summary: "Mes sessions ouvertes", noStore: true } })
    .output(z.array(accountSessionSchema)).query(({ ctx }) => listSessions(ctx.services, ctx.user, ctx.sessionId)),

  endSession: protectedProcedure
    .meta({ rest: { method: "delete", path: "/api/auth/sessions/:id", summary: "Fermer une de mes sessions (et ses connexions temps réel)" } })
    .input(sessionIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await endSession(ctx.services, ctx.user, input.id, { ip: ctx.ip });
      return { ok: true as const };
    }),

  totpSetup: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/totp/setup", summary: "Préparer la double authentification : secret et QR code", errors: { 409: "Déjà activée" } } })
    .output(totpSetupSchema).mutation(({ ctx }) => setUpTotp(ctx.services, ctx.user)),

  totpEnable: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/auth/totp/enable",
        summary: "Activer la double authentification avec un premier code ; renvoie 10 codes de secours",
        errors: { 409: "Déjà activée" },
      },
    })
    .input(secondFactorCodeSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => enableTotp(ctx.services, ctx.user, input.code, { ip: ctx.ip })),

  totpDisable: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/totp/disable", summary: "Désactiver la double authentification (mot de passe et code)", errors: { 409: "Pas activée" } } })
    .input(totpDisableSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await disableTotp(ctx.services, ctx.user, input, { ip: ctx.ip });
      return { ok: true as const };
    }),

  logout: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/logout", summary: "Se déconnecter", description: "Ferme la session du cookie et ses connexions temps réel, et efface le cookie. Sans session, ne fait rien et répond de même." } })
    .output(okSchema).mutation(async ({ ctx }) => {
    await signOut(ctx.services.database, ctx.sessionToken, ctx.user ? actorOf(ctx.user, ctx.ip) : null);
    if (ctx.sessionId) ctx.services.realtime.disconnectSession(ctx.sessionId);
    ctx.setCookie(serializeBlankSessionCookie(ctx.services.config));
    return { ok: true as const };
  }),
});
