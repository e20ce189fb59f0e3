/**
 * The documented /api paths (SPEC §7, DESIGN §5), each mapped onto the tRPC procedure that does
 * the work: one definition per operation. `input` builds the procedure's input from the request;
 * `output` reshapes the answer where the spec's shape differs from the procedure's.
 */
import type { Request } from "express";
import type { PublishResult } from "../../shared/api-types";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface RestRoute {
  method: HttpMethod;
  /** Express path, e.g. /api/needs/:id */
  path: string;
  /** Dotted procedure path in the app router, or a function choosing it from the request. */
  procedure: string | ((req: Request) => string);
  summary: string;
  input?: (req: Request) => unknown;
  output?: (result: unknown) => unknown;
  status?: number;
  /** Role shown in the OpenAPI document; the procedure itself enforces it. */
  access: "public" | "user" | "buyer" | "supplier" | "admin";
  noStore?: boolean;
  /** Answer 401 instead of this result (GET /api/auth/me without a session). */
  unauthorizedWhen?: (result: unknown) => boolean;
}

const body = (req: Request) => req.body as unknown;
const query = (req: Request) => req.query as unknown;
const withId = (req: Request) => ({ ...(req.body as object), id: req.params.id });
const idOnly = (req: Request) => ({ id: req.params.id });
const flattenPublish = (result: unknown) => {
  const { item, matchesCreated } = result as PublishResult<object>;
  return { ...item, matchesCreated };
};

export const REST_ROUTES: RestRoute[] = [
  { method: "get", path: "/api/auth/me", procedure: "auth.me", access: "public", summary: "Utilisateur de la session", noStore: true, unauthorizedWhen: (result) => (result as { user: unknown }).user === null },
  { method: "post", path: "/api/auth/register", procedure: "auth.register", access: "public", summary: "Créer un compte", input: body, status: 201 },
  { method: "post", path: "/api/auth/login", procedure: "auth.login", access: "public", summary: "Se connecter", input: body },
  { method: "post", path: "/api/auth/logout", procedure: "auth.logout", access: "public", summary: "Se déconnecter" },

  { method: "get", path: "/api/stats", procedure: "stats.public", access: "public", summary: "Compteurs publics", noStore: true },

  {
    method: "get",
    path: "/api/needs",
    procedure: (req) => (req.query.category ? "needs.byCategory" : "needs.mine"),
    access: "public",
    summary: "Mes besoins (acheteur) ou, avec ?category=, les besoins actifs d'un secteur",
    input: query,
  },
  { method: "post", path: "/api/needs", procedure: "needs.create", access: "buyer", summary: "Publier un besoin", input: body, output: flattenPublish, status: 201 },
  { method: "patch", path: "/api/needs/:id", procedure: "needs.update", access: "buyer", summary: "Modifier un de mes besoins", input: withId },
  { method: "post", path: "/api/needs/:id/close", procedure: "needs.close", access: "buyer", summary: "Clôturer un de mes besoins", input: idOnly },
  { method: "delete", path: "/api/needs/:id", procedure: "needs.remove", access: "buyer", summary: "Supprimer un de mes besoins", input: idOnly },

  {
    method: "get",
    path: "/api/offers",
    procedure: (req) => (req.query.category ? "offers.byCategory" : "offers.mine"),
    access: "public",
    summary: "Mes offres (fournisseur) ou, avec ?category=, les offres actives d'un secteur",
    input: query,
  },
  { method: "post", path: "/api/offers", procedure: "offers.create", access: "supplier", summary: "Publier une offre", input: body, output: flattenPublish, status: 201 },
  { method: "patch", path: "/api/offers/:id", procedure: "offers.update", access: "supplier", summary: "Modifier une de mes offres", input: withId },
  { method: "post", path: "/api/offers/:id/close", procedure: "offers.close", access: "supplier", summary: "Clôturer une de mes offres", input: idOnly },
  { method: "delete", path: "/api/offers/:id", procedure: "offers.remove", access: "supplier", summary: "Supprimer une de mes offres", input: idOnly },

  { method: "get", path: "/api/matches", procedure: "matches.list", access: "user", summary: "Mes matches", input: query },
  { method: "get", path: "/api/matches/:id", procedure: "matches.get", access: "user", summary: "Détail d'un match", input: idOnly },
  { method: "patch", path: "/api/matches/:id", procedure: "matches.setStatus", access: "user", summary: "Changer mon statut sur un match", input: withId },
  {
    method: "post",
    path: "/api/matches/:id/messages",
    procedure: "matches.sendMessage",
    access: "user",
    summary: "Écrire à la contrepartie d'un match",
    input: (req) => ({ ...(req.body as object), matchId: req.params.id }),
    status: 201,
  },
  { method: "post", path: "/api/interactions", procedure: "matches.interact", access: "user", summary: "Enregistrer une action sur un match", input: body, status: 201 },

  { method: "get", path: "/api/products", procedure: "products.list", access: "public", summary: "Catalogue produits", input: query },
  { method: "get", path: "/api/products/:id", procedure: "products.get", access: "public", summary: "Fiche produit (compte une vue)", input: idOnly },
  { method: "get", path: "/api/search", procedure: "products.search", access: "public", summary: "Recherche produits hybride", input: query },

  { method: "get", path: "/api/user/stats", procedure: "user.stats", access: "user", summary: "Mes statistiques" },
  { method: "get", path: "/api/user/achievements", procedure: "user.achievements", access: "user", summary: "Mes succès" },
  { method: "get", path: "/api/user/progress", procedure: "user.progress", access: "user", summary: "Ma progression" },
  { method: "put", path: "/api/user/profile", procedure: "user.updateProfile", access: "user", summary: "Modifier mon profil", input: body },

  { method: "get", path: "/api/notifications", procedure: "notifications.list", access: "user", summary: "Mes notifications", input: query },
  { method: "post", path: "/api/notifications/read-all", procedure: "notifications.markAllRead", access: "user", summary: "Tout marquer comme lu" },
  { method: "get", path: "/api/notifications/:id", procedure: "notifications.get", access: "user", summary: "Une notification", input: idOnly },
  { method: "patch", path: "/api/notifications/:id", procedure: "notifications.markRead", access: "user", summary: "Marquer comme lue", input: idOnly },
  { method: "delete", path: "/api/notifications/:id", procedure: "notifications.remove", access: "user", summary: "Supprimer une notification", input: idOnly },

  { method: "post", path: "/api/rematch", procedure: "admin.rematch", access: "admin", summary: "Recalculer tous les matches", input: body },
  { method: "post", path: "/api/trigger-matching", procedure: "admin.rematch", access: "admin", summary: "Déclencher le matching (page de test)", input: body },

  // Admin console, audit log and data protection (issue 7). The CSV files (GET
  // /api/admin/export/{kind}, GET /api/audit/export, POST /api/gdpr/export-data?format=csv) are
  // served by src/server/rest/csv-routes.ts over the same procedures.
  { method: "get", path: "/api/analytics", procedure: "admin.analytics", access: "admin", summary: "Statistiques de la plateforme", noStore: true },
  { method: "get", path: "/api/admin/location-stats", procedure: "admin.locationStats", access: "admin", summary: "Besoins et offres actifs par localisation", noStore: true },
  { method: "get", path: "/api/admin/users", procedure: "admin.users", access: "admin", summary: "Utilisateurs (recherche, rôle, suspension ; paginé) : { users, total }", input: query, noStore: true },
  { method: "post", path: "/api/admin/users/:id/suspend", procedure: "admin.suspend", access: "admin", summary: "Suspendre un utilisateur (motif requis)", input: withId },
  { method: "post", path: "/api/admin/users/:id/unsuspend", procedure: "admin.unsuspend", access: "admin", summary: "Réactiver un utilisateur", input: idOnly },
  { method: "get", path: "/api/admin/deletion-requests", procedure: "admin.deletionRequests", access: "admin", summary: "Demandes de suppression", input: query, noStore: true },
  { method: "post", path: "/api/admin/deletion-requests/:id/execute", procedure: "admin.executeDeletion", access: "admin", summary: "Exécuter une demande de suppression (effacement)", input: idOnly },
  { method: "get", path: "/api/audit/logs", procedure: "audit.logs", access: "admin", summary: "Journal d'audit (filtres, paginé, du plus récent) : { entries, total }", input: query, noStore: true },
  { method: "get", path: "/api/gdpr/consents", procedure: "gdpr.consents", access: "user", summary: "Mes consentements et leur historique", noStore: true },
  { method: "post", path: "/api/gdpr/consent", procedure: "gdpr.recordConsent", access: "user", summary: "Enregistrer un consentement", input: body, status: 201 },
  { method: "post", path: "/api/gdpr/export-data", procedure: "gdpr.exportData", access: "user", summary: "Toutes mes données (JSON ; ?format=csv pour un fichier CSV)", noStore: true },
  { method: "post", path: "/api/gdpr/request-deletion", procedure: "gdpr.requestDeletion", access: "user", summary: "Demander la suppression de mon compte", input: body, status: 201 },
];
