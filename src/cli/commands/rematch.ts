import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { loadMatching, openCliContext, type GlobalOptions } from "../context";
import { printResult, progress } from "../output";

export function parseAlpha(value: string): number {
  const alpha = Number(value);
  if (!Number.isFinite(alpha) || alpha < 0 || alpha > 1) throw new InvalidArgumentError("alpha doit être un nombre entre 0 et 1");
  return alpha;
}

export function registerRematch(program: Command): void {
  program
    .command("rematch")
    .description("Recalculer tous les matches (garde les statuts et interactions des paires qui restent)")
    .option("--alpha <alpha>", "poids du score sémantique (0 = mots-clés, 1 = sémantique)", parseAlpha)
    .action(async (options: { alpha?: number }, command: Command) => {
      const ctx = await openCliContext(command.optsWithGlobals<GlobalOptions>());
      progress(ctx, "Chargement des besoins et offres actifs…");
      const matching = await loadMatching(ctx);
      const started = performance.now();
      const result = await matching.rematchAll({ alpha: options.alpha });
      matching.saveIndex();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      await printResult(ctx, `Re-matching terminé en ${seconds} s`, result, [
        { total: result.totalMatches, créés: result.created, "mis à jour": result.updated, supprimés: result.removed },
      ]);
      ctx.database.close();
    });
}
