import { useState, type ReactNode } from "react";
import { ArrowLeft, Building2 } from "lucide-react";
import { Link, useParams } from "react-router";
import type { NeedView, OfferView } from "../../shared/view-schemas";
import { isSectorKey, sectorLabel } from "../../shared/categories";
import { NeedFacts, OfferFacts } from "../components/listings/listing-details";
import { Card, CardContent, CardHeader, CardTitle, EmptyState, PagePager, Skeleton } from "../components/ui";
import { trpc } from "../lib/trpc";
import { useAuth } from "../hooks/use-auth";
import { CreateAlertButton } from "../components/alerts/create-alert-button";
import { sectorIcon } from "../lib/sector-icons";
import { NotFoundPage } from "./not-found-page";

const CATEGORY_PAGE_SIZE = 20;

/** /category/{key}: an unknown key is a page that does not exist (the API refuses it too). */
export function CategoryPage() {
  const { categoryId = "" } = useParams();
  return isSectorKey(categoryId) ? <SectorPage categoryId={categoryId} /> : <NotFoundPage />;
}

function SectorPage({ categoryId }: { categoryId: string }) {
  const label = sectorLabel(categoryId);
  const Icon = sectorIcon(categoryId);
  const { user } = useAuth();
  const [needsPage, setNeedsPage] = useState(0);
  const [offersPage, setOffersPage] = useState(0);
  // The server counts and pages each column (issue 19): "N besoins actifs" is the real number.
  const page = (index: number) => ({ category: categoryId, limit: CATEGORY_PAGE_SIZE, offset: index * CATEGORY_PAGE_SIZE });
  const keepShown = { enabled: categoryId !== "", placeholderData: <T,>(previous: T) => previous };
  const needs = trpc.needs.byCategory.useQuery(page(needsPage), keepShown);
  const offers = trpc.offers.byCategory.useQuery(page(offersPage), keepShown);

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link to="/" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Retour à l'accueil
      </Link>
      <header className="flex flex-wrap items-center gap-4">
        <span className="rounded-xl bg-accent p-3 text-accent-foreground" aria-hidden="true">
          <Icon className="size-8" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{label}</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {needs.data && offers.data
              ? `${plural(needs.data.total, "besoin actif", "besoins actifs")} · ${plural(offers.data.total, "offre disponible", "offres disponibles")}`
              : "Chargement..."}
          </p>
        </div>
        {categoryId !== "" && (
          <div className="ml-auto">
            {/* A buyer watches the sector's new offers; anyone else its new needs. */}
            <CreateAlertButton
              kind={user?.accountType === "buyer" ? "offers" : "needs"}
              query={label}
              categories={[categoryId]}
              name={`${user?.accountType === "buyer" ? "Offres" : "Besoins"} : ${label}`}
            />
          </div>
        )}
      </header>

      <div className="grid gap-8 lg:grid-cols-2">
        <ListingColumn
          title="Besoins"
          count={needs.data?.total}
          pager={{ page: needsPage, onPage: setNeedsPage, noun: ["besoin actif", "besoins actifs"] }}
          isPending={needs.isPending}
          error={needs.isError ? needs.error.message || "Impossible de charger les besoins." : null}
          emptyText="Aucun besoin actif dans cette catégorie."
        >
          {needs.data?.items.map((need) => <NeedCard key={need.id} need={need} />)}
        </ListingColumn>
        <ListingColumn
          title="Offres"
          count={offers.data?.total}
          pager={{ page: offersPage, onPage: setOffersPage, noun: ["offre disponible", "offres disponibles"] }}
          isPending={offers.isPending}
          error={offers.isError ? offers.error.message || "Impossible de charger les offres." : null}
          emptyText="Aucune offre disponible dans cette catégorie."
        >
          {offers.data?.items.map((offer) => <OfferCard key={offer.id} offer={offer} />)}
        </ListingColumn>
      </div>
    </main>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

interface ListingColumnProps {
  title: string;
  count: number | undefined;
  isPending: boolean;
  error: string | null;
  emptyText: string;
  pager: { page: number; onPage: (page: number) => void; noun: [string, string] };
  children: ReactNode;
}

function ListingColumn({ title, count, isPending, error, emptyText, pager, children }: ListingColumnProps) {
  const id = `category-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title} {count !== undefined && <span className="text-muted-foreground">({count})</span>}
      </h2>
      {isPending && (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={`Chargement des ${title.toLowerCase()}`}>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {count === 0 && <EmptyState title={emptyText} />}
      {count !== undefined && count > 0 && <ul className="flex flex-col gap-3">{children}</ul>}
      {count !== undefined && count > CATEGORY_PAGE_SIZE && (
        <PagePager
          label={`Pages des ${title.toLowerCase()}`}
          summary={plural(count, ...pager.noun)}
          page={pager.page}
          total={count}
          pageSize={CATEGORY_PAGE_SIZE}
          onPage={pager.onPage}
        />
      )}
    </section>
  );
}

function ListingCard({ anchor, title, companyName, description, children }: { anchor: string; title: string; companyName: string; description: string; children: ReactNode }) {
  // The anchor is where an alert's link lands (`/category/…#need-12`).
  return (
    <li id={anchor} className="scroll-mt-20">
      <Card>
        <CardHeader className="gap-1.5 pb-3">
          <CardTitle className="text-base">{title}</CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Building2 className="size-4" aria-hidden="true" />
            {companyName}
          </p>
          <p className="line-clamp-3 text-sm">{description}</p>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </li>
  );
}

function NeedCard({ need }: { need: NeedView }) {
  return (
    <ListingCard anchor={`need-${need.id}`} title={need.title} companyName={need.companyName} description={need.description}>
      <NeedFacts need={need} />
    </ListingCard>
  );
}

function OfferCard({ offer }: { offer: OfferView }) {
  return (
    <ListingCard anchor={`offer-${offer.id}`} title={offer.title} companyName={offer.companyName} description={offer.description}>
      <OfferFacts offer={offer} />
    </ListingCard>
  );
}
