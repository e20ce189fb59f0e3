/**
 * The CSV downloads (SPEC §7, DESIGN §10): the same procedures as everything else (so the same
 * role checks and audit entries), answered as files named with the date.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ExportKind } from "../../shared/admin-views";
import { ERRORS } from "../../shared/messages";
import type { AppServices } from "../app-services";
import { createRequestContext } from "../context";
import { appRouter } from "../routers";
import { exportFileName, toCsv } from "../services/exports";
import { exportHeaders, formatExportRows, type ExportFormat } from "../services/export-format";
import { userDataRows } from "../services/gdpr";
import { createCallerFactory } from "../trpc";
import { sendError, sendProcedureError, type RouteHandler } from "./adapter";

const createCaller = createCallerFactory(appRouter);
const TABLE_EXPORTS: readonly ExportKind[] = ["users", "needs", "offers", "matches", "quotes"];

/** `?format=raw`: keys, ISO dates and "." decimals for programs; otherwise French (export-format.ts). */
function formatOf(request: FastifyRequest): ExportFormat {
  return (request.query as { format?: unknown }).format === "raw" ? "raw" : "fr";
}

function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("Cache-Control", "no-store")
    .send(csv);
}

async function callerFor(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  return createCaller(await createRequestContext(services, request.raw, reply.raw));
}

function tableExport(services: AppServices, kindOf: (request: FastifyRequest) => ExportKind | null): RouteHandler {
  return async (request, reply) => {
    const kind = kindOf(request);
    if (!kind) return sendError(reply, 404, ERRORS.apiNotFound);
    try {
      const file = await (await callerFor(services, request, reply)).admin.exportCsv({ kind, format: formatOf(request) });
      return sendCsv(reply, file.fileName, file.csv);
    } catch (error) {
      sendProcedureError(reply, error, services);
      return reply;
    }
  };
}

export function registerCsvRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    "/api/admin/export/:kind",
    tableExport(services, (request) => TABLE_EXPORTS.find((kind) => kind === (request.params as { kind: string }).kind) ?? null),
  );
  app.get(
    "/api/audit/export",
    tableExport(services, () => "audit"),
  );
}

/**
 * `POST /api/gdpr/export-data`: the user's data as a CSV file, as the spec's client saves it
 * (French by default, `?format=raw` for keys and ISO dates); `?format=json` leaves it to the JSON route.
 */
export function csvVariants(services: AppServices) {
  return [
    {
      method: "POST",
      path: "/api/gdpr/export-data",
      claims: (request: FastifyRequest) => (request.query as { format?: unknown }).format !== "json",
      handle: (async (request, reply) => {
        try {
          const data = await (await callerFor(services, request, reply)).gdpr.exportData();
          const format = formatOf(request);
          return sendCsv(reply, exportFileName("mes-donnees"), toCsv(formatExportRows(userDataRows(data), format), { columns: exportHeaders(["section", "record", "field", "value"], format) }));
        } catch (error) {
          sendProcedureError(reply, error, services);
          return reply;
        }
      }) as RouteHandler,
    },
  ];
}
