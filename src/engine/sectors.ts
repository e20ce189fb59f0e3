/**
 * The sector keys the engine scores (category.ts): the key is the sector name lower-cased, accents
 * removed and non-alphanumerics turned into underscores. The app's labels for them are in
 * src/shared/categories.ts, which takes this list from here.
 */
export const SECTOR_KEYS = [
  "technology",
  "manufacturing",
  "services",
  "logistics",
  "marketing",
  "consulting",
  "finance",
  "healthcare",
  "energy",
  "construction",
  "agriculture",
  "textile",
  "automotive",
  "aerospace",
  "chemicals",
  "tourism",
  "education",
  "retail",
  "media",
  "real_estate",
  "security",
  "food",
  "electronics",
  "packaging",
  "other",
] as const;

export type SectorKey = (typeof SECTOR_KEYS)[number];
