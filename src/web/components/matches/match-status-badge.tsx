import { MATCH_STATUS_LABELS, type MatchStatus } from "../../../shared/enums";
import { Badge, type BadgeVariant } from "../ui";

const STATUS_VARIANT: Record<MatchStatus, BadgeVariant> = {
  new: "default",
  viewed: "outline",
  contacted: "success",
  favorited: "warning",
  ignored: "destructive",
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{MATCH_STATUS_LABELS[status]}</Badge>;
}
