/**
 * The shapes the API returns (tRPC and /api alike). Routers build these explicitly from
 * database rows so that nothing else leaks (password hashes, other users' data).
 */
import type { AccountType, ConsentType, ListingStatus, MatchPageStatus, MatchStatus, NotificationType, Urgency } from "./enums";

/** One field's problem, as forms show it under the field (DESIGN §5). */
export interface ValidationIssue {
  path: string;
  message: string;
}

export interface PublicUser {
  id: number;
  username: string;
  email: string;
  accountType: AccountType;
  /** Same value as accountType (the matches page reads userType). */
  userType: AccountType;
  companyName: string;
  displayName: string | null;
  sector: string;
  location: string;
  preferredLanguage: string;
  timezone: string;
  bio: string | null;
  contactName: string | null;
  level: number;
  points: number;
  isSuspended: boolean;
  createdAt: string;
}

export interface NeedView {
  id: number;
  title: string;
  description: string;
  category: string;
  budget: number;
  currency: string;
  urgency: Urgency;
  location: string;
  deadline: string | null;
  keywords: string[];
  specifications: Record<string, unknown>;
  images: string[];
  status: ListingStatus;
  buyerId: number;
  companyName: string;
  createdAt: string;
  updatedAt: string;
}

export interface OfferView {
  id: number;
  title: string;
  description: string;
  category: string;
  price: number;
  currency: string;
  location: string;
  deliveryTime: string;
  keywords: string[];
  certifications: string[];
  minOrderQuantity: number;
  specifications: Record<string, unknown>;
  images: string[];
  status: ListingStatus;
  supplierId: number;
  companyName: string;
  createdAt: string;
  updatedAt: string;
}

export interface PublishResult<T> {
  item: T;
  matchesCreated: number;
}

export interface ScoreSet {
  hybridScore: number;
  tfidfScore: number;
  semanticScore: number;
  categoryScore: number;
  /** Aliases read by the matches page (DESIGN §7). */
  matchScore: number;
  tfIdfScore: number;
}

/** Facts about the pair the UI shows next to the scores; null when unknown. */
export interface ConstraintSignals {
  priceWithinBudget: boolean | null;
  deliveryBeforeDeadline: boolean | null;
  quantityFitsMinimum: boolean | null;
  missingCertifications: string[];
}

export interface MatchView extends ScoreSet {
  id: number;
  /** The caller's own status (stored vocabulary) and its matches-page tab. */
  status: MatchStatus;
  tab: MatchPageStatus;
  counterpartStatus: MatchStatus;
  matchedTerms: string[];
  createdAt: string;
  updatedAt: string;
  need: NeedView & { buyer: { id: number; companyName: string } };
  offer: OfferView & { supplier: { id: number; companyName: string } };
}

export interface InteractionView {
  id: number;
  action: string;
  notes: string | null;
  userId: number;
  createdAt: string;
}

export interface MessageView {
  id: number;
  fromUserId: number;
  fromCompanyName: string;
  body: string;
  createdAt: string;
}

export interface MatchDetail extends MatchView {
  constraints: ConstraintSignals;
  interactions: InteractionView[];
  messages: MessageView[];
}

export interface RematchResult {
  totalMatches: number;
  created: number;
  updated: number;
  removed: number;
  /** Names read by the test page (SPEC §7). */
  message: string;
  matchesCreated: number;
  notificationsSent: number;
}

export interface ProductView {
  id: number;
  title: string;
  description: string;
  brand: string;
  price: number;
  currency: string;
  category: string;
  images: string[];
  views: number;
  createdAt: string;
}

export interface SearchResult {
  products: (ProductView & { score: number })[];
  totalResults: number;
}

export interface PublicStats {
  totalUsers: number;
  totalNeeds: number;
  totalOffers: number;
  totalMatches: number;
  needsByCategory: Record<string, number>;
}

export interface UserStats {
  level: number;
  totalScore: number;
  points: number;
  needs: number;
  offers: number;
  matches: number;
  contacts: number;
  favorites: number;
  /** Share (0–1) of the caller's matches on which the counterpart acted; null without matches. */
  responseRate: number | null;
}

export interface AchievementView {
  key: string;
  title: string;
  description: string;
  unlocked: boolean;
  unlockedAt: string | null;
}

export interface ProgressView {
  score: number;
  completed: number;
  total: number;
  nextLevelAt: number;
  level: number;
}

export interface NotificationView {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  matchId: number | null;
  isRead: boolean;
  createdAt: string;
  details: string | null;
}

export interface ConsentView {
  consentType: ConsentType;
  granted: boolean;
  updatedAt: string | null;
}
