/** What `market export`, `market audit` and `market gdpr` do (declared in ../commands/admin). */
import fs from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import {
  auditListSchema,
  auditPurgeSchema,
  deletionRequestsSchema,
  exportFileResultSchema,
  exportResultSchema,
  gdprEraseResultSchema,
  gdprExportSchema,
} from "../../shared/cli-schemas";
import { auditActionLabel, auditResourceLabel } from "../../shared/audit-labels";
import { AUDIT_SEVERITY_LABELS, type AuditSeverity, type ExportKind } from "../../shared/enums";
import { DELETION_STATUS_LABELS, type DeletionStatus } from "../../shared/french-labels";
import { cut, decimal } from "../../shared/format";
import { listAuditLogs, purgeAuditLogs } from "../../server/services/audit";
import { exportHeaders, formatExportRows, type ExportFormat } from "../../server/services/export-format";
import { EXPORT_COLUMNS, exportRows, toCsv } from "../../server/services/exports";
import { executeDeletion, exportUserData, listDeletionRequests, requestDeletion } from "../../server/services/gdpr";
import { findUserByEmail } from "../../server/services/user-accounts";
import { recordCliAudit } from "../audit";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { CliError } from "../errors";
import { printResult } from "../output";
import { confirm } from "../prompt";
import { parisDate, parisDateTime } from "../../server/services/export-format";

/**
 * Writes a file that must not exist yet: an export never overwrites what an operator kept. Only
 * its owner may read it (0600): exports hold personal data (issue 23).
 */
function writeNewFile(file: string, content: string): string {
  const target = assertNewFile(file);
  try {
    fs.writeFileSync(target, content, { flag: "wx", mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === "EEXIST" ? `${target} existe déjà : choisissez un autre fichier` : `écriture impossible de ${target} (${code ?? "erreur"})`);
  }
  return target;
}

/**
 * Checked before anything is read: an export refused for its file (missing folder, file already
 * there) is not recorded in the audit log as done.
 */
function assertNewFile(file: string): string {
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target))) throw new CliError(`dossier introuvable : ${path.dirname(target)}`);
  if (fs.existsSync(target)) throw new CliError(`${target} existe déjà : choisissez un autre fichier`);
  return target;
}

export async function exportCsv(kind: ExportKind, options: { output?: string; sep: string; format: ExportFormat }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    if (options.output) assertNewFile(options.output);
    const rows = await exportRows(ctx.database, kind, ctx.actor);
    const content = ctx.json ? `${JSON.stringify(exportResultSchema.parse({ kind, rows }), null, 2)}\n` : toCsv(formatExportRows(rows, options.format), { separator: options.sep, columns: exportHeaders(EXPORT_COLUMNS[kind], options.format) });
    if (!options.output) {
      process.stdout.write(content);
      return;
    }
    const file = writeNewFile(options.output, content);
    const bytes = Buffer.byteLength(content);
    process.stderr.write(`${rows.length} lignes exportées dans ${file} (${decimal(bytes / 1024, 1)} Kio)\n`);
    if (ctx.json) return;
    await printResult(ctx, {
      title: "Export",
      schema: exportFileResultSchema,
      data: { kind, file, rows: rows.length, bytes },
      rows: [{ export: kind, fichier: file, lignes: rows.length }],
    });
  });
}

export async function audit(options: { since?: string; severity?: AuditSeverity; action?: string; limit: number }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const page = await listAuditLogs(ctx.database, { from: options.since, severity: options.severity, action: options.action, limit: options.limit, offset: 0 });
    await printResult(ctx, {
      title: `Journal d'audit : ${page.entries.length} entrée${page.entries.length > 1 ? "s" : ""} sur ${page.total}`,
      schema: auditListSchema,
      data: page,
      rows: page.entries.map((entry) => ({
        date: parisDateTime(entry.timestamp),
        gravité: AUDIT_SEVERITY_LABELS[entry.severity],
        action: auditActionLabel(entry.action),
        ressource: auditResourceLabel(entry.resource),
        acteur: entry.username ?? "—",
        ip: entry.ip ?? "—",
        succès: entry.success,
        détails: cut(entry.details ?? "", 60) || "—",
      })),
    });
  });
}

export async function purge(options: { olderThanMonths?: number; yes?: boolean }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const months = options.olderThanMonths ?? ctx.config.auditRetentionMonths;
    if (months < 1) throw new CliError("la durée de conservation est d'au moins 1 mois", 2);
    if (!(await confirm(`Les entrées d'audit de plus de ${months} mois seront supprimées.`, options.yes))) throw new CliError("abandon : rien n'a été supprimé");
    const result = await purgeAuditLogs(ctx.database, { olderThanMonths: months });
    await ctx.database.write((tx) =>
      recordCliAudit(tx, ctx.actor, { action: "cli.audit.purge", resource: "audit_logs", severity: "medium", details: `${result.removed} entrées de plus de ${months} mois` }),
    );
    await printResult(ctx, {
      title: "Purge du journal d'audit",
      schema: auditPurgeSchema,
      data: result,
      rows: [{ supprimées: result.removed, "antérieures au": parisDateTime(result.before) }],
    });
  });
}

export async function requests(options: { status?: DeletionStatus }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const list = await listDeletionRequests(ctx.database, { status: options.status });
    await printResult(ctx, {
      title: `${list.length} demande${list.length > 1 ? "s" : ""} d'effacement`,
      schema: deletionRequestsSchema,
      data: { requests: list },
      rows: list.map((r) => ({
        demande: r.id,
        compte: r.username ?? "[effacé]",
        entreprise: r.companyName ?? "—",
        raison: cut(r.reason, 50),
        état: DELETION_STATUS_LABELS[r.status].toLocaleLowerCase("fr"),
        "demandée le": parisDate(r.createdAt),
        "exécutée le": r.executedAt ? parisDate(r.executedAt) : "—",
      })),
    });
  });
}

export async function recordRequest(email: string, options: { reason: string; yes?: boolean }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const reason = options.reason.trim();
    if (reason === "") throw new CliError("--reason : dites d'où vient la demande (ex. « courrier du 12/11/2026 »)", 2);
    // A deactivated account too: a request already pending is then said as such.
    const user = await findUserByEmail(ctx.database, email, { includeDeactivated: true });
    if (!(await confirm(`Le compte ${user.email} (${user.companyName}) sera désactivé tout de suite, en attendant l'effacement.`, options.yes))) {
      throw new CliError("abandon : rien n'a été enregistré");
    }
    const matching = await loadMatching(ctx);
    const request = await requestDeletion({ database: ctx.database, matching }, user, reason, null, ctx.actor);
    await printResult(ctx, {
      title: "Demande d'effacement enregistrée : le compte est désactivé",
      schema: deletionRequestsSchema,
      data: { requests: [request] },
      rows: [{ demande: request.id, compte: request.username ?? "—", entreprise: request.companyName ?? "—", état: DELETION_STATUS_LABELS[request.status].toLocaleLowerCase("fr") }],
    });
  });
}

export async function exportData(email: string, options: { output?: string }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    if (options.output) assertNewFile(options.output);
    const user = await findUserByEmail(ctx.database, email, { includeDeactivated: true });
    // One audit entry, naming the operator (not the account holder, as if they had exported their own data).
    const data = gdprExportSchema.parse(
      await exportUserData(ctx.database, user.id, { ip: null }, { actor: ctx.actor, severity: "high", details: options.output ? "fichier" : "sortie standard" }),
    );
    const content = `${JSON.stringify(data, null, 2)}\n`;
    if (!options.output) {
      process.stdout.write(content);
      return;
    }
    const file = writeNewFile(options.output, content);
    process.stderr.write(`Données du compte ${user.id} exportées dans ${file}\n`);
  });
}

export async function erase(requestId: number, options: { yes?: boolean }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    if (!(await confirm(`La demande ${requestId} sera exécutée : le compte et ses données seront effacés définitivement.`, options.yes))) {
      throw new CliError("abandon : rien n'a été effacé");
    }
    // The erasure writes the index files again without the erased texts: from the engine loaded as
    // the server has it (an engine never loaded wrote empty files, and the next start analysed everything).
    const matching = await loadMatching(ctx);
    const request = await executeDeletion({ database: ctx.database, matching, dataDir: ctx.config.dataDir }, ctx.actor, requestId);
    await printResult(ctx, {
      title: "Effacement exécuté",
      schema: gdprEraseResultSchema,
      data: { request },
      rows: [{ demande: request.id, état: DELETION_STATUS_LABELS.executed.toLocaleLowerCase("fr"), "exécutée le": request.executedAt ? parisDateTime(request.executedAt) : "—" }],
    });
  });
}

