import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { useAuth } from "../hooks/use-auth";

export function ProfilePage() {
  const { user, isLoading } = useAuth();
  return (
    <Page title="Profile" description="Votre profil, vos statistiques et vos réglages.">
      {isLoading ? <PageLoading /> : !user ? <SignInRequired message="Connectez-vous pour voir votre profil." /> : (
        <p className="text-muted-foreground">
          Connecté en tant que <strong className="text-foreground">{user.companyName || user.username}</strong>. L'édition du profil arrive
          sur cette page.
        </p>
      )}
    </Page>
  );
}
