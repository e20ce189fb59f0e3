import { consentsViewSchema, deletionRequestViewSchema, userDataExportSchema } from "../../shared/admin-views";
import { consentInputSchema, deletionRequestInputSchema } from "../../shared/schemas";
import { actorOf } from "../services/audit";
import { exportUserData, listConsents, recordConsent, requestDeletion } from "../services/gdpr";
import { protectedProcedure, router } from "../trpc";

/** A user acts on their own data only: any userId in a body is ignored (DESIGN §1). */
export const gdprRouter = router({
  consents: protectedProcedure.output(consentsViewSchema).query(({ ctx }) => listConsents(ctx.services.database, ctx.user.id)),
  recordConsent: protectedProcedure
    .input(consentInputSchema)
    .output(consentsViewSchema)
    .mutation(({ ctx, input }) => recordConsent(ctx.services.database, actorOf(ctx.user, ctx.ip), input)),
  exportData: protectedProcedure.output(userDataExportSchema).mutation(({ ctx }) => exportUserData(ctx.services.database, ctx.user.id, { ip: ctx.ip })),
  requestDeletion: protectedProcedure
    .input(deletionRequestInputSchema.default({ reason: "" }))
    .output(deletionRequestViewSchema)
    .mutation(({ ctx, input }) => requestDeletion(ctx.services, ctx.user, input.reason, ctx.ip)),
});
