/** `market export`, `market audit` and `market gdpr`, on the admin console's services. */
import { EXPORT_FORMATS, formatExportRows, type ExportFormat } from "../../server/services/export-format";
import fs from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { EXPORT_KINDS, type ExportKind } from "../../shared/admin-views";
import {
  auditListSchema,
  auditPurgeSchema,
  deletionRequestsSchema,
  exportFileResultSchema,
  exportResultSchema,
  gdprEraseResultSchema,
  gdprExportSchema,
} from "../../shared/cli-schemas";
import { AUDIT_ENTRIES_SHOWN, LIST_LIMIT_MAX } from "../../shared/constants";
import { AUDIT_SEVERITIES, type AuditSeverity } from "../../shared/enums";
import { cut } from "../../shared/format";
import { listAuditLogs, purgeAuditLogs } from "../../server/services/audit";
import { exportRows, toCsv } from "../../server/services/exports";
import { executeDeletion, exportUserData, listDeletionRequests } from "../../server/services/gdpr";
import { MatchingService } from "../../server/services/matching";
import { findUserByEmail } from "../../server/services/user-accounts";
import { recordCliAudit } from "../audit";
import { withContext, type GlobalOptions } from "../context";
import { CliError } from "../errors";
import { examples } from "../help";
import { printResult } from "../output";
import { confirm } from "../prompt";
import { count } from "./seed";

function exportKind(value: string): ExportKind {
  if (!(EXPORT_KINDS as readonly string[]).includes(value)) throw new InvalidArgumentError(`export inconnu (attendu : ${EXPORT_KINDS.join(", ")})`);
  return value as ExportKind;
}

function separator(value: string): string {
  const sep = value === "tab" || value === "\\t" ? "\t" : value;
  if (sep.length !== 1 || /["\r\n]/.test(sep)) throw new InvalidArgumentError("un seul caractère est attendu (; , | ou tab)");
  return sep;
}

function exportFormat(value: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`forme inconnue (attendu : ${EXPORT_FORMATS.join(", ")})`);
  return value as ExportFormat;
}

function severity(value: string): AuditSeverity {
  if (!(AUDIT_SEVERITIES as readonly string[]).includes(value)) throw new InvalidArgumentError(`gravité inconnue (attendu : ${AUDIT_SEVERITIES.join(", ")})`);
  return value as AuditSeverity;
}

function isoDate(value: string): string {
  if (Number.isNaN(Date.parse(value))) throw new InvalidArgumentError("date attendue, par exemple 2026-11-01 ou 2026-11-01T08:00:00Z");
  return value;
}

/**
 * Writes a file that must not exist yet: an export never overwrites what an operator kept. Only
 * its owner may read it (0600): exports hold personal data (issue 23).
 */
function writeNewFile(file: string, content: string): string {
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target))) throw new CliError(`dossier introuvable : ${path.dirname(target)}`);
  try {
    fs.writeFileSync(target, content, { flag: "wx", mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === "EEXIST" ? `${target} existe déjà : choisissez un autre fichier` : `écriture impossible de ${target} (${code ?? "erreur"})`);
  }
  return target;
}

function registerExport(program: Command): void {
  const command = program
    .command("export")
    .description("Exporter en CSV, comme les exports de la console d'administration (UTF-8 avec BOM, ; par défaut, formules neutralisées)")
    .argument("<type>", EXPORT_KINDS.join(", "), exportKind)
    .option("-o, --output <fichier>", "fichier à créer (sinon : sortie standard)")
    .option("--sep <caractère>", "séparateur (; par défaut, pour Excel en français)", separator, ";")
    .option("--format <forme>", "fr : en-têtes et libellés français, décimales « , », dates jj/mm/aaaa HH:MM (Paris) ; raw : clés, ISO et « . »", exportFormat, "fr")
    .action(async (kind: ExportKind, options: { output?: string; sep: string; format: ExportFormat }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        if (options.output && fs.existsSync(path.resolve(options.output))) throw new CliError(`${path.resolve(options.output)} existe déjà : choisissez un autre fichier`);
        const rows = await exportRows(ctx.database, kind, ctx.actor);
        const content = ctx.json ? `${JSON.stringify(exportResultSchema.parse({ kind, rows }), null, 2)}\n` : toCsv(formatExportRows(rows, options.format), { separator: options.sep });
        if (!options.output) {
          process.stdout.write(content);
          return;
        }
        const file = writeNewFile(options.output, content);
        const bytes = Buffer.byteLength(content);
        process.stderr.write(`${rows.length} lignes exportées dans ${file} (${(bytes / 1024).toFixed(1)} Kio)\n`);
        if (ctx.json) return;
        await printResult(ctx, {
          title: "Export",
          schema: exportFileResultSchema,
          data: { kind, file, rows: rows.length, bytes },
          rows: [{ export: kind, fichier: file, lignes: rows.length }],
        });
      });
    });
  examples(command, ["market export users -o utilisateurs.csv", "market export matches --sep , > matches.csv", "market export audit --json | jq '.rows | length'", "market export needs --format raw -o besoins-iso.csv"]);
}

function registerAudit(program: Command): void {
  const group = program
    .command("audit")
    .description("Les dernières entrées du journal d'audit (les plus récentes d'abord)")
    .option("--since <date>", "depuis cette date (2026-11-01 ou un horodatage ISO)", isoDate)
    .option("--severity <gravité>", AUDIT_SEVERITIES.join(", "), severity)
    .option("--action <action>", "action exacte (user.suspend) ou préfixe terminé par un point (auth.)")
    .option("--limit <n>", `nombre d'entrées (${AUDIT_ENTRIES_SHOWN} par défaut, ${LIST_LIMIT_MAX} au plus)`, (value: string) => Math.min(LIST_LIMIT_MAX, Math.max(1, count(value))), AUDIT_ENTRIES_SHOWN)
    .action(async (options: { since?: string; severity?: AuditSeverity; action?: string; limit: number }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const page = await listAuditLogs(ctx.database, { from: options.since, severity: options.severity, action: options.action, limit: options.limit, offset: 0 });
        await printResult(ctx, {
          title: `Journal d'audit : ${page.entries.length} entrée${page.entries.length > 1 ? "s" : ""} sur ${page.total}`,
          schema: auditListSchema,
          data: page,
          rows: page.entries.map((entry) => ({
            date: entry.timestamp.replace("T", " ").slice(0, 19),
            gravité: entry.severity,
            action: entry.action,
            ressource: entry.resource,
            acteur: entry.username ?? "—",
            ip: entry.ip ?? "—",
            succès: entry.success,
            détails: cut(entry.details ?? "", 60) || "—",
          })),
        });
      });
    });
  examples(group, ["market audit", "market audit --severity critical --since 2026-11-01", "market audit --action auth. --limit 50 --json"]);

  const purge = group
    .command("purge")
    .description("Supprimer les entrées plus anciennes que la durée de conservation (comme le fait le serveur chaque jour)")
    .option("--older-than-months <n>", "durée de conservation en mois (AUDIT_RETENTION_MONTHS, 12 par défaut)", count)
    .option("-y, --yes", "ne pas demander de confirmation")
    .action(async (options: { olderThanMonths?: number; yes?: boolean }, cmd: Command) => {
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
          rows: [{ supprimées: result.removed, "antérieures au": result.before.slice(0, 10) }],
        });
      });
    });
  examples(purge, ["market audit purge --yes", "market audit purge --older-than-months 24"]);
}

function registerGdpr(program: Command): void {
  const group = program.command("gdpr").usage("[options] [commande]").description("Données personnelles (RGPD) : demandes d'effacement, export des données d'un compte, effacement");

  const requests = group
    .command("requests")
    .description("Les demandes d'effacement, les plus récentes d'abord")
    .option("--status <état>", "pending, executed ou cancelled", (value: string) => {
      if (!["pending", "executed", "cancelled"].includes(value)) throw new InvalidArgumentError("état attendu : pending, executed ou cancelled");
      return value as "pending" | "executed" | "cancelled";
    })
    .action(async (options: { status?: "pending" | "executed" | "cancelled" }, cmd: Command) => {
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
            état: r.status === "pending" ? "en attente" : r.status === "executed" ? "exécutée" : "annulée",
            "demandée le": r.createdAt.slice(0, 10),
            "exécutée le": r.executedAt?.slice(0, 10) ?? "—",
          })),
        });
      });
    });
  examples(requests, ["market gdpr requests", "market gdpr requests --status pending --json"]);

  const exportData = group
    .command("export")
    .description("Toutes les données d'un compte (profil, annonces, matches, messages, consentements, audit…), en JSON")
    .argument("<e-mail>", "e-mail du compte (même désactivé)")
    .option("-o, --output <fichier>", "fichier à créer (sinon : sortie standard)")
    .action(async (email: string, options: { output?: string }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const user = await findUserByEmail(ctx.database, email, { includeDeactivated: true });
        const data = gdprExportSchema.parse(await exportUserData(ctx.database, user.id));
        await ctx.database.write((tx) =>
          recordCliAudit(tx, ctx.actor, { action: "gdpr.export", resource: `user:${user.id}`, severity: "high", details: options.output ? "fichier" : "sortie standard" }),
        );
        const content = `${JSON.stringify(data, null, 2)}\n`;
        if (!options.output) {
          process.stdout.write(content);
          return;
        }
        const file = writeNewFile(options.output, content);
        process.stderr.write(`Données du compte ${user.id} exportées dans ${file}\n`);
      });
    });
  examples(exportData, ["market gdpr export client@exemple.fr -o client.json"]);

  const erase = group
    .command("erase")
    .description("Exécuter une demande d'effacement : données personnelles supprimées, journal d'audit anonymisé (irréversible)")
    .argument("<demande>", "numéro de la demande (market gdpr requests)", (value: string) => {
      const id = count(value);
      if (id < 1) throw new InvalidArgumentError("numéro de demande attendu");
      return id;
    })
    .option("-y, --yes", "ne pas demander de confirmation")
    .action(async (requestId: number, options: { yes?: boolean }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        if (!(await confirm(`La demande ${requestId} sera exécutée : le compte et ses données seront effacés définitivement.`, options.yes))) {
          throw new CliError("abandon : rien n'a été effacé");
        }
        // Erasure only takes the listings out of an in-memory engine: this process has none loaded.
        const matching = new MatchingService(ctx.database, ctx.config.dataDir);
        const request = await executeDeletion({ database: ctx.database, matching }, ctx.actor, requestId);
        await printResult(ctx, {
          title: "Effacement exécuté",
          schema: gdprEraseResultSchema,
          data: { request },
          rows: [{ demande: request.id, état: "exécutée", "exécutée le": request.executedAt?.slice(0, 19) ?? "—" }],
        });
      });
    });
  examples(erase, ["market gdpr requests --status pending", "market gdpr erase 12 --yes"]);
}

export function registerAdminCommands(program: Command): void {
  registerExport(program);
  registerAudit(program);
  registerGdpr(program);
}
