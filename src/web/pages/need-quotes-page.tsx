/**
 * A need's quotes side by side (/needs/:id/quotes, issue 21): one column per quote on a wide
 * screen, stacked cards on a phone; the need's constraints checked on each, sortable.
 */
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { AlertTriangle, CheckCircle2, FileText } from "lucide-react";
import { QUOTE_TEXTS, formatCents, type ComparisonColumn, type NeedQuotes } from "../../shared/quotes";
import { formatMoney, percent, quoted } from "../../shared/format";
import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { ASKED_SUPPLIERS_HEADING_ID, AskForQuotes } from "../components/quotes/ask-for-quotes";
import { AttachmentsPanel } from "../components/quotes/attachments-panel";
import { QuoteStatusBadge } from "../components/quotes/quote-status-badge";
import { quoteDate } from "../components/quotes/quote-version";
import { ButtonLink, Card, EmptyState, Label, ScrollRegion, Select } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { trpc } from "../lib/trpc";
import { QuoteActions } from "./quote-pages";
import { RESPONSIVENESS_HINT, responsivenessText } from "../components/quotes/responsiveness";

const SORTS = {
  ttc: { label: "Total TTC, du moins cher", compare: (a: ComparisonColumn, b: ComparisonColumn) => a.quote.current.totals.ttcCents - b.quote.current.totals.ttcCents },
  lead: { label: "Délai, du plus court", compare: (a: ComparisonColumn, b: ComparisonColumn) => a.quote.current.leadTimeDays - b.quote.current.leadTimeDays },
  score: { label: "Score du match, du meilleur", compare: (a: ComparisonColumn, b: ComparisonColumn) => (b.matchScore ?? 0) - (a.matchScore ?? 0) },
  checks: { label: "Contraintes respectées d'abord", compare: (a: ComparisonColumn, b: ComparisonColumn) => a.checks.length - b.checks.length },
  validity: { label: "Validité, la plus longue", compare: (a: ComparisonColumn, b: ComparisonColumn) => b.quote.current.validUntil.localeCompare(a.quote.current.validUntil) },
} as const;
type SortKey = keyof typeof SORTS;

function Checks({ column }: { column: ComparisonColumn }) {
  if (column.checks.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-success">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
        Contraintes connues respectées
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Points d'attention">
      {column.checks.map((check) => (
        <li key={check.kind + check.label} className="flex items-start gap-1.5 text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {check.label}
        </li>
      ))}
    </ul>
  );
}

interface Row {
  label: string;
  cell: (column: ComparisonColumn, index: number) => ReactNode;
  title?: string;
}

function rowsOf(data: NeedQuotes, columns: ComparisonColumn[]): Row[] {
  const order = columns.map((column) => data.columns.indexOf(column));
  return [
    { label: "Statut", cell: (c) => <QuoteStatusBadge status={c.quote.status} /> },
    { label: "Total HT", cell: (c) => <span className="tabular-nums">{formatCents(c.quote.current.totals.htCents)}</span> },
    { label: "Total TTC", cell: (c) => <strong className="tabular-nums">{formatCents(c.quote.current.totals.ttcCents)}</strong> },
    ...data.lineRows.map((line) => ({
      label: `${line.designation} (PU HT net / ${line.unit})`,
      cell: (_c: ComparisonColumn, i: number) => {
        const price = line.unitPriceCents[order[i]!];
        return price === null || price === undefined ? <span className="text-muted-foreground">—</span> : <span className="tabular-nums">{formatCents(price)}</span>;
      },
    })),
    { label: "Délai de livraison", cell: (c) => `${c.quote.current.leadTimeDays} j` },
    { label: "Valable jusqu'au", cell: (c) => quoteDate(c.quote.current.validUntil) },
    { label: "Paiement", cell: (c) => c.quote.current.paymentTerms || "—" },
    { label: "Certifications", cell: (c) => (c.certifications.length > 0 ? c.certifications.join(", ") : "—") },
    { label: "Commande minimum", cell: (c) => (c.minOrderQuantity === null ? "—" : String(c.minOrderQuantity)) },
    { label: "Score du match", cell: (c) => (c.matchScore === null ? "—" : percent(c.matchScore)) },
    { label: "Taux de réponse", title: RESPONSIVENESS_HINT, cell: (c) => responsivenessText(c.responsiveness) },
    { label: "Contrôles", cell: (c) => <Checks column={c} /> },
    { label: "Actions", cell: (c) => <QuoteActions quote={c.quote} compact /> },
  ];
}

export function NeedQuotesPage() {
  const { user, isLoading } = useAuth();
  const id = Number(useParams().id);
  const [sort, setSort] = useState<SortKey>("ttc");
  const validId = Number.isInteger(id) && id > 0;
  const query = trpc.quotes.forNeed.useQuery({ id }, { enabled: user !== null && validId, retry: false });
  if (isLoading) return <Page title="Devis du besoin"><PageLoading /></Page>;
  if (!user) return <Page title="Devis du besoin"><SignInRequired message="Connectez-vous pour comparer les devis." /></Page>;
  // /needs/abc/quotes asked nothing and waited for ever.
  if (!validId) return <Page title="Devis du besoin"><p role="alert" className="text-destructive">{QUOTE_TEXTS.needNotFound}</p></Page>;
  if (query.isError) return <Page title="Devis du besoin"><p role="alert" className="text-destructive">{query.error.message}</p></Page>;
  if (!query.data) return <Page title="Devis du besoin"><PageLoading /></Page>;
  const data = query.data;
  const columns = [...data.columns].sort((a, b) => SORTS[sort].compare(a, b) || a.quote.id - b.quote.id);
  const rows = rowsOf(data, columns);
  const facts = [
    data.need.budget !== null ? `Budget ${formatMoney(data.need.budget, data.need.currency)} HT` : null,
    data.need.deadline ? `échéance le ${quoteDate(data.need.deadline)}` : null,
    data.need.requiredCertifications.length > 0 ? `certifications demandées : ${data.need.requiredCertifications.join(", ")}` : null,
    data.need.status === "awarded" ? "besoin attribué" : data.need.status === "closed" ? "besoin clôturé" : null,
  ].filter(Boolean);

  return (
    <Page
      title={`Devis pour ${quoted(data.need.title)}`}
      description={facts.join(" · ") || undefined}
      actions={
        data.side === "supplier" && data.need.status === "active" ? <ButtonLink to={`/quotes/new?need=${data.need.id}`}>Rédiger un devis</ButtonLink> : undefined
      }
    >
      {columns.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aucun devis pour l'instant"
          description={
            data.side === "buyer"
              ? data.candidates.length > 0
                ? "Demandez un devis aux fournisseurs en correspondance, ci-dessous ou depuis vos matches."
                : "Demandez un devis aux fournisseurs en correspondance depuis vos matches."
              : "Vous n'avez pas encore rédigé de devis pour ce besoin."
          }
          action={data.side === "buyer" ? <ButtonLink to="/matches">Voir mes matches</ButtonLink> : undefined}
        />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-1.5 sm:w-72">
            <Label htmlFor="quote-sort">Trier par</Label>
            <Select id="quote-sort" value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>
              {Object.entries(SORTS).map(([key, option]) => (
                <option key={key} value={key}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>

          <ScrollRegion label="Comparaison des devis" className="hidden rounded-lg border border-border md:block">
            <table className="w-full text-sm" aria-label="Comparaison des devis">
              <thead>
                <tr className="border-b border-border bg-muted">
                  <th scope="col" className="sticky left-0 bg-muted p-3 text-left font-medium">
                    <span className="sr-only">Critère</span>
                  </th>
                  {columns.map((c) => (
                    <th key={c.quote.id} scope="col" className="min-w-48 p-3 text-left align-top font-semibold">
                      <Link to={`/quotes/${c.quote.id}`} className="hover:underline">
                        {c.quote.supplier.companyName}
                      </Link>
                      <span className="block text-xs font-normal text-muted-foreground">{c.quote.number}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b border-border/60 last:border-b-0">
                    <th scope="row" className="sticky left-0 bg-card p-3 text-left align-top font-medium" title={row.title}>
                      {row.label}
                    </th>
                    {columns.map((c, i) => (
                      <td key={c.quote.id} className="p-3 align-top">
                        {row.cell(c, i)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>

          <ul className="flex flex-col gap-4 md:hidden" aria-label="Devis comparés">
            {columns.map((c, i) => (
              <li key={c.quote.id}>
                <Card className="p-4">
                  <h2 className="font-semibold">
                    <Link to={`/quotes/${c.quote.id}`} className="hover:underline">
                      {c.quote.supplier.companyName}
                    </Link>{" "}
                    <span className="text-sm font-normal text-muted-foreground">{c.quote.number}</span>
                  </h2>
                  <dl className="mt-3 flex flex-col gap-2 text-sm">
                    {rows.map((row) => (
                      <div key={row.label} className="flex flex-col gap-0.5">
                        <dt className="text-muted-foreground" title={row.title}>
                          {row.label}
                        </dt>
                        <dd>{row.cell(c, i)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">Taux de réponse : {RESPONSIVENESS_HINT}</p>
        </>
      )}

      {data.side === "buyer" && data.candidates.length > 0 && <AskForQuotes key={data.candidates.map((c) => c.supplierId).join()} needId={data.need.id} candidates={data.candidates} />}

      <section className="mt-8" aria-labelledby="need-files">
        <h2 id="need-files" className="mb-2 text-lg font-semibold">
          Fichiers du besoin
        </h2>
        <AttachmentsPanel itemKind="need" itemId={data.need.id} canEdit={data.side === "buyer" && data.need.status === "active"} />
      </section>

      {data.requests.length > 0 && (
        <section className="mt-8" aria-labelledby={ASKED_SUPPLIERS_HEADING_ID}>
          <h2 id={ASKED_SUPPLIERS_HEADING_ID} tabIndex={-1} className="mb-2 text-lg font-semibold outline-none">
            Fournisseurs sollicités
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {data.requests.map((request) => (
              <li key={request.supplierId}>
                {request.companyName} · demandé le {quoteDate(request.askedAt)} ·{" "}
                {request.declinedAt ? (
                  `a décliné le ${quoteDate(request.declinedAt)}${request.declineReason ? ` : ${quoted(request.declineReason)}` : ""}`
                ) : request.answeredAt ? (
                  `a répondu le ${quoteDate(request.answeredAt)}`
                ) : (
                  <span className="text-muted-foreground">en attente</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
