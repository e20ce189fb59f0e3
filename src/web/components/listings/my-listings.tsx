import { useState } from "react";
import type { ListingStatus } from "../../../shared/enums";
import { useMutation } from "@tanstack/react-query";
import { Archive, FileText, Pencil, Trash2 } from "lucide-react";
import type { FieldValues } from "react-hook-form";
import { TOASTS } from "../../../shared/messages";
import { describeFailure } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { Badge, Button, ButtonLink, Card, CardContent, CardHeader, CardTitle, EmptyState, PagePager, Skeleton, toast } from "../ui";
import { CreateAlertButton } from "../alerts/create-alert-button";
import { CategoryBadge } from "./listing-details";
import { LISTING_UI, MY_LISTINGS_PAGE_SIZE, refreshAfterListingWrite, type ListingKind, type ListingUi, type ListingUiOf } from "./listing-kinds";
import { ListingFormDialog } from "./publish-listing-dialog";

/** Fields every listing view has, whatever its kind. */
interface OwnListing {
  id: number;
  title: string;
  description: string;
  category: string;
  status: ListingStatus;
}

const LISTING_STATUS_BADGES: Record<ListingStatus, string> = { active: "Active", closed: "Clôturée", awarded: "Attribuée" };

/** The buyer's own needs or the supplier's own offers, with edit, close and delete. */
export function MyListings<K extends ListingKind>({ kind }: { kind: K }) {
  const ui: ListingUiOf<K> = LISTING_UI[kind];
  return <MyListingsOf ui={ui} />;
}

function MyListingsOf<V extends FieldValues, D, T extends OwnListing>({ ui }: { ui: ListingUi<V, D, T> }) {
  const [page, setPage] = useState(0);
  const query = ui.useMine(page);
  const [editing, setEditing] = useState<T | undefined>(undefined);
  const listings = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby="my-listings-title" className="flex flex-col gap-4">
      <h2 id="my-listings-title" className="text-xl font-semibold">
        {ui.texts.mine}
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
      {query.isSuccess && total === 0 && <EmptyState title={ui.texts.emptyTitle} description={ui.texts.emptyText} />}
      {listings.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard ui={ui} listing={listing} onEdit={() => setEditing(listing)} />
            </li>
          ))}
        </ul>
      )}
      {total > MY_LISTINGS_PAGE_SIZE && (
        <PagePager label={`Pages de ${ui.texts.mine.toLowerCase()}`} summary={ui.texts.count(total)} page={page} total={total} pageSize={MY_LISTINGS_PAGE_SIZE} onPage={setPage} />
      )}
      <ListingFormDialog
        ui={ui}
        listing={editing}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
    </section>
  );
}

interface ListingCardProps<V extends FieldValues, D, T extends OwnListing> {
  ui: ListingUi<V, D, T>;
  listing: T;
  onEdit: () => void;
}

/** « Confirmer la … » and « Annuler », the second step of closing or deleting a listing. */
function ConfirmButtons({ label, ariaLabel, disabled, onConfirm, onCancel }: { label: string; ariaLabel: string; disabled: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <>
      <Button size="sm" variant="destructive" onClick={onConfirm} disabled={disabled} aria-label={ariaLabel}>
        {label}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
    </>
  );
}

function ListingCard<V extends FieldValues, D, T extends OwnListing>({ ui, listing, onEdit }: ListingCardProps<V, D, T>) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const api = ui.api(utils.client);
  const onError = (error: unknown) =>
    toast({ title: TOASTS.error, description: describeFailure(error).message || "L'opération a échoué", variant: "destructive" });
  const close = useMutation({
    mutationFn: () => api.close(listing.id),
    onSuccess: async () => {
      toast({ title: ui.texts.closedTitle, description: ui.texts.closedText });
      await refreshAfterListingWrite(utils);
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => api.remove(listing.id),
    onSuccess: async () => {
      toast({ title: ui.texts.removedTitle });
      await refreshAfterListingWrite(utils);
    },
    onError,
  });
  const busy = close.isPending || remove.isPending;
  const closed = listing.status !== "active";

  return (
    <Card className="flex h-full flex-col" data-testid="my-listing">
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{listing.title}</CardTitle>
          <Badge variant={closed ? "outline" : "success"}>{LISTING_STATUS_BADGES[listing.status]}</Badge>
        </div>
        <div>
          <CategoryBadge category={listing.category} />
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{listing.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {ui.facts(listing)}
        {ui.ownerNote?.(listing)}
        {!closed && confirmingClose && (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-border bg-muted p-3 text-sm">
            <p>{ui.texts.closeWarning}</p>
            <div className="flex flex-wrap gap-2">
              <ConfirmButtons
                label="Confirmer la clôture"
                ariaLabel={`Confirmer la clôture de ${ui.texts.thisOne}`}
                disabled={busy}
                onConfirm={() => {
                  setConfirmingClose(false);
                  close.mutate();
                }}
                onCancel={() => setConfirmingClose(false)}
              />
            </div>
          </div>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} disabled={busy} aria-label={`Modifier ${ui.texts.thisOne} : ${listing.title}`}>
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
          {ui.quotesPath && (
            <ButtonLink size="sm" variant="outline" to={ui.quotesPath(listing)} aria-label={`Devis de ${ui.texts.thisOne} : ${listing.title}`}>
              <FileText aria-hidden="true" />
              Devis
            </ButtonLink>
          )}
          {!closed && ui.alertFor && <CreateAlertButton {...ui.alertFor(listing)} />}
          {!closed && !confirmingClose && (
            <Button size="sm" variant="outline" onClick={() => setConfirmingClose(true)} disabled={busy}>
              <Archive aria-hidden="true" />
              Clôturer
            </Button>
          )}
          {confirming ? (
            <ConfirmButtons
              label="Confirmer la suppression"
              ariaLabel={`Confirmer la suppression de ${ui.texts.thisOne}`}
              disabled={busy}
              onConfirm={() => {
                setConfirming(false);
                remove.mutate();
              }}
              onCancel={() => setConfirming(false)}
            />
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
