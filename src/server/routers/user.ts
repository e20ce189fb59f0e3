import { z } from "zod";
import { activityItemSchema } from "../../shared/admin-views";
import { preferencesViewSchema } from "../../shared/preferences";
import { achievementViewSchema, progressViewSchema, signedInUserSchema, userStatsSchema } from "../../shared/view-schemas";
import { preferencesInputSchema, profileInputSchema } from "../../shared/schemas";
import { recentActivity } from "../services/activity";
import { actorOf } from "../services/audit";
import { pauseAccount, resumeAccount } from "../services/account-pause";
import { getPreferences, savePreferences } from "../services/preferences";
import { userAchievements, userProgress, userStats } from "../services/stats";
import { toPublicUser, updateProfile } from "../services/users";
import { protectedProcedure, router } from "../trpc";
import { ERRORS } from "../../shared/messages";
import { BUYER } from "../rest/examples";

export const userRouter = router({
  stats: protectedProcedure.meta({ keep: "per-account", rest: { method: "get", path: "/api/user/stats", summary: "Mes statistiques",
    example: { answer: { level: 3, totalScore: 240, points: 240, needs: 4, offers: 0, matches: 17, contacts: 5, favorites: 3, responseRate: 0.8, medianResponseHours: 6.5, responseRequests: 5, quotes: 3, quotesAccepted: 1 } } } }).output(userStatsSchema).query(({ ctx }) => userStats(ctx.services.database, ctx.user)),
  achievements: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/user/achievements", summary: "Mes succès",
    example: { answer: [
      { key: "first_listing", title: "Première publication", description: "Publier un premier besoin ou une première offre", unlocked: true, unlockedAt: "2026-09-15T10:02:00.000Z" },
      { key: "ten_matches", title: "Réseau actif", description: "Obtenir dix matches", unlocked: false, unlockedAt: null },
    ] } } }).output(z.array(achievementViewSchema)).query(({ ctx }) => userAchievements(ctx.services.database, ctx.user)),
  progress: protectedProcedure.meta({ keep: "per-account", rest: { method: "get", path: "/api/user/progress", summary: "Ma progression", example: { answer: { score: 240, completed: 4, total: 6, nextLevelAt: 300, level: 3 } } } }).output(progressViewSchema).query(({ ctx }) => userProgress(ctx.services.database, ctx.user)),
  updateProfile: protectedProcedure
    .meta({ rest: { method: "put", path: "/api/user/profile", summary: "Modifier mon profil", errors: { 409: "Adresse e-mail ou nom d'utilisateur déjà pris (le champ dans issues)" },
      example: {
        body: { displayName: "Marie Durand", email: BUYER.email, timezone: "CET", bio: BUYER.bio!, companyNumber: "732 829 320", vatNumber: "FR44732829320", postalAddress: BUYER.postalAddress! },
        answer: { user: BUYER },
        errors: { 409: { error: ERRORS.emailTaken, issues: [{ path: "email", message: ERRORS.emailTaken }] } },
      } } })
    .input(profileInputSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await updateProfile(ctx.services, ctx.user.id, input, { ip: ctx.ip });
      return { user: toPublicUser(user) };
    }),

  // The web app's dashboard, preferences and account pause: tRPC only, no spec path asks for them.
  activity: protectedProcedure.meta({ keep: "per-account", rest: false }).output(z.array(activityItemSchema)).query(({ ctx }) => recentActivity(ctx.services.database, ctx.user)),
  preferences: protectedProcedure.meta({ keep: "per-account", rest: false }).output(preferencesViewSchema).query(({ ctx }) => getPreferences(ctx.services.database, ctx.user.id)),
  savePreferences: protectedProcedure
    .meta({ rest: false })
    .input(preferencesInputSchema)
    .output(preferencesViewSchema)
    .mutation(({ ctx, input }) => savePreferences(ctx.services.database, actorOf(ctx.user, ctx.ip), input)),
  pause: protectedProcedure.meta({ rest: false }).output(preferencesViewSchema).mutation(({ ctx }) => pauseAccount(ctx.services, actorOf(ctx.user, ctx.ip))),
  resume: protectedProcedure.meta({ rest: false }).output(preferencesViewSchema).mutation(({ ctx }) => resumeAccount(ctx.services, actorOf(ctx.user, ctx.ip))),
});
