/**
 * What an alert would send now (issue 22): the items published since the alert was created that
 * it has not sent yet, scored by the engine, lowered when they resemble items the owner rated 👎,
 * best first.
 *
 * - Needs and offers: the alert's words are scored as a listing of the other kind against the
 *   engine's index (`matchesFor`), so the score is the calibrated hybrid score every match has,
 *   with its matched terms. The floor is the alert's `minScore`, itself never under
 *   SHOWN_MIN_SCORE: an alert sends nothing the match lists would hide.
 * - Products: the catalogue search itself (its relevance floors are what /marketplace shows,
 *   and the products of a brand the alert names come first, as there); its score is not
 *   calibrated, so no band is named and `minScore` does not apply.
 * - 👎: the words of a down-voted item's title and keywords, less the alert's own words and those
 *   of items rated 👍, are "what the owner does not want"; an item's score is multiplied by
 *   1 − DOWNVOTE_PENALTY × (share of its own words among them).
 */
import { and, eq, gt, inArray, ne } from "drizzle-orm";
import { analyze, type ListingDoc } from "../../engine";
import {
  ALERT_DIGEST_MAX,
  ITEM_KIND_OF_ALERT,
  SCORE_TONE_NAMES,
  type AlertItemKind,
  type AlertItemView,
} from "../../shared/alerts";
import { percent, scoreTone } from "../../shared/format";
import type { Database } from "../db/client";
import { alertDeliveries, needs, offers, products, type AlertRow } from "../db/schema";
import { listingKind } from "./listing-kinds";
import type { MatchingService } from "./matching";
import type { ProductService } from "./products";
import { shownMatchedTerms } from "../../shared/matched-terms";

/** How much a 👎 can lower a similar item: an item made only of disliked words loses half its score. */
export const DOWNVOTE_PENALTY = 0.5;
/** Candidates asked of the engine per category. */
const CANDIDATES = 500;

export interface AlertEngines {
  database: Database;
  matching: MatchingService;
  products: ProductService;
}

export interface AlertCandidate {
  kind: AlertItemKind;
  id: number;
  title: string;
  category: string;
  /** The engine's score. */
  score: number;
  /** After the 👎 penalty: what orders the digest and meets the floor. */
  ranked: number;
  /** A product of a brand the alert's words name: listed before the others, as the search lists it. */
  named: boolean;
  matchedTerms: string[];
  /** The item's own words (title, keywords), stored with the delivery for later 👎. */
  itemTerms: string[];
  /** Its words that resemble down-voted items (the penalty's reason). */
  disliked: string[];
}

/** Distinct surface words of a text, without stop words, with their stems. */
function wordsOf(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const token of analyze(text)) if (!words.has(token.term)) words.set(token.term, token.surface);
  return words;
}

const stemsOf = (words: Iterable<string>) => new Set([...words].flatMap((word) => [...wordsOf(word).keys()]));

/** The stems an alert's owner said 👎 to, and not 👍, beyond the alert's own words. */
async function dislikedStems(database: Database, alert: AlertRow, queryStems: Set<string>): Promise<Set<string>> {
  const voted = await database.db
    .select({ vote: alertDeliveries.vote, itemTerms: alertDeliveries.itemTerms })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.alertId, alert.id), inArray(alertDeliveries.vote, ["up", "down"])));
  const down = stemsOf(voted.filter((row) => row.vote === "down").flatMap((row) => row.itemTerms));
  const up = stemsOf(voted.filter((row) => row.vote === "up").flatMap((row) => row.itemTerms));
  return new Set([...down].filter((stem) => !up.has(stem) && !queryStems.has(stem)));
}

interface Found {
  id: number;
  title: string;
  category: string;
  keywords: string[];
  score: number;
  named?: boolean;
  matchedTerms: string[];
}

async function listingsFound(engines: AlertEngines, alert: AlertRow): Promise<Found[]> {
  const wanted = ITEM_KIND_OF_ALERT[alert.kind] as "need" | "offer";
  const queryKind = wanted === "need" ? "offer" : "need";
  const best = new Map<number, { score: number; matchedTerms: string[] }>();
  // The category part of the score needs one: each chosen sector is tried, the best score kept.
  for (const category of alert.categories.length > 0 ? alert.categories : [""]) {
    const doc: ListingDoc = { id: -alert.id, kind: queryKind, title: alert.query, description: alert.query, category, keywords: [] };
    for (const match of engines.matching.engine.matchesFor(doc, { minScore: alert.minScore, limit: CANDIDATES })) {
      const known = best.get(match.id);
      if (!known || match.scores.hybridScore > known.score) best.set(match.id, { score: match.scores.hybridScore, matchedTerms: match.scores.matchedTerms });
    }
  }
  if (best.size === 0) return [];
  const table = wanted === "need" ? needs : offers;
  const owner = wanted === "need" ? needs.buyerId : offers.supplierId;
  const rows = [];
  const ids = [...best.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await engines.database.db
        .select({ id: table.id, title: table.title, category: table.category, keywords: table.keywords })
        .from(table)
        .where(
          and(
            inArray(table.id, ids.slice(i, i + 500)),
            // In play only: a need whose deadline passed is no news.
            listingKind(wanted).inPlay(),
            gt(table.createdAt, alert.createdAt),
            // Never one's own listings.
            ne(owner, alert.userId),
          ),
        )),
    );
  }
  return rows.flatMap((row) => {
    const found = best.get(row.id);
    if (!found || (alert.categories.length > 0 && !alert.categories.includes(row.category))) return [];
    // The words as the search and the listing write them (« sans fil »), not the engine's stems.
    return [{ ...row, ...found, matchedTerms: shownMatchedTerms(found.matchedTerms, [alert.query, row.title, row.keywords.join(", ")]) }];
  });
}

async function productsFound(engines: AlertEngines, alert: AlertRow, queryWords: Map<string, string>): Promise<Found[]> {
  const { hits } = engines.products.index.search(alert.query, { limit: CANDIDATES });
  if (hits.length === 0) return [];
  const hitOf = new Map(hits.map((hit) => [hit.id, hit]));
  const rows = await engines.database.db
    .select({ id: products.id, title: products.title, description: products.description, brand: products.brand, category: products.category })
    .from(products)
    .where(and(inArray(products.id, [...hitOf.keys()]), gt(products.createdAt, alert.createdAt)));
  return rows.flatMap((row) => {
    if (alert.categories.length > 0 && !alert.categories.includes(row.category)) return [];
    const own = wordsOf(`${row.title} ${row.brand} ${row.description}`);
    const matchedTerms = [...queryWords].filter(([stem]) => own.has(stem)).map(([, surface]) => surface);
    const hit = hitOf.get(row.id);
    return [{ id: row.id, title: row.title, category: row.category, keywords: [], score: hit?.score ?? 0, named: hit?.named, matchedTerms }];
  });
}

/**
 * The items the alert would send now, best first (at most ALERT_DIGEST_MAX), never one it
 * already sent. Reads only: nothing is recorded.
 */
export async function alertCandidates(engines: AlertEngines, alert: AlertRow): Promise<AlertCandidate[]> {
  const kind = ITEM_KIND_OF_ALERT[alert.kind];
  const queryWords = wordsOf(alert.query);
  const queryStems = new Set(queryWords.keys());
  const found = alert.kind === "products" ? await productsFound(engines, alert, queryWords) : await listingsFound(engines, alert);
  if (found.length === 0) return [];
  const sent = new Set(
    (
      await engines.database.db
        .select({ itemId: alertDeliveries.itemId })
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.alertId, alert.id), eq(alertDeliveries.itemKind, kind)))
    ).map((row) => row.itemId),
  );
  const disliked = await dislikedStems(engines.database, alert, queryStems);
  const floor = alert.kind === "products" ? 0 : alert.minScore;
  const candidates = found.flatMap((item): AlertCandidate[] => {
    if (sent.has(item.id)) return [];
    const own = wordsOf(`${item.title} ${item.keywords.join(" ")}`);
    const ownStems = [...own.keys()].filter((stem) => !queryStems.has(stem));
    const dislikedHere = ownStems.filter((stem) => disliked.has(stem));
    const ranked = item.score * (1 - DOWNVOTE_PENALTY * (ownStems.length > 0 ? dislikedHere.length / ownStems.length : 0));
    if (ranked < floor) return [];
    return [
      {
        kind,
        id: item.id,
        title: item.title,
        category: item.category,
        score: item.score,
        ranked,
        named: item.named ?? false,
        matchedTerms: item.matchedTerms,
        itemTerms: [...own.values()],
        disliked: dislikedHere.map((stem) => own.get(stem)!),
      },
    ];
  });
  candidates.sort((a, b) => Number(b.named) - Number(a.named) || b.ranked - a.ranked || a.id - b.id);
  return candidates.slice(0, ALERT_DIGEST_MAX);
}

/** The band's name for a calibrated score; products have none (their score is not calibrated). */
export function bandOf(kind: AlertItemKind, score: number): string | null {
  return kind === "product" ? null : SCORE_TONE_NAMES[scoreTone(score)];
}

/** Why an item matched, in one sentence: its terms, its score and band, and a 👎 resemblance. */
export function explain(item: Pick<AlertCandidate, "kind" | "score" | "matchedTerms"> & { disliked?: string[] }): string {
  const terms = item.matchedTerms.length > 0 ? `Termes en commun : ${item.matchedTerms.map((term) => `« ${term} »`).join(", ")}` : "Proche par le sens de votre recherche";
  const band = bandOf(item.kind, item.score);
  const score = band ? `score ${percent(item.score)} (${band})` : `pertinence de recherche ${percent(item.score)}`;
  const lowered = item.disliked && item.disliked.length > 0 ? ` ; classé plus bas : proche de résultats notés 👎 (${item.disliked.slice(0, 3).join(", ")})` : "";
  return `${terms} · ${score}${lowered}`;
}

/** Where the app shows an item: its sector's page for a listing, the catalogue for a product. */
export function itemUrl(kind: AlertItemKind, id: number, category: string): string {
  return kind === "product" ? `/marketplace?product=${id}` : `/category/${encodeURIComponent(category)}#${kind}-${id}`;
}

export function candidateView(item: AlertCandidate): AlertItemView {
  return {
    kind: item.kind,
    id: item.id,
    title: item.title,
    score: item.score,
    band: bandOf(item.kind, item.score),
    matchedTerms: item.matchedTerms,
    explanation: explain(item),
    url: itemUrl(item.kind, item.id, item.category),
    deliveryId: null,
    vote: null,
    sentAt: null,
  };
}
