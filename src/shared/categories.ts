/**
 * Sectors (SPEC §3). The key is the sector name lower-cased, accents removed and
 * non-alphanumerics turned into underscores; it is also the /category/{key} slug.
 * The spec gives French labels for 13 of them (the home grid and the category page
 * use those 13); we add French labels for the other 12 so that selects read well.
 */
// The keys are the engine's data (its category score is a table over them): the engine stands
// alone and the app takes the list from it.
import { SECTOR_KEYS, type SectorKey } from "../engine/sectors";

export { SECTOR_KEYS, type SectorKey };

/** The 13 sectors with a label in the spec, in the order of the home grid. */
export const GRID_SECTORS = [
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
  "automotive",
  "real_estate",
] as const satisfies readonly SectorKey[];

export const SECTOR_LABELS: Record<SectorKey, string> = {
  technology: "Technologie",
  manufacturing: "Manufacturing",
  services: "Services",
  logistics: "Logistique",
  marketing: "Marketing",
  consulting: "Consulting",
  finance: "Finance",
  healthcare: "Santé",
  energy: "Énergie",
  construction: "Construction",
  agriculture: "Agriculture",
  textile: "Textile",
  automotive: "Automobile",
  aerospace: "Aéronautique",
  chemicals: "Chimie",
  tourism: "Tourisme",
  education: "Éducation",
  retail: "Commerce de détail",
  media: "Médias",
  real_estate: "Immobilier",
  security: "Sécurité",
  food: "Agroalimentaire",
  electronics: "Électronique",
  packaging: "Emballage",
  other: "Autre",
};

export const CATEGORY_FALLBACK_LABEL = "Catégorie";

export function isSectorKey(value: string): value is SectorKey {
  return (SECTOR_KEYS as readonly string[]).includes(value);
}

export function sectorLabel(key: string): string {
  return isSectorKey(key) ? SECTOR_LABELS[key] : CATEGORY_FALLBACK_LABEL;
}

/** Builds a sector key from a free sector name, as the spec defines the slug. */
export function sectorKeyFromName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}
