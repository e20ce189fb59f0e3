import { z } from "zod";
import { adminProcedure, router } from "../trpc";

export const adminRouter = router({
  rematch: adminProcedure
    .input(z.object({ alpha: z.coerce.number().min(0).max(1).optional() }).default({}))
    .mutation(({ ctx, input }) => ctx.services.matching.rematchAll(input)),
});
