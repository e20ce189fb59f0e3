import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DEFAULT_DELETION_REASON } from "../../../shared/constants";
import { ADMIN_MESSAGES } from "../../../shared/messages";
import { useAuth } from "../../hooks/use-auth";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { toast } from "../ui";

/**
 * The deletion request of the RGPD tab and of the profile's "Supprimer le compte": a prompt for the
 * reason (cancelling it aborts), the request, then this device is signed out.
 */
export function useDeletionRequest() {
  const { signOutLocally } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = trpc.gdpr.requestDeletion.useMutation();
  async function ask() {
    const reason = window.prompt(ADMIN_MESSAGES.deletionPrompt, DEFAULT_DELETION_REASON);
    if (reason === null) return;
    try {
      await request.mutateAsync({ reason: reason.trim() || DEFAULT_DELETION_REASON });
      toast({ title: ADMIN_MESSAGES.deletionTitle, description: "Votre compte est désactivé ; un administrateur effacera vos données." });
      await navigate("/");
      signOutLocally();
      queryClient.clear();
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.deletionFail, description: describeFailure(error).message, variant: "destructive" });
    }
  }
  return { ask, isPending: request.isPending };
}

