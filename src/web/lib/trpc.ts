import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import type { AppRouter } from "../../server/routers";
import { TRPC_MAX_BATCH } from "../../shared/constants";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        maxItems: TRPC_MAX_BATCH,
        fetch: (url, options) => fetch(url, { ...options, credentials: "include" }),
      }),
    ],
  });
}
