/** The quotes of a match, in its detail: the buyer asks for one, the supplier writes one; both follow them. */
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { MatchDetail } from "../../../shared/view-schemas";
import { ofCompany, quoted } from "../../../shared/format";
import { formatCents, isInCourse } from "../../../shared/quotes";
import { focusWhenShown } from "../../lib/focus-when-shown";
import { trpc } from "../../lib/trpc";
import { Button, ButtonLink } from "../ui";
import { AttachmentsPanel } from "./attachments-panel";
import { QuoteRequestForm } from "./quote-request-form";
import { RESPONSIVENESS_HINT, responsivenessText } from "./responsiveness";
import { QuoteStatusBadge } from "./quote-status-badge";
import { WriteQuoteLink } from "./write-quote-link";
import { quoteDate } from "./quote-version";

export function MatchQuotes({ match, viewerIsBuyer }: { match: MatchDetail; viewerIsBuyer: boolean }) {
  const needId = match.need.id;
  const supplierId = match.offer.supplier.id;
  const quotes = trpc.quotes.forNeed.useQuery({ id: needId }, { retry: false });
  const [asking, setAsking] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const active = match.need.status === "active";
  const answering = trpc.quotes.responsiveness.useQuery({ userId: supplierId }, { enabled: viewerIsBuyer, retry: false });
  const own = (quotes.data?.columns ?? []).filter((column) => column.quote.supplier.id === supplierId);
  const asked = quotes.data?.requests.find((r) => r.supplierId === supplierId);
  const inCourse = own.find(({ quote }) => isInCourse(quote.status))?.quote;

  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="mb-1 text-sm font-medium">Fichiers du besoin</p>
        <AttachmentsPanel itemKind="need" itemId={needId} canEdit={viewerIsBuyer && active} />
      </div>
      {viewerIsBuyer && answering.data && (
        <p className="text-sm" title={RESPONSIVENESS_HINT}>
          <span className="text-muted-foreground">Réactivité {ofCompany(match.offer.supplier.companyName)} : </span>
          {responsivenessText(answering.data)}
          <span className="sr-only"> ({RESPONSIVENESS_HINT})</span>
        </p>
      )}
      {own.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Devis de ce match">
          {own.map(({ quote }) => (
            <li key={quote.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Link to={`/quotes/${quote.id}`} className="font-medium underline-offset-2 hover:underline">
                {quote.number}
              </Link>
              <span className="tabular-nums">{formatCents(quote.current.totals.ttcCents)} TTC</span>
              <QuoteStatusBadge status={quote.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p ref={status} tabIndex={-1} data-asked={asked ? "" : undefined} className="text-sm text-muted-foreground outline-none">
          {viewerIsBuyer
            ? asked
              ? asked.declinedAt
                ? `Devis demandé le ${quoteDate(asked.askedAt)} : demande déclinée le ${quoteDate(asked.declinedAt)}${asked.declineReason ? ` (${quoted(asked.declineReason)})` : ""}.`
                : `Devis demandé le ${quoteDate(asked.askedAt)} : en attente de réponse.`
              : "Aucun devis de ce fournisseur pour ce besoin."
            : "Vous n'avez pas encore envoyé de devis pour ce besoin."}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {viewerIsBuyer ? (
          <>
            {active && !asked && own.length === 0 && (
              <Button ref={askButton} size="sm" onClick={() => setAsking(true)} aria-expanded={asking}>
                Demander un devis
              </Button>
            )}
            <ButtonLink size="sm" variant="outline" to={`/needs/${needId}/quotes`}>
              Comparer les devis du besoin
            </ButtonLink>
          </>
        ) : (
          active && <WriteQuoteLink needId={needId} quote={inCourse} />
        )}
      </div>
      {asking && (
        <QuoteRequestForm
          id={`quote-request-${match.id}`}
          needId={needId}
          supplierIds={[supplierId]}
          recipients={`${match.offer.supplier.companyName} est prévenu.`}
          autoFocus
          onDone={() => {
            setAsking(false);
            // The button leaves with the request sent: the focus goes to the line that says it is awaited.
            focusWhenShown(() => (status.current?.hasAttribute("data-asked") ? status.current : null));
          }}
          onCancel={() => {
            setAsking(false);
            askButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
