import { useMemo, useState, type ComponentType } from "react";
import { FileText, Handshake, Heart, Plus, Sparkles } from "lucide-react";
import type { PublicUser } from "../../shared/api-types";
import { LIST_LIMIT_MAX, SKELETON_CARDS } from "../../shared/constants";
import { PublishNeedDialog } from "../components/listings/publish-need-dialog";
import { PublishOfferDialog } from "../components/listings/publish-offer-dialog";
import { MyListings } from "../components/listings/my-listings";
import { DashboardMatchCard, MatchCardSkeleton } from "../components/matches/dashboard-match-card";
import { MatchDetailDialog } from "../components/matches/match-detail-dialog";
import { useContactComposer } from "../components/conversation/contact-composer-dialog";
import { MatchFiltersBar } from "../components/matches/match-filters-bar";
import { countByStatus, filterMatches, NO_FILTERS, type MatchFilters } from "../components/matches/match-view-model";
import { PageLoading, SignInRequired } from "../components/layout/page";
import { useMatchAction } from "../components/matches/use-match-action";
import { Button, Card, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui";
import { Navigate } from "react-router";
import { useAuth } from "../hooks/use-auth";
import { trpc } from "../lib/trpc";

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
        // An admin has no buyer or supplier side: the platform-wide view is the admin console.
        <Navigate to="/admin-dashboard" replace />
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
  const isSupplier = user.userType === "supplier";
  const matches = trpc.matches.list.useQuery({ limit: LIST_LIMIT_MAX });
  const needs = trpc.needs.mine.useQuery({ limit: LIST_LIMIT_MAX }, { enabled: isBuyer });
  const offers = trpc.offers.mine.useQuery({ limit: LIST_LIMIT_MAX }, { enabled: isSupplier });
  const [filters, setFilters] = useState<MatchFilters>(NO_FILTERS);
  const [publishOpen, setPublishOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const { act, pending } = useMatchAction();
  const composer = useContactComposer(isBuyer);

  const all = useMemo(() => matches.data?.items ?? [], [matches.data]);
  const visible = useMemo(() => filterMatches(all, filters), [all, filters]);
  const ownCount = isBuyer ? needs.data?.length : offers.data?.length;

  function openDetails(matchId: number) {
    setDetailId(matchId);
    void act(matchId, "view");
  }

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Tableau de bord</p>
          <h1 className="text-3xl font-bold tracking-tight">{user.companyName}</h1>
          <p className="mt-1 text-muted-foreground">{SUBTITLES[user.accountType]}</p>
        </div>
        {isBuyer && (
          <Button size="lg" onClick={() => setPublishOpen(true)}>
            <Plus aria-hidden="true" />
            Publier un Besoin
          </Button>
        )}
        {isSupplier && (
          <Button size="lg" onClick={() => setPublishOpen(true)}>
            <Plus aria-hidden="true" />
            Publier une Offre
          </Button>
        )}
      </header>

      <section aria-label="Compteurs" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {(isBuyer || isSupplier) && <Counter icon={FileText} label={isBuyer ? "Mes besoins" : "Mes offres"} value={ownCount} />}
        <Counter icon={Sparkles} label="Matches" value={matches.data?.total} />
        <Counter icon={Handshake} label="Contacts" value={matches.data ? countByStatus(all, "contacted") : undefined} />
        <Counter icon={Heart} label="Favoris" value={matches.data ? countByStatus(all, "favorited") : undefined} />
      </section>

      <Tabs defaultValue="matches">
        <TabsList aria-label="Sections du tableau de bord">
          <TabsTrigger value="matches">Mes matches</TabsTrigger>
          {(isBuyer || isSupplier) && <TabsTrigger value="listings">{isBuyer ? "Mes besoins" : "Mes offres"}</TabsTrigger>}
        </TabsList>
        <TabsContent value="matches" className="flex flex-col gap-4">
          <MatchFiltersBar filters={filters} onChange={setFilters} />
          {matches.isPending && (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Chargement des matches">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <MatchCardSkeleton key={index} />
              ))}
            </div>
          )}
          {matches.isError && (
            <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
              {matches.error.message || "Impossible de charger vos matches."}
            </p>
          )}
          {matches.isSuccess && visible.length === 0 && <EmptyState icon={Sparkles} title="Aucun match trouvé pour vos critères." />}
          {visible.length > 0 && (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {visible.length} match{visible.length > 1 ? "es" : ""} affiché{visible.length > 1 ? "s" : ""}
              </p>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {visible.map((match) => (
                  <li key={match.id}>
                    <DashboardMatchCard
                      match={match}
                      viewerIsBuyer={isBuyer}
                      onAction={(action) => (action === "contact" ? composer.open(match) : void act(match.id, action))}
                      onDetails={() => openDetails(match.id)}
                      busyAction={pending?.matchId === match.id ? pending.action : undefined}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </TabsContent>
        {(isBuyer || isSupplier) && (
          <TabsContent value="listings">
            <MyListings kind={isBuyer ? "need" : "offer"} />
          </TabsContent>
        )}
      </Tabs>

      {isBuyer && <PublishNeedDialog open={publishOpen} onOpenChange={setPublishOpen} />}
      {isSupplier && <PublishOfferDialog open={publishOpen} onOpenChange={setPublishOpen} />}
      <MatchDetailDialog matchId={detailId} onClose={() => setDetailId(null)} viewerId={user.id} viewerIsBuyer={isBuyer} />
      {composer.dialog}
    </>
  );
}

function Counter({ icon: Icon, label, value }: { icon: ComponentType<{ className?: string }>; label: string; value: number | undefined }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="rounded-lg bg-accent p-2.5 text-accent-foreground" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value ?? "..."}</p>
      </div>
    </Card>
  );
}
