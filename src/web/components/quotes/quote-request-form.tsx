/**
 * Asking suppliers for a quote on a need: from a match (one supplier) or from the need's quotes
 * page (several, ticked). One request, one message; the server refuses a supplier not matched.
 */
import { useState, type ReactNode } from "react";
import { QUOTE_REQUEST_MESSAGE_MAX } from "../../../shared/quotes";
import { describeFailure } from "../../lib/errors";
import { useSingleFlight } from "../../lib/single-flight";
import { trpc } from "../../lib/trpc";
import { Button, Label, Textarea, toast } from "../ui";
import { requestSentToast } from "./request-sent";

export interface QuoteRequestFormProps {
  id: string;
  needId: number;
  supplierIds: number[];
  /** Who is told, for the success toast (« Atelier Durand est prévenu »). */
  recipients: string;
  onDone: () => void;
  onCancel?: () => void;
  /** The suppliers to tick, above the message (the need's page): the message is then to all of them. */
  children?: ReactNode;
  /** Put the cursor in the message at once (the form just opened from « Demander un devis »). */
  autoFocus?: boolean;
}

export function QuoteRequestForm({ id, needId, supplierIds, recipients, onDone, onCancel, children, autoFocus = false }: QuoteRequestFormProps) {
  const utils = trpc.useUtils();
  const [message, setMessage] = useState("");
  const request = useSingleFlight(
    trpc.quotes.request.useMutation({
      onSuccess: (result) => {
        toast(requestSentToast(result, recipients));
        setMessage("");
        void utils.quotes.invalidate();
        onDone();
      },
      onError: (error) => toast({ title: "Demande impossible", description: describeFailure(error).message, variant: "destructive" }),
    }),
  );
  const countId = `${id}-count`;
  const hintId = `${id}-none`;
  // Reachable with Tab even with nobody ticked, and saying why it sends nothing (it was disabled, skipped without a word);
  // not disabled while sending either, which dropped the focus (useSingleFlight drops a second send).
  const nobody = supplierIds.length === 0;
  const inactive = nobody || request.isPending;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!nobody) request.mutate({ needId, supplierIds, message });
      }}
    >
      {children}
      <Label htmlFor={id}>{children ? "Message aux fournisseurs (facultatif)" : "Message au fournisseur (facultatif)"}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={QUOTE_REQUEST_MESSAGE_MAX}
        value={message}
        autoFocus={autoFocus}
        aria-describedby={countId}
        onChange={(event) => setMessage(event.target.value)}
        placeholder="Quantités, délais, contraintes…"
      />
      <p id={countId} className="self-end text-xs text-muted-foreground tabular-nums">
        {message.length.toLocaleString("fr-FR")} / {QUOTE_REQUEST_MESSAGE_MAX.toLocaleString("fr-FR")}
      </p>
      {nobody && (
        <p id={hintId} className="text-sm text-muted-foreground">
          Cochez au moins un fournisseur.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" aria-disabled={inactive || undefined} aria-describedby={nobody ? hintId : undefined} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
          {supplierIds.length > 1 ? `Envoyer la demande (${supplierIds.length} fournisseurs)` : "Envoyer la demande"}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}
