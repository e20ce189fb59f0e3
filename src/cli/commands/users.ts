/** `market users list|create|suspend|unsuspend|set-password`. Passwords never travel as arguments. */
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { userChangeSchema, type CliUserRow } from "../../shared/cli-schemas";
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, type AccountType } from "../../shared/enums";
import type { UserRow } from "../../server/db/schema";
import { createAccount, setPassword } from "../../server/services/user-accounts";
import { withContext, type GlobalOptions } from "../context";
import { UsageError } from "../errors";
import { examples } from "../help";
import { printResult } from "../output";
import { askHidden, readStdin } from "../prompt";
import { registerUserAdministration } from "./users-admin";

export function toCliUser(row: UserRow): CliUserRow {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    companyName: row.companyName,
    accountType: row.accountType,
    isSuspended: row.isSuspended,
    suspendedReason: row.suspendedReason,
    createdAt: row.createdAt,
  };
}

export function userRow(user: CliUserRow) {
  return {
    id: user.id,
    "e-mail": user.email,
    utilisateur: user.username,
    entreprise: user.companyName,
    rôle: ACCOUNT_TYPE_LABELS[user.accountType],
    état: user.isSuspended ? `suspendu${user.suspendedReason ? ` (${user.suspendedReason})` : ""}` : "actif",
  };
}

export function parseRole(value: string): AccountType {
  if (!(ACCOUNT_TYPES as readonly string[]).includes(value)) throw new InvalidArgumentError(`rôle inconnu (attendu : ${ACCOUNT_TYPES.join(", ")})`);
  return value as AccountType;
}

/** The password from stdin, or typed twice at a hidden prompt. */
async function readPassword(fromStdin: boolean | undefined): Promise<string> {
  if (fromStdin) return readStdin();
  const first = await askHidden("Mot de passe : ");
  const second = await askHidden("Confirmez le mot de passe : ");
  if (first !== second) throw new UsageError("les deux saisies diffèrent : rien n'a été changé");
  return first;
}

interface CreateOptions {
  email: string;
  username: string;
  company: string;
  role: AccountType;
  sector: string;
  location: string;
  passwordStdin?: boolean;
}

export function registerUsers(program: Command): void {
  const group = program.command("users").usage("[options] [commande]").description("Gérer les comptes");
  registerUserAdministration(group);

  const create = group
    .command("create")
    .description("Créer un compte (le mot de passe est demandé sans écho, ou lu sur l'entrée standard)")
    .requiredOption("--email <e-mail>", "adresse e-mail de connexion")
    .requiredOption("--username <nom>", "nom d'utilisateur (3 caractères au moins)")
    .requiredOption("--company <entreprise>", "nom de l'entreprise")
    .requiredOption("--role <rôle>", "admin, buyer (acheteur) ou supplier (fournisseur)", parseRole)
    .option("--sector <secteur>", "secteur d'activité", "services")
    .option("--location <lieu>", "ville ou région", "France")
    .option("--password-stdin", "lire le mot de passe sur l'entrée standard")
    .action(async (options: CreateOptions, cmd: Command) => {
      const password = await readPassword(options.passwordStdin);
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), { create: true }, async (ctx) => {
        const user = await createAccount(ctx.database, ctx.actor, {
          email: options.email,
          username: options.username,
          companyName: options.company,
          accountType: options.role,
          sector: options.sector,
          location: options.location,
          password,
        });
        const view = toCliUser(user);
        await printResult(ctx, { title: "Compte créé", schema: userChangeSchema, data: { user: view, action: "created" }, rows: [userRow(view)] });
      });
    });
  examples(create, [
    "market users create --email marie@exemple.fr --username marie --company \"Exemple SARL\" --role buyer",
    "printf '%s' \"$MOT_DE_PASSE\" | market users create --email ops@maillon.fr --username ops --company Maillon --role admin --password-stdin",
  ]);

  const reset = group
    .command("set-password")
    .description("Changer le mot de passe d'un compte (ferme ses sessions)")
    .argument("<e-mail>", "e-mail du compte")
    .option("--password-stdin", "lire le mot de passe sur l'entrée standard")
    .action(async (email: string, options: { passwordStdin?: boolean }, cmd: Command) => {
      const password = await readPassword(options.passwordStdin);
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const view = toCliUser(await setPassword(ctx.database, ctx.actor, email, password));
        await printResult(ctx, {
          title: "Mot de passe changé, sessions fermées",
          schema: userChangeSchema,
          data: { user: view, action: "password_set" },
          rows: [userRow(view)],
        });
      });
    });
  examples(reset, ["market users set-password marie@exemple.fr", "printf '%s' \"$MOT_DE_PASSE\" | market users set-password marie@exemple.fr --password-stdin"]);
}
