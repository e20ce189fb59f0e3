import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Eye, Heart, Inbox, MessageSquare, RotateCcw, XCircle } from "lucide-react";
import type { MatchView, PublicUser } from "../../shared/api-types";
import { LIST_LIMIT_MAX } from "../../shared/constants";
import type { MatchPageStatus } from "../../shared/enums";
import { MatchCardSkeleton } from "../components/matches/dashboard-match-card";
import { MatchDetailDialog } from "../components/matches/match-detail-dialog";
import { useContactComposer } from "../components/conversation/contact-composer-dialog";
import { MatchTabCard } from "../components/matches/match-tab-card";
import { PageLoading, SignInRequired } from "../components/layout/page";
import { useMatchAction } from "../components/matches/use-match-action";
import { Badge, Button, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui";
import { Navigate } from "react-router";
import { useAuth } from "../hooks/use-auth";
import { trpc } from "../lib/trpc";

/** SPEC §2 tab order. */
const TABS: readonly MatchPageStatus[] = ["pending", "interested", "viewed", "rejected"];

const TAB_LABELS: Record<MatchPageStatus, string> = {
  pending: "Nouvelles",
  interested: "Intéressé",
  viewed: "Vues",
  rejected: "Ignorées",
};

const EMPTY_TEXTS: Record<MatchPageStatus, string> = {
  pending: "Aucun nouveau match pour le moment. Publiez ou précisez vos annonces pour en recevoir.",
  interested: "Aucun match retenu. Contactez un match ou ajoutez-le à vos favoris pour le retrouver ici.",
  viewed: "Aucun match consulté pour l'instant.",
  rejected: "Aucun match ignoré.",
};

export function MatchesPage() {
  const { user, isLoading } = useAuth();
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Mes Matches</h1>
        <p className="mt-1 text-muted-foreground">
          {user?.userType === "buyer" ? "Les offres qui correspondent à vos besoins." : "Les besoins auxquels vos offres répondent."}
        </p>
      </div>
      {isLoading ? (
        <PageLoading />
      ) : user?.accountType === "admin" ? (
        // An admin has no buyer or supplier side: the platform-wide view is the admin console.
        <Navigate to="/admin-dashboard" replace />
      ) : user ? (
        <MatchTabs user={user} />
      ) : (
        <SignInRequired message="Connectez-vous pour voir vos matches." />
      )}
    </main>
  );
}

interface DetailState {
  matchId: number;
  focusMessage: boolean;
}

function MatchTabs({ user }: { user: PublicUser }) {
  const viewerIsBuyer = user.userType === "buyer";
  const matches = trpc.matches.list.useQuery({ limit: LIST_LIMIT_MAX });
  const [tab, setTab] = useState<MatchPageStatus>("pending");
  const [searchParams, setSearchParams] = useSearchParams();
  // Links from notifications and e-mails open the match's thread: /matches?match=ID
  const linked = Number(searchParams.get("match")) || null;
  const [detail, setDetail] = useState<DetailState | null>(linked ? { matchId: linked, focusMessage: false } : null);
  const { act, pending } = useMatchAction();
  const composer = useContactComposer(viewerIsBuyer);

  const byTab = useMemo(() => {
    const groups: Record<MatchPageStatus, MatchView[]> = { pending: [], interested: [], viewed: [], rejected: [] };
    for (const match of matches.data?.items ?? []) groups[match.tab].push(match);
    return groups;
  }, [matches.data]);

  function openDetails(matchId: number) {
    setDetail({ matchId, focusMessage: false });
    void act(matchId, "view");
  }

  async function recontact(matchId: number) {
    await act(matchId, "contact");
    setDetail({ matchId, focusMessage: true });
  }

  function actionsFor(match: MatchView) {
    const busy = pending?.matchId === match.id;
    const details = (
      <Button size="sm" variant="ghost" onClick={() => openDetails(match.id)} disabled={busy}>
        <Eye aria-hidden="true" />
        Détails
      </Button>
    );
    switch (match.tab) {
      case "pending":
        return (
          <>
            <Button size="sm" variant="ghost" onClick={() => void act(match.id, "reject")} disabled={busy}>
              <XCircle aria-hidden="true" />
              Ignorer
            </Button>
            <Button size="sm" variant="outline" onClick={() => void act(match.id, "favorite")} disabled={busy}>
              <Heart aria-hidden="true" />
              Favoris
            </Button>
            <Button size="sm" onClick={() => composer.open(match)} disabled={busy}>
              <MessageSquare aria-hidden="true" />
              Contacter
            </Button>
            {details}
          </>
        );
      case "interested":
        return (
          <>
            <Button size="sm" onClick={() => void recontact(match.id)} disabled={busy}>
              <MessageSquare aria-hidden="true" />
              Recontacter
            </Button>
            {details}
          </>
        );
      case "viewed":
        return details;
      case "rejected":
        return (
          <>
            <Button size="sm" variant="outline" onClick={() => void act(match.id, "favorite")} disabled={busy}>
              <RotateCcw aria-hidden="true" />
              Reconsidérer
            </Button>
            {details}
          </>
        );
    }
  }

  if (matches.isError) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
        {matches.error.message || "Impossible de charger vos matches."}
      </p>
    );
  }

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => setTab(value as MatchPageStatus)}>
        <TabsList aria-label="Statut des matches">
          {TABS.map((status) => (
            <TabsTrigger key={status} value={status}>
              {TAB_LABELS[status]}
              <Badge variant={tab === status ? "default" : "outline"}>
                {matches.isPending ? "…" : byTab[status].length}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((status) => (
          <TabsContent key={status} value={status}>
            {matches.isPending ? (
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Chargement des matches">
                {Array.from({ length: 3 }, (_, index) => (
                  <MatchCardSkeleton key={index} />
                ))}
              </div>
            ) : byTab[status].length === 0 ? (
              <EmptyState icon={Inbox} title={EMPTY_TEXTS[status]} />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {byTab[status].map((match) => (
                  <li key={match.id}>
                    <MatchTabCard match={match} viewerIsBuyer={viewerIsBuyer} actions={actionsFor(match)} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <MatchDetailDialog
        matchId={detail?.matchId ?? null}
        focusMessage={detail?.focusMessage ?? false}
        onClose={() => {
          setDetail(null);
          if (linked) setSearchParams({}, { replace: true });
        }}
        viewerId={user.id}
        viewerIsBuyer={viewerIsBuyer}
      />
      {composer.dialog}
    </>
  );
}
