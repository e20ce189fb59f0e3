/** What `market users list|suspend|unsuspend` do (declared in ../commands/users-admin). */
import type { Command } from "commander";
import { usersListSchema, userAdminChangeSchema } from "../../shared/cli-schemas";
import type { AdminUserView } from "../../shared/admin-views";
import { listUsers, suspendUser, unsuspendUser } from "../../server/services/admin-users";
import { MatchingService } from "../../server/services/matching";
import { findUserByEmail } from "../../server/services/user-accounts";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { printResult } from "../output";
import type { ListOptions } from "../commands/users-admin";
import { userRow } from "./users";
import { parisDate } from "../../server/services/export-format";

function adminRow(user: AdminUserView) {
  return { ...userRow(user), "créé le": parisDate(user.createdAt) };
}

export async function list(options: ListOptions, cmd: Command): Promise<void> {
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
}

export async function suspend(email: string, options: { reason: string }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const user = await findUserByEmail(ctx.database, email);
    // Nothing to load here: the servers read the suspension's events (src/server/events),
    // close the user's sockets and drop the closed listings from their engines.
    const matching = new MatchingService(ctx.database, ctx.config.dataDir);
    const view = await suspendUser({ database: ctx.database, matching }, ctx.actor, user.id, options.reason);
    await printResult(ctx, { title: "Compte suspendu, sessions fermées", schema: userAdminChangeSchema, data: { user: view, action: "suspended" }, rows: [adminRow(view)] });
  });
}

export async function unsuspend(email: string, _options: unknown, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    const user = await findUserByEmail(ctx.database, email);
    // The reopened listings are scored again against every active listing, as the server would.
    const view = await unsuspendUser({ database: ctx.database, matching: await loadMatching(ctx) }, ctx.actor, user.id);
    await printResult(ctx, { title: "Compte réactivé", schema: userAdminChangeSchema, data: { user: view, action: "unsuspended" }, rows: [adminRow(view)] });
  });
}

