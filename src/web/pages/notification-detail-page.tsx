import { ArrowLeft, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import type { NotificationView } from "../../shared/view-schemas";
import { ERRORS } from "../../shared/messages";
import { formatDate } from "../../shared/format";
import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { ButtonLink } from "../components/ui/button-link";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card";
import { useAuth } from "../hooks/use-auth";
import { toast } from "../hooks/use-toast";
import { trpc } from "../lib/trpc";
import { NOTIFICATION_TYPE_ICONS, NOTIFICATION_TYPE_LABELS } from "./notifications-page";

export function NotificationDetailPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const notification = trpc.notifications.get.useQuery({ id }, { enabled: user !== null && validId, retry: false });
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: () => void utils.notifications.invalidate() });
  const remove = trpc.notifications.remove.useMutation({
    onSuccess: async () => {
      await utils.notifications.invalidate();
      toast({ title: "Notification supprimée" });
      await navigate("/notifications");
    },
    onError: () => toast({ title: "Erreur", description: "Impossible de supprimer la notification.", variant: "destructive" }),
  });

  // Opening a notification reads it.
  const unreadId = notification.data && !notification.data.isRead ? notification.data.id : null;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unreadId !== null) markAsRead({ id: unreadId });
  }, [unreadId, markAsRead]);

  const back = (
    <ButtonLink to="/notifications" variant="ghost" size="sm" className="mb-4 -ml-2">
      <ArrowLeft aria-hidden="true" />
      Toutes les notifications
    </ButtonLink>
  );

  if (isLoading) return <Page><PageLoading /></Page>;
  if (!user) return <Page title="Notification"><SignInRequired message="Connectez-vous pour voir vos notifications." /></Page>;
  if (validId && notification.isPending) return <Page>{back}<PageLoading /></Page>;

  const item = notification.data;
  if (!validId || !item) {
    return (
      <Page>
        {back}
        <h1 className="text-2xl font-bold">{ERRORS.notificationNotFound}</h1>
        <p className="mt-2 text-muted-foreground">Cette notification n'existe pas ou a été supprimée.</p>
      </Page>
    );
  }

  const Icon = NOTIFICATION_TYPE_ICONS[item.type];
  return (
    <Page>
      {back}
      <Card className="max-w-3xl">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-col gap-1">
              <CardTitle as="h1" className="text-xl">
                {item.title}
              </CardTitle>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant="outline">{NOTIFICATION_TYPE_LABELS[item.type]}</Badge>
                <span>{formatDate(item.createdAt)}</span>
              </div>
            </div>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p>{item.message}</p>
          {item.details && <p className="whitespace-pre-line text-muted-foreground">{item.details}</p>}
          <div className="flex flex-wrap gap-2">
            {item.link !== null ? (
              <ButtonLink to={item.link}>{linkLabel(item)}</ButtonLink>
            ) : (
              item.matchId !== null && <ButtonLink to={`/matches?match=${item.matchId}`}>{item.type === "contact" ? "Voir la conversation" : "Voir le match"}</ButtonLink>
            )}
            <Button variant="outline" onClick={() => remove.mutate({ id: item.id })} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          </div>
        </CardContent>
      </Card>
    </Page>
  );
}

/** What the notification's own page is: the quote it announces, or what an alert found. */
function linkLabel(item: NotificationView): string {
  if (item.link?.startsWith("/needs/")) return "Voir les devis du besoin";
  if (item.type === "quote") return "Voir le devis";
  return item.link?.startsWith("/profile") ? "Voir l'alerte et ses résultats" : "Voir le résultat";
}
