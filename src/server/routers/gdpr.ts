import { consentsViewSchema, deletionRequestViewSchema, userDataExportSchema } from "../../shared/admin-views";
import { csvFileSchema } from "../../shared/view-schemas";
import { consentInputSchema, deletionRequestInputSchema } from "../../shared/schemas";
import { exportFormatSchema } from "../services/export-format";
import { actorOf } from "../services/audit";
import { exportUserData, listConsents, recordConsent, requestDeletion, userDataCsv } from "../services/gdpr";
import { z } from "zod";
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
  // POST /api/gdpr/export-data: the CSV file the spec's client saves, or JSON with ?format=json.
  exportCsv: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/gdpr/export-data",
        summary: "Toutes mes données : un fichier CSV par défaut (?format=raw : clés et dates ISO), en JSON avec ?format=json",
        description:
          "Profil, annonces, matches, interactions, messages, notifications, consentements, journal, demandes et devis : une ligne par champ (section, enregistrement, champ, valeur). L'export est inscrit au journal d'audit.",
        input: "query",
        answer: "csv",
      },
    })
    .input(z.object({ format: exportFormatSchema }))
    .output(csvFileSchema)
    .mutation(({ ctx, input }) => userDataCsv(ctx.services.database, ctx.user.id, input.format, { ip: ctx.ip })),
  exportData: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/gdpr/export-data", ifQuery: "format=json", summary: "Toutes mes données en JSON", noStore: true } })
    .output(userDataExportSchema).mutation(({ ctx }) => exportUserData(ctx.services.database, ctx.user.id, { ip: ctx.ip })),
  requestDeletion: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/gdpr/request-deletion",
        summary: "Demander la suppression de mon compte (désactivé immédiatement)", description: "Le compte est désactivé tout de suite (sessions fermées) ; un administrateur exécute ensuite l'effacement.", errors: { 409: "Une demande est déjà en attente" },
        status: 201,
        input: (req) => req.body ?? {},
      },
    })
    .input(deletionRequestInputSchema.default({ reason: "" }))
    .output(deletionRequestViewSchema)
    .mutation(({ ctx, input }) => requestDeletion(ctx.services, ctx.user, input.reason, ctx.ip)),
});
