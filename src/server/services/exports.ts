/**
 * CSV exports of the admin console and of `market export` (DESIGN §10): chosen columns only
 * (never a password hash, session or token), UTF-8 with a BOM and `;` for French Excel, RFC 4180
 * quoting and CRLF by csv-stringify, and cells starting with =, +, -, @, tab or CR prefixed with
 * a quote so that a spreadsheet shows them as text instead of running them as formulas.
 */
import { stringify } from "csv-stringify/sync";
import { alias } from "drizzle-orm/sqlite-core";
import { and, asc, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { ExportKind } from "../../shared/admin-views";
import type { Reader, Database } from "../db/client";
import { matches, needs, offers, products, quotes, quoteVersions, users } from "../db/schema";
import { allAuditLogs, auditBy, CLI_ACTOR, recordAudit, type AuditActor } from "./audit";
import { parisDay } from "../../shared/dates";
import { SHOWN_MIN_SCORE } from "../../shared/constants";

export type ExportCell = string | number | boolean | null;
export type ExportRow = Record<string, ExportCell>;

const list = (items: string[]) => items.join(", ");

async function userRows(tx: Reader): Promise<ExportRow[]> {
  const rows = await tx.select().from(users).orderBy(asc(users.id));
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    companyName: u.companyName,
    companyNumber: u.companyNumber,
    vatNumber: u.vatNumber,
    displayName: u.displayName,
    accountType: u.accountType,
    sector: u.sector,
    location: u.location,
    isSuspended: u.isSuspended,
    suspendedReason: u.suspendedReason,
    deactivatedAt: u.deletedAt,
    createdAt: u.createdAt,
  }));
}

// Needs and offers name their owner's e-mail, the column `market import` reads the owner from:
// an export edited in a spreadsheet can be imported (into another database, say).
async function needRows(tx: Reader): Promise<ExportRow[]> {
  const rows = await tx
    .select({ need: needs, companyName: users.companyName, ownerEmail: users.email })
    .from(needs)
    .innerJoin(users, eq(needs.buyerId, users.id))
    .orderBy(asc(needs.id));
  return rows.map(({ need: n, companyName, ownerEmail }) => ({
    id: n.id,
    ownerEmail,
    title: n.title,
    description: n.description,
    category: n.category,
    budget: n.budget,
    currency: n.currency,
    urgency: n.urgency,
    location: n.location,
    deadline: n.deadline,
    keywords: list(n.keywords),
    status: n.status,
    buyerId: n.buyerId,
    companyName,
    createdAt: n.createdAt,
  }));
}

async function offerRows(tx: Reader): Promise<ExportRow[]> {
  const rows = await tx
    .select({ offer: offers, companyName: users.companyName, ownerEmail: users.email })
    .from(offers)
    .innerJoin(users, eq(offers.supplierId, users.id))
    .orderBy(asc(offers.id));
  return rows.map(({ offer: o, companyName, ownerEmail }) => ({
    id: o.id,
    ownerEmail,
    title: o.title,
    description: o.description,
    category: o.category,
    price: o.price,
    currency: o.currency,
    location: o.location,
    deliveryTime: o.deliveryTime,
    keywords: list(o.keywords),
    certifications: list(o.certifications),
    minOrderQuantity: o.minOrderQuantity,
    status: o.status,
    supplierId: o.supplierId,
    companyName,
    createdAt: o.createdAt,
    // Last, after the columns that were there before it: a sheet that reads them by place still does.
    priceUnit: o.priceUnit ?? "",
  }));
}

/** The catalogue as `market import products` reads it back: the price in cents, images separated by « | ». */
async function productRows(tx: Reader): Promise<ExportRow[]> {
  const rows = await tx.select().from(products).orderBy(asc(products.id));
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    brand: p.brand,
    category: p.category,
    priceCents: p.price,
    currency: p.currency,
    images: p.images.join("|"),
    createdAt: p.createdAt,
  }));
}

async function matchRows(tx: Reader): Promise<ExportRow[]> {
  const buyers = alias(users, "buyers");
  const suppliers = alias(users, "suppliers");
  const rows = await tx
    .select({
      id: matches.id,
      needId: matches.needId,
      needTitle: needs.title,
      buyerCompany: buyers.companyName,
      offerId: matches.offerId,
      offerTitle: offers.title,
      supplierCompany: suppliers.companyName,
      hybridScore: matches.hybridScore,
      tfidfScore: matches.tfidfScore,
      semanticScore: matches.semanticScore,
      categoryScore: matches.categoryScore,
      buyerStatus: matches.buyerStatus,
      supplierStatus: matches.supplierStatus,
      createdAt: matches.createdAt,
    })
    .from(matches)
    .innerJoin(needs, eq(matches.needId, needs.id))
    .innerJoin(offers, eq(matches.offerId, offers.id))
    .innerJoin(buyers, eq(needs.buyerId, buyers.id))
    .innerJoin(suppliers, eq(offers.supplierId, suppliers.id))
    .orderBy(asc(matches.id));
  // Every stored match (from 30 %) is exported, but the console and the users see those from
  // SHOWN_MIN_SCORE only: the file said 389 rows where the console counted 82, with nothing to tell them apart.
  return rows.map(({ buyerStatus, supplierStatus, createdAt, ...scored }) => ({ ...scored, shown: scored.hybridScore >= SHOWN_MIN_SCORE, buyerStatus, supplierStatus, createdAt }));
}

/** Every quote that was sent (drafts are their writer's alone), with its current sent version's totals in euros. */
async function quoteRows(tx: Reader): Promise<ExportRow[]> {
  const rows = await tx
    .select({ quote: quotes, version: quoteVersions })
    .from(quotes)
    .innerJoin(quoteVersions, eq(quoteVersions.quoteId, quotes.id))
    .where(and(ne(quotes.status, "draft"), isNotNull(quoteVersions.sentAt)))
    .orderBy(asc(quotes.id), desc(quoteVersions.version));
  const seen = new Set<number>();
  return rows.flatMap(({ quote: q, version: v }) => {
    if (seen.has(q.id)) return [];
    seen.add(q.id);
    return [
      {
        id: q.id,
        number: q.number,
        quoteStatus: q.status,
        needId: q.needId,
        needTitle: q.needTitle,
        buyerCompany: q.buyerCompany,
        supplierCompany: q.supplierCompany,
        version: v.version,
        totalHt: v.htCents / 100,
        totalVat: v.vatCents / 100,
        totalTtc: v.ttcCents / 100,
        leadTimeDays: v.leadTimeDays,
        validUntil: v.validUntil,
        paymentTerms: v.paymentTerms,
        revisionRounds: q.revisionRounds,
        sentAt: q.sentAt,
        awardedAt: q.status === "accepted" ? q.awardedAt : null,
        createdAt: q.createdAt,
      },
    ];
  });
}

/**
 * The columns of each export, in the order of its rows' keys: a table with no row still gets its
 * header (an export of no quotes, or of no needs to fill in for the import, was a bare BOM).
 */
export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = {
  users: ["id", "username", "email", "companyName", "companyNumber", "vatNumber", "displayName", "accountType", "sector", "location", "isSuspended", "suspendedReason", "deactivatedAt", "createdAt"],
  needs: ["id", "ownerEmail", "title", "description", "category", "budget", "currency", "urgency", "location", "deadline", "keywords", "status", "buyerId", "companyName", "createdAt"],
  offers: ["id", "ownerEmail", "title", "description", "category", "price", "currency", "location", "deliveryTime", "keywords", "certifications", "minOrderQuantity", "status", "supplierId", "companyName", "createdAt", "priceUnit"],
  products: ["id", "title", "description", "brand", "category", "priceCents", "currency", "images", "createdAt"],
  matches: ["id", "needId", "needTitle", "buyerCompany", "offerId", "offerTitle", "supplierCompany", "hybridScore", "tfidfScore", "semanticScore", "categoryScore", "shown", "buyerStatus", "supplierStatus", "createdAt"],
  quotes: ["id", "number", "quoteStatus", "needId", "needTitle", "buyerCompany", "supplierCompany", "version", "totalHt", "totalVat", "totalTtc", "leadTimeDays", "validUntil", "paymentTerms", "revisionRounds", "sentAt", "awardedAt", "createdAt"],
  audit: ["id", "severity", "action", "resource", "userId", "username", "ip", "timestamp", "success", "details"],
};

const READERS: Record<ExportKind, (tx: Reader) => Promise<ExportRow[]>> = {
  users: userRows,
  needs: needRows,
  offers: offerRows,
  products: productRows,
  matches: matchRows,
  quotes: quoteRows,
  audit: (tx) => allAuditLogs(tx),
};

/**
 * The rows of one export, read in the transaction that records the export in the audit log:
 * an export that happened is always on record.
 */
export async function exportRows(database: Database, kind: ExportKind, actor: AuditActor = CLI_ACTOR): Promise<ExportRow[]> {
  return database.write(async (tx) => {
    const rows = await READERS[kind](tx);
    await recordAudit(tx, {
      action: "export.csv",
      resource: kind,
      ...auditBy(actor),
      success: true,
      severity: kind === "users" || kind === "audit" ? "high" : "medium",
      details: `${rows.length} lignes`,
    });
    return rows;
  });
}

export interface CsvOptions {
  /** Field separator; `;` by default (French Excel). */
  separator?: string;
  /** Column order when `rows` is empty or to pin it; defaults to the first row's keys. */
  columns?: string[];
}

const BOM = "\uFEFF";

export function toCsv(rows: readonly Record<string, unknown>[], options: CsvOptions = {}): string {
  const columns = options.columns ?? Object.keys(rows[0] ?? {});
  return (
    BOM +
    stringify(rows as Record<string, unknown>[], {
      header: true,
      columns,
      delimiter: options.separator ?? ";",
      record_delimiter: "\r\n",
      // csv-stringify quotes a field holding the record delimiter (CRLF) but not a bare LF or CR;
      // spreadsheets split rows on those too.
      quoted_match: /[\r\n]/,
      escape_formulas: true,
      cast: { boolean: (value) => (value ? "true" : "false") },
    })
  );
}

/** `maillon-users-2026-11-22.csv` */
export function exportFileName(kind: string, date: Date = new Date()): string {
  // The day in Paris, as the file's dates are written: at 00:30 on 29/11 it was named after the 28th (UTC).
  return `maillon-${kind}-${parisDay(date)}.csv`;
}
