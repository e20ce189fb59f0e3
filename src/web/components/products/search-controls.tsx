import { PRODUCT_SORTS, type ProductSort } from "../../../shared/enums";
import { decimal } from "../../../shared/format";
import { PRODUCT_SORT_LABELS } from "../../../shared/french-labels";
import { Label, Options, Select } from "../ui";

export interface SearchControlsProps {
  alpha: number;
  onAlphaChange: (alpha: number) => void;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

/** The AI weighting slider and the sort choice shown after a search (SPEC §2). */
export function SearchControls({ alpha, onAlphaChange, sort, onSortChange }: SearchControlsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-[2fr_1fr] sm:items-end">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="search-alpha">Pondération IA</Label>
          <output htmlFor="search-alpha" className="text-sm font-semibold tabular-nums" data-testid="alpha-value">
            {decimal(alpha, 1)}
          </output>
        </div>
        <input
          id="search-alpha"
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={alpha}
          aria-describedby="search-alpha-hint"
          aria-valuetext={`${decimal(alpha, 1)} : ${Math.round(alpha * 100)} % sémantique, ${Math.round((1 - alpha) * 100)} % mots-clés`}
          onChange={(event) => onAlphaChange(Number(event.target.value))}
          className="w-full accent-primary"
        />
        <p id="search-alpha-hint" className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
          <span>0 : mots-clés exacts</span>
          <span>1 : sens et synonymes</span>
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="search-sort">Trier par</Label>
        <Select id="search-sort" value={sort} onChange={(event) => onSortChange(event.target.value as ProductSort)}>
          <Options values={PRODUCT_SORTS} labels={PRODUCT_SORT_LABELS} />
        </Select>
      </div>
    </div>
  );
}
