/** Quotes (issue 21): the buyer asks and decides, the supplier writes; both read. The roles are checked here, the parties in the service. */
import { z } from "zod";
import {
  awardWithdrawalSchema,
  declineRequestSchema,
  declineSchema,
  needQuotesSchema,
  quoteCreateSchema,
  quoteDetailSchema,
  quoteListSchema,
  quotePageSchema,
  quoteRequestResultSchema,
  quoteRequestSchema,
  quoteUpdateSchema,
  receivedRequestSchema,
  responsivenessSchema,
  revisionRequestSchema,
} from "../../shared/quotes";
import { byIdSchema, idSchema } from "../../shared/schemas";
import { counterpartResponsiveness, counterpartsResponsiveness } from "../services/quotes/responsiveness";
import { actorOf } from "../services/audit";
import { needQuotes, listQuotes, receivedRequests } from "../services/quotes/lists";
import {
  awardQuote,
  createQuote,
  declineQuote,
  declineRequest,
  getQuote,
  quotePdf,
  requestQuotes,
  requestRevision,
  sendQuote,
  updateQuote,
  withdrawAward,
  withdrawQuote,
  type QuoteDeps,
} from "../services/quotes/service";
import type { AppServices } from "../app-services";
import { buyerProcedure, protectedProcedure, router, supplierProcedure } from "../trpc";
import { QUOTE_TEXTS } from "../../shared/quotes";
import { BUYER, daysFromNow, NEED, QUOTE_LINES, quote, SUPPLIER_PARTY } from "../rest/examples";

// The /api examples (rest/examples.ts): quote DEV-2026-0027 for the need "Ordinateurs portables pour 12 postes".
const { versions: _versions, ...QUOTE_VIEW } = quote();
const QUOTE_CONTENT = { lines: QUOTE_LINES, validUntil: daysFromNow(30), leadTime: 10, paymentTerms: "30 jours fin de mois", conditions: "Livraison franco à Lyon, reprise des anciens postes possible." };
const byId = { params: { id: QUOTE_VIEW.id }, errors: { 404: { error: QUOTE_TEXTS.notFound } } };
const AT = "2026-11-24T10:30:00.000Z";

const deps = (services: AppServices): QuoteDeps => ({ database: services.database, mail: services.mail, matching: services.matching });

export const quotesRouter = router({
  // Not kept (answer-cache): a quote expires with the calendar.
  list: protectedProcedure
    .meta({
      rest: { method: "get", path: "/api/quotes", summary: "Mes devis (envoyés ou reçus), filtrés par statut ou besoin et paginés par le serveur", noStore: true, totalHeader: true,
        example: { query: { status: "sent", limit: 20 }, answer: { items: [QUOTE_VIEW], total: 1 } } },
    })
    .input(quoteListSchema)
    .output(quotePageSchema)
    .query(({ ctx, input }) => listQuotes(ctx.services.database, ctx.user, input)),
  get: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/quotes/:id", summary: "Un devis et ses versions (les parties seulement)", noStore: true, example: { ...byId, answer: quote() } } })
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .query(({ ctx, input }) => getQuote(ctx.services.database, ctx.user, input.id)),
  forNeed: protectedProcedure
    .meta({
      rest: {
        method: "get",
        path: "/api/needs/:id/quotes",
        summary: "Les devis d'un besoin côte à côte, avec les contraintes vérifiées (l'acheteur : tous les devis envoyés ; un fournisseur : les siens)",
        noStore: true,
        example: {
          params: { id: NEED.id },
          answer: {
            need: { id: NEED.id, title: NEED.title, status: "active", budget: NEED.budget, currency: "EUR", deadline: NEED.deadline, requiredCertifications: ["ISO 9001"] },
            side: "buyer",
            columns: [{ quote: QUOTE_VIEW, matchScore: 0.82, certifications: ["ISO 9001"], minOrderQuantity: 5, responsiveness: { requests: 5, rate: 0.8, medianHours: 6.5 }, checks: [] }],
            lineRows: [],
            requests: [{ supplierId: SUPPLIER_PARTY.id, companyName: SUPPLIER_PARTY.companyName, askedAt: "2026-11-21T09:00:00.000Z", answeredAt: "2026-11-22T15:30:00.000Z", declinedAt: null, declineReason: "" }],
            candidates: [{ supplierId: 57, companyName: "Informatique Services Lyon", offerTitle: "PC portables 14 pouces reconditionnés", matchId: 311, matchScore: 0.74, favorite: true }],
          },
          errors: { 404: { error: QUOTE_TEXTS.needNotFound } },
        },
      },
    })
    .input(byIdSchema)
    .output(needQuotesSchema)
    .query(({ ctx, input }) => needQuotes(ctx.services.database, ctx.user, input.id)),
  /** The PDF of the last sent version, in base64 (GET /api/quotes/{id}/pdf sends the bytes). */
  pdf: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/quotes/:id/pdf", summary: "Le PDF de la dernière version envoyée (application/pdf, les parties seulement)", errors: { 409: "Aucune version envoyée" }, answer: "pdf", example: { ...byId } } })
    .input(byIdSchema)
    .output(z.object({ filename: z.string(), base64: z.string() }))
    .query(async ({ ctx, input }) => {
      const file = await quotePdf(ctx.services.database, ctx.user, input.id);
      return { filename: file.filename, base64: file.bytes.toString("base64") };
    }),
  /** A counterpart's response rate (the caller must share a match with them). */
  responsiveness: protectedProcedure
    .meta({
      rest: {
        method: "get",
        path: "/api/users/:id/responsiveness",
        summary: "Taux de réponse d'une contrepartie (premiers messages et demandes de devis répondus sous 48 h, 90 jours ; masqué sous 3 demandes)",
        idAs: "userId",
        noStore: true,
        example: { params: { id: SUPPLIER_PARTY.id }, answer: { requests: 5, rate: 0.8, medianHours: 6.5 } },
      },
    })
    .input(z.object({ userId: idSchema }))
    .output(responsivenessSchema)
    .query(({ ctx, input }) => counterpartResponsiveness(ctx.services.database.db, ctx.user.id, input.userId)),
  /** The same for the counterparts of a page of match cards (at most 100 ids). */
  responsivenessOf: protectedProcedure
    // The web app's batch for a page of cards; REST clients ask GET /api/users/{id}/responsiveness.
    .meta({ rest: false })
    .input(z.object({ userIds: z.array(idSchema).max(100) }))
    .output(z.record(z.string(), responsivenessSchema))
    .query(({ ctx, input }) => counterpartsResponsiveness(ctx.services.database.db, ctx.user.id, input.userIds)),
  received: supplierProcedure
    .meta({
      rest: {
        method: "get",
        path: "/api/quote-requests",
        summary: "Les demandes de devis reçues (fournisseur), celles qui attendent d'abord, avec le message de l'acheteur et mon dernier devis pour le besoin",
        noStore: true,
        example: {
          answer: [
            { id: 31, needId: NEED.id, needTitle: NEED.title, needStatus: "active", buyerCompanyName: BUYER.companyName, message: "Livraison avant la rentrée si possible.", askedAt: AT, answeredAt: null, declinedAt: null, declineReason: "", quote: null },
          ],
        },
      },
    })
    .output(z.array(receivedRequestSchema))
    .query(({ ctx }) => receivedRequests(ctx.services.database, ctx.user)),
  declineRequest: supplierProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/quote-requests/:id/decline",
        summary: "Décliner une demande de devis reçue (fournisseur), avec un motif facultatif : l'acheteur est prévenu",
        description: "La demande compte comme une réponse pour le taux de réponse.",
        input: "body",
        errors: { 404: "Demande introuvable", 409: "Demande déjà traitée (devis envoyé ou déjà déclinée)" },
        example: { params: { id: 31 }, body: { reason: "Nous ne livrons pas en Bretagne." }, answer: { ok: true } },
      },
    })
    .input(declineRequestSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await declineRequest(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip));
      return { ok: true as const };
    }),
  request: buyerProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/needs/:id/quote-requests",
        summary: "Demander un devis à des fournisseurs en correspondance avec mon besoin", errors: { 409: "Le besoin n'est plus actif" },
        status: 201,
        input: "body",
        idAs: "needId",
        example: {
          params: { id: NEED.id },
          body: { supplierIds: [SUPPLIER_PARTY.id, 23], message: "Merci de chiffrer 12 postes configurés, livrés à Lyon 7e avant le 15 janvier." },
          answer: { requested: [SUPPLIER_PARTY.id], alreadyAsked: [23] },
          errors: { 409: { error: QUOTE_TEXTS.needNotActive } },
        },
      },
    })
    .input(quoteRequestSchema)
    .output(quoteRequestResultSchema)
    .mutation(({ ctx, input }) => requestQuotes(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  create: supplierProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/needs/:id/quotes",
        summary: "Écrire un devis pour un besoin en correspondance (brouillon, ou envoyé avec send: true)", errors: { 409: "Le besoin n'est plus actif" },
        status: 201,
        input: "body",
        idAs: "needId",
        example: {
          params: { id: NEED.id },
          body: { ...QUOTE_CONTENT, send: true },
          answer: quote({ side: "supplier", actions: ["withdraw"] }),
          errors: { 409: { error: QUOTE_TEXTS.needNotActive } },
        },
      },
    })
    .input(quoteCreateSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => createQuote(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  update: supplierProcedure
    .meta({
      rest: { method: "patch", path: "/api/quotes/:id", summary: "Modifier un brouillon ou répondre à une demande de révision (send: true l'envoie)", errors: { 409: "Le devis n'est ni un brouillon ni en révision" }, input: "body",
        example: { ...byId, body: { ...QUOTE_CONTENT, send: false }, answer: quote({ side: "supplier", status: "draft", actions: ["edit", "send", "withdraw"] }) } },
    })
    .input(quoteUpdateSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => updateQuote(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  send: supplierProcedure
    .meta({ rest: { method: "post", path: "/api/quotes/:id/send", summary: "Envoyer le brouillon ou la révision en cours", errors: { 409: "Rien à envoyer dans cet état, ou besoin plus actif" },
      example: { ...byId, answer: quote({ side: "supplier", actions: ["withdraw"] }) } } })
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => sendQuote(deps(ctx.services), ctx.user, input.id, actorOf(ctx.user, ctx.ip))),
  withdraw: supplierProcedure
    .meta({ rest: { method: "post", path: "/api/quotes/:id/withdraw", summary: "Retirer mon devis", errors: { 409: "Le devis ne peut plus être retiré dans cet état" },
      example: { ...byId, answer: quote({ side: "supplier", status: "withdrawn", actions: [], updatedAt: AT }) } } })
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => withdrawQuote(deps(ctx.services), ctx.user, input.id, actorOf(ctx.user, ctx.ip))),
  requestRevision: buyerProcedure
    .meta({ rest: { method: "post", path: "/api/quotes/:id/revision-request", summary: "Demander une révision (au plus 2 par devis)", errors: { 409: "Révisions épuisées, ou devis dans un état qui ne le permet pas" }, input: "body",
      example: {
        ...byId,
        body: { comment: "Pouvez-vous inclure la reprise des 12 anciens postes ?" },
        answer: quote({ status: "revision_requested", revisionRounds: 1, revisionComment: "Pouvez-vous inclure la reprise des 12 anciens postes ?", actions: ["decline"], updatedAt: AT }),
        errors: { 409: { error: QUOTE_TEXTS.revisionsSpent } },
      } } })
    .input(revisionRequestSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => requestRevision(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  award: buyerProcedure
    .meta({ rest: { method: "post", path: "/api/quotes/:id/award", summary: "Attribuer le besoin à ce devis : les autres devis sont refusés", description: "Le besoin passe à « attribué » ; les autres devis envoyés sont refusés et leurs auteurs prévenus.", errors: { 409: "Besoin déjà attribué ou plus actif, devis expiré ou dans un état qui ne le permet pas" },
      example: { ...byId, answer: quote({ status: "accepted", awardedAt: AT, actions: ["withdrawAward"], updatedAt: AT }), errors: { 409: { error: QUOTE_TEXTS.alreadyAwarded } } } } })
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => awardQuote(deps(ctx.services), ctx.user, input.id, actorOf(ctx.user, ctx.ip))),
  decline: buyerProcedure
    .meta({ rest: { method: "post", path: "/api/quotes/:id/decline", summary: "Refuser ce devis", errors: { 409: "Le devis ne peut plus être refusé dans cet état" }, input: "body",
      example: { ...byId, body: { reason: "Délai trop long pour notre déménagement" }, answer: quote({ status: "declined", declineReason: "Délai trop long pour notre déménagement", actions: [], updatedAt: AT }) } } })
    .input(declineSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => declineQuote(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  withdrawAward: buyerProcedure
    .meta({ rest: { method: "post", path: "/api/quotes/:id/award-withdrawal", summary: "Retirer l'attribution (dans les 7 jours, avec un motif)", errors: { 409: "Devis non attribué, ou délai de 7 jours passé" }, input: "body",
      example: {
        ...byId,
        body: { reason: "Le fournisseur ne peut plus tenir le délai annoncé" },
        answer: quote({ status: "declined", awardedAt: null, awardWithdrawal: { at: AT, reason: "Le fournisseur ne peut plus tenir le délai annoncé" }, actions: [], updatedAt: AT }),
        errors: { 409: { error: QUOTE_TEXTS.awardWindowOver } },
      } } })
    .input(awardWithdrawalSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => withdrawAward(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
});
