import { Shield } from "lucide-react";
import { ButtonLink, EmptyState } from "../ui";

/**
 * What /dashboard and /matches say to an admin (issue 24): an admin account publishes nothing, so
 * it has no matches of its own; the platform-wide view is the console. Said, not redirected
 * silently, so that the header's links keep their meaning.
 */
export function AdminHasNoSide({ page }: { page: "dashboard" | "matches" }) {
  return (
    <EmptyState
      icon={Shield}
      title={page === "dashboard" ? "Un compte administrateur n'a pas de tableau de bord personnel" : "Un compte administrateur n'a pas de matches"}
      description="Les administrateurs ne publient ni besoins ni offres : ils ne reçoivent donc pas de matches. Les comptes, les annonces, les matches de la plateforme et le journal d'audit sont dans la console d'administration."
      action={<ButtonLink to="/admin-dashboard">Ouvrir la console d'administration</ButtonLink>}
    />
  );
}
