/**
 * The web app's routes (SPEC §2), as the server must know them: a path outside this list gets the
 * app's "page introuvable" with status 404, not 200 (issue 23). `src/web/app.tsx` declares the
 * same routes; `client-routes.test.ts` fails when the two lists part.
 */
export const CLIENT_ROUTES = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/alert-feedback",
  "/unsubscribe",
  "/dashboard",
  "/matches",
  "/marketplace",
  "/profile",
  "/admin-dashboard",
  "/security",
  "/category/:categoryId",
  "/notifications",
  "/notification/:id",
  "/test-notifications",
  "/quotes",
  "/quotes/new",
  "/quotes/:id",
  "/needs/:id/quotes",
] as const;

const patterns = CLIENT_ROUTES.map((route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`));

/** Whether the web app has a page at `pathname` (a trailing slash is the same page). */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
