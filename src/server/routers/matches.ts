import { z } from "zod";
import { idSchema, interactionInputSchema, matchStatusInputSchema, paginationSchema } from "../../shared/schemas";
import { getMatchDetail, interact, listMatches, sendMessage, setMatchStatus } from "../services/matches";
import { protectedProcedure, router } from "../trpc";

export const matchesRouter = router({
  list: protectedProcedure
    .input(paginationSchema.default({ limit: 200, offset: 0 }))
    .query(({ ctx, input }) => listMatches(ctx.services.database, ctx.user, input)),

  get: protectedProcedure.input(z.object({ id: idSchema })).query(({ ctx, input }) => getMatchDetail(ctx.services.database, ctx.user, input.id)),

  setStatus: protectedProcedure
    .input(z.object({ id: idSchema, status: matchStatusInputSchema }))
    .mutation(({ ctx, input }) => setMatchStatus(ctx.services.database, ctx.services.realtime, ctx.user, input.id, input.status)),

  interact: protectedProcedure
    .input(interactionInputSchema)
    .mutation(({ ctx, input }) => interact(ctx.services.database, ctx.services.realtime, ctx.user, input)),

  sendMessage: protectedProcedure
    .input(z.object({ matchId: idSchema, body: z.string().trim().min(1, "Le message est vide").max(4000, "Le message est trop long") }))
    .mutation(({ ctx, input }) => sendMessage(ctx.services.database, ctx.services.realtime, ctx.user, input)),
});
