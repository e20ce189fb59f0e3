import { Eye, Handshake, Heart, HeartOff, MessageSquare, Sparkles, ThumbsDown, type LucideIcon } from "lucide-react";
import type { MatchAction } from "../../../shared/enums";
import type { PublicUser } from "../../../shared/view-schemas";
import { formatDate } from "../../../shared/format";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from "../ui";

const ACTIVITY: Record<MatchAction | "message", { icon: LucideIcon; text: string }> = {
  contact: { icon: Handshake, text: "Contacted" },
  favorite: { icon: Heart, text: "Added to favourites" },
  unfavorite: { icon: HeartOff, text: "Removed from favourites" },
  reject: { icon: ThumbsDown, text: "Ignored" },
  view: { icon: Eye, text: "Viewed" },
  message: { icon: MessageSquare, text: "Message sent about" },
};

/** Statistics tab: the user's real figures and their own latest interactions and messages. */
export function StatisticsTab({ user }: { user: PublicUser }) {
  const stats = trpc.user.stats.useQuery();
  const activity = trpc.user.activity.useQuery();
  const figures = stats.data;
  const tiles: { label: string; value: string | undefined; hint?: string }[] = [
    ...(user.accountType === "buyer" ? [{ label: "Needs", value: figures && String(figures.needs) }] : []),
    ...(user.accountType === "supplier" ? [{ label: "Offers", value: figures && String(figures.offers) }] : []),
    { label: "Matches", value: figures && String(figures.matches) },
    { label: "Contacts", value: figures && String(figures.contacts) },
    { label: "Quotes", value: figures && `${figures.quotes}${figures.quotesAccepted > 0 ? ` (${figures.quotesAccepted} accepted)` : ""}` },
    {
      label: "Response rate",
      value: figures && (figures.responseRate === null ? "—" : `${Math.round(figures.responseRate * 100)}%`),
      hint: figures && (figures.responseRate === null ? `Shown from 3 requests (${figures.responseRequests} in 90 days)` : `Median ${figures.medianResponseHours?.toLocaleString("fr-FR") ?? "—"} h · ${figures.responseRequests} requests`),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {stats.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeFailure(stats.error).message}
        </p>
      )}
      <section aria-label="Statistics" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {tiles.map((tile) => (
          <Card key={tile.label} className="p-4">
            <p className="text-2xl font-bold tabular-nums">{tile.value ?? "..."}</p>
            <p className="text-sm text-muted-foreground">{tile.label}</p>
            {tile.hint && <p className="mt-1 text-xs text-muted-foreground">{tile.hint}</p>}
          </Card>
        ))}
      </section>
      <p className="-mt-3 text-xs text-muted-foreground">
        The rate counts the first messages and quote requests you received over the last 90 days that you answered within 48 hours: the same figure your counterparts see.
      </p>
      <Card>
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
          <CardDescription>Your latest actions and messages on your matches.</CardDescription>
        </CardHeader>
        <CardContent>
          {activity.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : activity.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {describeFailure(activity.error).message}
            </p>
          ) : activity.data.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Sparkles className="size-4" aria-hidden="true" />
              No activity yet: contact a match or add it to your favourites.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {activity.data.map((item, index) => {
                const { icon: Icon, text } = ACTIVITY[item.action as MatchAction | "message"] ?? ACTIVITY.view;
                return (
                  <li key={`${item.kind}-${item.matchId}-${index}`} className="flex items-center gap-3 py-2 text-sm">
                    <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="flex-1">
                      {text} « {item.title} »
                    </span>
                    <time dateTime={item.createdAt} className="text-muted-foreground">
                      {formatDate(item.createdAt)}
                    </time>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
