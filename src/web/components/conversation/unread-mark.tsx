import { Mail } from "lucide-react";
import { CONVERSATION } from "../../../shared/messages";
import { trpc } from "../../lib/trpc";
import { Badge } from "../ui";

/** Unread messages per match, one query for every card (refreshed by `match:updated`). */
export function useUnreadCount(matchId: number): number {
  const unread = trpc.matches.unread.useQuery();
  return unread.data?.byMatch.find((entry) => entry.matchId === matchId)?.count ?? 0;
}

/** The mark a match card shows while the counterpart's messages are unread. */
export function UnreadMark({ matchId }: { matchId: number }) {
  const count = useUnreadCount(matchId);
  if (count === 0) return null;
  return (
    <Badge variant="warning" data-testid="unread-mark">
      <Mail className="size-3" aria-hidden="true" />
      {CONVERSATION.unreadBadge(count)}
    </Badge>
  );
}
