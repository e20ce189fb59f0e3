/**
 * Deterministic large-volume data for `bin/market seed --size …` and the benchmarks.
 *
 * Each generator takes a seed and yields items one at a time (iterate*) so that 100 000 rows can
 * be inserted in batches without holding them all; the generate* forms collect them into arrays.
 * The same seed always gives the same items, and the first N items do not depend on the count.
 */
import type { SectorKey } from "../../../shared/categories";
import { GRID_SECTORS, SECTOR_KEYS } from "../../../shared/categories";
import { DEFAULT_CURRENCY } from "../../../shared/constants";
import { addDays, utcToday } from "../../../shared/dates";
import type { Urgency } from "../../../shared/enums";
import { CATALOGUE_ENTRIES, makeProduct } from "./catalogue";
import {
  BUYER_BIO_TAILS,
  FIRST_NAMES,
  FRENCH_CITIES,
  GOOD_ANGLES,
  GOOD_DELIVERY_TIMES,
  GOOD_INTROS,
  LAST_NAMES,
  MONTHS,
  NAME_HEADS,
  NAME_TAILS,
  NEED_CLOSERS,
  NEED_CONTEXTS,
  NEED_OPENERS,
  NEED_SHORT_CONTEXTS,
  SERVICE_ANGLES,
  SERVICE_DELIVERY_TIMES,
  SERVICE_INTROS,
} from "./french";
import { pickVariant } from "./pricing";
import type { Rng } from "./random";
import { createRng, deriveSeed } from "./random";
import { slugify } from "../../../shared/slug";
import { capitalize, groupDigits, joinFrench, lowerFirst, roundAmount } from "./text";
import type { SeedCompany, SeedNeed, SeedOffer, SeedProduct } from "./types";
import type { SectorVocabulary, VocabularyItem } from "./vocabulary";
import { SECTOR_VOCABULARY } from "./vocabulary";

/** Volumes of `bin/market seed --size`. */
export { SEED_SIZES, type SeedSize } from "./sizes";

/** One random stream per kind, so that asking for more needs does not change the offers. */
const STREAM = { companies: 1, needs: 2, offers: 3, products: 4 } as const;

/** The 13 sectors of the home grid are three times as common as the others. */
const WEIGHTED_SECTORS: readonly SectorKey[] = [
  ...SECTOR_KEYS,
  ...GRID_SECTORS,
  ...GRID_SECTORS,
];

const URGENCY_WEIGHTS: readonly Urgency[] = ["low", "low", "low", "medium", "medium", "medium", "medium", "medium", "high", "high"];

/** A unit price below this is quoted per thousand (flyers, labels, injected parts). */
const PER_THOUSAND_BELOW = 5;

/** Vocabulary units that read the same in the singular. */
const SAME_IN_SINGULAR = new Set(["mois", "colis", "repas"]);

/** One of what a vocabulary unit counts: « unités » → « unité », « mètres linéaires » → « mètre linéaire ». */
export function singularUnit(unit: string): string {
  return unit
    .split(" ")
    .map((word) => (SAME_IN_SINGULAR.has(word) ? word : word.endsWith("aux") ? `${word.slice(0, -3)}al` : word.replace(/s$/, "")))
    .join(" ");
}

/** An offer's price unit: one of the item's unit, or the thousand its description prices (« 1 000 étiquettes »). */
export function offerPriceUnit(item: VocabularyItem, perThousand: boolean): string {
  return perThousand ? `1 000 ${item.unit}` : singularUnit(item.unit);
}

function isGood(item: VocabularyItem): boolean {
  return item.image !== undefined;
}

/** A deadline two weeks to a year after `today` (two draws, so the rest of the stream does not depend on the day). */
function deadlineAfter(rng: Rng, today: string): string {
  const months = rng.int(0, 11);
  const days = rng.int(0, 27);
  return addDays(today, 14 + months * 30 + days);
}

/** "2027-03-09" → "9 mars 2027" */
function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day === 1 ? "1er" : day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Units are plural nouns ("postes", "m²"): a single one reads better as a bare "1". */
function quantityText(quantity: number, unit: string): string {
  return quantity === 1 ? "1" : `${groupDigits(quantity)} ${unit}`;
}

function companyName(rng: Rng, sector: SectorKey): string {
  const word = rng.pick(SECTOR_VOCABULARY[sector].nameWords);
  const surname = rng.pick(LAST_NAMES);
  switch (rng.int(0, 3)) {
    case 0:
      return `${word} ${surname}`;
    case 1:
      return `${surname} ${word}`;
    case 2:
      return `${rng.pick(NAME_HEADS)}${rng.pick(NAME_TAILS)} ${word}`;
    default:
      return `${surname} et Fils`;
  }
}

function companyBio(rng: Rng, sector: SectorKey, accountType: "buyer" | "supplier", city: string): string {
  const vocabulary = SECTOR_VOCABULARY[sector];
  const activity = capitalize(rng.pick(vocabulary.activities));
  if (accountType === "buyer") {
    return `${activity} à ${city}, ${rng.int(8, 450)} salariés. ${rng.pick(BUYER_BIO_TAILS)}`;
  }
  const certification = rng.chance(0.6) ? ` Certification ${rng.pick(vocabulary.certifications)}.` : "";
  return `${activity} à ${city} depuis ${rng.int(1972, 2021)}.${certification}`;
}

export function* iterateCompanies(count: number, seed: number): Generator<SeedCompany> {
  const rng = createRng(deriveSeed(seed, STREAM.companies));
  const names = new Set<string>();
  for (let index = 0; index < count; index++) {
    const accountType = index % 2 === 0 ? "buyer" : "supplier";
    const sector = rng.pick(WEIGHTED_SECTORS);
    const location = rng.pick(FRENCH_CITIES);
    let name = companyName(rng, sector);
    if (names.has(name)) name = `${name} ${location}`;
    names.add(name);
    const username = `${slugify(name).slice(0, 40)}-${index + 1}`;
    const contactName = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    yield {
      key: `gen-${index + 1}`,
      username,
      email: `${username}@exemple.fr`,
      companyName: name,
      accountType,
      sector,
      location,
      contactName,
      bio: companyBio(rng, sector, accountType, location),
      displayName: contactName,
    };
  }
}

export function generateCompanies(count: number, seed: number): SeedCompany[] {
  return Array.from(iterateCompanies(count, seed));
}

function companiesOfType(companies: readonly SeedCompany[], accountType: "buyer" | "supplier"): SeedCompany[] {
  const found = companies.filter((company) => company.accountType === accountType);
  if (found.length === 0) throw new Error(`No ${accountType} company to attach the generated items to`);
  return found;
}

function needTitle(rng: Rng, item: VocabularyItem, variant: string): string {
  const subject = `${lowerFirst(item.noun)} ${variant}`;
  switch (rng.int(0, 4)) {
    case 0:
      return `${item.noun} ${variant}`;
    case 1:
      return `Recherche ${subject}`;
    case 2:
      return `${item.noun} ${variant} pour ${rng.pick(NEED_SHORT_CONTEXTS)}`;
    case 3:
      return `Besoin : ${subject}`;
    default:
      return `Consultation : ${subject}`;
  }
}

/** Needs of generated buyers; their deadlines fall after `today` (YYYY-MM-DD, the current UTC day by default). */
export function* iterateNeeds(count: number, seed: number, companies: readonly SeedCompany[], today: string = utcToday()): Generator<SeedNeed> {
  const rng = createRng(deriveSeed(seed, STREAM.needs));
  const buyers = companiesOfType(companies, "buyer");
  for (let index = 0; index < count; index++) {
    const buyer = rng.pick(buyers);
    const category = rng.chance(0.5) ? buyer.sector : rng.pick(WEIGHTED_SECTORS);
    const item = rng.pick(SECTOR_VOCABULARY[category].items);
    const { variant, unitPrice } = pickVariant(item, rng);
    const quantity = rng.int(item.quantity[0], item.quantity[1]);
    const location = rng.chance(0.8) ? buyer.location : rng.pick(FRENCH_CITIES);
    const deadline = rng.chance(0.7) ? deadlineAfter(rng, today) : null;
    const specs = rng.sample(item.specs, 2);
    const place = isGood(item) ? `Livraison à ${location}` : `Prestation à réaliser à ${location}`;
    const sentences = [
      `${rng.pick(NEED_OPENERS)} ${lowerFirst(item.noun)} ${variant}, ${rng.pick(NEED_CONTEXTS)} (quantité : ${quantityText(quantity, item.unit)}).`,
      `Points attendus : ${joinFrench(specs)}.`,
      `${place}${deadline ? ` avant le ${frenchDate(deadline)}` : ""}.`,
    ];
    if (rng.chance(0.6)) sentences.push(rng.pick(NEED_CLOSERS));
    yield {
      companyKey: buyer.key,
      title: needTitle(rng, item, variant),
      description: sentences.join(" "),
      category,
      budget: roundAmount(unitPrice * quantity * (0.8 + rng.next() * 0.5)),
      currency: DEFAULT_CURRENCY,
      urgency: rng.pick(URGENCY_WEIGHTS),
      location,
      deadline,
      keywords: rng.sample(item.keywords, rng.int(2, 3)),
      specifications: { quantity },
    };
  }
}

export function generateNeeds(count: number, seed: number, companies: readonly SeedCompany[], today?: string): SeedNeed[] {
  return Array.from(iterateNeeds(count, seed, companies, today));
}

function offerTitle(rng: Rng, item: VocabularyItem, variant: string, angle: string, vocabulary: SectorVocabulary, city: string): string {
  const base = `${item.noun} ${variant}`;
  switch (rng.int(0, 4)) {
    case 0:
      return base;
    case 1:
      return `${base} – ${angle}`;
    case 2:
      return `${base}, ${rng.pick(item.specs)}`;
    case 3:
      return isGood(item) ? `${base} ${rng.pick(vocabulary.brands)}` : `${base} – ${city} et sa région`;
    default:
      return `${base} – certification ${rng.pick(vocabulary.certifications)}`;
  }
}

export function* iterateOffers(count: number, seed: number, companies: readonly SeedCompany[]): Generator<SeedOffer> {
  const rng = createRng(deriveSeed(seed, STREAM.offers));
  const suppliers = companiesOfType(companies, "supplier");
  for (let index = 0; index < count; index++) {
    const supplier = rng.pick(suppliers);
    const category = rng.chance(0.85) ? supplier.sector : rng.pick(WEIGHTED_SECTORS);
    const vocabulary = SECTOR_VOCABULARY[category];
    const item = rng.pick(vocabulary.items);
    const { variant, unitPrice } = pickVariant(item, rng);
    const good = isGood(item);
    const perThousand = unitPrice < PER_THOUSAND_BELOW;
    const certifications = rng.sample(vocabulary.certifications, rng.int(0, 2));
    const angle = rng.pick(good ? GOOD_ANGLES : SERVICE_ANGLES);
    const sentences = [
      `${rng.pick(good ? GOOD_INTROS : SERVICE_INTROS)} ${lowerFirst(item.noun)} ${variant}.`,
      `${capitalize(joinFrench(rng.sample(item.specs, 3)))}.`,
      good
        ? `Expédition depuis ${supplier.location}, ${angle}.`
        : `Intervention depuis ${supplier.location}, ${angle}.`,
    ];
    if (perThousand) sentences.push(`Prix indiqué pour 1 000 ${item.unit}.`);
    if (certifications.length > 0) sentences.push(`Entreprise certifiée ${joinFrench(certifications)}.`);
    yield {
      companyKey: supplier.key,
      title: offerTitle(rng, item, variant, angle, vocabulary, supplier.location),
      description: sentences.join(" "),
      category,
      price: roundAmount(perThousand ? unitPrice * 1000 : unitPrice),
      priceUnit: offerPriceUnit(item, perThousand),
      currency: DEFAULT_CURRENCY,
      location: supplier.location,
      deliveryTime: rng.pick(good ? GOOD_DELIVERY_TIMES : SERVICE_DELIVERY_TIMES),
      keywords: rng.sample(item.keywords, rng.int(2, 4)),
      certifications,
      minOrderQuantity: good ? Math.max(1, Math.round(item.quantity[0] / 2)) : 1,
    };
  }
}

export function generateOffers(count: number, seed: number, companies: readonly SeedCompany[]): SeedOffer[] {
  return Array.from(iterateOffers(count, seed, companies));
}

const REFERENCE_LETTERS = "ABCDEFGHJKLMNPRSTVXZ";

/** A manufacturer reference such as "KX-318", so that large catalogues keep distinct titles. */
function reference(rng: Rng): string {
  const letter = () => REFERENCE_LETTERS.charAt(rng.int(0, REFERENCE_LETTERS.length - 1));
  return `${letter()}${letter()}-${rng.int(100, 999)}`;
}

export function* iterateProducts(count: number, seed: number): Generator<SeedProduct> {
  const rng = createRng(deriveSeed(seed, STREAM.products));
  for (let index = 0; index < count; index++) {
    const entry = rng.pick(CATALOGUE_ENTRIES);
    yield makeProduct(entry, rng.int(0, entry.item.variants.length - 1), rng, reference(rng));
  }
}

export function generateProducts(count: number, seed: number): SeedProduct[] {
  return Array.from(iterateProducts(count, seed));
}
