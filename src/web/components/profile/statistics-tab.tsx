import { Eye, Handshake, Heart, HeartOff, MessageSquare, Sparkles, ThumbsDown, type LucideIcon } from "lucide-react";
import type { MatchAction } from "../../../shared/enums";
import type { PublicUser } from "../../../shared/view-schemas";
import { formatDate, percent, quoted } from "../../../shared/format";
import { RESPONSIVENESS_MIN_REQUESTS } from "../../../shared/quotes";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from "../ui";

const ACTIVITY: Record<MatchAction | "message", { icon: LucideIcon; text: string }> = {
  contact: { icon: Handshake, text: "Contact pris pour" },
  favorite: { icon: Heart, text: "Ajouté aux favoris :" },
  unfavorite: { icon: HeartOff, text: "Retiré des favoris :" },
  reject: { icon: ThumbsDown, text: "Ignoré :" },
  view: { icon: Eye, text: "Consulté :" },
  message: { icon: MessageSquare, text: "Message envoyé à propos de" },
};

const requests = (n: number) => `${n} demande${n > 1 ? "s" : ""}`;

/** Statistics tab: the user's real figures and their own latest interactions and messages. */
export function StatisticsTab({ user }: { user: PublicUser }) {
  const stats = trpc.user.stats.useQuery();
  const activity = trpc.user.activity.useQuery();
  const figures = stats.data;
  const tiles: { label: string; value: string | undefined; hint?: string }[] = [
    ...(user.accountType === "buyer" ? [{ label: "Besoins", value: figures && String(figures.needs) }] : []),
    ...(user.accountType === "supplier" ? [{ label: "Offres", value: figures && String(figures.offers) }] : []),
    { label: "Matches", value: figures && String(figures.matches) },
    { label: "Contacts", value: figures && String(figures.contacts) },
    { label: "Devis", value: figures && `${figures.quotes}${figures.quotesAccepted > 0 ? ` (${figures.quotesAccepted} accepté${figures.quotesAccepted > 1 ? "s" : ""})` : ""}` },
    {
      label: "Taux de réponse",
      value: figures && (figures.responseRate === null ? "—" : percent(figures.responseRate)),
      hint:
        figures &&
        (figures.responseRate === null
          ? `Affiché dès ${RESPONSIVENESS_MIN_REQUESTS} demandes (${requests(figures.responseRequests)} en 90 jours)`
          : `Médiane ${figures.medianResponseHours?.toLocaleString("fr-FR") ?? "—"} h · ${requests(figures.responseRequests)}`),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {stats.isError && (
        <p role="alert" className="text-sm text-destructive">
          {describeFailure(stats.error).message}
        </p>
      )}
      <section aria-label="Statistiques" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {tiles.map((tile) => (
          <Card key={tile.label} className="p-4">
            <p className="text-2xl font-bold tabular-nums">{tile.value ?? "..."}</p>
            <p className="text-sm text-muted-foreground">{tile.label}</p>
            {tile.hint && <p className="mt-1 text-xs text-muted-foreground">{tile.hint}</p>}
          </Card>
        ))}
      </section>
      <p className="-mt-3 text-xs text-muted-foreground">
        Le taux compte les premiers messages et demandes de devis reçus ces 90 derniers jours auxquels vous avez répondu sous 48 heures : le chiffre que voient vos interlocuteurs.
      </p>
      <Card>
        <CardHeader>
          <CardTitle>Activité récente</CardTitle>
          <CardDescription>Vos dernières actions et vos derniers messages sur vos matches.</CardDescription>
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
              Aucune activité pour l'instant : contactez un match ou ajoutez-le à vos favoris.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {activity.data.map((item, index) => {
                const { icon: Icon, text } = ACTIVITY[item.action as MatchAction | "message"] ?? ACTIVITY.view;
                return (
                  <li key={`${item.kind}-${item.matchId}-${index}`} className="flex items-center gap-3 py-2 text-sm">
                    <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="flex-1">
                      {text} {quoted(item.title)}
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
