import { z } from "zod";
import { idSchema, offerInputSchema, offerUpdateSchema, paginationSchema } from "../../shared/schemas";
import { closeListing, deleteListing, listOffersByCategory, listOwnOffers, updateOffer } from "../services/listings";
import { publicProcedure, router, supplierProcedure, withRawInput } from "../trpc";

const byId = z.object({ id: idSchema });

export const offersRouter = router({
  mine: supplierProcedure.input(paginationSchema.default({ limit: 50, offset: 0 })).query(({ ctx, input }) => listOwnOffers(ctx.services.database, ctx.user, input)),

  byCategory: publicProcedure
    .input(paginationSchema.extend({ category: z.string().trim().min(1).max(60) }))
    .query(({ ctx, input }) => listOffersByCategory(ctx.services.database, input.category, input)),

  create: supplierProcedure.input(offerInputSchema).mutation(({ ctx, input }) => ctx.services.matching.publishOffer(ctx.user, input)),

  update: supplierProcedure
    .input(offerUpdateSchema)
    .use(withRawInput)
    .mutation(({ ctx, input }) => updateOffer(ctx.services.database, ctx.services.matching, ctx.user, input, ctx.rawInput)),

  close: supplierProcedure
    .input(byId)
    .mutation(({ ctx, input }) => closeListing(ctx.services.database, ctx.services.matching, ctx.services.realtime, "offer", input.id, ctx.user)),

  remove: supplierProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await deleteListing(ctx.services.database, ctx.services.matching, ctx.services.realtime, "offer", input.id, ctx.user);
    return { ok: true as const };
  }),
});
