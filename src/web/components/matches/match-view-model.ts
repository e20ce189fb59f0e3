import type { MatchView } from "../../../shared/api-types";
import type { MatchStatus } from "../../../shared/enums";

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
  };
}

export interface MatchFilters {
  search: string;
  status: MatchStatus | "all";
  sector: string;
}

export const NO_FILTERS: MatchFilters = { search: "", status: "all", sector: "all" };

/** Lower-cased and accent-free, so "regie" finds "Régie". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

/** Dashboard filters (SPEC §2): search on the need and offer titles, status, sector of either side. */
export function filterMatches(matches: readonly MatchView[], filters: MatchFilters): MatchView[] {
  const query = fold(filters.search.trim());
  return matches.filter((match) => {
    if (filters.status !== "all" && match.status !== filters.status) return false;
    if (filters.sector !== "all" && match.need.category !== filters.sector && match.offer.category !== filters.sector) {
      return false;
    }
    if (query === "") return true;
    return fold(match.need.title).includes(query) || fold(match.offer.title).includes(query);
  });
}

export function countByStatus(matches: readonly MatchView[], status: MatchStatus): number {
  return matches.filter((match) => match.status === status).length;
}
