/**
 * The records the /api examples are made of (rest-meta.ts `example`): one buyer, one supplier, their
 * need, offer, match and quote, typed as the views the procedures answer, so that a field renamed in
 * a view fails type checking here. Each operation's `.meta` composes its own example from them; the
 * procedures' schemas check every example when the operations are bound (operations.ts).
 * Invented French B2B data: none of it comes from the evaluation sets.
 */
import type { z } from "zod";
import type { AdminUserView, AnalyticsView, AuditEntryView, ConsentsView, DeletionRequestView } from "../../shared/admin-views";
import type { alertViewSchema, AlertInput } from "../../shared/alerts";
import type { AttachmentView } from "../../shared/attachments";
import type { ConversationMessageView, MailView } from "../../shared/conversation-views";
import type { QuoteDetail, QuoteLineInput } from "../../shared/quotes";
import type { NeedInput, OfferInput } from "../../shared/schemas";
import type { MatchView, NeedView, NotificationView, OfferView, ProductView, PublicUser } from "../../shared/view-schemas";

const DAY = 86_400_000;
/** A date `days` from today (YYYY-MM-DD): a quote's validity must stay in the future. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export const BUYER: PublicUser = {
  id: 8,
  username: "mdurand",
  email: "marie.durand@atelier-durand.fr",
  accountType: "buyer",
  userType: "buyer",
  companyName: "Atelier Durand SARL",
  displayName: "Marie Durand",
  sector: "manufacturing",
  location: "Lyon",
  preferredLanguage: "fr",
  timezone: "CET",
  bio: "Menuiserie d'agencement, 14 salariés, Lyon 7e.",
  contactName: "Marie Durand",
  level: 3,
  points: 240,
  isSuspended: false,
  createdAt: "2026-09-14T08:32:11.000Z",
  emailVerified: true,
  pendingEmail: null,
  totpEnabled: false,
  recoveryCodesLeft: null,
  companyNumber: "732829320",
  vatNumber: "FR44732829320",
  postalAddress: "12 rue de Gerland, 69007 Lyon",
};

export const SUPPLIER_PARTY = { id: 15, companyName: "Informatique Rhône-Alpes SAS" };
export const BUYER_PARTY = { id: BUYER.id, companyName: BUYER.companyName };

export const NEED_INPUT = {
  title: "Ordinateurs portables pour 12 postes",
  description: "Renouvellement du parc du bureau d'études : 12 portables 14 pouces, 16 Go de RAM, SSD 512 Go, Windows 11 Pro, livrés configurés.",
  category: "technology",
  location: "Lyon",
  budget: 14_000,
  currency: "EUR",
  urgency: "high",
  deadline: "2027-01-15",
  keywords: ["ordinateur portable", "16 Go", "SSD", "Windows 11 Pro"],
} satisfies NeedInput;

export const NEED: NeedView = {
  id: 42,
  title: NEED_INPUT.title,
  description: NEED_INPUT.description,
  category: "technology",
  currency: "EUR",
  location: "Lyon",
  keywords: NEED_INPUT.keywords,
  specifications: { quantite: 12, ecran: "14 pouces" },
  images: [],
  status: "active",
  companyName: BUYER.companyName,
  createdAt: "2026-11-20T09:15:00.000Z",
  updatedAt: "2026-11-20T09:15:00.000Z",
  budget: 14_000,
  urgency: "high",
  deadline: "2027-01-15",
  buyerId: BUYER.id,
};

export const OFFER_INPUT = {
  title: "PC portables professionnels reconditionnés grade A",
  description: "Portables 14 pouces Intel Core i5, 16 Go de RAM, SSD 512 Go, Windows 11 Pro installé, garantie 24 mois, livraison en Auvergne-Rhône-Alpes.",
  category: "technology",
  location: "Villeurbanne",
  price: 890,
  priceUnit: "pièce",
  currency: "EUR",
  deliveryTime: "10 jours ouvrés",
  certifications: ["ISO 9001"],
  minOrderQuantity: 5,
  keywords: ["ordinateur portable", "reconditionné", "Windows 11 Pro"],
} satisfies OfferInput;

export const OFFER: OfferView = {
  id: 17,
  title: OFFER_INPUT.title,
  description: OFFER_INPUT.description,
  category: "technology",
  currency: "EUR",
  location: "Villeurbanne",
  keywords: OFFER_INPUT.keywords,
  specifications: {},
  images: [],
  status: "active",
  companyName: SUPPLIER_PARTY.companyName,
  createdAt: "2026-11-18T14:02:00.000Z",
  updatedAt: "2026-11-18T14:02:00.000Z",
  price: 890,
  priceUnit: "pièce",
  deliveryTime: "10 jours ouvrés",
  certifications: ["ISO 9001"],
  minOrderQuantity: 5,
  supplierId: SUPPLIER_PARTY.id,
};

export const MATCH: MatchView = {
  hybridScore: 0.82,
  tfidfScore: 0.71,
  semanticScore: 0.88,
  categoryScore: 1,
  matchScore: 0.82,
  tfIdfScore: 0.71,
  id: 311,
  status: "new",
  tab: "pending",
  counterpartStatus: "viewed",
  matchedTerms: ["ordinateur portable", "windows 11 pro", "ssd"],
  createdAt: "2026-11-20T09:15:02.000Z",
  updatedAt: "2026-11-20T09:15:02.000Z",
  need: { ...NEED, buyer: BUYER_PARTY },
  offer: { ...OFFER, supplier: SUPPLIER_PARTY },
};

export const MESSAGE: ConversationMessageView = {
  id: 905,
  matchId: MATCH.id,
  fromUserId: BUYER.id,
  fromCompanyName: BUYER.companyName,
  body: "Bonjour, pouvez-vous livrer les 12 postes configurés avant le 15 janvier ?",
  mine: true,
  readAt: null,
  createdAt: "2026-11-21T10:04:00.000Z",
};

export const PRODUCT: ProductView = {
  id: 230,
  title: "Écran 27 pouces QHD ergonomique",
  description: "Dalle IPS 2560×1440, pied réglable en hauteur, USB-C 65 W, garantie 3 ans sur site.",
  brand: "Iiyama",
  price: 289.9,
  currency: "EUR",
  category: "technology",
  images: [],
  views: 57,
  createdAt: "2026-10-02T07:00:00.000Z",
};

export const NOTIFICATION: NotificationView = {
  id: 1204,
  type: "match",
  title: "Nouveau match",
  message: "« PC portables professionnels reconditionnés grade A » correspond à votre besoin « Ordinateurs portables pour 12 postes » (82 %).",
  matchId: MATCH.id,
  isRead: false,
  createdAt: "2026-11-20T09:15:03.000Z",
  details: null,
  link: null,
};

export const ALERT_INPUT = {
  name: "Portables pour le bureau d'études",
  kind: "offers",
  query: "ordinateur portable 16 Go",
  categories: ["technology"],
  minScore: 0.6,
  frequency: "daily",
  hour: 8,
} satisfies AlertInput;

const ALERT_ITEM: z.output<typeof alertViewSchema>["recent"][number] = {
  kind: "offer",
  id: OFFER.id,
  title: OFFER.title,
  score: 0.79,
  band: "Très pertinent",
  matchedTerms: ["ordinateur portable", "16 go"],
  explanation: "Mots trouvés : ordinateur portable, 16 go ; même secteur (Technologie).",
  url: `/offers/${OFFER.id}`,
  deliveryId: null,
  vote: null,
  sentAt: null,
};

export const ALERT: z.output<typeof alertViewSchema> = {
  id: 6,
  name: ALERT_INPUT.name,
  kind: "offers",
  query: ALERT_INPUT.query,
  categories: ["technology"],
  minScore: 0.6,
  frequency: "daily",
  hour: 8,
  timezone: "Europe/Paris",
  enabled: true,
  nextRunAt: "2026-11-26T07:00:00.000Z",
  lastRunAt: "2026-11-25T07:00:00.000Z",
  lastSentAt: "2026-11-25T07:00:04.000Z",
  createdAt: "2026-11-10T16:40:00.000Z",
  precision: { rated: 4, up: 3, value: 0.75, suggestion: null },
  recent: [{ ...ALERT_ITEM, deliveryId: 88, vote: "up", sentAt: "2026-11-25T07:00:04.000Z" }],
};
export const ALERT_PREVIEW_ITEM = ALERT_ITEM;

export const QUOTE_LINES = [
  { designation: "Ordinateur portable 14 pouces i5, 16 Go, SSD 512 Go", quantity: 12, unit: "u", unitPrice: 865, vatRate: 20 },
  { designation: "Préparation et installation Windows 11 Pro", quantity: 12, unit: "u", unitPrice: 45, vatRate: 20 },
] satisfies QuoteLineInput[];

/** Quote DEV-2026-0027 from the supplier to the buyer, sent and awaiting the buyer's answer. */
export function quote(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  const current = {
    version: 1,
    lines: [
      { designation: QUOTE_LINES[0]!.designation, quantity: 12, unit: "u", unitPriceCents: 86_500, vatRate: 20, discountRate: 0, totalHtCents: 1_038_000 },
      { designation: QUOTE_LINES[1]!.designation, quantity: 12, unit: "u", unitPriceCents: 4_500, vatRate: 20, discountRate: 0, totalHtCents: 54_000 },
    ],
    totals: { htCents: 1_092_000, vatCents: 218_400, ttcCents: 1_310_400, byRate: [{ vatRate: 20, baseCents: 1_092_000, vatCents: 218_400 }] },
    leadTimeDays: 10,
    validUntil: "2026-12-31",
    paymentTerms: "30 jours fin de mois",
    conditions: "Livraison franco à Lyon, reprise des anciens postes possible.",
    vatExemption: "",
    answersComment: null,
    sentAt: "2026-11-22T15:30:00.000Z",
    createdAt: "2026-11-22T15:12:00.000Z",
  };
  return {
    id: 27,
    number: "DEV-2026-0027",
    status: "sent",
    side: "buyer",
    need: { id: NEED.id, title: NEED.title },
    matchId: MATCH.id,
    buyer: BUYER_PARTY,
    supplier: SUPPLIER_PARTY,
    current,
    revisionRounds: 0,
    revisionComment: null,
    declineReason: null,
    awardedAt: null,
    awardWithdrawal: null,
    actions: ["requestRevision", "award", "decline"],
    createdAt: "2026-11-22T15:12:00.000Z",
    updatedAt: "2026-11-22T15:30:00.000Z",
    versions: [current],
    ...overrides,
  };
}

export const ATTACHMENT: AttachmentView = {
  id: 54,
  itemKind: "need",
  itemId: NEED.id,
  filename: "cahier-des-charges-postes.pdf",
  contentType: "application/pdf",
  size: 184_320,
  createdAt: "2026-11-20T09:20:00.000Z",
  url: "/api/attachments/54",
};

export const ADMIN_USER: AdminUserView = {
  id: SUPPLIER_PARTY.id,
  username: "info-rhone-alpes",
  email: "contact@informatique-rhone-alpes.fr",
  companyName: SUPPLIER_PARTY.companyName,
  accountType: "supplier",
  sector: "technology",
  location: "Villeurbanne",
  isSuspended: false,
  suspendedReason: null,
  deactivatedAt: null,
  createdAt: "2026-09-02T11:20:00.000Z",
};

export const AUDIT_ENTRY: AuditEntryView = {
  id: 5120,
  severity: "high",
  action: "admin.user.suspend",
  resource: `user:${SUPPLIER_PARTY.id}`,
  userId: 1,
  username: "admin",
  ip: "203.0.113.24",
  timestamp: "2026-11-24T16:05:00.000Z",
  success: true,
  details: "Motif : relances abusives signalées par trois acheteurs",
};

export const DELETION_REQUEST: DeletionRequestView = {
  id: 9,
  userId: 31,
  username: "bcartonnages",
  companyName: "Cartonnages Bérard",
  reason: "Cessation d'activité au 31 décembre",
  status: "pending",
  createdAt: "2026-11-23T08:45:00.000Z",
  executedAt: null,
};

export const CONSENTS: ConsentsView = {
  consents: [
    { consentType: "marketing", granted: false, updatedAt: "2026-11-02T10:00:00.000Z" },
    { consentType: "analytics", granted: true, updatedAt: "2026-09-14T08:32:30.000Z" },
  ],
  history: [
    { consentType: "marketing", granted: false, createdAt: "2026-11-02T10:00:00.000Z" },
    { consentType: "analytics", granted: true, createdAt: "2026-09-14T08:32:30.000Z" },
  ],
};

export const MAIL: MailView = {
  id: 733,
  to: "marie.durand@atelier-durand.fr",
  subject: "Nouveau match : PC portables professionnels reconditionnés grade A",
  kind: "match",
  status: "sent",
  attempts: 1,
  lastError: null,
  sentAt: "2026-11-20T09:15:05.000Z",
  createdAt: "2026-11-20T09:15:03.000Z",
};

export const ANALYTICS: AnalyticsView = {
  totalUsers: 148,
  totalBuyers: 81,
  totalSuppliers: 64,
  totalNeeds: 212,
  totalOffers: 305,
  totalMatches: 1_874,
  totalQuotes: 96,
  acceptedQuotes: 23,
  usersBySector: { technology: 41, manufacturing: 33, logistics: 18 },
  needsBySector: { technology: 64, manufacturing: 51, logistics: 22 },
  offersBySector: { technology: 97, manufacturing: 72, logistics: 35 },
};

/** A CSV export's first lines (the file starts with a BOM, not shown). */
export const USERS_CSV = "N°;Nom d'utilisateur;E-mail;Entreprise;SIREN / SIRET;N° de TVA;Type de compte;Secteur;Localisation;Suspendu;Créé le\r\n8;mdurand;marie.durand@atelier-durand.fr;Atelier Durand SARL;SIREN 732829320;FR44732829320;Acheteur;Industrie;Lyon;non;14/09/2026 10:32\r\n";
