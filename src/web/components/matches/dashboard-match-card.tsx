import { Building2, Eye, Heart, MapPin, MessageSquare, Tag, XCircle } from "lucide-react";
import type { MatchView } from "../../../shared/view-schemas";
import { sectorLabel } from "../../../shared/categories";
import type { MatchAction } from "../../../shared/enums";
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Skeleton } from "../ui";
import { UnreadMark } from "../conversation/unread-mark";
import { MatchStatusBadge } from "./match-status-badge";
import { counterpartOf, ownListingLine } from "./match-view-model";
import { ScorePercent, ScoreStat } from "./score-display";

export interface DashboardMatchCardProps {
  match: MatchView;
  viewerIsBuyer: boolean;
  onAction: (action: MatchAction) => void;
  onDetails: () => void;
  /** The action in flight on this card, if any. */
  busyAction: MatchAction | undefined;
}

export function DashboardMatchCard({ match, viewerIsBuyer, onAction, onDetails, busyAction }: DashboardMatchCardProps) {
  const counterpart = counterpartOf(match, viewerIsBuyer);
  const busy = busyAction !== undefined;
  return (
    <Card className="flex h-full flex-col" data-testid="match-card">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <CardTitle className="text-base">{counterpart.title}</CardTitle>
          <MatchStatusBadge status={match.status} />
        </div>
        <UnreadMark matchId={match.id} />
        {counterpart.inactiveLabel && <Badge variant="outline" className="self-start">{counterpart.inactiveLabel}</Badge>}
        <p className="text-xs text-muted-foreground">{ownListingLine(match, viewerIsBuyer)}</p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{counterpart.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex items-center gap-3">
          <ScorePercent score={match.hybridScore} />
          <span className="text-sm text-muted-foreground">Score global</span>
        </div>
        <div className="grid grid-cols-3 gap-2">
          <ScoreStat label="TF-IDF" score={match.tfidfScore} />
          <ScoreStat label="Sémantique" score={match.semanticScore} />
          <ScoreStat label="Catégorie" score={match.categoryScore} />
        </div>
        <ul className="flex flex-col gap-1 text-sm">
          <li className="flex items-center gap-1.5">
            <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Entreprise :</span>
            {counterpart.companyName}
          </li>
          <li className="flex items-center gap-1.5">
            <Tag className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Secteur :</span>
            {sectorLabel(counterpart.category)}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Localisation :</span>
            {counterpart.location}
          </li>
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button size="sm" onClick={() => onAction("contact")} disabled={busy}>
          <MessageSquare aria-hidden="true" />
          Contacter
        </Button>
        {/* A toggle (issue 24): a second press takes the match out of the favourites. */}
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAction(match.status === "favorited" ? "unfavorite" : "favorite")}
          disabled={busy}
          aria-pressed={match.status === "favorited"}
        >
          <Heart aria-hidden="true" className={match.status === "favorited" ? "fill-current" : undefined} />
          Favoris
        </Button>
        <Button size="sm" variant="outline" onClick={onDetails} disabled={busy}>
          <Eye aria-hidden="true" />
          Voir Détails
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onAction("reject")} disabled={busy}>
          <XCircle aria-hidden="true" />
          Ignorer
        </Button>
      </CardFooter>
    </Card>
  );
}

export function MatchCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-6" aria-hidden="true" data-testid="match-card-skeleton">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-8 w-1/3" />
      <div className="grid grid-cols-3 gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-8 w-full" />
    </Card>
  );
}
