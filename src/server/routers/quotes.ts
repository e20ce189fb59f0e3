/** Quotes (issue 21): the buyer asks and decides, the supplier writes; both read. The roles are checked here, the parties in the service. */
import { z } from "zod";
import {
  awardWithdrawalSchema,
  declineSchema,
  needQuotesSchema,
  quoteCreateSchema,
  quoteDetailSchema,
  quoteListSchema,
  quotePageSchema,
  quoteRequestResultSchema,
  quoteRequestSchema,
  quoteUpdateSchema,
  responsivenessSchema,
  revisionRequestSchema,
} from "../../shared/quotes";
import { byIdSchema, idSchema } from "../../shared/schemas";
import { counterpartResponsiveness, counterpartsResponsiveness } from "../services/quotes/responsiveness";
import { actorOf } from "../services/audit";
import { needQuotes, listQuotes } from "../services/quotes/lists";
import {
  awardQuote,
  createQuote,
  declineQuote,
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

const deps = (services: AppServices): QuoteDeps => ({ database: services.database, mail: services.mail, matching: services.matching });

export const quotesRouter = router({
  // Not kept (answer-cache): a quote expires with the calendar.
  list: protectedProcedure
    .input(quoteListSchema)
    .output(quotePageSchema)
    .query(({ ctx, input }) => listQuotes(ctx.services.database, ctx.user, input)),
  get: protectedProcedure
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .query(({ ctx, input }) => getQuote(ctx.services.database, ctx.user, input.id)),
  forNeed: protectedProcedure
    .input(byIdSchema)
    .output(needQuotesSchema)
    .query(({ ctx, input }) => needQuotes(ctx.services.database, ctx.user, input.id)),
  /** The PDF of the last sent version, in base64 (GET /api/quotes/{id}/pdf sends the bytes). */
  pdf: protectedProcedure
    .input(byIdSchema)
    .output(z.object({ filename: z.string(), base64: z.string() }))
    .query(async ({ ctx, input }) => {
      const file = await quotePdf(ctx.services.database, ctx.user, input.id);
      return { filename: file.filename, base64: file.bytes.toString("base64") };
    }),
  /** A counterpart's response rate (the caller must share a match with them). */
  responsiveness: protectedProcedure
    .input(z.object({ userId: idSchema }))
    .output(responsivenessSchema)
    .query(({ ctx, input }) => counterpartResponsiveness(ctx.services.database.db, ctx.user.id, input.userId)),
  /** The same for the counterparts of a page of match cards (at most 100 ids). */
  responsivenessOf: protectedProcedure
    .input(z.object({ userIds: z.array(idSchema).max(100) }))
    .output(z.record(z.string(), responsivenessSchema))
    .query(({ ctx, input }) => counterpartsResponsiveness(ctx.services.database.db, ctx.user.id, input.userIds)),
  request: buyerProcedure
    .input(quoteRequestSchema)
    .output(quoteRequestResultSchema)
    .mutation(({ ctx, input }) => requestQuotes(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  create: supplierProcedure
    .input(quoteCreateSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => createQuote(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  update: supplierProcedure
    .input(quoteUpdateSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => updateQuote(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  send: supplierProcedure
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => sendQuote(deps(ctx.services), ctx.user, input.id, actorOf(ctx.user, ctx.ip))),
  withdraw: supplierProcedure
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => withdrawQuote(deps(ctx.services), ctx.user, input.id, actorOf(ctx.user, ctx.ip))),
  requestRevision: buyerProcedure
    .input(revisionRequestSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => requestRevision(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  award: buyerProcedure
    .input(byIdSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => awardQuote(deps(ctx.services), ctx.user, input.id, actorOf(ctx.user, ctx.ip))),
  decline: buyerProcedure
    .input(declineSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => declineQuote(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
  withdrawAward: buyerProcedure
    .input(awardWithdrawalSchema)
    .output(quoteDetailSchema)
    .mutation(({ ctx, input }) => withdrawAward(deps(ctx.services), ctx.user, input, actorOf(ctx.user, ctx.ip))),
});
