import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { useAuth } from "../hooks/use-auth";

export function AdminDashboardPage() {
  const { user, isLoading } = useAuth();
  return (
    <Page title="Administration" description="Statistiques de la plateforme et gestion des utilisateurs.">
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInRequired message="Connectez-vous avec un compte administrateur pour accéder à cette page." />
      ) : user.accountType !== "admin" ? (
        <p role="alert" className="text-muted-foreground">Cette page est réservée aux administrateurs.</p>
      ) : (
        <p className="text-muted-foreground">Le tableau de bord d'administration arrive sur cette page.</p>
      )}
    </Page>
  );
}
