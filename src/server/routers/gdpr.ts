import { consentsViewSchema, deletionRequestViewSchema, userDataExportSchema } from "../../shared/admin-views";
import { consentInputSchema, deletionRequestInputSchema } from "../../shared/schemas";
import { actorOf } from "../services/audit";
import { exportUserData, listConsents, recordConsent, requestDeletion } from "../services/gdpr";
import { protectedProcedure, router } from "../trpc";

/** A user acts on their own data only: any userId in a body is ignored (DESIGN §1). */
export const gdprRouter = router({
  consents: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/gdpr/consents", summary: "Mes consentements et leur historique", noStore: true } })
    .output(consentsViewSchema).query(({ ctx }) => listConsents(ctx.services.database, ctx.user.id)),
  recordConsent: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/gdpr/consent", summary: "Enregistrer un consentement (une ligne d'historique de plus)", status: 201 } })
    .input(consentInputSchema)
    .output(consentsViewSchema)
    .mutation(({ ctx, input }) => recordConsent(ctx.services.database, actorOf(ctx.user, ctx.ip), input)),
  exportData: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/gdpr/export-data",
        summary: "Toutes mes données : un fichier CSV par défaut (?format=raw : clés et dates ISO), en JSON avec ?format=json",
        noStore: true,
      },
    })
    .output(userDataExportSchema).mutation(({ ctx }) => exportUserData(ctx.services.database, ctx.user.id, { ip: ctx.ip })),
  requestDeletion: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/gdpr/request-deletion",
        summary: "Demander la suppression de mon compte (désactivé immédiatement)",
        status: 201,
        input: (req) => req.body ?? {},
      },
    })
    .input(deletionRequestInputSchema.default({ reason: "" }))
    .output(deletionRequestViewSchema)
    .mutation(({ ctx, input }) => requestDeletion(ctx.services, ctx.user, input.reason, ctx.ip)),
});
