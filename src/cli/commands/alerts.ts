/**
 * `market alerts run [--dry-run]` and `market alerts list` (issue 22; their work is in
 * ../actions/alerts): the server's alert job, by hand, on the same database and with the same
 * claim (a server running at the same time never sends a digest twice with it), and the alerts
 * with their precision.
 */
import type { Command } from "commander";
import { examples } from "../help";
import { lazyAction } from "../lazy";

const actions = () => import("../actions/alerts");

export function registerAlerts(program: Command): void {
  const alerts = program.command("alerts").description("Alertes (recherches enregistrées) : envois dus, précision");

  examples(
    alerts
      .command("run")
      .description("Envoyer maintenant les alertes dont l'heure est passée (ce que le serveur fait chaque minute)")
      .option("--dry-run", "dire ce que chaque alerte due enverrait, sans rien envoyer ni enregistrer")
      .action(lazyAction(actions, "runAlerts")),
    ["market alerts run --dry-run", "market alerts run", "market --json alerts run"],
  );

  examples(
    alerts
      .command("list")
      .description("Lister les alertes avec leur propriétaire, leur prochain envoi et leur précision sur 30 jours")
      .option("--user <email>", "les alertes de ce compte seulement")
      .action(lazyAction(actions, "listAlerts")),
    ["market alerts list", "market alerts list --user fournisseur@maillon.fr", "market --json alerts list"],
  );
}
