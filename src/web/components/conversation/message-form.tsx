import { useEffect, useRef, useState, type FormEvent } from "react";
import { AlertTriangle, Send } from "lucide-react";
import { MESSAGE_MAX_LENGTH } from "../../../shared/constants";
import type { ConversationMessageView } from "../../../shared/conversation-views";
import { CONVERSATION, TOASTS, VALIDATION } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Button, Label, Textarea, toast } from "../ui";

export interface MessageFormProps {
  matchId: number;
  placeholder: string;
  label?: string;
  autoFocus?: boolean;
  onSent?: (message: ConversationMessageView) => void;
}

/** Writes one plain-text message (at most 5,000 characters) to the counterpart of a match. */
export function MessageForm({ matchId, placeholder, label = CONVERSATION.composerLabel, autoFocus = false, onSent }: MessageFormProps) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = `message-${matchId}`;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const send = trpc.matches.sendMessage.useMutation({
    onSuccess: async (message) => {
      setBody("");
      onSent?.(message);
      await Promise.all([utils.matches.invalidate(), utils.user.stats.invalidate()]);
    },
    onError: (failure) => {
      const message = describeFailure(failure).message || TOASTS.messageFail;
      setError(message);
      toast({ title: TOASTS.error, description: message, variant: "destructive" });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (text === "") {
      setError(VALIDATION.messageEmpty);
      // Where the message is to be written (Enter on « Envoyer » left the focus on the button).
      inputRef.current?.focus();
      return;
    }
    setError(null);
    send.mutate({ matchId, body: text });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={inputRef}
        id={id}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={body}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        onChange={(event) => setBody(event.target.value)}
        placeholder={placeholder}
      />
      <p id={`${id}-count`} className="self-end text-xs text-muted-foreground tabular-nums">
        {body.length.toLocaleString("fr-FR")} / {MESSAGE_MAX_LENGTH.toLocaleString("fr-FR")}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="flex items-center gap-1 text-sm text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {error}
        </p>
      )}
      <Button type="submit" className="self-end" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? CONVERSATION.sending : CONVERSATION.send}
      </Button>
    </form>
  );
}
