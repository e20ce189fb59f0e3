import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { eq } from "drizzle-orm";
import { rematchResultSchema } from "../../shared/cli-schemas";
import { needs } from "../../server/db/schema";
import { recordCliAudit } from "../audit";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { InterruptedError } from "../errors";
import { examples } from "../help";
import { formatDuration, note, printResult, startProgress } from "../output";

export function parseAlpha(value: string): number {
  const alpha = Number(value);
  if (value.trim() === "" || !Number.isFinite(alpha) || alpha < 0 || alpha > 1) throw new InvalidArgumentError("alpha doit être un nombre entre 0 et 1");
  return alpha;
}

export function registerRematch(program: Command): void {
  const command = program
    .command("rematch")
    .description("Recalculer tous les matches des annonces actives (statuts, interactions et messages des paires qui restent sont gardés)")
    .option("--alpha <alpha>", "poids du score sémantique, de 0 (mots-clés seuls) à 1 (sémantique seul) ; 0,6 par défaut", parseAlpha)
    .action(async (options: { alpha?: number }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        note(ctx, "Chargement des besoins et offres actifs…");
        const matching = await loadMatching(ctx);
        const activeNeeds = await ctx.database.db.$count(needs, eq(needs.status, "active"));
        const started = performance.now();
        const bar = startProgress(ctx, "Re-matching", activeNeeds, "besoins");
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
          recordCliAudit(tx, ctx.actor, { action: "matching.rematch", resource: "matches", severity: "medium", details: JSON.stringify(summary) }),
        );
        await printResult(ctx, {
          title: `Re-matching terminé en ${formatDuration(seconds * 1000)} (${result.totalMatches} matches)`,
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
    });
  examples(command, ["market rematch", "market rematch --alpha 0.3        # plus de poids aux mots-clés", "market rematch --json | jq .created"]);
}
