/** A supplier's quote requests still waiting, on « Mes devis »: they were only in the notifications. */
import { Inbox } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { Card } from "../ui";
import { quoteDate } from "./quote-version";
import { WriteQuoteLink } from "./write-quote-link";

export function ReceivedRequests() {
  const requests = trpc.quotes.received.useQuery();
  // Waiting: not answered by a quote, for a need still open to quotes.
  const waiting = (requests.data ?? []).filter((request) => request.answeredAt === null && request.needStatus === "active");
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="received-requests-title" className="mb-8">
      <h2 id="received-requests-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Inbox className="size-5 text-primary" aria-hidden="true" />
        Demandes à traiter ({waiting.length})
      </h2>
      <ul className="flex flex-col gap-3">
        {waiting.map((request) => (
          <li key={request.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold break-words">{request.needTitle}</p>
                <p className="text-sm text-muted-foreground">
                  {request.buyerCompanyName} · demandé le {quoteDate(request.askedAt)}
                </p>
                {request.message && <p className="border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">« {request.message} »</p>}
              </div>
              <div className="shrink-0">
                <WriteQuoteLink needId={request.needId} quote={request.quote} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
