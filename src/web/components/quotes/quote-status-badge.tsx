import { QUOTE_STATUS_LABELS, type QuoteStatus } from "../../../shared/quotes";
import { Badge, type BadgeVariant } from "../ui";

const VARIANTS: Record<QuoteStatus, BadgeVariant> = {
  draft: "outline",
  sent: "secondary",
  revision_requested: "warning",
  revised: "secondary",
  accepted: "success",
  declined: "destructive",
  expired: "outline",
  withdrawn: "outline",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge variant={VARIANTS[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
