/** Read-only commands: `match explain`, `search`, `stats` (their work is in ../actions/inspect). */
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { DEFAULT_SEARCH_ALPHA, SEARCH_LIMIT, SEARCH_LIMIT_MAX } from "../../shared/constants";
import { PRODUCT_SORTS, type ProductSort } from "../../shared/enums";
import type { ListingKind } from "../../server/services/listing-kinds";
import { examples } from "../help";
import { lazyAction } from "../lazy";
import { parseAlpha } from "./rematch";
import { count } from "./seed";

const actions = () => import("../actions/inspect");

function positive(max: number) {
  return (value: string) => {
    const n = count(value);
    if (n < 1 || n > max) throw new InvalidArgumentError(`un entier entre 1 et ${max} est attendu`);
    return n;
  };
}

/** "12" (a need), "need:12", "besoin:12", "offer:12", "offre:12". */
export function parseListingRef(value: string, offerFlag: boolean): { kind: ListingKind; id: number } {
  const match = /^(?:(need|besoin|offer|offre)[:#]?)?(\d+)$/i.exec(value.trim());
  if (!match) throw new InvalidArgumentError("identifiant attendu : 12, need:12 ou offer:12");
  const prefix = match[1]?.toLowerCase();
  const kind: ListingKind = prefix === "offer" || prefix === "offre" || (!prefix && offerFlag) ? "offer" : "need";
  return { kind, id: Number(match[2]) };
}

export function registerMatchExplain(program: Command): void {
  const group = program.command("match").description("Comprendre les matches");
  const command = group
    .command("explain")
    .description("Les meilleures contreparties d'un besoin (ou d'une offre) : chaque score, les termes communs et les contraintes")
    .argument("<id>", "id d'un besoin (12 ou need:12) ou d'une offre (offer:12, ou --offer)")
    .option("--offer", "l'id est celui d'une offre")
    .option("--limit <n>", "nombre de contreparties (10 par défaut)", positive(100), 10)
    .option("--min-score <score>", "score hybride minimal montré (0 par défaut : même sous le seuil de stockage)", parseAlpha, 0)
    .option("--alpha <alpha>", "poids du score sémantique (0 à 1)", parseAlpha)
    .action(lazyAction(actions, "explain"));
  examples(command, ["market match explain 12", "market match explain offer:40 --limit 5", "market match explain 12 --alpha 0 --json"]);
}

export function registerSearch(program: Command): void {
  const command = program
    .command("search")
    .description("Rechercher dans le catalogue de produits, comme la page Marketplace")
    .argument("<requête>", "texte recherché, entre guillemets")
    .option("--alpha <alpha>", `poids du score sémantique (0 à 1, ${DEFAULT_SEARCH_ALPHA} par défaut)`, parseAlpha, DEFAULT_SEARCH_ALPHA)
    .option("--limit <n>", `nombre de résultats (${SEARCH_LIMIT} par défaut, ${SEARCH_LIMIT_MAX} au plus)`, positive(SEARCH_LIMIT_MAX), SEARCH_LIMIT)
    .option("--sort <tri>", `${PRODUCT_SORTS.join(", ")}`, (value: string) => {
      if (!(PRODUCT_SORTS as readonly string[]).includes(value)) throw new InvalidArgumentError(`tri inconnu (attendu : ${PRODUCT_SORTS.join(", ")})`);
      return value as ProductSort;
    }, "relevance" as ProductSort)
    .action(lazyAction(actions, "search"));
  examples(command, ['market search "ordinateur portable"', 'market search "palette bois" --sort price_asc --limit 20', 'market search "nettoyage bureaux" --alpha 1 --json']);
}

export function registerStats(program: Command): void {
  const command = program
    .command("stats")
    .description("Les compteurs de la page d'accueil et du tableau de bord administrateur")
    .action(lazyAction(actions, "stats"));
  examples(command, ["market stats", "market stats --json | jq .home.totalMatches"]);
}
