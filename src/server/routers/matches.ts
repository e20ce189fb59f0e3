import { z } from "zod";
import { matchCountsSchema, matchDetailSchema, matchPageSchema, matchViewSchema, messageViewSchema } from "../../shared/api-types";
import { byIdSchema, idSchema, interactionInputSchema, matchListInputSchema, matchStatusInputSchema, messageInputSchema } from "../../shared/schemas";
import { countMatches, getMatchDetail, interact, listMatches, sendMessage, setMatchStatus } from "../services/matches";
import { protectedProcedure, router } from "../trpc";

export const matchesRouter = router({
  list: protectedProcedure
    .input(matchListInputSchema.prefault({}))
    .output(matchPageSchema)
    .query(({ ctx, input }) => listMatches(ctx.services.database, ctx.user, input)),

  counts: protectedProcedure.output(matchCountsSchema).query(({ ctx }) => countMatches(ctx.services.database, ctx.user)),

  get: protectedProcedure
    .input(byIdSchema)
    .output(matchDetailSchema)
    .query(({ ctx, input }) => getMatchDetail(ctx.services.database, ctx.user, input.id)),

  setStatus: protectedProcedure
    .input(z.object({ id: idSchema, status: matchStatusInputSchema }))
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => setMatchStatus(ctx.services.database, ctx.services.realtime, ctx.user, input.id, input.status)),

  interact: protectedProcedure
    .input(interactionInputSchema)
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => interact(ctx.services.database, ctx.services.realtime, ctx.user, input)),

  sendMessage: protectedProcedure
    .input(messageInputSchema)
    .output(messageViewSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.services.database, ctx.services.realtime, ctx.user, input)),
});
