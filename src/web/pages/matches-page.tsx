import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from "react";
import { AdminHasNoSide } from "../components/layout/admin-has-no-side";
import { useSearchParams } from "react-router";
import { ChevronDown, ChevronUp, Eye, Heart, Inbox, MessageSquare, RotateCcw, XCircle } from "lucide-react";
import type { MatchView, PublicUser } from "../../shared/view-schemas";
import { MATCH_PAGE_STATUS_LABELS, type MatchAction, type MatchLeads, type MatchPageStatus } from "../../shared/enums";
import { MATCH_TAB_EMPTY_TEXTS } from "../../shared/messages";
import { MatchCardSkeleton } from "../components/matches/dashboard-match-card";
import { MatchDetailDialog } from "../components/matches/match-detail-dialog";
import { FirstSteps, ownListingKind, useFirstDay } from "../components/matches/first-steps";
import { useContactComposer } from "../components/conversation/contact-composer-dialog";
import { MatchPager } from "../components/matches/match-pager";
import { MatchTabCard } from "../components/matches/match-tab-card";
import { counterpartOf } from "../components/matches/match-view-model";
import { focusNear, placeOf, type CardPlace } from "../components/matches/card-focus";
import { PageLoading, SignInRequired } from "../components/layout/page";
import { useMatchAction } from "../components/matches/use-match-action";
import { useMatchPages } from "../components/matches/use-match-pages";
import { Badge, Button, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui";
import { useAuth } from "../hooks/use-auth";
import { trpc } from "../lib/trpc";
import { quoted } from "../../shared/format";

/** SPEC §2 tab order. */
const TABS: readonly MatchPageStatus[] = ["pending", "interested", "viewed", "rejected"];

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
        <AdminHasNoSide page="matches" />
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
  const counts = trpc.matches.counts.useQuery();
  const [tab, setTab] = useState<MatchPageStatus>("pending");
  const [searchParams, setSearchParams] = useSearchParams();
  // Links from notifications and e-mails open the match's thread: /matches?match=ID
  const linked = Number(searchParams.get("match")) || null;
  const [detail, setDetail] = useState<DetailState | null>(null);
  // Opened from a link, the match is seen as if its « Détails » were clicked (it stayed « Nouveau »),
  // and its dialog opens once that is recorded: a first read sent before the view could not be
  // refreshed after it (a query's first fetch is not cancelled), and the dialog said « Nouveau ».
  const { act: recordView } = useMatchAction();
  const linkedSeen = useRef(false);
  useEffect(() => {
    if (linked === null || linkedSeen.current) return;
    linkedSeen.current = true;
    void recordView(linked, "view").then(() => setDetail({ matchId: linked, focusMessage: false }));
  }, [linked, recordView]);
  const composer = useContactComposer(viewerIsBuyer);
  const firstDay = useFirstDay(user);
  const firstDayKind = ownListingKind(user);
  // The card last focused, and a polite line saying where a card went when it leaves the tab.
  const lastCard = useRef<CardPlace | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const cardLeft = (place: CardPlace, to?: MatchPageStatus) => {
    focusNear(place);
    setAnnouncement(`${quoted(place.title)} ${to ? `est passé dans l'onglet ${quoted(MATCH_PAGE_STATUS_LABELS[to])}` : "a quitté cet onglet"}.`);
  };
  // Closing a dialog whose card has left the tab (« Détails » marks it viewed, a first message makes it « Intéressé »).
  const dialogFocusLost = () => {
    if (lastCard.current) cardLeft(lastCard.current);
  };
  const listProps = { viewerIsBuyer, onDetails: setDetail, onContact: composer.open, lastCard, onCardLeft: cardLeft };

  return (
    <>
      {firstDay && firstDayKind && <FirstSteps kind={firstDayKind} />}
      <Tabs value={tab} onValueChange={(value) => setTab(value as MatchPageStatus)}>
        <TabsList aria-label="Statut des matches">
          {TABS.map((status) => (
            <TabsTrigger key={status} value={status}>
              {MATCH_PAGE_STATUS_LABELS[status]}
              <Badge variant={tab === status ? "default" : "outline"}>{counts.data?.tabs[status] ?? "…"}</Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((status) => (
          <TabsContent key={status} value={status} className="flex flex-col gap-6">
            <MatchTabList tab={status} leads="shown" {...listProps} />
            <OtherLeads count={counts.data?.otherTabs[status] ?? 0}>
              <MatchTabList tab={status} leads="other" {...listProps} />
            </OtherLeads>
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
        onFocusLost={dialogFocusLost}
      />
      {composer.dialog(dialogFocusLost)}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/**
 * The weaker leads of a tab (score under 60 %, a red badge), kept but out of the way (issue 20):
 * closed until the user asks, and never counted with the matches shown.
 */
function OtherLeads({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    <section aria-label="Autres pistes" className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          Autres pistes ({count})
        </Button>
        <p className="text-sm text-muted-foreground">Des correspondances plus faibles, gardées au cas où : elles ne sont ni comptées ni notifiées.</p>
      </div>
      {open && children}
    </section>
  );
}

interface MatchTabListProps {
  tab: MatchPageStatus;
  leads: MatchLeads;
  viewerIsBuyer: boolean;
  onDetails: (detail: DetailState) => void;
  /** Opens the first message to the counterpart (the contact action). */
  onContact: (match: MatchView) => void;
  /** The card last focused on the page, kept up to date by each list. */
  lastCard: RefObject<CardPlace | null>;
  /** A card that had the focus left this list: `to` is its new tab when known. */
  onCardLeft: (place: CardPlace, to?: MatchPageStatus) => void;
}

/** One tab's matches, paged by the server. */
function MatchTabList({ tab, leads, viewerIsBuyer, onDetails, onContact, lastCard, onCardLeft }: MatchTabListProps) {
  const { query, items, total, hasMore, loadingMore, loadMore } = useMatchPages({ tab, leads });
  // A buyer sees how fast each supplier answers, on its card (issue 21): one request for the page.
  const supplierIds = [...new Set(items.map((match) => match.offer.supplier.id))].slice(0, 100);
  const answering = trpc.quotes.responsivenessOf.useQuery({ userIds: supplierIds }, { enabled: viewerIsBuyer && supplierIds.length > 0, placeholderData: (previous) => previous });
  const { act: record, pending } = useMatchAction();
  const list = useRef<HTMLUListElement>(null);
  // Where each match acted on here went (the server says its new tab), for the announcement.
  const movedTo = useRef(new Map<number, MatchPageStatus>());
  const act = async (matchId: number, action: MatchAction) => {
    const match = await record(matchId, action);
    if (match) movedTo.current.set(matchId, match.tab);
    return match;
  };

  // The card that had the focus is gone from this list (its button went with it): the next card takes the focus.
  useEffect(() => {
    const place = lastCard.current;
    if (!place || place.list !== list.current || items.some((match) => match.id === place.matchId)) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    onCardLeft(place, movedTo.current.get(place.matchId));
  }, [items, lastCard, onCardLeft]);

  function openDetails(matchId: number) {
    onDetails({ matchId, focusMessage: false });
    void act(matchId, "view");
  }

  async function recontact(matchId: number) {
    await act(matchId, "contact");
    onDetails({ matchId, focusMessage: true });
  }

  function actionsFor(match: MatchView) {
    const busy = pending?.matchId === match.id;
    const details = (
      <Button size="sm" variant="ghost" onClick={() => openDetails(match.id)} {...busyProps(busy)}>
        <Eye aria-hidden="true" />
        Détails
      </Button>
    );
    switch (match.tab) {
      case "pending":
        return (
          <>
            <Button size="sm" variant="ghost" onClick={() => void act(match.id, "reject")} {...busyProps(busy)}>
              <XCircle aria-hidden="true" />
              Ignorer
            </Button>
            <Button size="sm" variant="outline" onClick={() => void act(match.id, "favorite")} {...busyProps(busy)}>
              <Heart aria-hidden="true" />
              Favoris
            </Button>
            <Button size="sm" onClick={() => onContact(match)} {...busyProps(busy)}>
              <MessageSquare aria-hidden="true" />
              Contacter
            </Button>
            {details}
          </>
        );
      case "interested":
        return (
          <>
            <Button size="sm" onClick={() => void recontact(match.id)} {...busyProps(busy)}>
              <MessageSquare aria-hidden="true" />
              Recontacter
            </Button>
            {match.status === "favorited" && (
              // The favourite toggle (issue 24): pressing it again sends the match back to "Vues".
              <Button size="sm" variant="outline" aria-pressed onClick={() => void act(match.id, "unfavorite")} {...busyProps(busy)}>
                <Heart aria-hidden="true" className="fill-current" />
                Favoris
              </Button>
            )}
            {details}
          </>
        );
      case "viewed":
        return details;
      case "rejected":
        return (
          <>
            <Button size="sm" variant="outline" onClick={() => void act(match.id, "favorite")} {...busyProps(busy)}>
              <RotateCcw aria-hidden="true" />
              Reconsidérer
            </Button>
            {details}
          </>
        );
    }
  }

  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
        {query.error.message || "Impossible de charger vos matches."}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Chargement des matches">
        {Array.from({ length: 3 }, (_, index) => (
          <MatchCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return leads === "shown" ? <EmptyState icon={Inbox} title={MATCH_TAB_EMPTY_TEXTS[tab]} /> : null;
  return (
    <div className="flex flex-col gap-4">
      <ul
        ref={list}
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        onFocus={(event) => {
          lastCard.current = placeOf(event.target) ?? lastCard.current;
        }}
      >
        {items.map((match) => (
          <li key={match.id} data-match-id={match.id} data-match-title={counterpartOf(match, viewerIsBuyer).title}>
            <MatchTabCard match={match} viewerIsBuyer={viewerIsBuyer} actions={actionsFor(match)} responsiveness={viewerIsBuyer ? answering.data?.[String(match.offer.supplier.id)] : undefined} />
          </li>
        ))}
      </ul>
      <MatchPager shown={items.length} total={total ?? items.length} hasMore={hasMore} loading={loadingMore} onMore={loadMore} />
    </div>
  );
}

/**
 * A card's buttons while its action is in flight: marked unavailable, not disabled, because a
 * disabled button loses the focus to <body> (and a dialog opened then remembered <body>).
 */
function busyProps(busy: boolean) {
  if (!busy) return {};
  return {
    "aria-disabled": true,
    onClickCapture: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    },
  } as const;
}
