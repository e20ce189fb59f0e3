import { SECTOR_KEYS, SECTOR_LABELS, type SectorKey } from "../../../shared/categories";
import { MATCH_STATUSES, MATCH_STATUS_LABELS, type MatchStatus } from "../../../shared/enums";
import { Button, Label, Options, SearchInput, Select } from "../ui";
import { NO_FILTERS, type MatchFilters } from "./match-view-model";

export interface MatchFiltersBarProps {
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
}

/** Dashboard filters (SPEC §2): free text, status, sector (every sector). The server applies them. */
export function MatchFiltersBar({ filters, onChange }: MatchFiltersBarProps) {
  const active = filters.search !== "" || filters.status !== "all" || filters.sector !== "all";
  return (
    <div role="search" aria-label="Filtrer les matches" className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="match-search">Rechercher</Label>
        <SearchInput
          id="match-search"
          placeholder="Titre d'un besoin ou d'une offre"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="match-status">Statut</Label>
        <Select id="match-status" value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as MatchStatus | "all" })}>
          <option value="all">Tous les statuts</option>
          <Options values={MATCH_STATUSES} labels={MATCH_STATUS_LABELS} />
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="match-sector">Secteur</Label>
        <Select id="match-sector" value={filters.sector} onChange={(event) => onChange({ ...filters, sector: event.target.value as SectorKey | "all" })}>
          <option value="all">Tous les secteurs</option>
          <Options values={SECTOR_KEYS} labels={SECTOR_LABELS} />
        </Select>
      </div>
      <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} disabled={!active}>
        Réinitialiser
      </Button>
    </div>
  );
}
