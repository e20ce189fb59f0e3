import { useMemo, useState, type ComponentType } from "react";
import { AdminHasNoSide } from "../components/layout/admin-has-no-side";
import { FileText, Handshake, Heart, Plus, ReceiptText, Sparkles } from "lucide-react";
import type { PublicUser } from "../../shared/view-schemas";
import { SHOWN_MIN_SCORE, SKELETON_CARDS } from "../../shared/constants";
import { LISTING_TEXTS } from "../../shared/messages";
import { MyListings } from "../components/listings/my-listings";
import { PublishListingDialog } from "../components/listings/publish-listing-dialog";
import { DashboardMatchCard, MatchCardSkeleton } from "../components/matches/dashboard-match-card";
import { MatchDetailDialog } from "../components/matches/match-detail-dialog";
import { useContactComposer } from "../components/conversation/contact-composer-dialog";
import { MatchFiltersBar } from "../components/matches/match-filters-bar";
import { FirstSteps, ownListingKind, useFirstDay } from "../components/matches/first-steps";
import { MatchPager } from "../components/matches/match-pager";
import { NO_FILTERS, toListFilters, weakLeadCount, type MatchFilters } from "../components/matches/match-view-model";
import { useMatchAction } from "../components/matches/use-match-action";
import { useMatchPages } from "../components/matches/use-match-pages";
import { PageLoading, SignInRequired } from "../components/layout/page";
import { Button, ButtonLink, Card, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { trpc } from "../lib/trpc";
import { cn } from "../lib/cn";
import { Link } from "react-router";

/** The search box asks the server once the user pauses typing. */
const SEARCH_DEBOUNCE_MS = 250;

const SUBTITLES: Record<PublicUser["accountType"], string> = {
  buyer: "Trouvez les fournisseurs qui répondent à vos besoins et suivez vos mises en relation.",
  supplier: "Trouvez les acheteurs à qui proposer vos offres et suivez vos mises en relation.",
  admin: "Suivez les mises en relation de la plateforme.",
};

export function DashboardPage() {
  const { user, isLoading } = useAuth();
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      {isLoading ? (
        <PageLoading />
      ) : user?.accountType === "admin" ? (
        <>
          <h1 className="text-2xl font-bold">Dashboard</h1>
          <AdminHasNoSide page="dashboard" />
        </>
      ) : user ? (
        <Dashboard user={user} />
      ) : (
        <>
          <h1 className="text-2xl font-bold">Dashboard</h1>
          <SignInRequired message="Connectez-vous pour voir votre tableau de bord." />
        </>
      )}
    </main>
  );
}

function Dashboard({ user }: { user: PublicUser }) {
  const isBuyer = user.userType === "buyer";
  const ownKind = ownListingKind(user);
  const counts = trpc.matches.counts.useQuery();
  const stats = trpc.user.stats.useQuery(undefined, { enabled: ownKind !== null });
  const [publishOpen, setPublishOpen] = useState(false);

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Tableau de bord</p>
          <h1 className="text-3xl font-bold tracking-tight">{user.companyName}</h1>
          <p className="mt-1 text-muted-foreground">{SUBTITLES[user.accountType]}</p>
        </div>
        {ownKind && (
          <Button size="lg" onClick={() => setPublishOpen(true)}>
            <Plus aria-hidden="true" />
            {LISTING_TEXTS[ownKind].publish.title}
          </Button>
        )}
      </header>

      <section aria-label="Compteurs" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {ownKind && <Counter icon={FileText} label={LISTING_TEXTS[ownKind].mine} value={isBuyer ? stats.data?.needs : stats.data?.offers} />}
        <Counter icon={Sparkles} label="Matches" value={counts.data?.total} />
        <Counter icon={Handshake} label="Contacts" value={counts.data?.statuses.contacted} />
        <Counter icon={Heart} label="Favoris" value={counts.data?.statuses.favorited} />
        {/* A way to the quotes on phones too, whose bottom bar (SPEC §9) does not name them. */}
        <Counter icon={ReceiptText} label={isBuyer ? "Devis reçus" : "Devis envoyés"} value={stats.data?.quotes} to="/quotes" />
      </section>

      <Tabs defaultValue="matches">
        <TabsList aria-label="Sections du tableau de bord">
          <TabsTrigger value="matches">Mes matches</TabsTrigger>
          {ownKind && <TabsTrigger value="listings">{LISTING_TEXTS[ownKind].mine}</TabsTrigger>}
        </TabsList>
        <TabsContent value="matches" className="flex flex-col gap-4">
          <DashboardMatches user={user} />
        </TabsContent>
        {ownKind && (
          <TabsContent value="listings">
            <MyListings kind={ownKind} />
          </TabsContent>
        )}
      </Tabs>

      {ownKind && <PublishListingDialog kind={ownKind} open={publishOpen} onOpenChange={setPublishOpen} />}
    </>
  );
}

/**
 * No match card to show. With filters, they found nothing; without, the weaker leads kept behind
 * « Autres pistes » on /matches are named, so that « aucun match » does not hide them (issue 20).
 */
function NoShownMatches({ filtered }: { filtered: boolean }) {
  const counts = trpc.matches.counts.useQuery();
  if (filtered) return <EmptyState icon={Sparkles} title="Aucun match trouvé pour vos critères." />;
  const otherLeads = counts.data ? weakLeadCount(counts.data) : 0;
  if (otherLeads === 0) return <EmptyState icon={Sparkles} title="Aucun match pour l'instant." description="Les nouveaux matches s'affichent ici dès qu'une annonce correspond aux vôtres." />;
  return (
    <EmptyState
      icon={Sparkles}
      title="Aucun match assez proche pour l'instant."
      description={`${otherLeads} piste${otherLeads > 1 ? "s" : ""} plus faible${otherLeads > 1 ? "s" : ""} (score sous ${Math.round(SHOWN_MIN_SCORE * 100)} %) ${otherLeads > 1 ? "sont rangées" : "est rangée"} sous « Autres pistes » sur la page Matches.`}
      action={
        <ButtonLink to="/matches" variant="outline">
          Voir les autres pistes
        </ButtonLink>
      }
    />
  );
}

/** The dashboard's match cards: the filters go to the server, which pages and counts. */
function DashboardMatches({ user }: { user: PublicUser }) {
  const viewerIsBuyer = user.userType === "buyer";
  const [filters, setFilters] = useState<MatchFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const listFilters = useMemo(() => toListFilters({ ...filters, search }), [filters, search]);
  const { query, items, total, hasMore, loadingMore, loadMore } = useMatchPages(listFilters);
  const [detailId, setDetailId] = useState<number | null>(null);
  const { act, pending } = useMatchAction();
  const composer = useContactComposer(viewerIsBuyer);
  const firstDay = useFirstDay(user);
  const firstDayKind = ownListingKind(user);

  function openDetails(matchId: number) {
    setDetailId(matchId);
    void act(matchId, "view");
  }

  return (
    <>
      <MatchFiltersBar filters={filters} onChange={setFilters} />
      {query.isPending && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Chargement des matches">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <MatchCardSkeleton key={index} />
          ))}
        </div>
      )}
      {query.isError && (
        <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
          {query.error.message || "Impossible de charger vos matches."}
        </p>
      )}
      {query.isSuccess && items.length === 0 && (firstDay && firstDayKind ? <FirstSteps kind={firstDayKind} /> : <NoShownMatches filtered={Object.keys(listFilters).length > 0} />)}
      {items.length > 0 && (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={query.isPlaceholderData}>
            {items.map((match) => (
              <li key={match.id}>
                <DashboardMatchCard
                  match={match}
                  viewerIsBuyer={viewerIsBuyer}
                  onAction={(action) => (action === "contact" ? composer.open(match) : void act(match.id, action))}
                  onDetails={() => openDetails(match.id)}
                  busyAction={pending?.matchId === match.id ? pending.action : undefined}
                />
              </li>
            ))}
          </ul>
          <MatchPager shown={items.length} total={total ?? items.length} hasMore={hasMore} loading={loadingMore} onMore={loadMore} />
        </>
      )}
      <MatchDetailDialog matchId={detailId} onClose={() => setDetailId(null)} viewerId={user.id} viewerIsBuyer={viewerIsBuyer} />
      {composer.dialog()}
    </>
  );
}

/** A count of the dashboard; with `to`, the whole card links to the page that lists them. */
function Counter({ icon: Icon, label, value, to }: { icon: ComponentType<{ className?: string }>; label: string; value: number | undefined; to?: string }) {
  const card = (
    <Card className={cn("flex h-full flex-col items-start gap-3 p-4 min-[360px]:flex-row min-[360px]:items-center sm:gap-4 sm:p-5", to && "transition-colors hover:bg-accent/50")}>
      <span className="rounded-lg bg-accent p-2.5 text-accent-foreground" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value ?? "..."}</p>
      </div>
    </Card>
  );
  if (!to) return card;
  return (
    <Link to={to} className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
      {card}
    </Link>
  );
}
