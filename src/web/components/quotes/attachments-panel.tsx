/** The files of a need or a quote: listed for both parties, added and removed by their author (issue 21). */
import { useRef, useState } from "react";
import { Paperclip, Trash2, Upload } from "lucide-react";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_ITEM, formatBytes, type AttachmentItemKind } from "../../../shared/attachments";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Button, Dialog, toast } from "../ui";

const ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";

export function AttachmentsPanel({ itemKind, itemId, canEdit }: { itemKind: AttachmentItemKind; itemId: number; canEdit: boolean }) {
  const utils = trpc.useUtils();
  const list = trpc.attachments.list.useQuery({ itemKind, itemId }, { retry: false });
  // The file asked about, until the removal is confirmed or cancelled: a removal cannot be undone.
  const [asking, setAsking] = useState<{ id: number; filename: string } | null>(null);
  const remove = trpc.attachments.remove.useMutation({
    onSuccess: () => toast({ title: "Fichier retiré", description: asking?.filename }),
    // Said, not swallowed: the file stays listed and the user knows why (already removed, network…).
    onError: (error) =>
      toast({ title: "Retrait impossible", description: describeFailure(error).message || "Le serveur n'a pas pu être joint.", variant: "destructive" }),
    onSettled: () => {
      setAsking(null);
      void utils.attachments.list.invalidate({ itemKind, itemId });
    },
  });
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const files = list.data ?? [];

  async function send(file: File) {
    if (file.size > ATTACHMENT_MAX_BYTES) {
      toast({ title: "Fichier trop lourd", description: "Un fichier joint fait au plus 10 Mo.", variant: "destructive" });
      return;
    }
    setSending(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const response = await fetch(`/api/${itemKind === "need" ? "needs" : "quotes"}/${itemId}/attachments`, { method: "POST", body: form, credentials: "include" });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        toast({ title: "Fichier refusé", description: body.error ?? `Erreur ${response.status}`, variant: "destructive" });
        return;
      }
      const added = (await response.json().catch(() => ({}))) as { filename?: string };
      // The server names the file after its content (a PNG sent as « photo.pdf » is « photo.png »): said, not done silently.
      const renamed = added.filename && added.filename !== file.name ? added.filename : null;
      toast({ title: "Fichier joint", description: renamed ? `${file.name} : enregistré sous « ${renamed} », l'extension de son contenu.` : file.name });
      void utils.attachments.list.invalidate({ itemKind, itemId });
    } catch {
      toast({ title: "Envoi impossible", description: "Le serveur n'a pas pu être joint.", variant: "destructive" });
    } finally {
      setSending(false);
      if (input.current) input.current.value = "";
    }
  }

  if (list.isError) return null;
  return (
    <div className="flex flex-col gap-2">
      {files.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun fichier joint.</p>
      ) : (
        <ul className="flex flex-col gap-1.5" aria-label="Fichiers joints">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Paperclip className="size-4 text-muted-foreground" aria-hidden="true" />
              {/* A long name without spaces wraps instead of widening the page. */}
              <a href={file.url} download className="min-w-0 font-medium break-all underline-offset-2 hover:underline">
                {file.filename}
              </a>
              <span className="text-muted-foreground">{formatBytes(file.size)}</span>
              {canEdit && (
                <Button size="icon" variant="ghost" aria-label={`Retirer ${file.filename}`} disabled={remove.isPending} onClick={() => setAsking({ id: file.id, filename: file.filename })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && files.length < ATTACHMENTS_PER_ITEM && (
        <div>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            // Opened by the button below, which is what keyboards and screen readers reach: a
            // second, unnamed control was a trap (axe "label", critical).
            hidden
            id={`attach-${itemKind}-${itemId}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <Button size="sm" variant="outline" disabled={sending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            Joindre un fichier
          </Button>
          <p className="mt-1 text-xs text-muted-foreground">PDF, images ou documents bureautiques, 10 Mo au plus, {ATTACHMENTS_PER_ITEM} fichiers par {itemKind === "need" ? "besoin" : "devis"}.</p>
        </div>
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && !remove.isPending && setAsking(null)}
        title={`Retirer ${asking?.filename ?? "ce fichier"} ?`}
        description={`Le fichier est supprimé et ne pourra plus être téléchargé depuis ce ${itemKind === "need" ? "besoin" : "devis"}. Cette action est définitive.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(null)} disabled={remove.isPending}>
              Annuler
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => asking && remove.mutate({ id: asking.id })}>
              Retirer le fichier
            </Button>
          </>
        }
      />
    </div>
  );
}
