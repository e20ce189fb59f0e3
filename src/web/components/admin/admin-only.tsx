import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_MESSAGES, ERRORS } from "../../../shared/messages";
import { useAuth } from "../../hooks/use-auth";
import { PageLoading, SignInRequired } from "../layout/page";
import { buttonClasses, Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui";

/**
 * The admin pages' content, shown to a signed-in admin with a second factor: the server refuses
 * every admin call without one (issue 18), so the page leads to its set-up instead.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired message="Connectez-vous avec un compte administrateur pour accéder à cette page." />;
  if (user.accountType !== "admin") {
    return (
      <p role="alert" className="text-muted-foreground">
        {ADMIN_MESSAGES.adminOnly}
      </p>
    );
  }
  if (!user.totpEnabled) return <SecondFactorFirst />;
  return children;
}

function SecondFactorFirst() {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Activez la double authentification</CardTitle>
        <CardDescription>{ERRORS.secondFactorRequired}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/security?tab=security" className={buttonClasses()}>
          Configurer la double authentification
        </Link>
      </CardContent>
    </Card>
  );
}
