import { publicStatsSchema } from "../../shared/api-types";
import { publicStats } from "../services/stats";
import { publicProcedure, router } from "../trpc";

export const statsRouter = router({
  public: publicProcedure.meta({ keep: "same-for-all" }).output(publicStatsSchema).query(({ ctx }) => publicStats(ctx.services.database)),
});
