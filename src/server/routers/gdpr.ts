import { consentsViewSchema, deletionRequestViewSchema, userDataExportSchema } from "../../shared/admin-views";
import { csvFileSchema } from "../../shared/view-schemas";
import { consentInputSchema, deletionRequestInputSchema } from "../../shared/schemas";
import { exportFormatSchema } from "../services/export-format";
import { actorOf } from "../services/audit";
import { exportUserData, listConsents, recordConsent, requestDeletion, userDataCsv } from "../services/gdpr";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc";
import { ADMIN_ERRORS } from "../../shared/messages";
import { BUYER, CONSENTS, DELETION_REQUEST, NEED } from "../rest/examples";

const USER_DATA_CSV = "Section;Enregistrement;Champ;Valeur\r\nProfil;8;Entreprise;Atelier Durand SARL\r\nProfil;8;Ville;Lyon\r\nBesoins;42;Titre;Ordinateurs portables pour 12 postes\r\n";

/** A user acts on their own data only: any userId in a body is ignored (DESIGN §1). */
export const gdprRouter = router({
  consents: protectedProcedure
    .meta({ rest: { method: "get", path: "/api/gdpr/consents", summary: "Mes consentements et leur historique", noStore: true, example: { answer: CONSENTS } } })
    .output(consentsViewSchema).query(({ ctx }) => listConsents(ctx.services.database, ctx.user.id)),
  recordConsent: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/gdpr/consent", summary: "Enregistrer un consentement (une ligne d'historique de plus)", status: 201,
      example: {
        body: { consentType: "marketing", granted: true },
        answer: {
          consents: [{ consentType: "marketing", granted: true, updatedAt: "2026-11-25T09:50:00.000Z" }, CONSENTS.consents[1]!],
          history: [{ consentType: "marketing", granted: true, createdAt: "2026-11-25T09:50:00.000Z" }, ...CONSENTS.history],
        },
      } } })
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
        example: { query: { format: "fr" }, answer: USER_DATA_CSV },
      },
    })
    .input(z.object({ format: exportFormatSchema }))
    .output(csvFileSchema)
    .mutation(({ ctx, input }) => userDataCsv(ctx.services.database, ctx.user.id, input.format, { ip: ctx.ip })),
  exportData: protectedProcedure
    .meta({ rest: { method: "post", path: "/api/gdpr/export-data", ifQuery: "format=json", summary: "Toutes mes données en JSON", noStore: true,
      example: {
        query: { format: "json" },
        answer: {
          exportedAt: "2026-11-25T09:52:00.000Z",
          profile: { id: BUYER.id, username: BUYER.username, email: BUYER.email, companyName: BUYER.companyName, location: BUYER.location },
          preferences: {
            notifications: { email: { match: true, contact: true, quote: true, system: false } },
            matching: { notifyNewMatches: true, minScore: 0.6 },
            pausedAt: null,
          },
          needs: [{ id: NEED.id, title: NEED.title, budget: NEED.budget, status: NEED.status }],
          offers: [],
          matches: [{ id: 311, hybridScore: 0.82, status: "new" }],
          interactions: [],
          messages: [],
          notifications: [],
          consents: CONSENTS.history,
          auditEntries: [{ action: "auth.login", timestamp: "2026-11-25T07:58:00.000Z", ip: "203.0.113.7" }],
          deletionRequests: [],
          alerts: [],
          quotes: [],
          quoteRequests: [],
          attachments: [{ id: 54, itemKind: "need", itemId: NEED.id, filename: "cahier-des-charges.pdf", contentType: "application/pdf", size: 182_400, createdAt: "2026-11-20T09:12:00.000Z", url: "/api/attachments/54" }],
        },
      } } })
    .output(userDataExportSchema).mutation(({ ctx }) => exportUserData(ctx.services.database, ctx.user.id, { ip: ctx.ip })),
  requestDeletion: protectedProcedure
    .meta({
      rest: {
        method: "post",
        path: "/api/gdpr/request-deletion",
        summary: "Demander la suppression de mon compte (désactivé immédiatement)", description: "Le compte est désactivé tout de suite (sessions fermées) ; un administrateur exécute ensuite l'effacement.", errors: { 409: "Une demande est déjà en attente" },
        status: 201,
        input: (req) => req.body ?? {},
        example: {
          body: { reason: "Cessation d'activité au 31 décembre" },
          answer: { ...DELETION_REQUEST, userId: BUYER.id, username: BUYER.username, companyName: BUYER.companyName },
          errors: { 409: { error: ADMIN_ERRORS.deletionPending } },
        },
      },
    })
    .input(deletionRequestInputSchema.default({ reason: "" }))
    .output(deletionRequestViewSchema)
    .mutation(({ ctx, input }) => requestDeletion(ctx.services, ctx.user, input.reason, ctx.ip)),
});
