import type { MatchCounts, MatchView } from "../../../shared/view-schemas";
import type { SectorKey } from "../../../shared/categories";
import type { MatchStatus } from "../../../shared/enums";
import type { MatchFilterQuery } from "../../../shared/schemas";
import { isLapsed } from "../../../shared/dates";

/** What the viewer sees of the other side: a buyer looks at the offer, a supplier at the need. */
export interface Counterpart {
  title: string;
  description: string;
  category: string;
  location: string;
  companyName: string;
  /** The offer's price (buyer view) or the need's budget (supplier view). */
  amount: number;
  currency: string;
  /** What the offer's price is for (« pièce », « forfait »); null for a budget or an offer without one. */
  unit: string | null;
  /** Why the counterpart's listing no longer takes part ("Besoin attribué", "Échéance dépassée"), or null while it is in play. */
  inactiveLabel: string | null;
}

const INACTIVE_LABELS = {
  need: { closed: "Besoin clôturé", awarded: "Besoin attribué" },
  offer: { closed: "Offre retirée", awarded: "Offre retirée" },
} as const;

/** An active need whose deadline is over everywhere gets no new match: its suppliers see why. */
const LAPSED_NEED_LABEL = "Échéance dépassée";

/** Which of the viewer's own listings the match answers: "Pour votre offre : …". */
export function ownListingLine(match: MatchView, viewerIsBuyer: boolean): string {
  return viewerIsBuyer ? `Pour votre besoin : ${match.need.title}` : `Pour votre offre : ${match.offer.title}`;
}

export function counterpartOf(match: MatchView, viewerIsBuyer: boolean): Counterpart {
  if (viewerIsBuyer) {
    const { offer } = match;
    return {
      title: offer.title,
      description: offer.description,
      category: offer.category,
      location: offer.location,
      companyName: offer.supplier.companyName,
      amount: offer.price,
      currency: offer.currency,
      unit: offer.priceUnit,
      inactiveLabel: offer.status === "active" ? null : INACTIVE_LABELS.offer[offer.status],
    };
  }
  const { need } = match;
  return {
    title: need.title,
    description: need.description,
    category: need.category,
    location: need.location,
    companyName: need.buyer.companyName,
    amount: need.budget,
    currency: need.currency,
    unit: null,
    inactiveLabel: need.status !== "active" ? INACTIVE_LABELS.need[need.status] : isLapsed(need.deadline) ? LAPSED_NEED_LABEL : null,
  };
}

export interface MatchFilters {
  search: string;
  status: MatchStatus | "all";
  sector: SectorKey | "all";
}

export const NO_FILTERS: MatchFilters = { search: "", status: "all", sector: "all" };

/** The dashboard's filters as the server's list input: "all" and a blank search filter nothing. */
export function toListFilters(filters: MatchFilters): MatchFilterQuery {
  const q = filters.search.trim();
  return {
    ...(q === "" ? {} : { q }),
    ...(filters.status === "all" ? {} : { status: filters.status }),
    ...(filters.sector === "all" ? {} : { sector: filters.sector }),
  };
}

/** The weaker leads of every tab, kept behind « Autres pistes » on /matches (issue 20). */
export const weakLeadCount = (counts: MatchCounts): number => Object.values(counts.otherTabs).reduce((sum, n) => sum + n, 0);
