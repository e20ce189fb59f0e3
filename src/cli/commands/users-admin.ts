/** `market users list|suspend|unsuspend`, on the admin console's services (../actions/users-admin). */
import type { Command } from "commander";
import { LIST_LIMIT_MAX } from "../../shared/constants";
import type { AccountType } from "../../shared/enums";
import { examples } from "../help";
import { lazyAction } from "../lazy";
import { count } from "./seed";
import { ROLE } from "./users";

const actions = () => import("../actions/users-admin");

export interface ListOptions {
  role?: AccountType;
  search?: string;
  suspended?: boolean;
  limit: number;
  offset: number;
}

export function registerUserAdministration(group: Command): void {
  const list = group
    .command("list")
    .description("Lister les comptes (filtrés et paginés par le serveur)")
    .option("--role <rôle>", ROLE.help, ROLE.parse)
    .option("--search <texte>", "dans le nom d'utilisateur, l'e-mail ou l'entreprise")
    .option("--suspended", "seulement les comptes suspendus")
    .option("--limit <n>", `nombre de comptes (50 par défaut, ${LIST_LIMIT_MAX} au plus)`, (value: string) => Math.min(LIST_LIMIT_MAX, Math.max(1, count(value))), 50)
    .option("--offset <n>", "comptes à sauter", count, 0)
    .action(lazyAction(actions, "list"));
  examples(list, ["market users list --role fournisseur", 'market users list --search "dupont" --suspended', "market users list --limit 200 --offset 200 --json"]);

  const suspend = group
    .command("suspend")
    .description("Suspendre un compte (pas un administrateur) : ses sessions sont fermées, il ne peut plus se connecter, ses annonces actives sont retirées jusqu'à sa réactivation")
    .argument("<e-mail>", "e-mail du compte")
    .requiredOption("--reason <raison>", "raison de la suspension, visible des administrateurs")
    .action(lazyAction(actions, "suspend"));
  examples(suspend, ['market users suspend client@exemple.fr --reason "Fraude au paiement"']);

  const unsuspend = group
    .command("unsuspend")
    .description("Réactiver un compte suspendu : ses annonces retirées reviennent, matchées à nouveau")
    .argument("<e-mail>", "e-mail du compte")
    .action(lazyAction(actions, "unsuspend"));
  examples(unsuspend, ["market users unsuspend client@exemple.fr"]);
}
