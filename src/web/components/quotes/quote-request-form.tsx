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
}

export function QuoteRequestForm({ id, needId, supplierIds, recipients, onDone, onCancel, children }: QuoteRequestFormProps) {
  const utils = trpc.useUtils();
  const [message, setMessage] = useState("");
  const request = useSingleFlight(
    trpc.quotes.request.useMutation({
      onSuccess: () => {
        toast({ title: "Demande de devis envoyée", description: recipients });
        setMessage("");
        void utils.quotes.invalidate();
        onDone();
      },
      onError: (error) => toast({ title: "Demande impossible", description: describeFailure(error).message, variant: "destructive" }),
    }),
  );
  const countId = `${id}-count`;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (supplierIds.length > 0) request.mutate({ needId, supplierIds, message });
      }}
    >
      {children}
      <Label htmlFor={id}>{children ? "Message aux fournisseurs (facultatif)" : "Message au fournisseur (facultatif)"}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={QUOTE_REQUEST_MESSAGE_MAX}
        value={message}
        aria-describedby={countId}
        onChange={(event) => setMessage(event.target.value)}
        placeholder="Quantités, délais, contraintes…"
      />
      <p id={countId} className="self-end text-xs text-muted-foreground tabular-nums">
        {message.length.toLocaleString("fr-FR")} / {QUOTE_REQUEST_MESSAGE_MAX.toLocaleString("fr-FR")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={request.isPending || supplierIds.length === 0}>
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
