/**
 * The graded matching sets of bench/eval-data (need → offer, with grades), read for the scripts that
 * index them whole in an engine of their own (bench/shown.ts, bench/personal.ts).
 */
import { readFileSync } from "node:fs";
import type { ListingDoc } from "../src/engine";

export interface Listing { id: string; title: string; description: string; category: string; keywords?: string[]; certifications?: string[] }
export interface GradedSet { needs: Listing[]; offers: Listing[]; qrels: Record<string, Record<string, number>> }

export const numeric = (id: string) => Number(id.replace(/^\D+/, ""));

export function readGradedSet(file: string): GradedSet {
  return JSON.parse(readFileSync(file, "utf8")) as GradedSet;
}

/** A listing of the set as the engine indexes it; `oneSector` puts every listing in "other", so only the texts can match. */
export function listingDoc(kind: "need" | "offer", listing: Listing, options: { oneSector?: boolean } = {}): ListingDoc {
  return {
    id: numeric(listing.id),
    kind,
    title: listing.title,
    description: listing.description,
    category: options.oneSector ? "other" : listing.category,
    keywords: listing.keywords ?? [],
    certifications: listing.certifications ?? [],
  };
}
