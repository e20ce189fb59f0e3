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

/** Lower case, without accents or spaces around: "Santé " and "sante" read the same. */
const foldedName = (text: string): string => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").trim().toLowerCase();

/**
 * What French offices and buyers call some sectors whose label here is another word (several
 * labels are the spec's English ones: « Manufacturing », « Consulting »).
 */
const SECTOR_OTHER_NAMES: Readonly<Record<string, SectorKey>> = {
  industrie: "manufacturing",
  "industrie manufacturiere": "manufacturing",
  conseil: "consulting",
  informatique: "technology",
  numerique: "technology",
  transport: "logistics",
  "transport et logistique": "logistics",
  batiment: "construction",
  btp: "construction",
  alimentation: "food",
  "agro-alimentaire": "food",
  commerce: "retail",
  banque: "finance",
  assurance: "finance",
  chimie: "chemicals",
  aeronautique: "aerospace",
};

const SECTOR_BY_NAME = new Map<string, SectorKey>([
  ...SECTOR_KEYS.flatMap((key): Array<[string, SectorKey]> => [
    [foldedName(key), key],
    [foldedName(SECTOR_LABELS[key]), key],
  ]),
  ...Object.entries(SECTOR_OTHER_NAMES),
]);

/** The sector a text names whole, by its key, its label or another French name, in any case, accents aside; else undefined. */
export function sectorNamedBy(text: string): SectorKey | undefined {
  return SECTOR_BY_NAME.get(foldedName(text));
}

/**
 * The sector a whole search names, in the singular or the plural (« emballages », « informatique »,
 * « BTP »): product search puts its products first, as a named brand's (issue 20 §4: « emballage »
 * listed a promotional notebook « en emballage individuel » before the packaging).
 */
export function sectorSearchedFor(query: string): SectorKey | undefined {
  const words = query.trim();
  return sectorNamedBy(words) ?? sectorNamedBy(words.replace(/[sx]$/i, ""));
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
