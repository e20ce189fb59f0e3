import { z } from "zod";
import { idSchema, needInputSchema, needUpdateSchema, paginationSchema } from "../../shared/schemas";
import { closeListing, deleteListing, listNeedsByCategory, listOwnNeeds, updateNeed } from "../services/listings";
import { buyerProcedure, publicProcedure, router, withRawInput } from "../trpc";

const byId = z.object({ id: idSchema });

export const needsRouter = router({
  mine: buyerProcedure.input(paginationSchema.default({ limit: 50, offset: 0 })).query(({ ctx, input }) => listOwnNeeds(ctx.services.database, ctx.user, input)),

  byCategory: publicProcedure
    .input(paginationSchema.extend({ category: z.string().trim().min(1).max(60) }))
    .query(({ ctx, input }) => listNeedsByCategory(ctx.services.database, input.category, input)),

  create: buyerProcedure.input(needInputSchema).mutation(({ ctx, input }) => ctx.services.matching.publishNeed(ctx.user, input)),

  update: buyerProcedure
    .input(needUpdateSchema)
    .use(withRawInput)
    .mutation(({ ctx, input }) => updateNeed(ctx.services.database, ctx.services.matching, ctx.user, input, ctx.rawInput)),

  close: buyerProcedure
    .input(byId)
    .mutation(({ ctx, input }) => closeListing(ctx.services.database, ctx.services.matching, ctx.services.realtime, "need", input.id, ctx.user)),

  remove: buyerProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await deleteListing(ctx.services.database, ctx.services.matching, ctx.services.realtime, "need", input.id, ctx.user);
    return { ok: true as const };
  }),
});
