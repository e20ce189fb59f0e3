import { z } from "zod";
import { achievementViewSchema, progressViewSchema, signedInUserSchema, userStatsSchema } from "../../shared/api-types";
import { profileInputSchema } from "../../shared/schemas";
import { userAchievements, userProgress, userStats } from "../services/stats";
import { toPublicUser, updateProfile } from "../services/users";
import { protectedProcedure, router } from "../trpc";

export const userRouter = router({
  stats: protectedProcedure.output(userStatsSchema).query(({ ctx }) => userStats(ctx.services.database, ctx.user)),
  achievements: protectedProcedure.output(z.array(achievementViewSchema)).query(({ ctx }) => userAchievements(ctx.services.database, ctx.user)),
  progress: protectedProcedure.output(progressViewSchema).query(({ ctx }) => userProgress(ctx.services.database, ctx.user)),
  updateProfile: protectedProcedure
    .input(profileInputSchema)
    .output(signedInUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await updateProfile(ctx.services.database, ctx.user.id, input);
      return { user: toPublicUser(user) };
    }),
});
