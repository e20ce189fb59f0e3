/** Read-only commands: `match explain`, `search`, `stats`. */
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { matchExplainSchema, searchOutputSchema, statsOutputSchema } from "../../shared/cli-schemas";
import { DEFAULT_SEARCH_ALPHA, SEARCH_LIMIT, SEARCH_LIMIT_MAX } from "../../shared/constants";
import { PRODUCT_SORTS, type ProductSort } from "../../shared/enums";
import { cut, formatProductPrice } from "../../shared/format";
import { searchInputSchema } from "../../shared/schemas";
import { analytics } from "../../server/services/analytics";
import { operatorCounters } from "../../server/services/operator-counters";
import { explainListing } from "../../server/services/match-explain";
import { ProductService } from "../../server/services/products";
import { publicStats } from "../../server/services/stats";
import type { ListingKind } from "../../server/services/matching";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { examples } from "../help";
import { note, printResult } from "../output";
import { parseAlpha } from "./rematch";
import { count } from "./seed";

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

const yesNo = (value: boolean | null) => (value === null ? "?" : value ? "oui" : "non");
const decimal = (value: number) => value.toFixed(2);

export function registerMatchExplain(program: Command): void {
  const group = program.command("match").usage("[options] [commande]").description("Comprendre les matches");
  const command = group
    .command("explain")
    .description("Les meilleures contreparties d'un besoin (ou d'une offre) : chaque score, les termes communs et les contraintes")
    .argument("<id>", "id d'un besoin (12 ou need:12) ou d'une offre (offer:12, ou --offer)")
    .option("--offer", "l'id est celui d'une offre")
    .option("--limit <n>", "nombre de contreparties (10 par défaut)", positive(100), 10)
    .option("--min-score <score>", "score hybride minimal montré (0 par défaut : même sous le seuil de stockage)", parseAlpha, 0)
    .option("--alpha <alpha>", "poids du score sémantique (0 à 1)", parseAlpha)
    .action(async (ref: string, options: { offer?: boolean; limit: number; minScore: number; alpha?: number }, cmd: Command) => {
      let listing: { kind: ListingKind; id: number };
      try {
        listing = parseListingRef(ref, Boolean(options.offer));
      } catch (error) {
        cmd.error((error as Error).message, { exitCode: 2, code: "commander.invalidArgument" });
        return;
      }
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        note(ctx, "Chargement des annonces actives…");
        const matching = await loadMatching(ctx);
        const explained = await explainListing(ctx.database, matching, listing.kind, listing.id, options);
        const what = listing.kind === "need" ? "besoin" : "offre";
        await printResult(ctx, {
          title: `${what} ${listing.id} « ${cut(explained.listing.title, 60)} » (${explained.listing.category}, ${explained.listing.status === "active" ? "actif" : "clos"})`,
          schema: matchExplainSchema,
          data: explained,
          rows: explained.counterparts.map((c) => ({
            [listing.kind === "need" ? "offre" : "besoin"]: c.id,
            titre: cut(c.title, 36),
            entreprise: cut(c.companyName, 24),
            hybride: decimal(c.hybridScore),
            "tf-idf": decimal(c.tfidfScore),
            sémantique: decimal(c.semanticScore),
            secteur: decimal(c.categoryScore),
            termes: cut(c.matchedTerms.join(", "), 40),
            "prix ≤ budget": yesNo(c.constraints.priceWithinBudget),
            "délai tenu": yesNo(c.constraints.deliveryBeforeDeadline),
            quantité: yesNo(c.constraints.quantityFitsMinimum),
            "certif. manquantes": c.constraints.missingCertifications.join(", ") || "—",
            match: c.match ? `#${c.match.id} ${c.match.buyerStatus}/${c.match.supplierStatus}` : "—",
          })),
        });
      });
    });
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
    .action(async (query: string, options: { alpha: number; limit: number; sort: ProductSort }, cmd: Command) => {
      const input = searchInputSchema.safeParse({ q: query, alpha: options.alpha, limit: options.limit, sort: options.sort });
      if (!input.success) {
        cmd.error(input.error.issues[0]?.message ?? "requête invalide", { exitCode: 2, code: "commander.invalidArgument" });
        return;
      }
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const service = new ProductService(ctx.database, ctx.config.dataDir);
        await service.load();
        const found = await service.search(input.data);
        await printResult(ctx, {
          title: `${found.totalResults} résultat${found.totalResults > 1 ? "s" : ""} pour « ${input.data.q} »`,
          schema: searchOutputSchema,
          data: {
            query: input.data.q,
            alpha: input.data.alpha,
            sort: input.data.sort,
            totalResults: found.totalResults,
            products: found.products.map((p) => ({ id: p.id, title: p.title, brand: p.brand, category: p.category, price: p.price, currency: p.currency, score: p.score })),
          },
          rows: found.products.map((p) => ({
            id: p.id,
            titre: cut(p.title, 50),
            marque: p.brand,
            prix: formatProductPrice(p.price, p.currency),
            score: p.score.toFixed(3),
          })),
        });
      });
    });
  examples(command, ['market search "ordinateur portable"', 'market search "palette bois" --sort price_asc --limit 20', 'market search "nettoyage bureaux" --alpha 1 --json']);
}

export function registerStats(program: Command): void {
  const command = program
    .command("stats")
    .description("Les compteurs de la page d'accueil et du tableau de bord administrateur")
    .action(async (_options: unknown, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), {}, async (ctx) => {
        const [home, admin, operator] = await Promise.all([publicStats(ctx.database), analytics(ctx.database), operatorCounters(ctx.database)]);
        await printResult(ctx, {
          title: "Statistiques",
          schema: statsOutputSchema,
          data: { home, admin, operator },
          rows: [
            { compteur: "utilisateurs (hors comptes désactivés)", valeur: admin.totalUsers },
            { compteur: "acheteurs", valeur: admin.totalBuyers },
            { compteur: "fournisseurs", valeur: admin.totalSuppliers },
            { compteur: "administrateurs", valeur: operator.admins },
            { compteur: "suspendus", valeur: operator.suspended },
            { compteur: "désactivés (effacement demandé)", valeur: operator.deactivated },
            { compteur: "besoins actifs", valeur: admin.totalNeeds },
            { compteur: "besoins clos", valeur: operator.closedNeeds },
            { compteur: "offres actives", valeur: admin.totalOffers },
            { compteur: "offres closes", valeur: operator.closedOffers },
            { compteur: "matches", valeur: admin.totalMatches },
            { compteur: "produits", valeur: operator.products },
            { compteur: "demandes d'effacement en attente", valeur: operator.pendingDeletionRequests },
            { compteur: "entrées d'audit", valeur: operator.auditEntries },
          ],
        });
      });
    });
  examples(command, ["market stats", "market stats --json | jq .home.totalMatches"]);
}
