/**
 * Schemas of the seed data files in ./data (demo companies, needs, offers, the sector vocabulary
 * and the catalogue wording). Each file is validated when its module loads; a wrong entry stops
 * the load with a SeedDataError that names the file, the entry and the field.
 *
 * The schemas check structure and closed lists (sectors, account types, urgencies, illustrations)
 * and refuse unknown fields, so a misspelt field name is caught rather than silently dropped. The
 * publish forms' own rules are checked on the loaded data by demo-data.test.ts.
 */
import { z } from "zod";
import { SECTOR_KEYS } from "../../../shared/categories";
import { ACCOUNT_TYPES, URGENCIES } from "../../../shared/enums";

/** Illustrations in public/images/products (file name without ".svg"). */
export const PRODUCT_IMAGES = [
  "laptop", "server", "network", "screen", "chip", "gear", "tools", "forklift", "shelving", "truck",
  "box", "megaphone", "payment", "medical", "helmet", "solar-panel", "ev-charger", "bulb",
  "bricks", "tractor", "seedling", "car", "wheel", "garment", "plane", "flask", "hotel", "school",
  "cart", "camera", "building", "cctv", "kitchen", "chair", "package", "printer", "phone", "lock",
] as const;

const text = z.string().min(1, "texte vide");
const texts = (min = 0) => z.array(text).min(min, `au moins ${min} élément(s)`);
const sector = z.enum(SECTOR_KEYS);
const positive = z.number().positive();
/** [low, high] with low <= high. */
const range = z.tuple([positive, positive]).refine(([low, high]) => low <= high, "le minimum dépasse le maximum");

/** Fails on the first value met twice, at that entry. */
function unique<T>(field: keyof T & string) {
  return (entries: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      if (seen.has(entry[field])) ctx.addIssue({ code: "custom", path: [index, field], message: `« ${String(entry[field])} » déjà utilisé` });
      seen.add(entry[field]);
    });
  };
}

// demo-companies.json

export const demoCompanySchema = z.strictObject({
  /** Links needs and offers to their company before ids exist. */
  key: z.string().regex(/^[a-z0-9-]+$/, "clé en minuscules, chiffres et tirets"),
  username: text,
  /** Defaults to contact@<username>.exemple.fr. */
  email: z.email().optional(),
  companyName: text,
  accountType: z.enum(ACCOUNT_TYPES),
  sector,
  location: text,
  contactName: text,
  /** Defaults to the contact name. */
  displayName: text.optional(),
  bio: text,
});
export const demoCompaniesFileSchema = z
  .array(demoCompanySchema)
  .superRefine(unique("key"))
  .superRefine(unique("username"));
export type DemoCompanyRow = z.output<typeof demoCompanySchema>;

// demo-needs.json and demo-offers.json: listings grouped by company, in publication order.

/** A company key that must exist in demo-companies.json. */
const companyKey = (companies: readonly string[]) =>
  z.string().refine((key) => companies.includes(key), {
    error: (issue) => `entreprise « ${String(issue.input)} » absente de demo-companies.json`,
  });

export const demoNeedSchema = z.strictObject({
  title: text,
  description: text,
  category: sector,
  /** Euros. */
  budget: positive,
  urgency: z.enum(URGENCIES),
  /** "YYYY-MM-DD" or null. */
  deadline: z.iso.date().nullable(),
  keywords: texts(),
  quantity: z.int().positive().optional(),
  /** Defaults to the company's city. */
  location: text.optional(),
});
export type DemoNeedRow = z.output<typeof demoNeedSchema>;
export const demoNeedsFileSchema = (companies: readonly string[]) =>
  z.array(z.strictObject({ company: companyKey(companies), needs: z.array(demoNeedSchema).min(1) }));

export const demoOfferSchema = z.strictObject({
  title: text,
  description: text,
  category: sector,
  /** Euros. */
  price: positive,
  /** What the price is for (« pièce », « mois », « forfait »): as the description's « Prix … » says. */
  priceUnit: text.max(20),
  deliveryTime: text,
  keywords: texts(),
  /** Defaults to none. */
  certifications: texts().optional(),
  /** Defaults to 1. */
  minOrderQuantity: z.int().positive().optional(),
  /** Defaults to the company's city. */
  location: text.optional(),
});
export type DemoOfferRow = z.output<typeof demoOfferSchema>;
export const demoOffersFileSchema = (companies: readonly string[]) =>
  z.array(z.strictObject({ company: companyKey(companies), offers: z.array(demoOfferSchema).min(1) }));

// vocabulary.json

export const vocabularyItemSchema = z.strictObject({
  noun: text,
  unit: text,
  price: range,
  quantity: range,
  image: z.enum(PRODUCT_IMAGES).optional(),
  variants: texts(1),
  /** Product descriptions take three of them. */
  specs: texts(3),
  keywords: texts(1),
});

export const sectorVocabularySchema = z.strictObject({
  activities: texts(1),
  nameWords: texts(1),
  brands: texts(1),
  certifications: texts(),
  items: z.array(vocabularyItemSchema).min(1, "au moins un article"),
});

/**
 * Every sector, exactly once. The parsed record lists the sectors in SECTOR_KEYS order whatever
 * the order of the file, so the generators' output depends only on the seed and the contents.
 */
export const vocabularyFileSchema = z.record(sector, sectorVocabularySchema);

// catalogue.json

export const catalogueFileSchema = z.strictObject({
  /** The closing sentence of a product description, one drawn per product. */
  tails: texts(1),
});

// Loading

/** A seed data file that does not match its schema. */
export class SeedDataError extends Error {
  override name = "SeedDataError";
}

/** zod's own messages (wrong type, unknown field) in French, for this parse only. */
const FRENCH = z.locales.fr();

/** Fields that name an entry in an error message, by preference. */
const LABEL_FIELDS = ["key", "company", "title", "noun"] as const;

function labelOf(node: unknown): string | null {
  if (!node || typeof node !== "object" || Array.isArray(node)) return null;
  for (const field of LABEL_FIELDS) {
    const value = (node as Record<string, unknown>)[field];
    if (typeof value === "string" && value) return value.length > 60 ? `${value.slice(0, 59)}…` : value;
  }
  return null;
}

/** "[2].needs[0].category (acheteur › Renouvellement du Wi-Fi…)": where the issue is, and what. */
export function describeLocation(data: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return "fichier entier";
  let where = "";
  const labels: string[] = [];
  let node = data;
  for (const key of path) {
    where += typeof key === "number" ? `[${key}]` : `${where ? "." : ""}${String(key)}`;
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const label = labelOf(node);
    if (label) labels.push(label);
  }
  return labels.length ? `${where} (${labels.join(" › ")})` : where;
}

/** Parses one data file's content, or throws a SeedDataError naming the file and each wrong entry. */
export function parseSeedFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { error: FRENCH.localeError });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const lines = issues.slice(0, 10).map((issue) => `  - ${describeLocation(data, issue.path)} : ${issue.message}`);
  if (issues.length > 10) lines.push(`  … et ${issues.length - 10} autre(s)`);
  throw new SeedDataError(`Données de seed invalides dans ${file} :\n${lines.join("\n")}`);
}
