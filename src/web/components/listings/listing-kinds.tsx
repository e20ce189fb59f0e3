import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import type { NeedView, OfferView } from "../../../shared/view-schemas";
import type { CreateAlertButtonProps } from "../alerts/create-alert-button";
import { SECTOR_KEYS, SECTOR_LABELS } from "../../../shared/categories";
import { DEFAULT_CURRENCY, DEFAULT_MIN_ORDER_QUANTITY, DEFAULT_URGENCY } from "../../../shared/constants";
import { isLapsed } from "../../../shared/dates";
import { URGENCIES, URGENCY_LABELS } from "../../../shared/enums";
import { LISTING_TEXTS } from "../../../shared/messages";
import { trpc } from "../../lib/trpc";
import { NeedFacts, OfferFacts } from "./listing-details";
import { needFormSchema, offerFormSchema, type NeedFormData, type NeedFormValues, type OfferFormData, type OfferFormValues } from "./listing-form-schemas";

/**
 * One web descriptor per listing kind: the form (fields, defaults, schema), the texts, how a
 * listing shows, and the procedures of its router. Components look a kind up once here instead of
 * branching on it.
 */
export type ListingKind = keyof typeof LISTING_TEXTS;

export interface SelectOption {
  value: string;
  label: string;
}

export type FieldControl =
  /** `suggestions`: offered in a datalist, any other text allowed. */
  | { type: "text"; placeholder?: string; autoComplete?: string; suggestions?: readonly string[] }
  | { type: "textarea"; placeholder: string }
  | { type: "number"; inputMode: "decimal" | "numeric"; min: number; step: number | "any" }
  /** An amount in a text field, so that « 4 000,50 » is typed as French writes it (the schema reads it). */
  | { type: "amount" }
  | { type: "date" }
  | { type: "select"; options: readonly SelectOption[] };

export interface ListingField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  control: FieldControl;
  hint?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

type TrpcClient = ReturnType<typeof trpc.useUtils>["client"];

/** The procedures of one kind's router, with the form's data as input. */
export interface ListingApi<D> {
  create: (data: D) => Promise<unknown>;
  update: (id: number, data: D) => Promise<unknown>;
  close: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

export interface ListingUi<V extends FieldValues, D, T extends { id: number }> {
  texts: (typeof LISTING_TEXTS)[ListingKind];
  schema: z.ZodType<D, V>;
  defaults: DefaultValues<V>;
  fields: readonly ListingField<V>[];
  /** The form pre-filled with a published listing, for editing it. */
  toFormValues: (listing: T) => V;
  facts: (listing: T) => ReactNode;
  /** What only the owner is told about one of their listings (a need past its deadline). */
  ownerNote?: (listing: T) => ReactNode;
  /** One page of the caller's own listings of this kind and their total (a hook: call it unconditionally). */
  useMine: (page: number) => UseQueryResult<{ items: T[]; total: number } | undefined, { message: string }>;
  api: (client: TrpcClient) => ListingApi<D>;
  /** "Créer une alerte" on an own listing (issue 22): what it watches for, when it makes sense. */
  alertFor?: (listing: T) => CreateAlertButtonProps;
  /** Where the listing's quotes are compared (needs only; issue 21). */
  quotesPath?: (listing: T) => string;
}

interface ListingTypes {
  need: { values: NeedFormValues; data: NeedFormData; view: NeedView };
  offer: { values: OfferFormValues; data: OfferFormData; view: OfferView };
}
export type ListingViewOf<K extends ListingKind> = ListingTypes[K]["view"];
export type ListingUiOf<K extends ListingKind> = ListingUi<ListingTypes[K]["values"], ListingTypes[K]["data"], ListingTypes[K]["view"]>;

/** Own listings per page of "Mes besoins" / "Mes offres". */
export const MY_LISTINGS_PAGE_SIZE = 20;

const SECTOR_OPTIONS: SelectOption[] = [
  { value: "", label: "Choisissez une catégorie" },
  ...SECTOR_KEYS.map((key) => ({ value: key, label: SECTOR_LABELS[key] })),
];
/** Currencies offered by the forms; the server accepts any ISO 4217 code. */
const CURRENCY_OPTIONS: SelectOption[] = ["EUR", "USD", "GBP", "CHF"].map((code) => ({ value: code, label: code }));
const URGENCY_OPTIONS: SelectOption[] = URGENCIES.map((urgency) => ({ value: urgency, label: URGENCY_LABELS[urgency] }));

const AMOUNT: FieldControl = { type: "amount" };
/** An amount shown back as French writes it: 1500.5 → « 1 500,5 ». */
/** « 12 000 » or « 12 000,50 », as amounts are written (« 12 000,5 » read like a typo). */
const frenchAmount = (value: number) => value.toLocaleString("fr-FR", { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });
const COMMA_HINT = "Séparés par des virgules";
const joinList = (items: readonly string[]) => items.join(", ");

/** A need's specifications with the form's quantity in place of any earlier one (none when left blank). */
function withQuantity(specifications: Record<string, unknown>, quantity: number | null): Record<string, unknown> {
  const { quantity: _earlier, ...others } = specifications;
  return quantity === null ? others : { ...others, quantity };
}

const need: ListingUiOf<"need"> = {
  texts: LISTING_TEXTS.need,
  schema: needFormSchema,
  defaults: { title: "", description: "", category: "", budget: 0, currency: DEFAULT_CURRENCY, urgency: DEFAULT_URGENCY, location: "", deadline: "", keywords: "", quantity: "" },
  fields: [
    { name: "title", label: "Titre", wide: true, control: { type: "text", placeholder: "Ex. : 500 ordinateurs portables pour nos équipes" } },
    { name: "description", label: "Description", wide: true, control: { type: "textarea", placeholder: "Quantités, caractéristiques, contraintes..." } },
    { name: "category", label: "Catégorie", control: { type: "select", options: SECTOR_OPTIONS } },
    { name: "urgency", label: "Urgence", control: { type: "select", options: URGENCY_OPTIONS } },
    { name: "budget", label: "Budget", control: AMOUNT },
    { name: "currency", label: "Devise", control: { type: "select", options: CURRENCY_OPTIONS } },
    {
      name: "quantity",
      label: "Quantité (optionnelle)",
      hint: "Nombre d'unités : comparé au minimum de commande des offres, et le prix unitaire fois la quantité au budget",
      control: { type: "number", inputMode: "numeric", min: 1, step: 1 },
    },
    { name: "location", label: "Localisation", control: { type: "text", placeholder: "Ex. : Lyon", autoComplete: "address-level2" } },
    { name: "deadline", label: "Date limite (optionnelle)", control: { type: "date" } },
    { name: "keywords", label: "Mots-clés (optionnels)", hint: COMMA_HINT, wide: true, control: { type: "text", placeholder: "Ex. : laptop, 16 Go, garantie 3 ans" } },
  ],
  toFormValues: (item) => ({
    title: item.title,
    description: item.description,
    category: item.category,
    budget: frenchAmount(item.budget),
    currency: item.currency,
    urgency: item.urgency,
    location: item.location,
    deadline: item.deadline?.slice(0, 10) ?? "",
    keywords: joinList(item.keywords),
    // A number, as the engine reads it (constraints.ts needQuantity).
    quantity: typeof item.specifications["quantity"] === "number" ? item.specifications["quantity"] : "",
    specifications: item.specifications,
  }),
  facts: (item) => <NeedFacts need={item} />,
  ownerNote: (item) =>
    // The server's rule (over everywhere), so the note says what matching does.
    item.status === "active" && isLapsed(item.deadline) ? (
      <p role="note" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
        {LISTING_TEXTS.need.lapsedNote}
      </p>
    ) : null,
  useMine: (page) => trpc.needs.mine.useQuery({ limit: MY_LISTINGS_PAGE_SIZE, offset: page * MY_LISTINGS_PAGE_SIZE }, { placeholderData: (previous) => previous }),
  // A buyer watches for new offers like this need.
  alertFor: (need) => ({ kind: "offers", query: [need.title, ...need.keywords].join(" "), categories: [need.category], name: `Offres pour « ${need.title} »` }),
  quotesPath: (need) => `/needs/${need.id}/quotes`,
  api: (client) => ({
    create: ({ quantity, specifications, ...data }) => client.needs.create.mutate({ ...data, specifications: withQuantity(specifications ?? {}, quantity), images: [] }),
    update: (id, { quantity, specifications, ...data }) => client.needs.update.mutate({ ...data, specifications: withQuantity(specifications ?? {}, quantity), id }),
    close: (id) => client.needs.close.mutate({ id }),
    remove: (id) => client.needs.remove.mutate({ id }),
  }),
};

/** Units an offer's price is commonly given in; the field takes any other (« 1 000 étiquettes »). */
const PRICE_UNITS = ["pièce", "unité", "lot", "kg", "tonne", "litre", "m", "m²", "m³", "heure", "jour", "mois", "an", "forfait"] as const;
const PRICE_UNIT_HINT = "Facultatif : ce que le prix paie (pièce, mois, forfait…)";

const offer: ListingUiOf<"offer"> = {
  texts: LISTING_TEXTS.offer,
  schema: offerFormSchema,
  defaults: {
    title: "",
    description: "",
    category: "",
    price: 0,
    priceUnit: "",
    currency: DEFAULT_CURRENCY,
    location: "",
    deliveryTime: "",
    keywords: "",
    certifications: "",
    minOrderQuantity: DEFAULT_MIN_ORDER_QUANTITY,
  },
  fields: [
    { name: "title", label: "Titre", wide: true, control: { type: "text", placeholder: "Ex. : Ordinateurs portables professionnels" } },
    { name: "description", label: "Description", wide: true, control: { type: "textarea", placeholder: "Produits ou services, caractéristiques, conditions..." } },
    { name: "category", label: "Catégorie", control: { type: "select", options: SECTOR_OPTIONS } },
    { name: "location", label: "Localisation", control: { type: "text", placeholder: "Ex. : Lyon", autoComplete: "address-level2" } },
    { name: "price", label: "Prix", control: AMOUNT },
    { name: "priceUnit", label: "Unité de prix", hint: PRICE_UNIT_HINT, control: { type: "text", placeholder: "Ex. : pièce", autoComplete: "off", suggestions: PRICE_UNITS } },
    { name: "currency", label: "Devise", control: { type: "select", options: CURRENCY_OPTIONS } },
    { name: "deliveryTime", label: "Délai de livraison", control: { type: "text", placeholder: "Ex. : 2 semaines" } },
    { name: "minOrderQuantity", label: "Quantité minimale de commande", control: { type: "number", inputMode: "numeric", min: 1, step: 1 } },
    { name: "keywords", label: "Mots-clés", hint: COMMA_HINT, control: { type: "text", placeholder: "Ex. : laptop, 16 Go, garantie" } },
    { name: "certifications", label: "Certifications", hint: "Séparées par des virgules", control: { type: "text", placeholder: "Ex. : ISO 9001, ISO 14001" } },
  ],
  toFormValues: (item) => ({
    title: item.title,
    description: item.description,
    category: item.category,
    price: frenchAmount(item.price),
    priceUnit: item.priceUnit ?? "",
    currency: item.currency,
    location: item.location,
    deliveryTime: item.deliveryTime,
    keywords: joinList(item.keywords),
    certifications: joinList(item.certifications),
    minOrderQuantity: item.minOrderQuantity,
  }),
  facts: (item) => <OfferFacts offer={item} />,
  useMine: (page) => trpc.offers.mine.useQuery({ limit: MY_LISTINGS_PAGE_SIZE, offset: page * MY_LISTINGS_PAGE_SIZE }, { placeholderData: (previous) => previous }),
  api: (client) => ({
    create: (data) => client.offers.create.mutate({ ...data, specifications: {}, images: [] }),
    update: (id, data) => client.offers.update.mutate({ ...data, id }),
    close: (id) => client.offers.close.mutate({ id }),
    remove: (id) => client.offers.remove.mutate({ id }),
  }),
};

export const LISTING_UI: { [K in ListingKind]: ListingUiOf<K> } = { need, offer };

/** What any listing write changes: the owner's lists, the category pages, matches and counters. */
export function refreshAfterListingWrite(utils: ReturnType<typeof trpc.useUtils>): Promise<unknown> {
  return Promise.all([utils.needs.invalidate(), utils.offers.invalidate(), utils.matches.invalidate(), utils.user.stats.invalidate()]);
}
