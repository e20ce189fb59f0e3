import { publicStatsSchema } from "../../shared/view-schemas";
import { publicStats } from "../services/stats";
import { checkedOutput, publicProcedure, router } from "../trpc";

export const statsRouter = router({
  public: publicProcedure.meta({ keep: "same-for-all", rest: { method: "get", path: "/api/stats", summary: "Compteurs publics", description: "Utilisateurs, besoins, offres et matches, et les besoins par secteur.", noStore: true,
  example: { answer: { totalUsers: 148, totalNeeds: 212, totalOffers: 305, totalMatches: 1_874, needsByCategory: { technology: 64, manufacturing: 51, logistics: 22 } } } } }).use(checkedOutput(publicStatsSchema)).query(({ ctx }) => publicStats(ctx.services.database)),
});
