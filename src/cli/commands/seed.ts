/** `market seed` (its work is in ../actions/seed). */
import type { Command } from "commander";
import { InvalidArgumentError, Option } from "commander";
import { DEMO_PASSWORD } from "../../shared/constants";
import { SEED_SIZES, type SeedSize } from "../../server/db/seed/sizes";
import { frenchChoice } from "../choices";
import { examples } from "../help";
import { lazyAction } from "../lazy";

export function count(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new InvalidArgumentError("un nombre entier positif est attendu");
  return n;
}

/** « petite », « moyenne », « grande » as well as small, medium, large. */
const SIZE = frenchChoice("taille inconnue", { small: "Petite", medium: "Moyenne", large: "Grande" } satisfies Record<SeedSize, string>);

export interface SeedOptions {
  size: SeedSize;
  companies?: number;
  needs?: number;
  offers?: number;
  products?: number;
  seed: number;
  match: boolean;
  reset?: boolean;
  yes?: boolean;
  append?: boolean;
  demoPasswords?: boolean;
}

const actions = () => import("../actions/seed");

export function registerSeed(program: Command): void {
  const command = program
    .command("seed")
    .description("Générer des données réalistes et déterministes (entreprises, besoins, offres, produits), puis les matches")
    .addOption(
      new Option("--size <taille>", `${SIZE.help} ; la grande fait ${SEED_SIZES.large.offers.toLocaleString("fr-FR")} offres et ${SEED_SIZES.large.products.toLocaleString("fr-FR")} produits`)
        .argParser(SIZE.parse)
        .default("small" satisfies SeedSize, SIZE.word("small")),
    )
    .option("--companies <n>", "nombre d'entreprises", count)
    .option("--needs <n>", "nombre de besoins", count)
    .option("--offers <n>", "nombre d'offres", count)
    .option("--products <n>", "nombre de produits", count)
    .option("--seed <n>", "graine du générateur : la même graine donne les mêmes données", count, 1)
    .option("--no-match", "ne pas calculer les matches après l'insertion")
    .option("--reset", "effacer d'abord les comptes acheteurs et fournisseurs, annonces, matches, devis et produits ; les administrateurs (mot de passe, double authentification, sessions) et le journal d'audit restent")
    .option("-y, --yes", "ne pas demander de confirmation pour --reset")
    .option("--append", "ajouter à une base qui contient déjà des données (sinon seed la refuse)")
    .option("--demo-passwords", `donner aux comptes générés le mot de passe de démonstration (« ${DEMO_PASSWORD} ») ; refusé si MARKET_DEMO=0`)
    .action(lazyAction(actions, "seed"));
  examples(command, [
    "market seed                                   # petite : 200 entreprises, 500 besoins, 1 000 offres",
    "market seed --size moyenne --seed 7",
    "market seed --needs 50 --offers 100 --products 0 --no-match",
    "market seed --reset --yes --size petite        # repartir de zéro sans question (les administrateurs restent)",
    "market seed --append --seed 8                  # ajouter à une base qui a déjà des données",
    "market seed --demo-passwords                   # comptes de démonstration (si MARKET_DEMO le permet)",
  ]);
}
