import type { ReactNode } from "react";
import { Building2, MapPin, Wallet } from "lucide-react";
import type { MatchView } from "../../../shared/view-schemas";
import { decimal, formatOfferPrice } from "../../../shared/format";
import { Badge, Card, CardContent, CardFooter, CardHeader, CardTitle } from "../ui";
import { CategoryBadge } from "../listings/listing-details";
import { UnreadMark } from "../conversation/unread-mark";
import { MatchStatusBadge } from "./match-status-badge";
import { counterpartOf, ownListingLine } from "./match-view-model";
import { ScoreBadge } from "./score-display";
import type { Responsiveness } from "../../../shared/quotes";
import { RESPONSIVENESS_HINT, responsivenessText } from "../quotes/responsiveness";

export interface MatchTabCardProps {
  match: MatchView;
  viewerIsBuyer: boolean;
  /** The tab's buttons. */
  actions: ReactNode;
  /** The supplier's response rate, on a buyer's card. */
  responsiveness?: Responsiveness | undefined;
}

/** A matches-page card (SPEC §2): scores as 0–1 decimals, price for buyers, budget for suppliers. */
export function MatchTabCard({ match, viewerIsBuyer, actions, responsiveness }: MatchTabCardProps) {
  const counterpart = counterpartOf(match, viewerIsBuyer);
  return (
    <Card className="flex h-full flex-col" data-testid="match-tab-card">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <CardTitle className="text-base">{counterpart.title}</CardTitle>
          <ScoreBadge score={match.matchScore} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Building2 className="size-4" aria-hidden="true" />
            {counterpart.companyName}
          </span>
          <CategoryBadge category={counterpart.category} />
          {match.tab === "interested" && <MatchStatusBadge status={match.status} />}
          {counterpart.inactiveLabel && <Badge variant="outline">{counterpart.inactiveLabel}</Badge>}
          <UnreadMark matchId={match.id} />
        </div>
        <p className="text-xs text-muted-foreground">{ownListingLine(match, viewerIsBuyer)}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="line-clamp-3 text-sm">{counterpart.description}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <Wallet className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">{viewerIsBuyer ? "Prix" : "Budget"} :</dt>
            <dd className="font-semibold">{formatOfferPrice(counterpart.amount, counterpart.currency, counterpart.unit)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Localisation</dt>
            <dd>{counterpart.location}</dd>
          </div>
        </dl>
        {responsiveness && responsiveness.rate !== null && (
          <p className="text-xs text-muted-foreground" title={RESPONSIVENESS_HINT}>
            Réactivité : {responsivenessText(responsiveness)}
          </p>
        )}
        <dl className="flex gap-4 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>TF-IDF :</dt>
            <dd className="font-medium text-foreground tabular-nums">{decimal(match.tfIdfScore)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Sémantique :</dt>
            <dd className="font-medium text-foreground tabular-nums">{decimal(match.semanticScore)}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">{actions}</CardFooter>
    </Card>
  );
}
