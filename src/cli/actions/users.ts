/** What `market users create|set-password` do (declared in ../commands/users). */
import type { Command } from "commander";
import { userChangeSchema, type CliUserRow } from "../../shared/cli-schemas";
import { ACCOUNT_TYPE_LABELS } from "../../shared/enums";
import type { UserRow } from "../../server/db/schema";
import { createAccount, setPassword } from "../../server/services/user-accounts";
import { withContext, type GlobalOptions } from "../context";
import { UsageError } from "../errors";
import { printResult } from "../output";
import { askHidden, readStdin } from "../prompt";
import type { CreateOptions } from "../commands/users";

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

/** What the CLI shows of an account, in `users create`, `set-password` and the admin commands. */
interface ShownAccount {
  id: number;
  email: string;
  username: string;
  companyName: string;
  accountType: CliUserRow["accountType"];
  isSuspended: boolean;
  suspendedReason: string | null;
  deactivatedAt?: string | null;
}

export function userRow(user: ShownAccount) {
  const suspended = `suspendu${user.suspendedReason ? ` (${user.suspendedReason})` : ""}`;
  return {
    id: user.id,
    "e-mail": user.email,
    utilisateur: user.username,
    entreprise: user.companyName,
    rôle: ACCOUNT_TYPE_LABELS[user.accountType],
    état: user.deactivatedAt ? "désactivé" : user.isSuspended ? suspended : "actif",
  };
}

/** The password from stdin, or typed twice at a hidden prompt. */
async function readPassword(fromStdin: boolean | undefined): Promise<string> {
  if (fromStdin) return readStdin();
  const first = await askHidden("Mot de passe : ");
  const second = await askHidden("Confirmez le mot de passe : ");
  if (first !== second) throw new UsageError("les deux saisies diffèrent : rien n'a été changé");
  return first;
}

export async function create(options: CreateOptions, cmd: Command): Promise<void> {
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
}

export async function changePassword(email: string, options: { passwordStdin?: boolean }, cmd: Command): Promise<void> {
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
}

