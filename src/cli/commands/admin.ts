/** `market export`, `market audit` and `market gdpr`, on the admin console's services (../actions/admin). */
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { AUDIT_ENTRIES_SHOWN, LIST_LIMIT_MAX } from "../../shared/constants";
import { AUDIT_SEVERITY_LABELS, type ExportKind } from "../../shared/enums";
import { DELETION_STATUS_LABELS } from "../../shared/french-labels";
import { EXPORT_FORMATS, type ExportFormat } from "../../server/services/export-format";
import { frenchChoice, parisDay } from "../choices";
import { examples } from "../help";
import { lazyAction } from "../lazy";
import { count } from "./seed";

const actions = () => import("../actions/admin");

/** The exports by their French names too (« market export besoins »). */
const EXPORT_KIND = frenchChoice<ExportKind>("export inconnu", { users: "Utilisateurs", needs: "Besoins", offers: "Offres", products: "Produits", matches: "Matches", quotes: "Devis", audit: "Audit" });

function separator(value: string): string {
  const sep = value === "tab" || value === "\\t" ? "\t" : value;
  if (sep.length !== 1 || /["\r\n]/.test(sep)) throw new InvalidArgumentError("un seul caractère est attendu (; , | ou tab)");
  return sep;
}

function exportFormat(value: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`forme inconnue (attendu : ${EXPORT_FORMATS.join(", ")})`);
  return value as ExportFormat;
}

/** The audit console's words (« élevée ») as well as the keys (high). */
const SEVERITY = frenchChoice("gravité inconnue", AUDIT_SEVERITY_LABELS);
/** « en attente », « exécutée », « annulée » as well as pending, executed, cancelled. */
const DELETION_STATUS = frenchChoice("état inconnu", DELETION_STATUS_LABELS);

function registerExport(program: Command): void {
  const command = program
    .command("export")
    .description("Exporter en CSV, comme les exports de la console d'administration (UTF-8 avec BOM, ; par défaut, formules neutralisées)")
    .argument("<type>", EXPORT_KIND.help, EXPORT_KIND.parse)
    .option("-o, --output <fichier>", "fichier à créer (sinon : sortie standard)")
    .option("--sep <caractère>", "séparateur (; pour Excel en français, , | ou tab)", separator, ";")
    .option("--format <forme>", "fr : en-têtes et libellés français, décimales « , », dates jj/mm/aaaa HH:MM (Paris) ; raw : clés, ISO et « . »", exportFormat, "fr")
    .action(lazyAction(actions, "exportCsv"));
  examples(command, ["market export users -o utilisateurs.csv", "market export matches --sep , > matches.csv", "market export audit --json | jq '.rows | length'", "market export needs --format raw -o besoins-iso.csv"]);
}

function registerAudit(program: Command): void {
  const group = program
    .command("audit")
    .description("Les dernières entrées du journal d'audit (les plus récentes d'abord)")
    .option("--since <date>", "depuis ce jour, à minuit heure de Paris (28/11/2026 ou 2026-11-28), ou depuis un horodatage ISO", parisDay)
    .option("--severity <gravité>", SEVERITY.help, SEVERITY.parse)
    .option("--action <action>", "action exacte (user.suspend) ou préfixe terminé par un point (auth.)")
    .option("--limit <n>", `nombre d'entrées (${AUDIT_ENTRIES_SHOWN} par défaut, ${LIST_LIMIT_MAX} au plus)`, (value: string) => Math.min(LIST_LIMIT_MAX, Math.max(1, count(value))), AUDIT_ENTRIES_SHOWN)
    .action(lazyAction(actions, "audit"));
  examples(group, ["market audit", "market audit --severity critique --since 01/11/2026", "market audit --action auth. --limit 50 --json"]);

  const purge = group
    .command("purge")
    .description("Supprimer les entrées plus anciennes que la durée de conservation (comme le fait le serveur chaque jour)")
    .option("--older-than-months <n>", "durée de conservation en mois (AUDIT_RETENTION_MONTHS, 12 par défaut)", count)
    .option("-y, --yes", "ne pas demander de confirmation")
    .action(lazyAction(actions, "purge"));
  examples(purge, ["market audit purge --yes", "market audit purge --older-than-months 24"]);
}

function registerGdpr(program: Command): void {
  const group = program.command("gdpr").description("Données personnelles (RGPD) : demandes d'effacement, export des données d'un compte, effacement");

  const requests = group
    .command("requests")
    .description("Les demandes d'effacement, les plus récentes d'abord")
    .option("--status <état>", `${DELETION_STATUS.help} ; « en attente » s'écrit aussi en-attente`, DELETION_STATUS.parse)
    .action(lazyAction(actions, "requests"));
  examples(requests, ["market gdpr requests", "market gdpr requests --status \"en attente\" --json"]);

  const request = group
    .command("request")
    .description("Enregistrer une demande d'effacement reçue hors de la plateforme (courrier, e-mail) : le compte est désactivé tout de suite, comme quand l'utilisateur la fait lui-même")
    .argument("<e-mail>", "e-mail du compte")
    .requiredOption("--reason <motif>", "d'où vient la demande et ce qu'elle dit (ex. « courrier du 12/11/2026 »)")
    .option("-y, --yes", "ne pas demander de confirmation")
    .action(lazyAction(actions, "recordRequest"));
  examples(request, ["market gdpr request client@exemple.fr --reason \"courrier recommandé du 12/11/2026\""]);

  const exportData = group
    .command("export")
    .description("Toutes les données d'un compte (profil, annonces, matches, messages, consentements, audit…), en JSON")
    .argument("<e-mail>", "e-mail du compte (même désactivé)")
    .option("-o, --output <fichier>", "fichier à créer (sinon : sortie standard)")
    .action(lazyAction(actions, "exportData"));
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
    .action(lazyAction(actions, "erase"));
  examples(erase, ["market gdpr requests --status en-attente", "market gdpr erase 12 --yes"]);
}

export function registerAdminCommands(program: Command): void {
  registerExport(program);
  registerAudit(program);
  registerGdpr(program);
}
