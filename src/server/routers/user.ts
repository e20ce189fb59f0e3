import { profileInputSchema } from "../../shared/schemas";
import { userAchievements, userProgress, userStats } from "../services/stats";
import { toPublicUser, updateProfile } from "../services/users";
import { protectedProcedure, router } from "../trpc";

export const userRouter = router({
  stats: protectedProcedure.query(({ ctx }) => userStats(ctx.services.database, ctx.user)),
  achievements: protectedProcedure.query(({ ctx }) => userAchievements(ctx.services.database, ctx.user)),
  progress: protectedProcedure.query(({ ctx }) => userProgress(ctx.services.database, ctx.user)),
  updateProfile: protectedProcedure.input(profileInputSchema).mutation(async ({ ctx, input }) => {
    const user = await updateProfile(ctx.services.database, ctx.user.id, input);
    return { user: toPublicUser(user) };
  }),
});
