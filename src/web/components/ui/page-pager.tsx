import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

export interface PagePagerProps {
  /** What the list holds, for the navigation's name ("Pages des notifications"). */
  label: string;
  /** "57 notifications": the total the server counted. */
  summary: string;
  /** Zero-based. */
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** "57 notifications · page 2 sur 3" with Précédent / Suivant, over pages the server counts and serves. */
export function PagePager({ label, summary, page, total, pageSize, onPage }: PagePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      <span aria-live="polite">
        {summary} · page {page + 1} sur {pages}
      </span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Précédent
        </Button>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Suivant
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
