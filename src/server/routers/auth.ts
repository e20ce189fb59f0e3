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
  passwordAndCodeSchema,
  verifyEmailSchema,
} from "../../shared/schemas";
import { readLoginChallengeToken, serializeBlankSessionCookie, serializeLoginChallengeCookie, serializeSessionCookie } from "../auth/cookies";
import { changePassword, confirmEmail, confirmPasswordReset, requestPasswordReset, resendEmailVerification, sendEmailVerification } from "../services/account-security";
import { endOtherSessions, endSession, listSessions } from "../services/account-sessions";
import { completeLoginChallenge, disableTotp, enableTotp, openLoginChallenge, renewRecoveryCodes, setUpTotp } from "../services/second-factor";
import { isKnownDevice, serializeDeviceCookie } from "../auth/device-cookie";
import { actorOf } from "../services/audit";
import { checkCredentials, openSession, signOut, type OpenedSession } from "../services/auth";
import { registerUser, toPublicUser } from "../services/users";
import { BUYER } from "../rest/examples";
import { ERRORS } from "../../shared/messages";
import { checkedOutput, protectedProcedure, publicProcedure, router, type RequestContext } from "../trpc";

const SESSION_ID = "9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8";
const PASSWORD = "Copeaux&Rabot-2026!";

/** The same answer whether or not an account has this address (no enumeration). */
const RESET_REQUESTED = "Si un compte utilise cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé (valable 30 minutes).";

function answerWithSession(ctx: RequestContext, opened: OpenedSession) {
  ctx.setCookie(serializeSessionCookie(ctx.services.config, opened.token, opened.expiresAt));
  return { user: toPublicUser(opened.user) };
}

export const authRouter = router({
  me: publicProcedure
    .meta({ rest: { method: "get", path: "/api/auth/me", summary: "Utilisateur de la session", noStore: true, signedInOnly: true, example: { answer: { user: BUYER } } } })
    .use(checkedOutput(sessionUserSchema)).query(({ ctx }) => ({ user: ctx.user ? toPublicUser(ctx.user) : null })),

  register: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/register", summary: "Créer un compte", description: "Acheteur ou fournisseur (un administrateur ne s'inscrit pas). Mot de passe de 6 caractères au moins, les plus courants refusés. Ouvre la session (cookie HttpOnly, SameSite=Lax) et envoie le lien de confirmation de l'adresse.", status: 201, errors: { 409: "Adresse e-mail ou nom d'utilisateur déjà pris (le champ dans issues)" },
      example: {
        body: { username: BUYER.username, email: BUYER.email, password: PASSWORD, companyName: BUYER.companyName, accountType: "buyer", sector: "manufacturing", location: "Lyon" },
        answer: { user: { ...BUYER, displayName: null, bio: null, contactName: null, level: 1, points: 0, emailVerified: false, companyNumber: null, vatNumber: null, postalAddress: null } },
        errors: { 409: { error: ERRORS.emailTaken, issues: [{ path: "email", message: ERRORS.emailTaken }] } },
      } } })
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
        example: { body: { email: BUYER.email, password: PASSWORD }, answer: { user: BUYER }, errors: { 401: { error: ERRORS.badCredentials }, 403: { error: ERRORS.suspended } } },
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
        example: { body: { code: "492817" }, answer: { user: { ...BUYER, totpEnabled: true } }, errors: { 401: { error: ERRORS.loginChallengeExpired } } },
      },
    })
    .input(secondFactorCodeSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await completeLoginChallenge(ctx.services, readLoginChallengeToken(ctx.services.config, ctx.cookieHeader), input.code, { ip: ctx.ip });
      ctx.setCookie(serializeLoginChallengeCookie(ctx.services.config, null));
      return answerWithSession(ctx, await openSession(ctx.services.database, user, ctx.sessionToken, ctx.userAgent));
    }),

  passwordResetRequest: publicProcedure
    .meta({
      rest: { method: "post", path: "/api/auth/password-reset/request", summary: "Mot de passe oublié : envoyer un lien de réinitialisation (même réponse pour toute adresse)", status: 202,
        example: { body: { email: BUYER.email }, answer: { ok: true, message: RESET_REQUESTED } } },
    })
    .input(passwordResetRequestSchema)
    .output(acceptedSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.services, input.email, { ip: ctx.ip });
      return { ok: true as const, message: RESET_REQUESTED };
    }),

  passwordResetConfirm: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/password-reset/confirm", summary: "Choisir un nouveau mot de passe avec le lien reçu (ferme toutes les sessions)",
      example: { body: { token: "q7m2vx9kt4hb8n3wz6rc5pdy", password: "Varlope+Gouge-2027" }, answer: { ok: true }, errors: { 400: { error: ERRORS.resetLinkInvalid, issues: [{ path: "token", message: ERRORS.resetLinkInvalid }] } } } } })
    .input(passwordResetConfirmSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await confirmPasswordReset(ctx.services, input, { ip: ctx.ip });
      return { ok: true as const };
    }),

  changePassword: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/change-password", summary: "Changer de mot de passe (ferme les autres sessions)",
      example: { body: { currentPassword: PASSWORD, newPassword: "Varlope+Gouge-2027" }, answer: { ok: true }, errors: { 403: { error: ERRORS.currentPasswordWrong } } } } })
    .input(changePasswordSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.services, ctx.user, input, { ip: ctx.ip, sessionId: ctx.sessionId });
      return { ok: true as const };
    }),

  verifyEmail: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/verify-email", summary: "Confirmer une adresse e-mail avec le lien reçu", errors: { 409: "Adresse prise entre-temps par un autre compte" },
      example: { body: { token: "h5t8wq2nz7kd4rx9mb3vc6py" }, answer: { user: BUYER }, errors: { 400: { error: ERRORS.verificationLinkInvalid, issues: [{ path: "token", message: ERRORS.verificationLinkInvalid }] } } } } })
    .input(verifyEmailSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => ({ user: toPublicUser(await confirmEmail(ctx.services, input.token, { ip: ctx.ip })) })),

  resendVerification: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/verify-email/resend", summary: "Renvoyer le lien de confirmation de l'adresse", example: { answer: { email: BUYER.email } } } })
    .output(z.object({ email: z.string().nullable() }))
    .mutation(({ ctx }) => resendEmailVerification(ctx.services, ctx.user)),

  sessions: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/auth/sessions", summary: "Mes sessions ouvertes", noStore: true,
      example: { answer: [
        { id: SESSION_ID, createdAt: "2026-11-24T07:58:00.000Z", lastSeenAt: "2026-11-25T09:41:00.000Z", device: "Firefox 132 sur Windows", current: true },
        { id: "0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e", createdAt: "2026-11-19T18:20:00.000Z", lastSeenAt: "2026-11-22T12:03:00.000Z", device: "Safari 18 sur iOS", current: false },
      ] } } })
    .output(z.array(accountSessionSchema)).query(({ ctx }) => listSessions(ctx.services, ctx.user, ctx.sessionId)),

  endSession: protectedProcedure
    .meta({ rest: { method: "delete", path: "/api/auth/sessions/:id", summary: "Fermer une de mes sessions (et ses connexions temps réel)",
      example: { params: { id: SESSION_ID }, answer: { ok: true }, errors: { 404: { error: ERRORS.sessionNotFound } } } } })
    .input(sessionIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await endSession(ctx.services, ctx.user, input.id, { ip: ctx.ip });
      // This browser's own session: its cookie goes too, as at sign-out (it stayed, dead).
      if (input.id === ctx.sessionId) ctx.setCookie(serializeBlankSessionCookie(ctx.services.config));
      return { ok: true as const };
    }),

  endOtherSessions: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/sessions/end-others", summary: "Fermer toutes mes autres sessions (et leurs connexions temps réel), celle-ci gardée",
      example: { answer: { ended: 2 } } } })
    .output(z.object({ ended: z.number().int() }))
    .mutation(async ({ ctx }) => ({ ended: await endOtherSessions(ctx.services, ctx.user, ctx.sessionId, { ip: ctx.ip }) })),

  totpSetup: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/totp/setup", summary: "Préparer la double authentification : secret et QR code", errors: { 409: "Déjà activée" },
      example: {
        answer: {
          secret: "KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF",
          otpauthUrl: "otpauth://totp/Maillon:marie.durand%40atelier-durand.fr?secret=KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF&issuer=Maillon",
          qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41">…</svg>',
        },
        errors: { 409: { error: ERRORS.totpAlreadyOn } },
      } } })
    .output(totpSetupSchema).mutation(({ ctx }) => setUpTotp(ctx.services, ctx.user)),

  totpEnable: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/auth/totp/enable",
        summary: "Activer la double authentification avec un premier code ; renvoie 10 codes de secours",
        errors: { 409: "Déjà activée" },
        example: {
          body: { code: "492817" },
          answer: { recoveryCodes: ["7KQ4-M2XP9", "H8ZD-3RVW6", "P5NC-T9JB2", "W3FY-6LQK8", "B9XM-4HTD7", "R2VG-8NPC5", "D6JW-2KZF3", "M4TB-7XRH9", "Z8PQ-5CWN4", "F3LD-9MGV6"] },
          errors: { 400: { error: ERRORS.totpWrong, issues: [{ path: "code", message: ERRORS.totpWrong }] }, 409: { error: ERRORS.totpAlreadyOn } },
        },
      },
    })
    .input(secondFactorCodeSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => enableTotp(ctx.services, ctx.user, input.code, { ip: ctx.ip })),

  totpDisable: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/totp/disable", summary: "Désactiver la double authentification (mot de passe et code)", errors: { 409: "Pas activée" },
      example: { body: { password: PASSWORD, code: "492817" }, answer: { ok: true }, errors: { 409: { error: ERRORS.totpOff } } } } })
    .input(passwordAndCodeSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await disableTotp(ctx.services, ctx.user, input, { ip: ctx.ip });
      return { ok: true as const };
    }),

  totpRecoveryCodes: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/auth/totp/recovery-codes", summary: "Remplacer les codes de secours par 10 nouveaux (mot de passe et code)", description: "Les codes précédents ne fonctionnent plus ; les nouveaux ne sont montrés qu'une fois.", errors: { 409: "Pas activée" },
      example: { body: { password: PASSWORD, code: "492817" }, answer: { recoveryCodes: ["K7QM4-2XP9H", "D3ZH8-RVW6N", "T5PNC-9JB2Q", "L3WFY-6QK8M", "X9BM4-HTD7R", "G2RV8-NPC5K", "F6DJW-2KZ3T", "H4MTB-7XR9P", "C8ZPQ-5WN4L", "V3FLD-9MG6W"] }, errors: { 409: { error: ERRORS.totpOff } } } } })
    .input(passwordAndCodeSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => renewRecoveryCodes(ctx.services, ctx.user, input, { ip: ctx.ip })),

  logout: publicProcedure
    .meta({ rest: { method: "post", path: "/api/auth/logout", summary: "Se déconnecter", description: "Ferme la session du cookie et ses connexions temps réel, et efface le cookie. Sans session, ne fait rien et répond de même.", example: { answer: { ok: true } } } })
    .output(okSchema).mutation(async ({ ctx }) => {
    await signOut(ctx.services.database, ctx.sessionToken, ctx.user ? actorOf(ctx.user, ctx.ip) : null);
    if (ctx.sessionId) ctx.services.realtime.disconnectSession(ctx.sessionId);
    ctx.setCookie(serializeBlankSessionCookie(ctx.services.config));
    return { ok: true as const };
  }),
});
