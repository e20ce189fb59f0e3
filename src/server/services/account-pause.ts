/**
 * The pause of a user's own account (Profile › Settings): their active listings leave the
 * marketplace and come back, scored again, when they resume (withdrawn-listings.ts).
 */
import { eq } from "drizzle-orm";
import type { PreferencesView } from "../../shared/preferences";
import { ADMIN_ERRORS } from "../../shared/messages";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { appendEvents } from "../events/log";
import { auditBy, recordAudit, type AuditActor } from "./audit";
import { ConflictError } from "./errors";
import type { MatchingService } from "./matching";
import { pauseOf, preferencesView, userRow } from "./preferences";
import { closeActiveListings, counterpartRefreshEvents, leaveMatching, rejoinMatching, reopenListings, withdrawnEvents } from "./withdrawn-listings";

export interface PauseDeps {
  database: Database;
  matching: MatchingService;
}

/**
 * Closes the user's active listings and remembers which: they leave matching (and the sector
 * pages) until the user resumes. Nothing is deleted; matches already made stay as history.
 */
export async function pauseAccount(deps: PauseDeps, actor: AuditActor & { userId: number }): Promise<PreferencesView> {
  const { row, state } = await deps.database.write(async (tx) => {
    const current = await userRow(tx, actor.userId);
    if (pauseOf(current)) throw new ConflictError(ADMIN_ERRORS.alreadyPaused);
    const state = await closeActiveListings(tx, actor.userId, new Date().toISOString());
    const row = await tx
      .update(users)
      .set({ settings: { ...current.settings, pause: state } })
      .where(eq(users.id, actor.userId))
      .returning()
      .get();
    await recordAudit(tx, {
      action: "user.pause",
      resource: `user:${actor.userId}`,
      ...auditBy(actor),
      success: true,
      severity: "low",
      details: `${state.needIds.length} besoins et ${state.offerIds.length} offres retirés du matching`,
    });
    await appendEvents(deps.database, tx, [...withdrawnEvents(state), ...(await counterpartRefreshEvents(tx, state)), { type: "stats.changed" }]);
    return { row, state };
  });
  leaveMatching(deps.matching, state);
  return preferencesView(row);
}

/** Reopens what the pause closed (listings since deleted are skipped) and re-scores them. */
export async function resumeAccount(deps: PauseDeps, actor: AuditActor & { userId: number }): Promise<PreferencesView> {
  const { row, state } = await deps.database.write(async (tx) => {
    const current = await userRow(tx, actor.userId);
    const state = pauseOf(current);
    if (!state) throw new ConflictError(ADMIN_ERRORS.notPaused);
    await reopenListings(tx, actor.userId, state, new Date().toISOString());
    await appendEvents(deps.database, tx, await counterpartRefreshEvents(tx, state));
    const row = await tx
      .update(users)
      .set({ settings: { ...current.settings, pause: null } })
      .where(eq(users.id, actor.userId))
      .returning()
      .get();
    await recordAudit(tx, { action: "user.resume", resource: `user:${actor.userId}`, ...auditBy(actor), success: true, severity: "low" });
    await appendEvents(deps.database, tx, [{ type: "stats.changed" }]);
    return { row, state };
  });
  await rejoinMatching(deps.database, deps.matching, state);
  return preferencesView(row);
}

