import { z } from "zod";
import { matchCountsSchema, matchDetailSchema, matchPageSchema, matchViewSchema } from "../../shared/api-types";
import { conversationMessageViewSchema, threadViewSchema, unreadCountsSchema } from "../../shared/conversation-views";
import { byIdSchema, idSchema, interactionInputSchema, matchListInputSchema, matchStatusInputSchema, messageInputSchema } from "../../shared/schemas";
import { getThread, markThreadRead, sendMessage, unreadCounts } from "../services/conversations";
import { countMatches, getMatchDetail, interact, listMatches, setMatchStatus } from "../services/matches";
import { checkedOutput, protectedProcedure, router } from "../trpc";

export const matchesRouter = router({
  list: protectedProcedure
    .meta({ keep: "per-account" })
    .input(matchListInputSchema.prefault({}))
    .use(checkedOutput(matchPageSchema))
    .query(({ ctx, input }) => listMatches(ctx.services.database, ctx.user, input)),

  counts: protectedProcedure.meta({ keep: "per-account" }).use(checkedOutput(matchCountsSchema)).query(({ ctx }) => countMatches(ctx.services.database, ctx.user)),

  get: protectedProcedure
    .meta({ keep: "per-account" })
    .input(byIdSchema)
    .output(matchDetailSchema)
    .query(({ ctx, input }) => getMatchDetail(ctx.services.database, ctx.user, input.id)),

  setStatus: protectedProcedure
    .input(z.object({ id: idSchema, status: matchStatusInputSchema }))
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => setMatchStatus(ctx.services.database, ctx.user, input.id, input.status)),

  interact: protectedProcedure
    .input(interactionInputSchema)
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => interact(ctx.services.database, ctx.user, input)),

  // Conversations (issue 8): services/conversations.ts
  sendMessage: protectedProcedure
    .input(messageInputSchema)
    .output(conversationMessageViewSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.services, ctx.user, input)),
  thread: protectedProcedure
    .meta({ keep: "per-account" })
    .input(z.object({ matchId: idSchema }))
    .output(threadViewSchema)
    .query(({ ctx, input }) => getThread(ctx.services.database, ctx.user, input.matchId)),
  markRead: protectedProcedure
    .input(z.object({ matchId: idSchema }))
    .output(z.object({ updated: z.number().int() }))
    .mutation(({ ctx, input }) => markThreadRead(ctx.services, ctx.user, input.matchId)),
  unread: protectedProcedure.meta({ keep: "per-account" }).output(unreadCountsSchema).query(({ ctx }) => unreadCounts(ctx.services.database, ctx.user)),
});
