import { z } from "zod";
import { PRODUCT_LIST_LIMIT } from "../../shared/constants";
import { idSchema, paginationSchema, searchInputSchema } from "../../shared/schemas";
import { publicProcedure, router } from "../trpc";

export const productsRouter = router({
  list: publicProcedure
    .input(paginationSchema.partial().default({}))
    .query(({ ctx, input }) => ctx.services.products.list(input.limit ?? PRODUCT_LIST_LIMIT, input.offset ?? 0)),

  search: publicProcedure.input(searchInputSchema).query(({ ctx, input }) => ctx.services.products.search(input)),

  get: publicProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    const firstToday = await ctx.services.views.firstToday(ctx.sessionId ? `session:${ctx.sessionId}` : `ip:${ctx.ip}`, input.id);
    return ctx.services.products.view(input.id, firstToday);
  }),
});
