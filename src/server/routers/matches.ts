import { z } from "zod";
import { matchCountsSchema, matchDetailSchema, matchPageSchema, matchViewSchema, type MatchDetail } from "../../shared/view-schemas";
import { conversationMessageViewSchema, threadViewSchema, unreadCountsSchema } from "../../shared/conversation-views";
import { byIdSchema, idSchema, interactionInputSchema, matchListInputSchema, matchStatusInputSchema, messageInputSchema } from "../../shared/schemas";
import { getThread, markThreadRead, sendMessage, unreadCounts } from "../services/conversations";
import { countMatches, getMatchDetail, interact, listMatches, setMatchStatus } from "../services/matches";
import { checkedOutput, protectedProcedure, router } from "../trpc";
import { ERRORS } from "../../shared/messages";
import { BUYER, MATCH, MESSAGE, SUPPLIER_PARTY } from "../rest/examples";

const byId = { params: { id: MATCH.id }, errors: { 404: { error: ERRORS.matchNotFound } } };

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
        example: { query: { tab: "pending", sector: "technology", limit: 20 }, answer: [MATCH] },
      },
    })
    .input(matchListInputSchema.prefault({}))
    .use(checkedOutput(matchPageSchema))
    .query(({ ctx, input }) => listMatches(ctx.services.database, ctx.user, input)),

  counts: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/matches/counts", summary: "Combien de mes matches par statut et par onglet de la page Matches",
      example: { answer: {
        total: 17,
        tabs: { pending: 9, viewed: 4, interested: 3, rejected: 1 },
        statuses: { new: 9, viewed: 4, contacted: 2, favorited: 1, ignored: 1 },
        otherTabs: { pending: 6, viewed: 1, interested: 0, rejected: 0 },
      } } } })
    .use(checkedOutput(matchCountsSchema))
    .query(({ ctx }) => countMatches(ctx.services.database, ctx.user)),

  get: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/matches/:id", summary: "Détail d'un match",
      example: { ...byId, answer: {
        ...MATCH,
        constraints: { priceWithinBudget: true, deliveryBeforeDeadline: true, quantityFitsMinimum: true, missingCertifications: [] },
        ranking: null,
        interactions: [{ id: 77, action: "view", notes: null, userId: BUYER.id, createdAt: "2026-11-20T11:00:00.000Z" }],
        messages: [{ id: MESSAGE.id, fromUserId: MESSAGE.fromUserId, fromCompanyName: MESSAGE.fromCompanyName, body: MESSAGE.body, createdAt: MESSAGE.createdAt }],
      } satisfies MatchDetail } } })
    .input(byIdSchema)
    .output(matchDetailSchema)
    .query(({ ctx, input }) => getMatchDetail(ctx.services.database, ctx.user, input.id)),

  setStatus: protectedProcedure
    .meta({ rest: { method: "patch", path: "/api/matches/:id", summary: "Changer mon statut sur un match", description: "Accepte les deux vocabulaires : new, viewed, contacted, favorited, ignored, et pending (new), interested (contacted), rejected (ignored). Ne change que mon côté du match.", input: "body",
      example: { ...byId, body: { status: "favorited" }, answer: { ...MATCH, status: "favorited", tab: "interested" } } } })
    .input(z.object({ id: idSchema, status: matchStatusInputSchema }))
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => setMatchStatus(ctx.services.database, ctx.user, input.id, input.status)),

  interact: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/interactions", summary: "Enregistrer une action sur un match", description: "contact → contacted, favorite → favorited, reject → ignored, view → viewed (sans rétrograder un match contacté ou favori) ; chaque action est aussi une ligne d'historique.", errors: { 404: "Match introuvable (matchId)" }, status: 201,
      example: { body: { matchId: MATCH.id, action: "contact", notes: "Demander un devis pour 12 postes" }, answer: { ...MATCH, status: "contacted", tab: "interested" }, errors: { 404: { error: ERRORS.matchNotFound } } } } })
    .input(interactionInputSchema)
    .output(matchViewSchema)
    .mutation(({ ctx, input }) => interact(ctx.services.database, ctx.user, input)),

  // Conversations (issue 8): services/conversations.ts
  sendMessage: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/matches/:id/messages", summary: "Écrire à la contrepartie d'un match", description: "Crée une notification pour la contrepartie et la lui pousse en temps réel ; limité en débit (429).", status: 201, input: "body", idAs: "matchId",
      example: { ...byId, body: { body: MESSAGE.body }, answer: MESSAGE } } })
    .input(messageInputSchema)
    .output(conversationMessageViewSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.services, ctx.user, input)),
  thread: protectedProcedure
    .meta({
      keep: "per-account",
      rest: { method: "get", path: "/api/matches/:id/messages", summary: "Le fil de messages d'un match (état de lecture, coordonnées après un premier contact)", idAs: "matchId", noStore: true,
        example: { ...byId, answer: {
          matchId: MATCH.id,
          messages: [
            MESSAGE,
            { ...MESSAGE, id: 911, fromUserId: SUPPLIER_PARTY.id, fromCompanyName: SUPPLIER_PARTY.companyName, body: "Oui, livraison possible le 8 janvier, postes configurés et étiquetés.", mine: false, createdAt: "2026-11-21T14:20:00.000Z" },
          ],
          counterpart: { companyName: SUPPLIER_PARTY.companyName, contactName: "Karim Benali", email: "k.benali@informatique-rhone-alpes.fr" },
          counterpartAccount: "active",
        } } },
    })
    .input(z.object({ matchId: idSchema }))
    .output(threadViewSchema)
    .query(({ ctx, input }) => getThread(ctx.services.database, ctx.user, input.matchId)),
  markRead: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/matches/:id/read", summary: "Marquer le fil d'un match comme lu", idAs: "matchId", example: { ...byId, answer: { updated: 1 } } } })
    .input(z.object({ matchId: idSchema }))
    .output(z.object({ updated: z.number().int() }))
    .mutation(({ ctx, input }) => markThreadRead(ctx.services, ctx.user, input.matchId)),
  unread: protectedProcedure
    .meta({ keep: "per-account", rest: { method: "get", path: "/api/messages/unread", summary: "Messages non lus par match", noStore: true,
      example: { answer: { total: 3, byMatch: [{ matchId: MATCH.id, count: 2 }, { matchId: 318, count: 1 }] } } } })
    .use(checkedOutput(unreadCountsSchema)).query(({ ctx }) => unreadCounts(ctx.services.database, ctx.user)),
});
