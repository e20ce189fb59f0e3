import { QueryClient } from "@tanstack/react-query";
import { DATA_STALE_TIME_MS, QUERY_RETRY } from "../../shared/constants";

/** SPEC §9: data is fresh for 5 minutes, queries retry once, mutations never, no focus refetch.
 * The home counters override these (see home-page.tsx). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_STALE_TIME_MS,
        retry: QUERY_RETRY,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
