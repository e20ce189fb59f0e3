import { publicStats } from "../services/stats";
import { publicProcedure, router } from "../trpc";

export const statsRouter = router({
  public: publicProcedure.query(({ ctx }) => publicStats(ctx.services.database)),
});
