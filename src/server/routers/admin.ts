import { exportFormatSchema, exportHeaders, formatExportRows } from "../services/export-format";
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
import { EXPORT_COLUMNS, exportFileName, exportRows, toCsv } from "../services/exports";
import { executeDeletion, listDeletionRequests } from "../services/gdpr";
import { adminProcedure, router } from "../trpc";
import { ADMIN_ERRORS, ERRORS } from "../../shared/messages";
import { ADMIN_USER, ANALYTICS, DELETION_REQUEST, USERS_CSV } from "../rest/examples";

const REMATCH = { totalMatches: 1_874, created: 38, updated: 412, removed: 6, message: "Re-matching terminé : 38 nouveaux matches créés", matchesCreated: 38, notificationsSent: 29 };
const AUDIT_CSV = "N°;Date;Gravité;Action;Ressource;N° utilisateur;Adresse IP;Réussi;Détails\r\n5120;24/11/2026 17:05;Élevée;admin.user.suspend;user:15;1;203.0.113.24;Oui;Motif : relances abusives signalées par trois acheteurs\r\n";
const SUSPENSION = "Relances abusives signalées par trois acheteurs";
const userById = { params: { id: ADMIN_USER.id }, errors: { 404: { error: ERRORS.userNotFound } } };

/** The tables of GET /api/admin/export/{kind}; the audit log has its own path. */
const TABLE_EXPORTS = EXPORT_KINDS.filter((kind) => kind !== "audit");
const CSV_WORDS =
  "Fichier CSV (DESIGN §10) : UTF-8 avec BOM, séparateur `;`, guillemets RFC 4180, cellules commençant par `=`, `+`, `-`, `@`, tabulation ou CR neutralisées ; nommé `maillon-{type}-AAAA-MM-JJ.csv`. Chaque export est inscrit au journal d'audit.";

export const adminRouter = router({
  rematch: adminProcedure
    .meta({
      rest: [
        { method: "post", path: "/api/rematch", summary: "Recalculer tous les matches", description: "Rescore toutes les paires besoin-offre ; ce que les utilisateurs ont fait (statuts, messages) est gardé.", example: { body: { alpha: 0.6 }, answer: REMATCH } },
        { method: "post", path: "/api/trigger-matching", summary: "Déclencher le matching (page de test)", example: { body: {}, answer: REMATCH } },
      ],
    })
    .input(rematchInputSchema)
    .output(rematchResultSchema)
    .mutation(({ ctx, input }) => rematchAudited(ctx.services, actorOf(ctx.user, ctx.ip), input)),

  analytics: adminProcedure
    .meta({ rest: { method: "get", path: "/api/analytics", summary: "Statistiques de la plateforme", noStore: true, example: { answer: ANALYTICS } } })
    .output(analyticsViewSchema).query(({ ctx }) => analytics(ctx.services.database)),
  locationStats: adminProcedure
    .meta({ rest: { method: "get", path: "/api/admin/location-stats", summary: "Besoins et offres actifs par localisation", noStore: true,
      example: { answer: { needsByLocation: { Lyon: 38, Paris: 71, Nantes: 12 }, offersByLocation: { Villeurbanne: 22, Paris: 96, Lille: 17 } } } } })
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
        example: { query: { search: "rhône", role: "supplier", suspended: false, limit: 50 }, answer: [ADMIN_USER] },
      },
    })
    .input(adminUsersQuerySchema.default({ limit: 50, offset: 0 }))
    .output(adminUsersPageSchema)
    .query(({ ctx, input }) => listUsers(ctx.services.database, input)),
  suspend: adminProcedure
    .meta({
      rest: { method: "post", path: "/api/admin/users/:id/suspend", summary: "Suspendre un utilisateur (motif requis ; ses sessions et connexions prennent fin)", description: "Ses sessions sont invalidées et ses connexions temps réel fermées ; l'action est inscrite au journal d'audit.", errors: { 409: "Utilisateur déjà suspendu" }, input: "body",
        example: {
          ...userById,
          body: { reason: SUSPENSION },
          answer: { ...ADMIN_USER, isSuspended: true, suspendedReason: SUSPENSION },
          errors: { ...userById.errors, 409: { error: ADMIN_ERRORS.alreadySuspended } },
        } },
    })
    .input(suspendUserInputSchema)
    .output(adminUserViewSchema)
    .mutation(({ ctx, input }) => suspendUser(ctx.services, actorOf(ctx.user, ctx.ip), input.id, input.reason)),
  unsuspend: adminProcedure
    .meta({ rest: { method: "post", path: "/api/admin/users/:id/unsuspend", summary: "Réactiver un utilisateur", errors: { 409: "Utilisateur qui n'est pas suspendu" },
      example: { ...userById, answer: ADMIN_USER, errors: { ...userById.errors, 409: { error: ADMIN_ERRORS.notSuspended } } } } })
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
          summary: "Exporter une table en CSV (users, needs, offers, products, matches, quotes)",
          description: CSV_WORDS,
          oneOf: { kind: TABLE_EXPORTS },
          input: "query",
          answer: "csv",
          example: { params: { kind: "users" }, query: { format: "fr" }, answer: USERS_CSV },
        },
        { method: "get", path: "/api/audit/export", summary: "Exporter le journal d'audit en CSV", description: CSV_WORDS, fixed: { kind: "audit" }, answer: "csv", example: { query: { format: "fr" }, answer: AUDIT_CSV } },
      ],
    })
    .input(z.object({ kind: exportKindSchema, format: exportFormatSchema }))
    .output(csvFileSchema)
    .query(async ({ ctx, input }) => {
      const rows = await exportRows(ctx.services.database, input.kind, actorOf(ctx.user, ctx.ip));
      return { fileName: exportFileName(input.kind), csv: toCsv(formatExportRows(rows, input.format), { columns: exportHeaders(EXPORT_COLUMNS[input.kind], input.format) }) };
    }),

  deletionRequests: adminProcedure
    .meta({ rest: { method: "get", path: "/api/admin/deletion-requests", summary: "Demandes de suppression (?status=pending|executed|cancelled)", noStore: true, example: { query: { status: "pending" }, answer: [DELETION_REQUEST] } } })
    .input(deletionRequestsQuerySchema.default({}))
    .output(z.array(deletionRequestViewSchema))
    .query(({ ctx, input }) => listDeletionRequests(ctx.services.database, input)),
  executeDeletion: adminProcedure
    .meta({
      rest: { method: "post", path: "/api/admin/deletion-requests/:id/execute", summary: "Exécuter une demande de suppression : effacement des données, journal anonymisé", description: "Efface les données personnelles du compte ; les entrées du journal d'audit restent, anonymisées ; les devis restent à la contrepartie, la partie effacée anonymisée.", errors: { 409: "Demande déjà exécutée ou annulée" },
        example: {
          params: { id: DELETION_REQUEST.id },
          answer: { ...DELETION_REQUEST, userId: null, username: null, companyName: null, status: "executed", executedAt: "2026-11-25T10:05:00.000Z" },
          errors: { 404: { error: ADMIN_ERRORS.deletionRequestNotFound }, 409: { error: ADMIN_ERRORS.deletionAlreadyExecuted } },
        } },
    })
    .input(z.object({ id: idSchema }))
    .output(deletionRequestViewSchema)
    .mutation(({ ctx, input }) => executeDeletion({ ...ctx.services, dataDir: ctx.services.config.dataDir }, actorOf(ctx.user, ctx.ip), input.id)),
});
