/**
 * The CSV downloads (SPEC §7, DESIGN §10): the same procedures as everything else (so the same
 * role checks and audit entries), answered as files named with the date.
 */
import { Router, type NextFunction, type Request, type Response } from "express";
import type { ExportKind } from "../../shared/admin-views";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { appRouter } from "../routers";
import { exportFileName, toCsv } from "../services/exports";
import { userDataRows } from "../services/gdpr";
import { createCallerFactory } from "../trpc";
import { sendError, sendProcedureError } from "./adapter";

const createCaller = createCallerFactory(appRouter);
const TABLE_EXPORTS: readonly ExportKind[] = ["users", "needs", "offers", "matches"];

function sendCsv(res: Response, fileName: string, csv: string): void {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.send(csv);
}

export function csvRouter(services: AppServices): Router {
  const api = Router();
  const serve = (kind: (req: Request) => ExportKind | null) => async (req: Request, res: Response) => {
    const chosen = kind(req);
    if (!chosen) return sendError(res, 404, ERRORS.apiNotFound);
    try {
      const caller = createCaller(await createRequestContext(services, req, res));
      const file = await caller.admin.exportCsv({ kind: chosen });
      sendCsv(res, file.fileName, file.csv);
    } catch (error) {
      sendProcedureError(res, error, services);
    }
  };
  api.get(
    "/api/admin/export/:kind",
    serve((req) => TABLE_EXPORTS.find((kind) => kind === req.params.kind) ?? null),
  );
  api.get(
    "/api/audit/export",
    serve(() => "audit"),
  );
  api.post("/api/gdpr/export-data", async (req: Request, res: Response, next: NextFunction) => {
    if (req.query.format !== "csv") return next();
    try {
      const caller = createCaller(await createRequestContext(services, req, res));
      const data = await caller.gdpr.exportData();
      sendCsv(res, exportFileName("mes-donnees"), toCsv(userDataRows(data), { columns: ["section", "record", "field", "value"] }));
    } catch (error) {
      sendProcedureError(res, error, services);
    }
  });
  return api;
}
