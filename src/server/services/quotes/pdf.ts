/**
 * The PDF of a sent quote version (issue 21), drawn with pdfkit: both identities, the number and
 * date, the lines, the totals by VAT rate, the validity, the payment terms and the French legal
 * mentions. The identities are those kept with the version when it was sent.
 */
import PDFDocument from "pdfkit";
import { discountLabel, formatCents, vatLabel, type QuoteVersionView } from "../../../shared/quotes";
import { normaliseCompanyNumber } from "../../../shared/company-identity";
import { slugify } from "../../../shared/slug";
import type { QuoteParties } from "../../db/schema";

export interface QuotePdfData {
  number: string;
  needTitle: string;
  version: QuoteVersionView;
  parties: QuoteParties;
}

/**
 * The file name of a quote's PDF: its number, counted per supplier, then the supplier's name in
 * ASCII (« DEV-2026-0001-proprete-atlantique.pdf »); a buyer downloading three suppliers' first
 * quotes got three files named DEV-2026-0001.pdf.
 */
export function quotePdfFilename(number: string, supplierCompany: string): string {
  const slug = slugify(supplierCompany).slice(0, 40).replace(/-+$/, "");
  return slug ? `${number}-${slug}.pdf` : `${number}.pdf`;
}

/** A day (the validity, « 2026-12-31 ») as written. */
const frenchDate = (iso: string) => new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
/** The day of a moment (when the quote was sent) in France: one sent at 00:30 is dated that day, not the day before in UTC. */
const frenchDay = (iso: string) => new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));

/** What WinAnsi (the standard PDF fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const inWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return char === "\n" || char === "\r" || char === "\t" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};
/** Signs a designation often has that WinAnsi lacks, written with those it has. */
const WIN_ANSI_STAND_INS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "≈": "~",
  "→": "->",
  "←": "<-",
  "⇒": "=>",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "✓": "v",
  "✔": "v",
  "Ω": "ohm",
  "∅": "Ø",
};

/**
 * The standard PDF fonts encode WinAnsi: a character outside it was drawn as another one (« ≥ 4 Mpx »
 * came out as « "e 4 Mpx », « CO₂ » as « CO‚ »). Each is written with characters WinAnsi has: a
 * stand-in, its compatibility form (₂ → 2, ﬁ → fi), its letter without the accent (ő → o), else « ? ».
 * Intl's narrow no-break spaces become plain ones.
 */
export const pdfText = (text: string) =>
  Array.from(text.replace(/[\u202f\u2009\u2007]/g, " "), (char) => {
    if (inWinAnsi(char)) return char;
    const standIn = WIN_ANSI_STAND_INS[char];
    if (standIn !== undefined) return standIn;
    for (const form of [char.normalize("NFKC"), char.normalize("NFKD").replace(/\p{M}/gu, "")]) {
      if (form !== "" && Array.from(form).every(inWinAnsi)) return form;
    }
    return "?";
  }).join("");
const money = (cents: number) => pdfText(formatCents(cents));

const MARGIN = 50;
const COLUMNS = [
  { title: "Désignation", width: 185, align: "left" as const },
  { title: "Qté", width: 45, align: "right" as const },
  // « demi-journée », « heure(s) sup. » on one line (they wrapped at 40).
  { title: "Unité", width: 60, align: "left" as const },
  { title: "PU HT", width: 70, align: "right" as const },
  { title: "TVA", width: 40, align: "right" as const },
  { title: "Total HT", width: 95, align: "right" as const },
];
/** With a « Remise » column, when a line has a discount: taken from the designation's width. */
const COLUMNS_WITH_DISCOUNT = [{ ...COLUMNS[0]!, width: 140 }, ...COLUMNS.slice(1, 4), { title: "Remise", width: 45, align: "right" as const }, ...COLUMNS.slice(4)];

function identityLines(party: QuoteParties["supplier"] | QuoteParties["buyer"]): string[] {
  const lines = [party.companyName];
  if (party.postalAddress) lines.push(...party.postalAddress.split(/\r?\n/));
  const number = party.companyNumber ? normaliseCompanyNumber(party.companyNumber) : null;
  if (number) lines.push(number.kind === "siret" ? `SIRET ${number.number} (SIREN ${number.siren})` : `SIREN ${number.siren}`);
  if (party.vatNumber) lines.push(`N° TVA intracommunautaire ${party.vatNumber}`);
  return lines;
}

export function renderQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const { version, parties } = data;
  // Pages are kept until the end, to number them once their count is known.
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info: { Title: `Devis ${data.number}`, Author: parties.supplier.companyName, Creator: "Maillon" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const sentAt = version.sentAt ?? version.createdAt;

  const top = doc.y;
  doc.font("Helvetica-Bold").fontSize(11).text(pdfText(identityLines(parties.supplier)[0]!), MARGIN, top, { width: width / 2 - 10 });
  doc.font("Helvetica").fontSize(9).text(pdfText(identityLines(parties.supplier).slice(1).join("\n")), { width: width / 2 - 10 });
  if (parties.supplier.email) doc.text(pdfText(parties.supplier.email), { width: width / 2 - 10 });
  const leftBottom = doc.y;
  doc.font("Helvetica").fontSize(8).fillColor("#555").text("Client", MARGIN + width / 2, top, { width: width / 2 });
  doc.font("Helvetica-Bold").fontSize(11).fillColor("#000").text(pdfText(identityLines(parties.buyer)[0]!), { width: width / 2 });
  doc.font("Helvetica").fontSize(9).text(pdfText(identityLines(parties.buyer).slice(1).join("\n")), { width: width / 2 });
  doc.y = Math.max(doc.y, leftBottom) + 20;

  doc.font("Helvetica-Bold").fontSize(16).text(`Devis ${data.number}`, MARGIN, doc.y);
  doc.font("Helvetica").fontSize(10).text(pdfText(`Date : ${frenchDay(sentAt)}${version.version > 1 ? ` — révision ${version.version - 1}` : ""}`));
  doc.text(pdfText(`Objet : ${data.needTitle}`));
  doc.moveDown();

  const discounted = version.lines.some((line) => line.discountRate > 0);
  const columns = discounted ? COLUMNS_WITH_DISCOUNT : COLUMNS;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(pdfText(cell), x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).strokeColor("#ddd").stroke();
    if (doc.y > doc.page.height - 150) {
      doc.addPage();
      // The next page's lines under their column titles again (a 35-line quote's second page had none).
      if (!bold) row(headings, true);
    }
  };
  const headings = columns.map((c) => c.title);
  row(headings, true);
  for (const line of version.lines) {
    const discount = discounted ? [line.discountRate > 0 ? discountLabel(line.discountRate) : "—"] : [];
    row([line.designation, String(line.quantity).replace(".", ","), line.unit, money(line.unitPriceCents), ...discount, vatLabel(line.vatRate), money(line.totalHtCents)]);
  }
  doc.moveDown();

  const totalsX = MARGIN + width - 230;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10).text(pdfText(label), totalsX, y, { width: 130 });
    doc.text(pdfText(value), totalsX + 130, y, { width: 100, align: "right" });
  };
  total("Total HT", money(version.totals.htCents));
  for (const rate of version.totals.byRate) total(`TVA ${vatLabel(rate.vatRate)} sur ${money(rate.baseCents)}`, money(rate.vatCents));
  total("Total TTC", money(version.totals.ttcCents), true);
  // Lines at 0 %: the reason no VAT is charged, which a French quote must state (« TVA non applicable, art. 293 B du CGI »).
  if (version.vatExemption) doc.moveDown(0.5).font("Helvetica").fontSize(10).text(pdfText(version.vatExemption), totalsX, doc.y, { width: 230 });
  doc.moveDown(2);

  doc.font("Helvetica").fontSize(10).text(pdfText(`Devis valable jusqu'au ${frenchDate(version.validUntil)}.`), MARGIN, doc.y, { width });
  doc.text(pdfText(`Délai de livraison : ${version.leadTimeDays} jour${version.leadTimeDays > 1 ? "s" : ""} à compter de l'acceptation.`), { width });
  if (version.paymentTerms) doc.text(pdfText(`Conditions de paiement : ${version.paymentTerms}.`), { width });
  if (version.conditions) {
    doc.moveDown(0.5).text(pdfText(`Conditions particulières : ${version.conditions}`), { width });
  }
  doc.moveDown();
  doc.fontSize(8).fillColor("#555");
  doc.text(pdfText("En cas de retard de paiement, pénalités au taux de refinancement de la Banque centrale européenne majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (art. L441-10 du Code de commerce)."), { width });
  doc.text(pdfText("Bon pour accord : date, signature et cachet du client."), { width });
  numberPages(doc, `Devis ${data.number}`);
  doc.end();
  return done;
}

/** « Devis DEV-2026-0001 — page 2 / 3 » at the foot of every page, once the pages are all written. */
function numberPages(doc: PDFKit.PDFDocument, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Written in the bottom margin: without it pdfkit would take the line for an overflow and add a page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor("#555").text(pdfText(`${title} — page ${i - start + 1} / ${count}`), MARGIN, doc.page.height - 35, { width: doc.page.width - 2 * MARGIN, align: "center", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
