import type { SectorKey } from "../../../shared/categories";
import type { AccountType, Urgency } from "../../../shared/enums";

/** A company account to create; `key` links needs and offers to it before ids exist. */
export interface SeedCompany {
  key: string;
  username: string;
  email: string;
  companyName: string;
  accountType: AccountType;
  sector: SectorKey;
  location: string;
  contactName: string;
  bio: string;
  displayName: string;
}

/** A need as the publish form sends it (parses with needInputSchema), plus its author. */
export interface SeedNeed {
  companyKey: string;
  title: string;
  description: string;
  category: SectorKey;
  /** Euros. */
  budget: number;
  currency: string;
  urgency: Urgency;
  location: string;
  /** "YYYY-MM-DD" or null. */
  deadline: string | null;
  keywords: string[];
  specifications: { quantity?: number };
}

/** An offer as the publish form sends it (parses with offerInputSchema), plus its author. */
export interface SeedOffer {
  companyKey: string;
  title: string;
  description: string;
  category: SectorKey;
  /** Euros. */
  price: number;
  /** « pièce », « mois », « 1 000 étiquettes »… */
  priceUnit: string;
  currency: string;
  location: string;
  deliveryTime: string;
  keywords: string[];
  certifications: string[];
  minOrderQuantity: number;
}

/** A catalogue product. */
export interface SeedProduct {
  title: string;
  description: string;
  brand: string;
  /** Minor units (cents); 0 means "Prix sur demande". */
  price: number;
  currency: string;
  category: SectorKey;
  /** Public path of a local illustration: "/images/products/<file>.svg". */
  image: string;
}
