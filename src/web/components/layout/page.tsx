import type { ReactNode } from "react";
import { LogIn } from "lucide-react";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/button-link";
import { Skeleton } from "../ui/skeleton";

export interface PageProps {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The <main> of a page, with its heading. The shell has no <main> of its own. */
export function Page({ title, description, actions, className, children }: PageProps) {
  return (
    <main className={cn("mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6", className)}>
      {(title || actions) && (
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            {title && <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>}
            {description && <p className="text-muted-foreground">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </main>
  );
}

/** What a page that needs a session shows to a visitor (routes have no guard, SPEC §2). */
export function SignInRequired({ message = "Connectez-vous pour accéder à cette page." }: { message?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center shadow-sm">
      <LogIn className="size-10 text-primary" aria-hidden="true" />
      <p className="text-base font-medium">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/login">Se connecter</ButtonLink>
        <ButtonLink to="/register" variant="outline">
          Créer un compte
        </ButtonLink>
      </div>
    </div>
  );
}

/** Placeholder while the session is checked, so a signed-in user never sees SignInRequired flash. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Chargement" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
