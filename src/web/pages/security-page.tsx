import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { useAuth } from "../hooks/use-auth";

export function SecurityPage() {
  const { user, isLoading } = useAuth();
  return (
    <Page title="Sécurité et protection des données" description="Export de vos données, demande de suppression et consentements.">
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInRequired message="Connectez-vous pour gérer la protection de vos données." />
      ) : (
        <p className="text-muted-foreground">Le panneau RGPD arrive sur cette page.</p>
      )}
    </Page>
  );
}
