import { useMemo } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import type { MatchFilterQuery } from "../../../shared/schemas";
import { trpc } from "../../lib/trpc";

/**
 * The caller's matches for these filters (tab, status, sector, text: the server applies them), one
 * server page after another: `items` holds the pages loaded so far, `total` how many match the
 * filters, `loadMore` fetches the next page.
 */
export function useMatchPages(filters: MatchFilterQuery) {
  const query = trpc.matches.list.useInfiniteQuery(filters, {
    getNextPageParam: (last) => last.nextCursor,
    // While new filters load, the previous results stay on screen instead of skeletons.
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return {
    query,
    items,
    total: query.data?.pages[0]?.total,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
