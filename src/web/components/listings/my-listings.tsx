import { useState } from "react";
import { Archive, Trash2 } from "lucide-react";
import type { NeedView, OfferView } from "../../../shared/api-types";
import { TOASTS } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Skeleton, toast } from "../ui";
import { CategoryBadge, NeedFacts, OfferFacts } from "./listing-details";
import { LIST_LIMIT_MAX } from "../../../shared/constants";

type Listing = { kind: "need"; item: NeedView } | { kind: "offer"; item: OfferView };

/** The buyer's own needs or the supplier's own offers, with close and delete. */
export function MyListings({ kind }: { kind: "need" | "offer" }) {
  const needs = trpc.needs.mine.useQuery({ limit: LIST_LIMIT_MAX }, { enabled: kind === "need" });
  const offers = trpc.offers.mine.useQuery({ limit: LIST_LIMIT_MAX }, { enabled: kind === "offer" });
  const query = kind === "need" ? needs : offers;
  const listings: Listing[] =
    kind === "need" ? (needs.data ?? []).map((item) => ({ kind, item })) : (offers.data ?? []).map((item) => ({ kind: "offer" as const, item }));
  const heading = kind === "need" ? "Mes besoins" : "Mes offres";

  return (
    <section aria-labelledby="my-listings-title" className="flex flex-col gap-4">
      <h2 id="my-listings-title" className="text-xl font-semibold">
        {heading}
      </h2>
      {query.isPending && (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Chargement">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      )}
      {query.isError && (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message || "Impossible de charger vos annonces."}
        </p>
      )}
      {query.isSuccess && listings.length === 0 && (
        <EmptyState
          title={kind === "need" ? "Vous n'avez publié aucun besoin." : "Vous n'avez publié aucune offre."}
          description={kind === "need" ? "Publiez un besoin pour recevoir des offres correspondantes." : "Publiez une offre pour être proposé aux acheteurs."}
        />
      )}
      {listings.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {listings.map((listing) => (
            <li key={listing.item.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ListingCard({ listing }: { listing: Listing }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => Promise.all([utils.needs.invalidate(), utils.offers.invalidate(), utils.matches.invalidate(), utils.user.stats.invalidate()]);
  const onError = (error: unknown) =>
    toast({ title: TOASTS.error, description: describeFailure(error).message || "L'opération a échoué", variant: "destructive" });

  const closeNeed = trpc.needs.close.useMutation({ onSuccess: refresh, onError });
  const removeNeed = trpc.needs.remove.useMutation({ onSuccess: refresh, onError });
  const closeOffer = trpc.offers.close.useMutation({ onSuccess: refresh, onError });
  const removeOffer = trpc.offers.remove.useMutation({ onSuccess: refresh, onError });
  const { item } = listing;
  const busy = closeNeed.isPending || removeNeed.isPending || closeOffer.isPending || removeOffer.isPending;
  const closed = item.status === "closed";
  const noun = listing.kind === "need" ? "ce besoin" : "cette offre";

  function close() {
    if (listing.kind === "need") closeNeed.mutate({ id: item.id }, { onSuccess: () => toast({ title: "Besoin clôturé", description: "Il ne participe plus au matching." }) });
    else closeOffer.mutate({ id: item.id }, { onSuccess: () => toast({ title: "Offre clôturée", description: "Elle ne participe plus au matching." }) });
  }

  function remove() {
    setConfirming(false);
    if (listing.kind === "need") removeNeed.mutate({ id: item.id }, { onSuccess: () => toast({ title: "Besoin supprimé" }) });
    else removeOffer.mutate({ id: item.id }, { onSuccess: () => toast({ title: "Offre supprimée" }) });
  }

  return (
    <Card className="flex h-full flex-col" data-testid="my-listing">
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{item.title}</CardTitle>
          <Badge variant={closed ? "outline" : "success"}>{closed ? "Clôturée" : "Active"}</Badge>
        </div>
        <div>
          <CategoryBadge category={item.category} />
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {listing.kind === "need" ? <NeedFacts need={listing.item} /> : <OfferFacts offer={listing.item} />}
        <div className="mt-auto flex flex-wrap gap-2">
          {!closed && (
            <Button size="sm" variant="outline" onClick={close} disabled={busy}>
              <Archive aria-hidden="true" />
              Clôturer
            </Button>
          )}
          {confirming ? (
            <>
              <Button size="sm" variant="destructive" onClick={remove} disabled={busy} aria-label={`Confirmer la suppression de ${noun}`}>
                Confirmer la suppression
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Annuler
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
