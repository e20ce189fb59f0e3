import { auditPageSchema } from "../../shared/admin-views";
import { auditQuerySchema } from "../../shared/schemas";
import { listAuditLogs } from "../services/audit";
import { adminProcedure, router } from "../trpc";

export const auditRouter = router({
  logs: adminProcedure
    .input(auditQuerySchema.default({ limit: 50, offset: 0 }))
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAuditLogs(ctx.services.database, input)),
});
