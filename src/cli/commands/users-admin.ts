/** `market users list|suspend|unsuspend`, on the admin console's services. */
import type { Command } from "commander";
import { usersListSchema, userAdminChangeSchema } from "../../shared/cli-schemas";
import { LIST_LIMIT_MAX } from "../../shared/constants";
import { ACCOUNT_TYPE_LABELS, type AccountType } from "../../shared/enums";
import type { AdminUserView } from "../../shared/admin-views";
import { listUsers, suspendUser, unsuspendUser } from "../../server/services/admin-users";
import { MatchingService } from "../../server/services/matching";
import { findUserByEmail } from "../../server/services/user-accounts";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { examples } from "../help";
import { printResult } from "../output";
import { count } from "./seed";
import { parseRole } from "./users";

function adminRow(user: AdminUserView) {
  return {
    id: user.id,
    "e-mail": user.email,
    utilisateur: user.username,
    entreprise: user.companyName,
    rôle: ACCOUNT_TYPE_LABELS[user.accountType],
    état: user.deactivatedAt ? "désactivé" : user.isSuspended ? `suspendu${user.suspendedReason ? ` (${user.suspendedReason})` : ""}` : "actif",
    "créé le": user.createdAt.slice(0, 10),
  };
}

interface ListOptions {
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
    .option("--role <rôle>", "admin, buyer ou supplier", parseRole)
    .option("--search <texte>", "dans le nom d'utilisateur, l'e-mail ou l'entreprise")
    .option("--suspended", "seulement les comptes suspendus")
    .option("--limit <n>", `nombre de comptes (50 par défaut, ${LIST_LIMIT_MAX} au plus)`, (value: string) => Math.min(LIST_LIMIT_MAX, Math.max(1, count(value))), 50)
    .option("--offset <n>", "comptes à sauter", count, 0)
    .action(async (options: ListOptions, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const page = await listUsers(ctx.database, {
          role: options.role,
          search: options.search,
          suspended: options.suspended ? true : undefined,
          limit: options.limit,
          offset: options.offset,
        });
        const shown = page.users.length;
        await printResult(ctx, {
          title: `${page.total} compte${page.total > 1 ? "s" : ""}${shown < page.total ? ` (${options.offset + 1} à ${options.offset + shown} affichés ; --offset pour la suite)` : ""}`,
          schema: usersListSchema,
          data: page,
          rows: page.users.map(adminRow),
        });
      });
    });
  examples(list, ["market users list --role supplier", 'market users list --search "dupont" --suspended', "market users list --limit 200 --offset 200 --json"]);

  const suspend = group
    .command("suspend")
    .description("Suspendre un compte (pas un administrateur) : ses sessions sont fermées, il ne peut plus se connecter, ses annonces actives sont retirées jusqu'à sa réactivation")
    .argument("<e-mail>", "e-mail du compte")
    .requiredOption("--reason <raison>", "raison de la suspension, visible des administrateurs")
    .action(async (email: string, options: { reason: string }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const user = await findUserByEmail(ctx.database, email);
        // Nothing to load here: the servers read the suspension's events (src/server/events),
        // close the user's sockets and drop the closed listings from their engines.
        const matching = new MatchingService(ctx.database, ctx.config.dataDir);
        const view = await suspendUser({ database: ctx.database, matching }, ctx.actor, user.id, options.reason);
        await printResult(ctx, { title: "Compte suspendu, sessions fermées", schema: userAdminChangeSchema, data: { user: view, action: "suspended" }, rows: [adminRow(view)] });
      });
    });
  examples(suspend, ['market users suspend client@exemple.fr --reason "Fraude au paiement"']);

  const unsuspend = group
    .command("unsuspend")
    .description("Réactiver un compte suspendu : ses annonces retirées reviennent, matchées à nouveau")
    .argument("<e-mail>", "e-mail du compte")
    .action(async (email: string, _options: unknown, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const user = await findUserByEmail(ctx.database, email);
        // The reopened listings are scored again against every active listing, as the server would.
        const view = await unsuspendUser({ database: ctx.database, matching: await loadMatching(ctx) }, ctx.actor, user.id);
        await printResult(ctx, { title: "Compte réactivé", schema: userAdminChangeSchema, data: { user: view, action: "unsuspended" }, rows: [adminRow(view)] });
      });
    });
  examples(unsuspend, ["market users unsuspend client@exemple.fr"]);
}
