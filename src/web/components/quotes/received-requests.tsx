/** A supplier's quote requests still waiting, on « Mes devis »: they were only in the notifications. */
import { useState, type FormEvent } from "react";
import { Inbox } from "lucide-react";
import { QUOTE_TEXTS, type ReceivedRequest } from "../../../shared/quotes";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Button, Card, Dialog, FormField, Textarea, toast } from "../ui";
import { quoteDate } from "./quote-version";
import { WriteQuoteLink } from "./write-quote-link";
import { quoted } from "../../../shared/format";

const REASON_MAX = 500;

export function ReceivedRequests() {
  const requests = trpc.quotes.received.useQuery();
  const [declining, setDeclining] = useState<ReceivedRequest | null>(null);
  // Waiting: not answered by a quote nor declined, for a need still open to quotes.
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
                {request.message && <p className="border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">{quoted(request.message)}</p>}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <WriteQuoteLink needId={request.needId} quote={request.quote} />
                <Button variant="outline" onClick={() => setDeclining(request)} aria-label={`Décliner la demande de ${request.buyerCompanyName} pour « ${request.needTitle} »`}>
                  Décliner
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </section>
  );
}

/** Saying no is an answer: the buyer stops waiting and hears why, if the supplier says. */
function DeclineDialog({ request, onClose }: { request: ReceivedRequest | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [reason, setReason] = useState("");
  const decline = trpc.quotes.declineRequest.useMutation({
    onSuccess: async () => {
      toast({ title: "Demande déclinée", description: `${request?.buyerCompanyName ?? "L'acheteur"} en est prévenu.` });
      await utils.quotes.received.invalidate();
      close();
    },
  });
  const error = decline.error ? describeFailure(decline.error) : null;

  function close() {
    setReason("");
    decline.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request && !decline.isPending) decline.mutate({ id: request.id, reason });
  }

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title="Décliner la demande de devis ?"
      description={request ? `${request.buyerCompanyName} sera prévenu que vous ne ferez pas de devis pour ${quoted(request.needTitle)}.` : undefined}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormField id="decline-request-reason" label="Motif (facultatif)" hint={QUOTE_TEXTS.reasonMax} error={error?.fieldErrors.reason ?? (error && !error.fieldErrors.reason ? error.message : undefined)}>
          <Textarea value={reason} maxLength={REASON_MAX} rows={3} placeholder="Par exemple : nous ne livrons pas dans votre région." onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" disabled={decline.isPending}>
            Décliner la demande
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
