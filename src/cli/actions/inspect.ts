/** What `match explain`, `search` and `stats` do (declared in ../commands/inspect). */
import type { Command } from "commander";
import { matchExplainSchema, searchOutputSchema, statsOutputSchema } from "../../shared/cli-schemas";
import { sectorLabel } from "../../shared/categories";
import { SHOWN_MIN_SCORE } from "../../shared/constants";
import { MATCH_STATUS_LABELS, type ProductSort } from "../../shared/enums";
import { cut, decimal, formatProductPrice, searchResultsTitle, unmatchedWordsNote } from "../../shared/format";
import { searchInputSchema } from "../../shared/schemas";
import { analytics } from "../../server/services/analytics";
import { operatorCounters } from "../../server/services/operator-counters";
import { explainListing } from "../../server/services/match-explain";
import { ProductService } from "../../server/services/products";
import { publicStats } from "../../server/services/stats";
import type { ListingKind } from "../../server/services/matching";
import { loadMatching, withContext, type GlobalOptions } from "../context";
import { note, printResult } from "../output";
import { parseListingRef } from "../commands/inspect";

const yesNo = (value: boolean | null) => (value === null ? "?" : value ? "oui" : "non");
/** « besoin actif », « offre close », « besoin attribué » (a need whose quote was accepted). */
const STATUS_WORDS: Record<ListingKind, Record<string, string>> = {
  need: { active: "actif", closed: "clos", awarded: "attribué" },
  offer: { active: "active", closed: "close", awarded: "attribuée" },
};

export async function explain(ref: string, options: { offer?: boolean; limit: number; minScore: number; alpha?: number }, cmd: Command): Promise<void> {
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
      title: `${what} ${listing.id} « ${cut(explained.listing.title, 60)} » (${sectorLabel(explained.listing.category)}, ${STATUS_WORDS[listing.kind][explained.listing.status] ?? explained.listing.status})`,
      schema: matchExplainSchema,
      data: explained,
      rows: explained.counterparts.map((c) => ({
        [listing.kind === "need" ? "offre" : "besoin"]: c.id,
        titre: cut(c.title, 36),
        entreprise: cut(c.companyName, 24),
        // Scores as French writes decimals (0,89), as the web shows them; --json keeps numbers.
        hybride: decimal(c.hybridScore),
        "tf-idf": decimal(c.tfidfScore),
        sémantique: decimal(c.semanticScore),
        secteur: decimal(c.categoryScore),
        termes: cut(c.matchedTerms.join(", "), 40),
        "prix ≤ budget": yesNo(c.constraints.priceWithinBudget),
        "délai tenu": yesNo(c.constraints.deliveryBeforeDeadline),
        quantité: yesNo(c.constraints.quantityFitsMinimum),
        "certif. manquantes": c.constraints.missingCertifications.join(", ") || "—",
        "match (acheteur/fournisseur)": c.match ? `#${c.match.id} ${MATCH_STATUS_LABELS[c.match.buyerStatus]}/${MATCH_STATUS_LABELS[c.match.supplierStatus]}` : "—",
      })),
    });
  });
}

export async function search(query: string, options: { alpha: number; limit: number; sort: ProductSort }, cmd: Command): Promise<void> {
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
      title: [searchResultsTitle(found.totalResults, input.data.q, found.searchedFor), unmatchedWordsNote(found.unmatchedWords)].filter(Boolean).join(". "),
      schema: searchOutputSchema,
      data: {
        query: input.data.q,
        alpha: input.data.alpha,
        sort: input.data.sort,
        totalResults: found.totalResults,
        searchedFor: found.searchedFor,
        unmatchedWords: found.unmatchedWords,
        products: found.products.map((p) => ({ id: p.id, title: p.title, brand: p.brand, category: p.category, price: p.price, currency: p.currency, score: p.score })),
      },
      rows: found.products.map((p) => ({
        id: p.id,
        titre: cut(p.title, 50),
        marque: p.brand,
        prix: formatProductPrice(p.price, p.currency),
        score: decimal(p.score, 3),
      })),
    });
  });
}

export async function stats(_options: unknown, cmd: Command): Promise<void> {
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
        // The console's count: what users are shown; the weak leads apart (issue 20).
        { compteur: `matches montrés (score ≥ ${decimal(SHOWN_MIN_SCORE)})`, valeur: admin.totalMatches },
        { compteur: "autres pistes (gardées, non montrées par défaut)", valeur: operator.otherLeads },
        { compteur: "devis envoyés", valeur: admin.totalQuotes },
        { compteur: "devis acceptés", valeur: admin.acceptedQuotes },
        { compteur: "produits", valeur: operator.products },
        { compteur: "demandes d'effacement en attente", valeur: operator.pendingDeletionRequests },
        { compteur: "entrées d'audit", valeur: operator.auditEntries },
      ],
    });
  });
}
