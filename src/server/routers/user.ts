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

export const userRouter = router({
  stats: protectedProcedure.meta({ keep: "per-account", rest: { method: "get", path: "/api/user/stats", summary: "Mes statistiques" } }).output(userStatsSchema).query(({ ctx }) => userStats(ctx.services.database, ctx.user)),
  achievements: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/user/achievements", summary: "Mes succès" } }).output(z.array(achievementViewSchema)).query(({ ctx }) => userAchievements(ctx.services.database, ctx.user)),
  progress: protectedProcedure.meta({ keep: "per-account", rest: { method: "get", path: "/api/user/progress", summary: "Ma progression" } }).output(progressViewSchema).query(({ ctx }) => userProgress(ctx.services.database, ctx.user)),
  updateProfile: protectedProcedure
    .meta({ rest: { method: "put", path: "/api/user/profile", summary: "Modifier mon profil", errors: { 409: "Adresse e-mail ou nom d'utilisateur déjà pris (le champ dans issues)" } } })
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
