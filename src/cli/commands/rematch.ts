/** `market rematch` (its work is in ../actions/rematch). */
import type { Command } from "commander";
import { fraction } from "../choices";
import { examples } from "../help";
import { lazyAction } from "../lazy";

const actions = () => import("../actions/rematch");

/** « 0,6 » as well as « 0.6 ». */
export const parseAlpha = fraction("alpha");

export function registerRematch(program: Command): void {
  const command = program
    .command("rematch")
    .description("Recalculer tous les matches des annonces actives (statuts, interactions et messages des paires qui restent sont gardés)")
    .option("--alpha <alpha>", "poids du score sémantique, de 0 (mots-clés seuls) à 1 (sémantique seul), 0,6 ou 0.6 ; 0,6 par défaut", parseAlpha)
    .action(lazyAction(actions, "rematch"));
  examples(command, ["market rematch", "market rematch --alpha 0,3        # plus de poids aux mots-clés", "market rematch --json | jq .created"]);
}
