import { useEffect, useState, type FormEvent } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { PackageSearch, Search, X } from "lucide-react";
import type { ProductView } from "../../shared/view-schemas";
import { DEFAULT_SEARCH_ALPHA, PRODUCT_LIST_LIMIT, QUERY_RETRY, SEARCH_LIMIT } from "../../shared/constants";
import { PRODUCT_SORTS, type ProductSort } from "../../shared/enums";
import { TOASTS } from "../../shared/messages";
import { searchResultsTitle, unmatchedWordsNote } from "../../shared/format";
import { ProductCard } from "../components/products/product-card";
import { ProductDetailDialog } from "../components/products/product-detail-dialog";
import { SearchControls } from "../components/products/search-controls";
import { CreateAlertButton } from "../components/alerts/create-alert-button";
import { Button, Card, EmptyState, Label, SearchInput, Skeleton, toast } from "../components/ui";
import { trpc } from "../lib/trpc";

/** The weighting a link gives (`?alpha=0.8`), or the default when it is none between 0 and 1. */
function alphaOf(value: string | null): number {
  const alpha = value === null ? Number.NaN : Number(value);
  return alpha >= 0 && alpha <= 1 ? alpha : DEFAULT_SEARCH_ALPHA;
}

/**
 * The search lives in the address (`?q=gants&sort=price_asc&alpha=0.8&product=12`): Back and
 * Forward, a reload or a shared link bring back the same results and the product opened (they lost
 * them, helper report of 28 Nov). A new search and an opened product are steps of the history; the
 * weighting and the sort replace the current one.
 */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const q = params.get("q")?.trim() || null;
  const sortParam = params.get("sort");
  const sort: ProductSort = PRODUCT_SORTS.includes(sortParam as ProductSort) ? (sortParam as ProductSort) : "relevance";
  const product = Number(params.get("product"));
  const change = (values: Record<string, string | null>, push: boolean, state?: unknown) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: !push, state });
  };
  return {
    term: q,
    alpha: alphaOf(params.get("alpha")),
    sort,
    openId: Number.isInteger(product) && product > 0 ? product : null,
    search: (term: string) => change({ q: term, product: null }, true),
    clear: () => setParams(new URLSearchParams(), { replace: false }),
    setAlpha: (alpha: number) => change({ alpha: alpha === DEFAULT_SEARCH_ALPHA ? null : String(alpha) }, false),
    setSort: (next: ProductSort) => change({ sort: next === "relevance" ? null : next }, false),
    open: (id: number) => change({ product: String(id) }, true, { openedHere: true }),
    // Opened here: closing is going back. Opened by a link (an alert's mail): the step is replaced.
    close: () => ((location.state as { openedHere?: boolean } | null)?.openedHere ? void navigate(-1) : change({ product: null }, false)),
  };
}

export function MarketplacePage() {
  const state = useSearchState();
  const { term, alpha, sort, openId } = state;
  const [text, setText] = useState(term ?? "");
  // Back and Forward change the search: the field shows the one whose results are shown.
  useEffect(() => setText(term ?? ""), [term]);
  /** Results fetched by "Voir plus", after the first page. */
  const [more, setMore] = useState<ProductView[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const utils = trpc.useUtils();

  const list = trpc.products.list.useQuery({ limit: PRODUCT_LIST_LIMIT }, { enabled: term === null });
  const search = trpc.products.search.useQuery(
    { q: term ?? "", alpha, sort, limit: SEARCH_LIMIT },
    { enabled: term !== null, retry: QUERY_RETRY, placeholderData: keepPreviousData },
  );

  useEffect(() => {
    setMore([]);
  }, [term, alpha, sort]);
  useEffect(() => {
    if (list.isError) toast({ title: TOASTS.productsFail, description: list.error.message, variant: "destructive" });
  }, [list.isError, list.error]);
  useEffect(() => {
    if (search.isError) toast({ title: TOASTS.searchFail, description: search.error.message, variant: "destructive" });
  }, [search.isError, search.error]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    // SPEC §5: a search runs only with non-blank text.
    if (q === "") return;
    state.search(q);
  }

  function clearSearch() {
    setText("");
    state.clear();
  }

  const searching = term !== null;
  const active = searching ? search : list;
  const firstPage = search.data?.products;
  const products: ProductView[] | undefined = searching
    ? firstPage && [...firstPage, ...more.filter((item) => !firstPage.some((shown) => shown.id === item.id))]
    : list.data;
  const canLoadMore = searching && !!search.data && !!products && products.length < search.data.totalResults;

  async function loadMore() {
    if (term === null || !products) return;
    setLoadingMore(true);
    try {
      const page = await utils.products.search.fetch({ q: term, alpha, sort, limit: SEARCH_LIMIT, offset: products.length });
      setMore((previous) => [...previous, ...page.products]);
    } catch (error) {
      toast({ title: TOASTS.searchFail, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Marketplace</h1>
        <p className="mt-1 text-muted-foreground">Recherchez dans le catalogue : la recherche comprend les mots-clés et le sens de votre demande.</p>
      </header>

      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="product-search">Rechercher un produit</Label>
          <SearchInput
            id="product-search"
            className="h-12 text-base"
            placeholder="Ex. : ordinateur portable, gants de sécurité..."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg">
          <Search aria-hidden="true" />
          Rechercher
        </Button>
        {searching && (
          <Button size="lg" variant="ghost" onClick={clearSearch}>
            <X aria-hidden="true" />
            Tout le catalogue
          </Button>
        )}
      </form>

      {searching && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SearchControls alpha={alpha} onAlphaChange={state.setAlpha} sort={sort} onSortChange={state.setSort} />
            <CreateAlertButton kind="products" query={term} name={`Catalogue : ${term}`} />
          </div>
          <div className="flex flex-col gap-1" aria-live="polite">
            <p className="text-sm text-muted-foreground" data-testid="result-count">
              {search.data
                ? searchResultsTitle(search.data.totalResults, term, search.data.searchedFor)
                : search.isError
                  ? "La recherche a échoué."
                  : "Recherche en cours..."}
            </p>
            {search.data && search.data.unmatchedWords.length > 0 && (
              <p className="text-sm text-muted-foreground" data-testid="unmatched-words">
                {unmatchedWordsNote(search.data.unmatchedWords)}
              </p>
            )}
          </div>
        </>
      )}
      <h2 className={searching ? "sr-only" : "text-xl font-semibold"}>{searching ? "Résultats de la recherche" : "Derniers produits"}</h2>

      {active.isPending && !products && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label="Chargement des produits">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Card className="overflow-hidden">
                <Skeleton className="aspect-[4/3] w-full rounded-none" />
                <div className="flex flex-col gap-2 p-4">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-10 w-full" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {active.isError && !products && (
        <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
          {searching ? TOASTS.searchFail : TOASTS.productsFail}
        </p>
      )}
      {products && products.length === 0 && (
        <EmptyState
          icon={PackageSearch}
          title={searching ? "Aucun produit ne correspond à votre recherche." : "Le catalogue est vide."}
          description={searching ? <NoResultHints words={term?.trim().split(/\s+/).length ?? 0} alpha={alpha} onMeaning={() => state.setAlpha(MEANING_ALPHA)} /> : undefined}
        />
      )}
      {products && products.length > 0 && (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${search.isFetching && searching ? "opacity-60" : ""}`} aria-busy={searching && search.isFetching}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} onOpen={() => state.open(product.id)} />
            </li>
          ))}
        </ul>
      )}

      {canLoadMore && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
            Voir plus
          </Button>
        </div>
      )}

      <ProductDetailDialog productId={openId} onClose={state.close} />
    </main>
  );
}

/** The weighting that searches by meaning and synonyms first (« Pondération IA » towards « sens »). */
const MEANING_ALPHA = 0.9;

/** What to try next when a search finds nothing: the words, the weighting, the sectors, an alert. */
function NoResultHints({ words, alpha, onMeaning }: { words: number; alpha: number; onMeaning: () => void }) {
  return (
    <span className="flex flex-col gap-2">
      <span>Vérifiez l'orthographe{words > 1 ? ", ou essayez avec moins de mots" : ", ou essayez un mot plus général"}.</span>
      {alpha < MEANING_ALPHA && (
        <span>
          <Button variant="link" className="h-auto p-0" onClick={onMeaning}>
            Chercher par le sens et les synonymes
          </Button>{" "}
          (Pondération IA vers « sens »).
        </span>
      )}
      <span>
        Parcourez les <Link to="/" className="font-medium text-primary underline-offset-2 hover:underline">secteurs</Link>, ou créez une alerte : vous serez prévenu quand un produit correspondant arrivera au catalogue.
      </span>
    </span>
  );
}
