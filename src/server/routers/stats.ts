import { publicStatsSchema } from "../../shared/view-schemas";
import { publicStats } from "../services/stats";
import { publicProcedure, router } from "../trpc";

export const statsRouter = router({
  public: publicProcedure.meta({ keep: "same-for-all", rest: { method: "get", path: "/api/stats", summary: "Compteurs publics", description: "Utilisateurs, besoins, offres et matches, et les besoins par secteur.", noStore: true } }).output(publicStatsSchema).query(({ ctx }) => publicStats(ctx.services.database)),
});
