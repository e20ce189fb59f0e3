/** What `market rematch` does (declared in ../commands/rematch). */
import type { Command } from "commander";
import { eq } from "drizzle-orm";
import { rematchResultSchema } from "../../shared/cli-schemas";
import { needs } from "../../server/db/schema";
import { recordCliAudit } from "../audit";
import { operatorCounters } from "../../server/services/operator-counters";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { decimal } from "../../shared/format";
import { InterruptedError } from "../errors";
import { formatDuration, note, printResult, startProgress } from "../output";

export async function rematch(options: { alpha?: number }, cmd: Command): Promise<void> {
  await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
    note(ctx, "Chargement des besoins et offres actifs…");
    const matching = await loadMatching(ctx);
    const activeNeeds = await ctx.database.db.$count(needs, eq(needs.status, "active"));
    const started = performance.now();
    const bar = await startProgress(ctx, "Re-matching", activeNeeds, "besoins");
    let result;
    try {
      result = await matching.rematchAll({
        alpha: options.alpha,
        onProgress: async (done, total) => {
          bar.update(done, total);
          await ctx.checkpoint();
        },
      });
    } catch (error) {
      if (error instanceof InterruptedError) {
        bar.finish();
        await ctx.database.write((tx) =>
          recordCliAudit(tx, ctx.actor, { action: "matching.rematch", resource: "matches", severity: "medium", success: false, details: `interrompu à ${bar.done}/${activeNeeds} besoins` }),
        );
        throw new InterruptedError(
          `interrompu après ${bar.done} besoins sur ${activeNeeds} : leurs matches sont à jour (un lot par transaction), relancez market rematch pour le reste`,
        );
      }
      throw error;
    }
    bar.finish();
    matching.saveIndex();
    const { otherLeads } = await operatorCounters(ctx.database);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    const summary = {
      totalMatches: result.totalMatches,
      created: result.created,
      updated: result.updated,
      removed: result.removed,
      unchanged: Math.max(0, result.totalMatches - result.created - result.updated),
      needs: activeNeeds,
      seconds,
      alpha: options.alpha ?? null,
    };
    await ctx.database.write((tx) =>
      recordCliAudit(tx, ctx.actor, { action: "matching.rematch", resource: "matches", severity: "medium", details: `${summary.created} créés, ${summary.updated} mis à jour, ${summary.removed} supprimés, ${summary.unchanged} inchangés, ${summary.needs} besoins, ${formatDuration(seconds * 1000)}${summary.alpha === null ? "" : `, alpha ${decimal(summary.alpha, 2)}`}` }),
    );
    await printResult(ctx, {
      title: `Re-matching terminé en ${formatDuration(seconds * 1000)} : ${result.totalMatches - otherLeads} matches montrés, ${otherLeads} autres pistes`,
      schema: rematchResultSchema,
      data: summary,
      rows: [
        {
          créés: summary.created,
          "mis à jour": summary.updated,
          supprimés: summary.removed,
          inchangés: summary.unchanged,
          durée: formatDuration(seconds * 1000),
        },
      ],
    });
  });
}

