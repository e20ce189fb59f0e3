import { useState } from "react";
import type { MatchView } from "../../../shared/view-schemas";
import { CONVERSATION, TOASTS } from "../../../shared/messages";
import { counterpartOf } from "../matches/match-view-model";
import { Dialog, toast } from "../ui";
import { MessageForm } from "./message-form";
import { quoted } from "../../../shared/format";

export interface ContactComposerDialogProps {
  /** The match to write about; null when closed. */
  target: { matchId: number; counterpartCompany: string; counterpartTitle: string } | null;
  onClose: () => void;
  /** Where the focus goes when « Contacter » is gone on close (see Dialog). */
  onFocusLost?: () => void;
}

/** "Contacter": the first message to the counterpart of a match. */
export function ContactComposerDialog({ target, onClose, onFocusLost }: ContactComposerDialogProps) {
  return (
    <Dialog
      onFocusLost={onFocusLost}
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target ? `${CONVERSATION.composerTitle} ${target.counterpartCompany}` : CONVERSATION.composerTitle}
      description={target ? `Au sujet de ${quoted(target.counterpartTitle)}` : undefined}
    >
      {target && (
        <MessageForm
          matchId={target.matchId}
          placeholder={CONVERSATION.composerPlaceholder}
          autoFocus
          onSent={() => {
            toast({ title: TOASTS.contactSentTitle, description: TOASTS.contactSentText });
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

/** The composer's state for a page of match cards: `open(match)` from "Contacter", and `dialog(onFocusLost)` to render. */
export function useContactComposer(viewerIsBuyer: boolean) {
  const [target, setTarget] = useState<ContactComposerDialogProps["target"]>(null);
  return {
    open: (match: MatchView) => {
      const counterpart = counterpartOf(match, viewerIsBuyer);
      setTarget({ matchId: match.id, counterpartCompany: counterpart.companyName, counterpartTitle: counterpart.title });
    },
    dialog: (onFocusLost?: () => void) => <ContactComposerDialog target={target} onClose={() => setTarget(null)} onFocusLost={onFocusLost} />,
  };
}
