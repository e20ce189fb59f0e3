import { isInCourse, type QuoteStatus } from "../../../shared/quotes";
import { ButtonLink } from "../ui";

/**
 * The supplier's way to answer a need: write a quote, or go back to the one in course (the
 * server refuses a second one, and « Rédiger un devis » led to that refusal).
 */
export function WriteQuoteLink({ needId, quote }: { needId: number; quote: { id: number; number: string; status: QuoteStatus } | null | undefined }) {
  if (quote && isInCourse(quote.status)) {
    return (
      <ButtonLink size="sm" to={`/quotes/${quote.id}`}>
        {quote.status === "draft" ? `Reprendre le brouillon ${quote.number}` : `Voir mon devis ${quote.number}`}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink size="sm" to={`/quotes/new?need=${needId}`}>
      Rédiger un devis
    </ButtonLink>
  );
}
