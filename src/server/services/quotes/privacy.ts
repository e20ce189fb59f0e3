/**
 * Quotes and the RGPD (issue 21): what the export holds of a user's quotes, and what erasure
 * leaves. A quote is also its counterpart's record (a buyer's purchase, a supplier's offer), so
 * it stays after either party is erased, without the erased party: their name and legal identity
 * are replaced, and a buyer's need title, their own words, goes too.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Reader, Tx } from "../../db/client";
import { quoteRequests, quotes, quoteVersions, type QuoteParties } from "../../db/schema";
import { versionView } from "./views";

export const ERASED_COMPANY = "Entreprise supprimée";
export const ERASED_NEED = "Besoin effacé";

/** The user's quotes with every version they may read, and the quote requests they sent or received, without the counterpart's identity. */
export async function quotesForExport(reader: Reader, userId: number) {
  const rows = await reader.select().from(quotes).where(or(eq(quotes.supplierId, userId), eq(quotes.buyerId, userId)));
  const own = rows.filter((row) => row.supplierId === userId || row.sentAt !== null);
  const versions = own.length > 0 ? await reader.select().from(quoteVersions).where(inArray(quoteVersions.quoteId, own.map((row) => row.id))) : [];
  const requests = await reader.select().from(quoteRequests).where(or(eq(quoteRequests.supplierId, userId), eq(quoteRequests.buyerId, userId)));
  return {
    quotes: own.map((row) => {
      const side = row.supplierId === userId ? "supplier" : "buyer";
      return {
        id: row.id,
        number: row.number,
        role: side === "supplier" ? "fournisseur" : "acheteur",
        status: row.status,
        needTitle: row.needTitle,
        declineReason: row.declineReason,
        awardedAt: row.awardedAt,
        createdAt: row.createdAt,
        versions: versions
          .filter((v) => v.quoteId === row.id && (side === "supplier" || v.sentAt !== null))
          .sort((a, b) => a.version - b.version)
          .map((v) => {
            const view = versionView(v);
            return { version: view.version, lines: view.lines, totals: view.totals, leadTimeDays: view.leadTimeDays, validUntil: view.validUntil, paymentTerms: view.paymentTerms, conditions: view.conditions, vatExemption: view.vatExemption, sentAt: view.sentAt };
          }),
      };
    }),
    quoteRequests: requests.map((r) => ({ id: r.id, role: r.buyerId === userId ? "acheteur" : "fournisseur", needId: r.needId, message: r.message, createdAt: r.createdAt, answeredAt: r.answeredAt })),
  };
}

function withoutParty(parties: QuoteParties | null, side: "buyer" | "supplier"): QuoteParties | null {
  if (!parties) return null;
  const erased = { companyName: ERASED_COMPANY, companyNumber: null, vatNumber: null, postalAddress: null };
  return side === "buyer" ? { ...parties, buyer: erased } : { ...parties, supplier: { ...erased, email: null } };
}

/** Inside the erasure's transaction, before the account row goes (its ids then become null). */
export async function anonymiseQuotesOf(tx: Tx, userId: number): Promise<number> {
  const rows = await tx.select().from(quotes).where(or(eq(quotes.supplierId, userId), eq(quotes.buyerId, userId)));
  for (const row of rows) {
    const side = row.buyerId === userId ? "buyer" : "supplier";
    await tx
      .update(quotes)
      .set(side === "buyer" ? { buyerCompany: ERASED_COMPANY, needTitle: ERASED_NEED } : { supplierCompany: ERASED_COMPANY })
      .where(eq(quotes.id, row.id));
    for (const version of await tx.select({ id: quoteVersions.id, parties: quoteVersions.parties }).from(quoteVersions).where(eq(quoteVersions.quoteId, row.id))) {
      await tx.update(quoteVersions).set({ parties: withoutParty(version.parties, side) }).where(eq(quoteVersions.id, version.id));
    }
  }
  // A supplier's quotes never sent (drafts, withdrawn or not) were never anyone else's record.
  await tx.delete(quotes).where(and(eq(quotes.supplierId, userId), isNull(quotes.sentAt)));
  return rows.length;
}
