import "./lib/zod-jitless";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { applyStoredPreferences } from "./lib/preferences";
import { createQueryClient } from "./lib/query-client";
import { createTrpcClient, trpc } from "./lib/trpc";
import "./styles.css";

applyStoredPreferences();

function Root() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("Élément #root introuvable dans index.html");
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
