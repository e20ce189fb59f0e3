/** `market users list|create|suspend|unsuspend|set-password`. Passwords never travel as arguments (../actions/users). */
import type { Command } from "commander";
import { ACCOUNT_TYPE_LABELS, type AccountType } from "../../shared/enums";
import { frenchChoice } from "../choices";
import { examples } from "../help";
import { lazyAction } from "../lazy";
import { registerUserAdministration } from "./users-admin";

const actions = () => import("../actions/users");

/** « acheteur », « Fournisseur », « administrateur » as well as buyer, supplier, admin. */
export const ROLE = frenchChoice("rôle inconnu", ACCOUNT_TYPE_LABELS);

export interface CreateOptions {
  email: string;
  username: string;
  company: string;
  role: AccountType;
  sector: string;
  location: string;
  passwordStdin?: boolean;
}

export function registerUsers(program: Command): void {
  const group = program.command("users").description("Gérer les comptes");
  registerUserAdministration(group);

  const create = group
    .command("create")
    .description("Créer un compte (le mot de passe est demandé sans écho, ou lu sur l'entrée standard)")
    .requiredOption("--email <e-mail>", "adresse e-mail de connexion")
    .requiredOption("--username <nom>", "nom d'utilisateur (3 caractères au moins)")
    .requiredOption("--company <entreprise>", "nom de l'entreprise")
    .requiredOption("--role <rôle>", ROLE.help, ROLE.parse)
    .option("--sector <secteur>", "secteur d'activité", "services")
    .option("--location <lieu>", "ville ou région", "France")
    .option("--password-stdin", "lire le mot de passe sur l'entrée standard")
    .action(lazyAction(actions, "create"));
  examples(create, [
    "market users create --email marie@exemple.fr --username marie --company \"Exemple SARL\" --role acheteur",
    "printf '%s' \"$MOT_DE_PASSE\" | market users create --email ops@maillon.fr --username ops --company Maillon --role admin --password-stdin",
  ]);

  const reset = group
    .command("set-password")
    .description("Changer le mot de passe d'un compte (ferme ses sessions)")
    .argument("<e-mail>", "e-mail du compte")
    .option("--password-stdin", "lire le mot de passe sur l'entrée standard")
    .action(lazyAction(actions, "changePassword"));
  examples(reset, ["market users set-password marie@exemple.fr", "printf '%s' \"$MOT_DE_PASSE\" | market users set-password marie@exemple.fr --password-stdin"]);
}
