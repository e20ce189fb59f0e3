/**
 * Category score: how close two sectors are. 1 for the same sector, a partial value for
 * sectors whose buyers and suppliers often meet (logistics and packaging), 0 otherwise.
 */
import { SECTOR_KEYS, type SectorKey } from "./sectors";

/** Affinity of two related sectors. Default 0.5. */
export const RELATED_SECTOR_AFFINITY = 0.5;
/** Affinity of two loosely related sectors. Default 0.25. */
export const LOOSE_SECTOR_AFFINITY = 0.25;
/** Affinity with "other" (a listing its author could not place): slightly above unrelated. Default 0.1. */
export const OTHER_SECTOR_AFFINITY = 0.1;

/** Symmetric pairs of related sectors and their affinity. */
export const SECTOR_AFFINITY: ReadonlyArray<readonly [SectorKey, SectorKey, number]> = [
  ["logistics", "packaging", RELATED_SECTOR_AFFINITY],
  ["logistics", "retail", LOOSE_SECTOR_AFFINITY],
  ["logistics", "food", LOOSE_SECTOR_AFFINITY],
  ["logistics", "automotive", LOOSE_SECTOR_AFFINITY],
  ["packaging", "food", RELATED_SECTOR_AFFINITY],
  ["packaging", "retail", RELATED_SECTOR_AFFINITY],
  ["packaging", "manufacturing", LOOSE_SECTOR_AFFINITY],
  ["packaging", "chemicals", LOOSE_SECTOR_AFFINITY],
  ["technology", "electronics", RELATED_SECTOR_AFFINITY],
  ["technology", "services", LOOSE_SECTOR_AFFINITY],
  ["technology", "consulting", LOOSE_SECTOR_AFFINITY],
  ["technology", "media", LOOSE_SECTOR_AFFINITY],
  ["technology", "security", LOOSE_SECTOR_AFFINITY],
  ["technology", "education", LOOSE_SECTOR_AFFINITY],
  ["marketing", "media", RELATED_SECTOR_AFFINITY],
  ["marketing", "consulting", LOOSE_SECTOR_AFFINITY],
  ["marketing", "retail", LOOSE_SECTOR_AFFINITY],
  ["marketing", "technology", LOOSE_SECTOR_AFFINITY],
  ["consulting", "finance", RELATED_SECTOR_AFFINITY],
  ["consulting", "services", RELATED_SECTOR_AFFINITY],
  ["consulting", "education", LOOSE_SECTOR_AFFINITY],
  ["finance", "real_estate", LOOSE_SECTOR_AFFINITY],
  ["manufacturing", "electronics", RELATED_SECTOR_AFFINITY],
  ["manufacturing", "automotive", RELATED_SECTOR_AFFINITY],
  ["manufacturing", "aerospace", RELATED_SECTOR_AFFINITY],
  ["manufacturing", "chemicals", RELATED_SECTOR_AFFINITY],
  ["manufacturing", "textile", LOOSE_SECTOR_AFFINITY],
  ["manufacturing", "energy", LOOSE_SECTOR_AFFINITY],
  ["manufacturing", "construction", LOOSE_SECTOR_AFFINITY],
  ["automotive", "aerospace", LOOSE_SECTOR_AFFINITY],
  ["automotive", "electronics", LOOSE_SECTOR_AFFINITY],
  ["aerospace", "electronics", LOOSE_SECTOR_AFFINITY],
  ["energy", "construction", RELATED_SECTOR_AFFINITY],
  ["energy", "electronics", LOOSE_SECTOR_AFFINITY],
  ["energy", "real_estate", LOOSE_SECTOR_AFFINITY],
  ["construction", "real_estate", RELATED_SECTOR_AFFINITY],
  ["construction", "security", LOOSE_SECTOR_AFFINITY],
  ["services", "real_estate", LOOSE_SECTOR_AFFINITY],
  ["services", "security", LOOSE_SECTOR_AFFINITY],
  ["services", "healthcare", LOOSE_SECTOR_AFFINITY],
  ["agriculture", "food", RELATED_SECTOR_AFFINITY],
  ["agriculture", "chemicals", LOOSE_SECTOR_AFFINITY],
  ["food", "retail", LOOSE_SECTOR_AFFINITY],
  ["food", "tourism", LOOSE_SECTOR_AFFINITY],
  ["healthcare", "chemicals", LOOSE_SECTOR_AFFINITY],
  ["healthcare", "electronics", LOOSE_SECTOR_AFFINITY],
  ["textile", "retail", RELATED_SECTOR_AFFINITY],
  ["textile", "media", LOOSE_SECTOR_AFFINITY],
  ["tourism", "media", LOOSE_SECTOR_AFFINITY],
  ["tourism", "real_estate", LOOSE_SECTOR_AFFINITY],
  ["education", "media", LOOSE_SECTOR_AFFINITY],
  ["security", "electronics", RELATED_SECTOR_AFFINITY],
  ["retail", "real_estate", LOOSE_SECTOR_AFFINITY],
];

const SECTOR_INDEX = new Map<string, number>(SECTOR_KEYS.map((key, i) => [key, i]));
const SIZE = SECTOR_KEYS.length;
const AFFINITY = (() => {
  const table = new Float32Array(SIZE * SIZE);
  for (let i = 0; i < SIZE; i++) table[i * SIZE + i] = 1;
  const other = SECTOR_INDEX.get("other") as number;
  for (let i = 0; i < SIZE; i++) {
    if (i === other) continue;
    table[i * SIZE + other] = OTHER_SECTOR_AFFINITY;
    table[other * SIZE + i] = OTHER_SECTOR_AFFINITY;
  }
  for (const [a, b, value] of SECTOR_AFFINITY) {
    const i = SECTOR_INDEX.get(a) as number;
    const j = SECTOR_INDEX.get(b) as number;
    table[i * SIZE + j] = value;
    table[j * SIZE + i] = value;
  }
  return table;
})();

/** Index of a sector key in SECTOR_KEYS, or -1 for an unknown key. */
export function sectorIndex(category: string): number {
  return SECTOR_INDEX.get(category) ?? -1;
}

/**
 * Category score of two sector keys, in [0, 1] and symmetric. Unknown keys match only an
 * identical key (a free sector name typed by the user still matches itself).
 */
export function categoryScore(a: string, b: string): number {
  const i = sectorIndex(a);
  const j = sectorIndex(b);
  if (i < 0 || j < 0) return a === b && a !== "" ? 1 : 0;
  return AFFINITY[i * SIZE + j] ?? 0;
}
