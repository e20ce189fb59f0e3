import { exportFormatSchema, formatExportRows } from "../services/export-format";
import { z } from "zod";
import {
  adminUserViewSchema,
  adminUsersPageSchema,
  analyticsViewSchema,
  deletionRequestViewSchema,
  locationStatsViewSchema,
} from "../../shared/admin-views";
import { csvFileSchema, rematchResultSchema } from "../../shared/view-schemas";
import { EXPORT_KINDS } from "../../shared/enums";
import { adminUsersQuerySchema, deletionRequestsQuerySchema, exportKindSchema, idSchema, rematchInputSchema, suspendUserInputSchema } from "../../shared/schemas";
import { listUsers, suspendUser, unsuspendUser } from "../services/admin-users";
import { analytics, locationStats, rematchAudited } from "../services/analytics";
import { actorOf } from "../services/audit";
import { exportFileName, exportRows, toCsv } from "../services/exports";
import { executeDeletion, listDeletionRequests } from "../services/gdpr";
import { adminProcedure, router } from "../trpc";

/** The tables of GET /api/admin/export/{kind}; the audit log has its own path. */
const TABLE_EXPORTS = EXPORT_KINDS.filter((kind) => kind !== "audit");
const CSV_WORDS =
  "Fichier CSV (DESIGN §10) : UTF-8 avec BOM, séparateur `;`, guillemets RFC 4180, cellules commençant par `=`, `+`, `-`, `@`, tabulation ou CR neutralisées ; nommé `maillon-{type}-AAAA-MM-JJ.csv`. Chaque export est inscrit au journal d'audit.";

export const adminRouter = router({
  rematch: adminProcedure
    .meta({
      rest: [
        { method: "post", path: "/api/rematch", summary: "Recalculer tous les matches", description: "Rescore toutes les paires besoin-offre ; ce que les utilisateurs ont fait (statuts, messages) est gardé." },
        { method: "post", path: "/api/trigger-matching", summary: "Déclencher le matching (page de test)" },
      ],
    })
    .input(rematchInputSchema)
    .output(rematchResultSchema)
    .mutation(({ ctx, input }) => rematchAudited(ctx.services, actorOf(ctx.user, ctx.ip), input)),

  analytics: adminProcedure
    .meta({ rest: { method: "get", path: "/api/analytics", summary: "Statistiques de la plateforme", noStore: true } })
    .output(analyticsViewSchema).query(({ ctx }) => analytics(ctx.services.database)),
  locationStats: adminProcedure
    .meta({ rest: { method: "get", path: "/api/admin/location-stats", summary: "Besoins et offres actifs par localisation", noStore: true } })
    .output(locationStatsViewSchema).query(({ ctx }) => locationStats(ctx.services.database)),

  users: adminProcedure
    .meta({
      rest: {
        method: "get",
        path: "/api/admin/users",
        summary: "Utilisateurs : recherche (nom, e-mail, entreprise), rôle, suspendus ; total dans l'en-tête X-Total-Count",
        answer: "users",
        totalHeader: true,
        noStore: true,
      },
    })
    .input(adminUsersQuerySchema.default({ limit: 50, offset: 0 }))
    .output(adminUsersPageSchema)
    .query(({ ctx, input }) => listUsers(ctx.services.database, input)),
  suspend: adminProcedure
    .meta({
      rest: { method: "post", path: "/api/admin/users/:id/suspend", summary: "Suspendre un utilisateur (motif requis ; ses sessions et connexions prennent fin)", description: "Ses sessions sont invalidées et ses connexions temps réel fermées ; l'action est inscrite au journal d'audit.", errors: { 409: "Utilisateur déjà suspendu" }, input: "body" },
    })
    .input(suspendUserInputSchema)
    .output(adminUserViewSchema)
    .mutation(({ ctx, input }) => suspendUser(ctx.services, actorOf(ctx.user, ctx.ip), input.id, input.reason)),
  unsuspend: adminProcedure
    .meta({ rest: { method: "post", path: "/api/admin/users/:id/unsuspend", summary: "Réactiver un utilisateur", errors: { 409: "Utilisateur qui n'est pas suspendu" } } })
    .input(z.object({ id: idSchema }))
    .output(adminUserViewSchema)
    .mutation(({ ctx, input }) => unsuspendUser(ctx.services, actorOf(ctx.user, ctx.ip), input.id)),

  /** The CSV file of one table (GET /api/admin/export/{kind} and /api/audit/export serve it). */
  exportCsv: adminProcedure
    .meta({
      rest: [
        {
          method: "get",
          path: "/api/admin/export/:kind",
          summary: "Exporter une table en CSV (users, needs, offers, matches, quotes)",
          description: CSV_WORDS,
          oneOf: { kind: TABLE_EXPORTS },
          input: "query",
          answer: "csv",
        },
        { method: "get", path: "/api/audit/export", summary: "Exporter le journal d'audit en CSV", description: CSV_WORDS, fixed: { kind: "audit" }, answer: "csv" },
      ],
    })
    .input(z.object({ kind: exportKindSchema, format: exportFormatSchema }))
    .output(csvFileSchema)
    .query(async ({ ctx, input }) => {
      const rows = await exportRows(ctx.services.database, input.kind, actorOf(ctx.user, ctx.ip));
      return { fileName: exportFileName(input.kind), csv: toCsv(formatExportRows(rows, input.format)) };
    }),

  deletionRequests: adminProcedure
    .meta({ rest: { method: "get", path: "/api/admin/deletion-requests", summary: "Demandes de suppression (?status=pending|executed|cancelled)", noStore: true } })
    .input(deletionRequestsQuerySchema.default({}))
    .output(z.array(deletionRequestViewSchema))
    .query(({ ctx, input }) => listDeletionRequests(ctx.services.database, input)),
  executeDeletion: adminProcedure
    .meta({
      rest: { method: "post", path: "/api/admin/deletion-requests/:id/execute", summary: "Exécuter une demande de suppression : effacement des données, journal anonymisé", description: "Efface les données personnelles du compte ; les entrées du journal d'audit restent, anonymisées ; les devis restent à la contrepartie, la partie effacée anonymisée.", errors: { 409: "Demande déjà exécutée ou annulée" } },
    })
    .input(z.object({ id: idSchema }))
    .output(deletionRequestViewSchema)
    .mutation(({ ctx, input }) => executeDeletion({ ...ctx.services, dataDir: ctx.services.config.dataDir }, actorOf(ctx.user, ctx.ip), input.id)),
});
