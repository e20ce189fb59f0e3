import type { MatchAction } from "../../../shared/enums";
import { TOASTS } from "../../../shared/messages";
import { toast } from "../../hooks/use-toast";
import { trpc } from "../../lib/trpc";

/**
 * Records an action on a match (interaction + status, DESIGN §6), shows the spec toasts and
 * refreshes everything that shows match statuses or counters.
 */
export function useMatchAction() {
  const utils = trpc.useUtils();
  const mutation = trpc.matches.interact.useMutation({
    onSuccess: (_match, { action }) => {
      toast({ title: TOASTS.interactionTitle, description: TOASTS.interactionText[action] });
    },
    onError: () => {
      toast({ title: TOASTS.error, description: TOASTS.interactionFail, variant: "destructive" });
    },
    onSettled: async (_match, _error, { matchId }) => {
      // The match may change tab and status: its pages, the counts and its detail all move.
      await Promise.all([
        utils.matches.list.invalidate(),
        utils.matches.counts.invalidate(),
        utils.matches.get.invalidate({ id: matchId }),
        utils.user.stats.invalidate(),
      ]);
    },
  });

  return {
    act: (matchId: number, action: MatchAction) => mutation.mutateAsync({ matchId, action }).catch(() => undefined),
    /** The match and action in flight, so only that card's button shows it is busy. */
    pending: mutation.isPending ? mutation.variables : undefined,
  };
}
