/** Explicit API shapes of needs and offers, built from rows (never the rows themselves). */
import type { NeedView, OfferView } from "../../shared/api-types";
import type { NeedRow, OfferRow } from "../db/schema";

export function toNeedView(row: NeedRow, companyName: string): NeedView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    budget: row.budget,
    currency: row.currency,
    urgency: row.urgency,
    location: row.location,
    deadline: row.deadline,
    keywords: row.keywords,
    specifications: row.specifications,
    images: row.images,
    status: row.status,
    buyerId: row.buyerId,
    companyName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toOfferView(row: OfferRow, companyName: string): OfferView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    currency: row.currency,
    location: row.location,
    deliveryTime: row.deliveryTime,
    keywords: row.keywords,
    certifications: row.certifications,
    minOrderQuantity: row.minOrderQuantity,
    specifications: row.specifications,
    images: row.images,
    status: row.status,
    supplierId: row.supplierId,
    companyName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
