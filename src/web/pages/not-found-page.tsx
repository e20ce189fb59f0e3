import { Home } from "lucide-react";
import { TOASTS } from "../../shared/messages";
import { Page } from "../components/layout/page";
import { ButtonLink } from "../components/ui/button-link";

export function NotFoundPage() {
  return (
    <Page className="flex flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{TOASTS.notFoundPage}</h1>
      <p className="text-muted-foreground">La page demandée n'existe pas ou a été déplacée.</p>
      <ButtonLink to="/">
        <Home aria-hidden="true" />
        Retour à l'accueil
      </ButtonLink>
    </Page>
  );
}
