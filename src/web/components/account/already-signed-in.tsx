import { Link } from "react-router";
import { useAuth } from "../../hooks/use-auth";
import { cn } from "../../lib/cn";

/**
 * On /login and /register for someone already signed in (the tour, issue 24): the bare form made
 * it look as if the session had been lost. Says who is signed in and where to go; the form stays,
 * to sign in with another account.
 */
export function AlreadySignedIn({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  const home = user.accountType === "admin" ? "/admin-dashboard" : "/dashboard";
  return (
    <p role="status" className={cn("rounded-lg border border-border bg-muted p-3 text-sm", className)}>
      Vous êtes déjà connecté en tant que <strong>{user.companyName || user.username}</strong>.{" "}
      <Link to={home} className="font-medium text-primary underline">
        {user.accountType === "admin" ? "Ouvrir la console d'administration" : "Aller au tableau de bord"}
      </Link>
    </p>
  );
}
