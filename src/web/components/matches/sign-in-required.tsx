import { LogIn } from "lucide-react";
import { ButtonLink, EmptyState } from "../ui";

/** Routes have no client guard (SPEC §2): a page that needs a session says so itself. */
export function SignInRequired({ what }: { what: string }) {
  return (
    <EmptyState
      icon={LogIn}
      title="Vous devez être connecté"
      description={`Connectez-vous pour voir ${what}.`}
      action={<ButtonLink to="/login">Se Connecter</ButtonLink>}
    />
  );
}
