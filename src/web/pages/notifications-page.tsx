import { BellOff, CheckCheck, FileText, Mail, Sparkles, Trash2, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { NotificationType } from "../../shared/enums";
import type { NotificationFilter } from "../../shared/schemas";
import { formatDate } from "../../shared/format";
import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { EmptyState } from "../components/ui/empty-state";
import { SearchInput } from "../components/ui/search-input";
import { Label } from "../components/ui/label";
import { PagePager } from "../components/ui/page-pager";
import { Select } from "../components/ui/select";
import { useAuth } from "../hooks/use-auth";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { toast } from "../hooks/use-toast";
import { cn } from "../lib/cn";
import { trpc } from "../lib/trpc";

type Filter = NotificationFilter;

const NOTIFICATIONS_PAGE_SIZE = 20;

const FILTERS: { value: Filter; label: string }[] = [
  { value: "all", label: "Toutes" },
  { value: "unread", label: "Non lues" },
  { value: "match", label: "Matches" },
  { value: "contact", label: "Contacts" },
  { value: "system", label: "Système" },
  { value: "quote", label: "Devis" },
];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  match: "Match",
  contact: "Contact",
  system: "Système",
  quote: "Devis",
};

export const NOTIFICATION_TYPE_ICONS = { match: Sparkles, contact: Mail, system: Info, quote: FileText } as const;

export function NotificationsPage() {
  const { user, isLoading } = useAuth();
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), 250);
  const utils = trpc.useUtils();
  // The server filters, searches, counts and pages (issue 19): nothing is cut off at 200.
  const list = trpc.notifications.list.useQuery(
    { filter, q: q || undefined, limit: NOTIFICATIONS_PAGE_SIZE, offset: page * NOTIFICATIONS_PAGE_SIZE },
    { enabled: user !== null, placeholderData: (previous) => previous },
  );
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { enabled: user !== null });
  // Deleting the last notification of the last page: show the page before.
  const pageBeyondEnd = list.data !== undefined && list.data.items.length === 0 && page > 0;
  useEffect(() => {
    if (pageBeyondEnd) setPage((current) => Math.max(0, Math.min(current - 1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE) - 1)));
  }, [pageBeyondEnd, list.data?.total]);
  const refresh = () => void utils.notifications.invalidate();
  const onError = () => toast({ title: "Erreur", description: "Impossible de mettre à jour les notifications.", variant: "destructive" });
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: refresh, onError });
  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onSuccess: ({ updated }) => {
      refresh();
      toast({ title: "Notifications lues", description: `${updated} notification${updated > 1 ? "s" : ""} marquée${updated > 1 ? "s" : ""} comme lue${updated > 1 ? "s" : ""}.` });
    },
    onError,
  });
  const remove = trpc.notifications.remove.useMutation({
    onSuccess: () => {
      refresh();
      toast({ title: "Notification supprimée" });
    },
    onError,
  });

  if (isLoading) return <Page title="Notifications"><PageLoading /></Page>;
  if (!user) return <Page title="Notifications"><SignInRequired message="Connectez-vous pour voir vos notifications." /></Page>;

  const visible = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const unreadCount = unread.data?.count ?? 0;
  const filtered = filter !== "all" || q !== "";

  return (
    <Page
      title="Notifications"
      description={unreadCount > 0 ? `${unreadCount} notification${unreadCount > 1 ? "s" : ""} non lue${unreadCount > 1 ? "s" : ""}` : "Vous êtes à jour."}
      actions={
        <Button variant="outline" onClick={() => markAllRead.mutate()} disabled={unreadCount === 0 || markAllRead.isPending}>
          <CheckCheck aria-hidden="true" />
          Tout marquer comme lu
        </Button>
      }
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="notification-search">Rechercher</Label>
          <SearchInput
            id="notification-search"
            placeholder="Titre ou message…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="notification-filter">Filtrer</Label>
          <Select id="notification-filter" value={filter} onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(0);
            }}>
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Impossible de charger les notifications.
        </p>
      ) : visible.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title="Aucune notification"
          description={
            filtered
              ? "Aucune notification ne correspond à votre recherche."
              : "Vous serez prévenu ici de vos nouveaux matches, des entreprises qui vous contactent ou vous écrivent, de vos devis et des résultats de vos alertes."
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Liste des notifications">
          {visible.map((item) => {
            const Icon = NOTIFICATION_TYPE_ICONS[item.type];
            return (
              <li key={item.id}>
                <Card className={cn("flex flex-col gap-3 p-4 sm:flex-row sm:items-start", !item.isRead && "border-primary/50 bg-accent/40")}>
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/notification/${item.id}`} className="font-semibold hover:underline">
                        {item.title}
                      </Link>
                      <Badge variant="outline">{NOTIFICATION_TYPE_LABELS[item.type]}</Badge>
                      {!item.isRead && <Badge>Non lue</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">{item.message}</p>
                    <p className="text-xs text-muted-foreground">{formatDate(item.createdAt)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2 sm:flex-col">
                    {!item.isRead && (
                      <Button size="sm" variant="outline" onClick={() => markRead.mutate({ id: item.id })} disabled={markRead.isPending}>
                        Marquer comme lue
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => remove.mutate({ id: item.id })}
                      disabled={remove.isPending}
                      aria-label={`Supprimer la notification « ${item.title} »`}
                    >
                      <Trash2 aria-hidden="true" />
                      Supprimer
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {total > NOTIFICATIONS_PAGE_SIZE && (
        <div className="mt-6">
          <PagePager
            label="Pages des notifications"
            summary={`${total.toLocaleString("fr-FR")} notification${total > 1 ? "s" : ""}`}
            page={page}
            total={total}
            pageSize={NOTIFICATIONS_PAGE_SIZE}
            onPage={setPage}
          />
        </div>
      )}
    </Page>
  );
}
