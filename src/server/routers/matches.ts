import { z } from "zod";
import { idSchema, interactionInputSchema, matchStatusInputSchema, paginationSchema } from "../../shared/schemas";
import { conversationMessageViewSchema, threadViewSchema, unreadCountsSchema } from "../../shared/conversation-views";
import { messageInputSchema } from "../../shared/schemas";
import { getThread, markThreadRead, sendMessage, unreadCounts } from "../services/conversations";
import { getMatchDetail, interact, listMatches, setMatchStatus } from "../services/matches";
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

  // Conversations (issue 8): services/conversations.ts
  sendMessage: protectedProcedure
    .input(messageInputSchema)
    .output(conversationMessageViewSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.services, ctx.user, input)),
  thread: protectedProcedure
    .input(z.object({ matchId: idSchema }))
    .output(threadViewSchema)
    .query(({ ctx, input }) => getThread(ctx.services.database, ctx.user, input.matchId)),
  markRead: protectedProcedure
    .input(z.object({ matchId: idSchema }))
    .output(z.object({ updated: z.number().int() }))
    .mutation(({ ctx, input }) => markThreadRead(ctx.services, ctx.user, input.matchId)),
  unread: protectedProcedure.output(unreadCountsSchema).query(({ ctx }) => unreadCounts(ctx.services.database, ctx.user)),
});
