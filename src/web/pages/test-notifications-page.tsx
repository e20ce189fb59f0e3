import { Page } from "../components/layout/page";

export function TestNotificationsPage() {
  return (
    <Page title="Test des notifications" description="Envoi d'un e-mail de notification de test et déclenchement du matching.">
      <p className="text-muted-foreground">Les outils de test arrivent sur cette page.</p>
    </Page>
  );
}
