/** What `market alerts run` and `market alerts list` do (declared in ../commands/alerts). */
import type { Command } from "commander";
import { alertsListSchema, alertsRunResultSchema } from "../../shared/cli-schemas";
import { ALERT_FREQUENCY_LABELS, ALERT_KIND_LABELS } from "../../shared/alert-texts";
import { percent } from "../../shared/format";
import { parisDateTime } from "../../server/services/export-format";
import { runDueAlerts } from "../../server/services/alert-runs";
import { operatorAlertList } from "../../server/services/alerts";
import { findUserByEmail } from "../../server/services/user-accounts";
import { MailService } from "../../server/services/mail";
import { ProductService } from "../../server/services/products";
import { recordCliAudit } from "../audit";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { note, printResult } from "../output";

const SKIPPED: Record<string, string> = {
  "nothing new": "rien de nouveau",
  "already told": "déjà signalé (nouveau match ou autre alerte)",
  "address not confirmed": "adresse non confirmée",
  "account inactive": "compte inactif",
  "taken by another process": "pris par un autre processus",
};

export async function runAlerts(options: { dryRun?: boolean }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    note(ctx, "Chargement des annonces et du catalogue…");
    const matching = await loadMatching(ctx);
    const products = new ProductService(ctx.database, ctx.config.dataDir);
    await products.load();
    const mail = new MailService(ctx.database, {
      smtpUrl: ctx.config.smtpUrl,
      from: ctx.config.mailFrom,
      links: { baseUrl: ctx.config.publicUrl },
      maxAttempts: ctx.config.mailMaxAttempts,
      retryBaseMs: ctx.config.mailRetryBaseMs,
    });
    const outcomes = await runDueAlerts({ database: ctx.database, matching, products, mail }, { dryRun: options.dryRun === true });
    // With SMTP, the mails stored here go out now (a running server's worker would take them too).
    if (!options.dryRun && mail.usesSmtp) while ((await mail.deliverDue()) > 0);
    await mail.stop();
    const sent = outcomes.reduce((n, outcome) => n + outcome.sent, 0);
    if (!options.dryRun) {
      await ctx.database.write((tx) =>
        recordCliAudit(tx, ctx.actor, { action: "alerts.run", resource: "alerts", severity: "low", details: `${outcomes.length} alerte(s) due(s), ${sent} résultat(s) envoyé(s)` }),
      );
    }
    await printResult(ctx, {
      title: options.dryRun
        ? `Essai : ${outcomes.length} alerte(s) due(s), ${outcomes.reduce((n, o) => n + o.items.length, 0)} résultat(s) à envoyer (rien n'a été envoyé)`
        : `${outcomes.length} alerte(s) traitée(s), ${sent} résultat(s) envoyé(s)`,
      schema: alertsRunResultSchema,
      data: { dryRun: options.dryRun === true, alerts: outcomes },
      rows: outcomes.map((outcome) => ({
        alerte: outcome.alertId,
        nom: outcome.name,
        fréquence: ALERT_FREQUENCY_LABELS[outcome.frequency],
        résultats: options.dryRun ? outcome.items.length : outcome.sent,
        "e-mail": outcome.mailed ? "oui" : "non",
        remarque: outcome.skipped ? (SKIPPED[outcome.skipped] ?? outcome.skipped) : "",
        meilleur: outcome.items[0] ? `${outcome.items[0].title} (${percent(outcome.items[0].score)})` : "",
      })),
    });
  });
}

export async function listAlerts(options: { user?: string }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    // An address nobody has is a typo, said as `users suspend` and `gdpr export` say it (it read « 0 alerte(s) »).
    if (options.user) await findUserByEmail(ctx.database, options.user, { includeDeactivated: true });
    const list = await operatorAlertList(ctx.database, { email: options.user });
    await printResult(ctx, {
      title: `${list.length} alerte(s)`,
      schema: alertsListSchema,
      data: list,
      rows: list.map((alert) => ({
        id: alert.id,
        propriétaire: alert.owner,
        nom: alert.name,
        type: ALERT_KIND_LABELS[alert.kind],
        fréquence: alert.frequency === "immediate" ? "immédiate" : `${alert.frequency === "daily" ? "quotidienne" : "hebdomadaire"} ${alert.hour} h`,
        active: alert.enabled ? "oui" : "non",
        // At the time of Paris, as the audit table and the exports write it (it was the stored UTC instant).
        "prochain envoi": alert.nextRunAt ? parisDateTime(alert.nextRunAt) : "",
        envoyés: alert.itemsSent,
        précision: alert.precision.value === null ? `— (${alert.precision.rated} notés)` : `${percent(alert.precision.value)} (${alert.precision.up}/${alert.precision.rated})`,
        conseil: alert.precision.suggestion ? "à préciser" : "",
      })),
    });
  });
}
