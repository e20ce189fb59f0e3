import { rematchResultSchema } from "../../shared/api-types";
import { rematchInputSchema } from "../../shared/schemas";
import { adminProcedure, router } from "../trpc";

export const adminRouter = router({
  rematch: adminProcedure
    .input(rematchInputSchema)
    .output(rematchResultSchema)
    .mutation(({ ctx, input }) => ctx.services.matching.rematchAll(input)),
});
