import { PAGING_TEXTS } from "../../../shared/messages";
import { Button } from "../ui";

export interface MatchPagerProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** "12 sur 340 affichés" and the "Voir plus" button that loads the next server page. */
export function MatchPager({ shown, total, hasMore, loading, onMore }: MatchPagerProps) {
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {PAGING_TEXTS.shown(shown, total)}
      </p>
      {hasMore && (
        <Button variant="outline" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? PAGING_TEXTS.loadingMore : PAGING_TEXTS.more}
        </Button>
      )}
    </div>
  );
}
