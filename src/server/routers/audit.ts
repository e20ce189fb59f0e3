import { z } from "zod";
import { auditPageSchema } from "../../shared/admin-views";
import { auditQuerySchema } from "../../shared/schemas";
import { listAuditLogs } from "../services/audit";
import { adminProcedure, router } from "../trpc";
import { AUDIT_ENTRY } from "../rest/examples";

export const auditRouter = router({
  logs: adminProcedure
    .meta({
      rest: {
        method: "get",
        path: "/api/audit/logs",
        summary: "Journal d'audit, du plus récent ; filtres severity, action, userId, from, to ; total dans l'en-tête X-Total-Count",
        answer: "entries",
        totalHeader: true,
        noStore: true,
        example: { query: { severity: "high", from: "2026-11-01", limit: 50 }, answer: [AUDIT_ENTRY] },
      },
    })
    .input(auditQuerySchema.default({ limit: 50, offset: 0 }))
    // The console says how long entries are kept: AUDIT_RETENTION_MONTHS, not a fixed « 12 mois ».
    .output(auditPageSchema.extend({ retentionMonths: z.number().int() }))
    .query(async ({ ctx, input }) => ({ ...(await listAuditLogs(ctx.services.database, input)), retentionMonths: ctx.services.config.auditRetentionMonths })),
});
