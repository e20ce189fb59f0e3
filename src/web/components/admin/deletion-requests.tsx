import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { DeletionRequestView } from "../../../shared/admin-views";
import { formatParisDateTime } from "../../../shared/format";
import { ADMIN_MESSAGES } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Button, Dialog, toast } from "../ui";

/** Pending erasure requests; executing one erases the account for good, after a confirmation. */
export function DeletionRequests() {
  const requests = trpc.admin.deletionRequests.useQuery({ status: "pending" });
  const [confirming, setConfirming] = useState<DeletionRequestView | null>(null);
  const utils = trpc.useUtils();
  const execute = trpc.admin.executeDeletion.useMutation({
    onSuccess: () => {
      toast({ title: ADMIN_MESSAGES.erasureTitle, description: "Les données personnelles de l'utilisateur ont été effacées." });
      setConfirming(null);
      void utils.admin.invalidate();
    },
    onError: (error) => toast({ title: ADMIN_MESSAGES.erasureFail, description: describeFailure(error).message, variant: "destructive" }),
  });

  if (requests.isPending) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (requests.isError) return <p role="alert" className="text-sm text-destructive">{describeFailure(requests.error).message}</p>;
  if (requests.data.length === 0) return <p className="text-sm text-muted-foreground">Aucune demande de suppression en attente.</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-border">
        {requests.data.map((request) => (
          <li key={request.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium">
                {request.companyName ?? "Compte"} <span className="text-muted-foreground">({request.username})</span>
              </p>
              <p className="text-sm text-muted-foreground">
                {/* Paris time, as the audit log and the users' table. */}
                Demandée le <time dateTime={request.createdAt}>{formatParisDateTime(request.createdAt)}</time> (heure de Paris) · Motif : {request.reason}
              </p>
            </div>
            <Button size="sm" variant="destructive" onClick={() => setConfirming(request)} aria-label={`Exécuter la demande de ${request.username ?? "ce compte"}`}>
              <Trash2 aria-hidden="true" />
              Exécuter
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        // An erasure cannot be undone: the dialog names the account it erases.
        title={`Effacer le compte de ${confirming?.companyName ?? "ce titulaire"}${confirming?.username ? ` (${confirming.username})` : ""} ?`}
        description="Le compte, ses besoins, offres, matches, messages et notifications sont supprimés ; le journal d'audit est anonymisé. Cette action est définitive."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Annuler
            </Button>
            <Button variant="destructive" disabled={execute.isPending} onClick={() => confirming && execute.mutate({ id: confirming.id })}>
              Effacer définitivement
            </Button>
          </>
        }
      />
    </>
  );
}
