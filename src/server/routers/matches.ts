import { z } from "zod";
import { matchCountsSchema, matchDetailSchema, matchPageSchema, matchViewSchema } from "../../shared/view-schemas";
import { conversationMessageViewSchema, threadViewSchema, unreadCountsSchema } from "../../shared/conversation-views";
import { byIdSchema, idSchema, interactionInputSchema, matchListInputSchema, matchStatusInputSchema, messageInputSchema } from "../../shared/schemas";
import { getThread, markThreadRead, sendMessage, unreadCounts } from "../services/conversations";
import { countMatches, getMatchDetail, interact, listMatches, setMatchStatus } from "../services/matches";
import { checkedOutput, protectedProcedure, router } from "../trpc";

export const matchesRouter = router({
  list: protectedProcedure
    .meta({
      keep: "per-account",
      rest: {
        method: "get",
        path: "/api/matches",
        summary: "Mes matches, du meilleur score au moins bon ; filtres tab, status, sector, q ; page suivante avec ?cursor= (en-tête X-Next-Cursor)", description: "Chaque côté a son propre statut : ignorer un match ne le cache pas à la contrepartie.",
        answer: "items",
        totalHeader: true,
      },
    })
    .input(matchListInputSchema.prefault({}))
    .use(checkedOutput(matchPageSchema))
    .query(({ ctx, input }) => listMatches(ctx.services.database, ctx.user, input)),

  counts: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/matches/counts", summary: "Combien de mes matches par statut et par onglet de la page Matches" } })
    .use(checkedOutput(matchCountsSchema))
    .query(({ ctx }) => countMatches(ctx.services.database, ctx.user)),

  get: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/matches/:id", summary: "Détail d'un match" } })
    .input(byIdSchema)
    .output(matchDetailSchema)
    .query(({ ctx, input }) => getMatchDetail(ctx.services.database, ctx.user, input.id)),

  setStatus: protectedProcedure
    .meta({ rest: { method: "patch", path: "/api/matches/:id", summary: "Changer mon statut sur un match", description: "Accepte les deux vocabulaires : new, viewed, contacted, favorited, ignored, et pending (new), interested (contacted), rejected (ignored). Ne change que mon côté du match.", input: "body" } })
    .input(z.object({ id: idSchema, status: matchStatusInputSchema }))
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => setMatchStatus(ctx.services.database, ctx.user, input.id, input.status)),

  interact: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/interactions", summary: "Enregistrer une action sur un match", description: "contact → contacted, favorite → favorited, reject → ignored, view → viewed (sans rétrograder un match contacté ou favori) ; chaque action est aussi une ligne d'historique.", errors: { 404: "Match introuvable (matchId)" }, status: 201 } })
    .input(interactionInputSchema)
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => interact(ctx.services.database, ctx.user, input)),

  // Conversations (issue 8): services/conversations.ts
  sendMessage: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/matches/:id/messages", summary: "Écrire à la contrepartie d'un match", description: "Crée une notification pour la contrepartie et la lui pousse en temps réel ; limité en débit (429).", status: 201, input: "body", idAs: "matchId" } })
    .input(messageInputSchema)
    .output(conversationMessageViewSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.services, ctx.user, input)),
  thread: protectedProcedure
    .meta({
      keep: "per-account",
      rest: { method: "get", path: "/api/matches/:id/messages", summary: "Le fil de messages d'un match (état de lecture, coordonnées après un premier contact)", idAs: "matchId", noStore: true },
    })
    .input(z.object({ matchId: idSchema }))
    .output(threadViewSchema)
    .query(({ ctx, input }) => getThread(ctx.services.database, ctx.user, input.matchId)),
  markRead: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/matches/:id/read", summary: "Marquer le fil d'un match comme lu", idAs: "matchId" } })
    .input(z.object({ matchId: idSchema }))
    .output(z.object({ updated: z.number().int() }))
    .mutation(({ ctx, input }) => markThreadRead(ctx.services, ctx.user, input.matchId)),
  unread: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/messages/unread", summary: "Messages non lus par match", noStore: true } })
    .output(unreadCountsSchema).query(({ ctx }) => unreadCounts(ctx.services.database, ctx.user)),
});
