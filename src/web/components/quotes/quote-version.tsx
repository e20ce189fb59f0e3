/** One version of a quote as both parties read it: lines, totals by VAT rate, terms. */
import { discountLabel, formatCents, vatLabel, type QuoteVersionView } from "../../../shared/quotes";
import { ScrollRegion } from "../ui";

const longDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
const longMoment = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long" });
/**
 * « 27 novembre 2026 »: a calendar day (a validity, a deadline: « 2026-12-31 ») as written, wherever
 * the reader is; a moment (sent, asked, declined) on the reader's calendar. Both were read in UTC: a
 * quote sent at 00:30 in Paris was « envoyée le » the day before.
 */
export const quoteDate = (iso: string) => (iso.length === 10 ? longDay.format(new Date(`${iso}T00:00:00Z`)) : longMoment.format(new Date(iso)));
const quantity = (q: number) => q.toLocaleString("fr-FR", { maximumFractionDigits: 3 });

export function QuoteVersion({ version }: { version: QuoteVersionView }) {
  // The « Remise » column only when a line has one: most quotes have none.
  const discounted = version.lines.some((line) => line.discountRate > 0);
  return (
    <div className="flex flex-col gap-4">
      {/* On a phone each line is a card: the table's prices sat off-screen in a scroll area. */}
      <ul className="flex flex-col gap-2 sm:hidden" aria-label="Lignes du devis">
        {version.lines.map((line, i) => (
          <li key={i} className="rounded-md border border-border p-3 text-sm">
            <p className="font-medium break-words">{line.designation}</p>
            <p className="mt-1 text-muted-foreground tabular-nums">
              {quantity(line.quantity)} {line.unit} × {formatCents(line.unitPriceCents)} HT{line.discountRate > 0 && ` · remise ${discountLabel(line.discountRate)}`} · TVA {vatLabel(line.vatRate)}
            </p>
            <p className="mt-1 text-right font-semibold tabular-nums">{formatCents(line.totalHtCents)} HT</p>
          </li>
        ))}
      </ul>
      <ScrollRegion label="Lignes du devis" className="hidden sm:block">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Lignes du devis</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">Désignation</th>
              <th scope="col" className="px-2 py-2 text-right font-medium">Quantité</th>
              <th scope="col" className="px-2 py-2 font-medium">Unité</th>
              <th scope="col" className="px-2 py-2 text-right font-medium">PU HT</th>
              {discounted && <th scope="col" className="px-2 py-2 text-right font-medium">Remise</th>}
              <th scope="col" className="px-2 py-2 text-right font-medium">TVA</th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">Total HT</th>
            </tr>
          </thead>
          <tbody>
            {version.lines.map((line, i) => (
              <tr key={i} className="border-b border-border/60">
                <td className="py-2 pr-2">{line.designation}</td>
                <td className="px-2 py-2 text-right tabular-nums">{quantity(line.quantity)}</td>
                <td className="px-2 py-2">{line.unit}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatCents(line.unitPriceCents)}</td>
                {discounted && <td className="px-2 py-2 text-right tabular-nums">{line.discountRate > 0 ? discountLabel(line.discountRate) : "—"}</td>}
                <td className="px-2 py-2 text-right tabular-nums">{vatLabel(line.vatRate)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{formatCents(line.totalHtCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Totaux">
        <dt>Total HT</dt>
        <dd className="text-right tabular-nums">{formatCents(version.totals.htCents)}</dd>
        {version.totals.byRate.map((rate) => (
          <div key={rate.vatRate} className="contents">
            <dt className="text-muted-foreground">TVA {vatLabel(rate.vatRate)}</dt>
            <dd className="text-right text-muted-foreground tabular-nums">{formatCents(rate.vatCents)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total TTC</dt>
        <dd className="text-right font-semibold tabular-nums">{formatCents(version.totals.ttcCents)}</dd>
        {version.vatExemption && (
          <div className="contents">
            <dt className="sr-only">Mention d'exonération de TVA</dt>
            <dd className="col-span-2 text-muted-foreground" data-testid="vat-exemption">
              {version.vatExemption}
            </dd>
          </div>
        )}
      </dl>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">Délai de livraison : </dt>
          <dd className="inline">{version.leadTimeDays} jour{version.leadTimeDays > 1 ? "s" : ""}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Valable jusqu'au : </dt>
          <dd className="inline">{quoteDate(version.validUntil)}</dd>
        </div>
        {version.paymentTerms && (
          <div>
            <dt className="inline text-muted-foreground">Paiement : </dt>
            <dd className="inline">{version.paymentTerms}</dd>
          </div>
        )}
        {version.conditions && (
          <div className="sm:col-span-2">
            <dt className="inline text-muted-foreground">Conditions : </dt>
            <dd className="inline whitespace-pre-line">{version.conditions}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
