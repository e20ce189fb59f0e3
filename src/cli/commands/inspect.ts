/** Read-only commands: `match explain`, `search`, `stats` (their work is in ../actions/inspect). */
import type { Command } from "commander";
import { InvalidArgumentError, Option } from "commander";
import { DEFAULT_SEARCH_ALPHA, SEARCH_LIMIT, SEARCH_LIMIT_MAX } from "../../shared/constants";
import type { ProductSort } from "../../shared/enums";
import { decimal } from "../../shared/format";
import { PRODUCT_SORT_LABELS } from "../../shared/french-labels";
import type { ListingKind } from "../../server/services/listing-kinds";
import { fraction, frenchChoice } from "../choices";
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

/** The marketplace's sort menu (« prix croissant ») as well as the keys (price_asc). */
const SORT = frenchChoice("tri inconnu", PRODUCT_SORT_LABELS);

/** "12" (a need), "need:12", "besoin:12", "offer:12", "offre:12". */
export function parseListingRef(value: string, offerFlag: boolean): { kind: ListingKind; id: number } {
  const match = /^(?:(need|besoin|offer|offre)[:#]?)?(\d+)$/i.exec(value.trim());
  if (!match) throw new InvalidArgumentError("identifiant attendu : 12, besoin:12 (need:12) ou offre:12 (offer:12)");
  const prefix = match[1]?.toLowerCase();
  const kind: ListingKind = prefix === "offer" || prefix === "offre" || (!prefix && offerFlag) ? "offer" : "need";
  return { kind, id: Number(match[2]) };
}

export function registerMatchExplain(program: Command): void {
  const group = program.command("match").description("Comprendre les matches");
  const command = group
    .command("explain")
    .description("Les meilleures contreparties d'un besoin (ou d'une offre) : chaque score, les termes communs et les contraintes")
    .argument("<id>", "id d'un besoin (12 ou besoin:12, need:12) ou d'une offre (offre:12, offer:12, ou --offer)")
    .option("--offer", "l'id est celui d'une offre")
    .option("--limit <n>", "nombre de contreparties", positive(100), 10)
    .option("--min-score <score>", "score hybride minimal montré, de 0 à 1 (0,5 ou 0.5) ; 0 : même sous le seuil de stockage", fraction("le score minimal"), 0)
    .option("--alpha <alpha>", "poids du score sémantique, de 0 à 1 (0,6 ou 0.6)", parseAlpha)
    .action(lazyAction(actions, "explain"));
  examples(command, ["market match explain 12", "market match explain offre:40 --limit 5 --min-score 0,3", "market match explain 12 --alpha 0 --json"]);
}

export function registerSearch(program: Command): void {
  const command = program
    .command("search")
    .description("Rechercher dans le catalogue de produits, comme la page Marketplace")
    .argument("<requête>", "texte recherché, entre guillemets")
    .addOption(new Option("--alpha <alpha>", "poids du score sémantique, de 0 à 1 (0,6 ou 0.6)").argParser(parseAlpha).default(DEFAULT_SEARCH_ALPHA, decimal(DEFAULT_SEARCH_ALPHA, 1)))
    .option("--limit <n>", `nombre de résultats (${SEARCH_LIMIT_MAX} au plus)`, positive(SEARCH_LIMIT_MAX), SEARCH_LIMIT)
    .addOption(new Option("--sort <tri>", `${SORT.help} ; plusieurs mots : entre guillemets, ou prix-croissant`).argParser(SORT.parse).default("relevance" satisfies ProductSort, SORT.word("relevance")))
    .action(lazyAction(actions, "search"));
  examples(command, ['market search "ordinateur portable"', 'market search "palette bois" --sort "prix croissant" --limit 20', 'market search "nettoyage bureaux" --alpha 0,8 --json']);
}

export function registerStats(program: Command): void {
  const command = program
    .command("stats")
    .description("Les compteurs de la page d'accueil et du tableau de bord administrateur")
    .action(lazyAction(actions, "stats"));
  examples(command, ["market stats", "market stats --json | jq .home.totalMatches"]);
}
