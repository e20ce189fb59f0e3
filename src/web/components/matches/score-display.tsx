import { decimal, percent, scoreTone, type ScoreTone } from "../../../shared/format";
import { cn } from "../../lib/cn";
import { Badge, type BadgeVariant } from "../ui";

const TONE_BADGE: Record<ScoreTone, BadgeVariant> = { green: "success", yellow: "warning", red: "destructive" };
const TONE_BAR: Record<ScoreTone, string> = { green: "bg-success", yellow: "bg-warning", red: "bg-destructive" };
const TONE_TEXT: Record<ScoreTone, string> = { green: "text-success", yellow: "text-warning", red: "text-destructive" };
const TONE_NAME: Record<ScoreTone, string> = { green: "très pertinent", yellow: "pertinent", red: "peu pertinent" };

/** Matches page score badge: a 0–1 decimal, green ≥ 0.8, yellow ≥ 0.6, red below (SPEC §2). */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  return (
    <Badge variant={TONE_BADGE[scoreTone(score)]} className={className}>
      <span className="sr-only">Score </span>
      {decimal(score)}
    </Badge>
  );
}

/** The dashboard card's global percent, in the badge's colours (green ≥ 0.8, yellow ≥ 0.6, red below). */
export function ScorePercent({ score }: { score: number }) {
  const tone = scoreTone(score);
  return (
    <span className={cn("text-3xl font-bold tabular-nums", TONE_TEXT[tone])} data-tone={tone} title={TONE_NAME[tone]}>
      {percent(score)}
    </span>
  );
}

/**
 * One score as a labelled bar with its percent, for the detail view. Only the global score takes
 * the badge's colours (`toned`): its thresholds mean nothing for a component, and a keyword score
 * of 55 % drawn in red beside a green 89 % read as a fault of the match.
 */
export function ScoreBar({ label, score, hint, toned = false }: { label: string; score: number; hint?: string; toned?: boolean }) {
  const value = Math.round(score * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">{percent(score)}</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percent(score)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", toned ? TONE_BAR[scoreTone(score)] : "bg-primary")} data-tone={toned ? scoreTone(score) : undefined} style={{ width: `${value}%` }} />
      </div>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** A small labelled percent (dashboard card). */
export function ScoreStat({ label, score }: { label: string; score: number }) {
  return (
    <div className="flex flex-col items-center rounded-md bg-muted px-2 py-1.5">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-sm font-semibold tabular-nums">{percent(score)}</span>
    </div>
  );
}
