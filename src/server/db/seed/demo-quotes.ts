/**
 * Demo quotes (issue 21): on the need where the demo buyer and supplier are talking, the demo
 * supplier and a competitor have each sent a quote, so that a newcomer finds a comparison to read
 * (/needs/{id}/quotes) and a quote with its PDF. Written with the demo activity, once.
 */
import { headOf } from "../../../shared/format";
import { eq } from "drizzle-orm";
import { quoteTotals, toStoredLine, type LineToStore } from "../../../shared/quotes";
import type { Tx } from "../client";
import { quoteCounters, quoteRequests, quotes, quoteVersions, users, type QuoteParties, type UserRow } from "../schema";

const DAY = 86_400_000;
const isoAt = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

interface DemoQuote {
  supplierId: number;
  offerId: number;
  matchId: number;
  lines: LineToStore[];
  leadTime: number;
  validInDays: number;
  paymentTerms: string;
  sentDaysAgo: number;
}

const identity = (user: UserRow) => ({ companyName: user.companyName, companyNumber: user.companyNumber, vatNumber: user.vatNumber, postalAddress: user.postalAddress });

/** The two quotes of one need, from the suppliers of the matches given (best first). */
export async function seedDemoQuotes(tx: Tx, need: { id: number; title: string; buyerId: number }, offers: Array<{ supplierId: number; offerId: number; matchId: number; offerTitle: string; price: number }>): Promise<number> {
  const buyer = await tx.select().from(users).where(eq(users.id, need.buyerId)).get();
  if (!buyer) return 0;
  const plans: DemoQuote[] = offers.slice(0, 2).map((offer, i) => ({
    supplierId: offer.supplierId,
    offerId: offer.offerId,
    matchId: offer.matchId,
    lines: [
      // The offer's price is its own package's: one of it, the competitor a little dearer.
      { designation: headOf(offer.offerTitle, 200), quantity: 1, unit: "forfait", unitPrice: Math.max(10, Math.round(offer.price * (i === 0 ? 1 : 1.08) * 100) / 100), vatRate: 20 },
      { designation: "Installation et mise en service sur site", quantity: 2, unit: "jour", unitPrice: i === 0 ? 650 : 590, vatRate: 20 },
      { designation: "Formation des utilisateurs", quantity: 1, unit: "demi-journée", unitPrice: i === 0 ? 420 : 480, vatRate: 20 },
    ],
    leadTime: i === 0 ? 15 : 25,
    validInDays: i === 0 ? 30 : 12,
    paymentTerms: i === 0 ? "30 jours fin de mois" : "45 jours date de facture",
    sentDaysAgo: i === 0 ? 1 : 2,
  }));
  for (const plan of plans) {
    const supplier = await tx.select().from(users).where(eq(users.id, plan.supplierId)).get();
    if (!supplier) continue;
    const year = new Date().getUTCFullYear();
    const counter = await tx.insert(quoteCounters).values({ supplierId: supplier.id, year, last: 1 }).onConflictDoNothing().returning().get();
    const number = `DEV-${year}-${String(counter?.last ?? 1).padStart(4, "0")}`;
    const lines = plan.lines.map(toStoredLine);
    const totals = quoteTotals(lines);
    const sentAt = isoAt(plan.sentDaysAgo);
    const validUntil = dateIn(plan.validInDays);
    const quote = await tx
      .insert(quotes)
      .values({
        number,
        needId: need.id,
        offerId: plan.offerId,
        matchId: plan.matchId,
        buyerId: buyer.id,
        supplierId: supplier.id,
        needTitle: need.title,
        buyerCompany: buyer.companyName,
        supplierCompany: supplier.companyName,
        status: "sent",
        validUntil,
        sentAt,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning()
      .get();
    const parties: QuoteParties = { supplier: { ...identity(supplier), email: supplier.email }, buyer: identity(buyer) };
    await tx.insert(quoteVersions).values({
      quoteId: quote.id,
      version: 1,
      lines,
      htCents: totals.htCents,
      vatCents: totals.vatCents,
      ttcCents: totals.ttcCents,
      leadTimeDays: plan.leadTime,
      validUntil,
      paymentTerms: plan.paymentTerms,
      conditions: "",
      parties,
      sentAt,
      createdAt: sentAt,
    });
    await tx.insert(quoteRequests).values({ needId: need.id, supplierId: supplier.id, buyerId: buyer.id, matchId: plan.matchId, message: "Merci de nous faire parvenir votre meilleure proposition.", createdAt: isoAt(plan.sentDaysAgo + 1), answeredAt: sentAt }).onConflictDoNothing();
  }
  return plans.length;
}
