import { Home, LayoutDashboard, Shield, Sparkles, UserRound } from "lucide-react";
import { NavLink } from "react-router";
import type { PublicUser } from "../../../shared/view-schemas";
import { cn } from "../../lib/cn";
import { useBarHeight } from "../../hooks/use-bar-height";
import { headerLinks } from "./header";

const barItems = (user: PublicUser) => [
  { to: "/", label: "Accueil", icon: Home },
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/matches", label: "Matches", icon: Sparkles },
  { to: "/profile", label: "Profil", icon: UserRound },
  ...(user.accountType === "admin" ? [{ to: "/admin-dashboard", label: "Admin", icon: Shield }] : []),
];

/**
 * On phones, under the header, the pages of the main navigation that the bottom bar (its items
 * fixed by SPEC §9) has no room for: « Devis » and « Sécurité » had no way in on a phone.
 * It scrolls away with the page, so that it covers nothing.
 */
// Under a finger, 1 px more than its 44 px links, for its border.
const MORE_LINKS_ROW = "flex h-11 items-center border-b border-border bg-card md:hidden pointer-coarse:h-[calc(2.75rem+1px)]";

/** The row's place while the session is checked, when one is expected: the page does not move down when it comes. */
export function MobileMoreLinksPlaceholder() {
  return <div aria-hidden="true" className={MORE_LINKS_ROW} />;
}

export function MobileMoreLinks({ user }: { user: PublicUser }) {
  const inBar = new Set(barItems(user).map((item) => item.to));
  const more = headerLinks(user).filter((link) => !inBar.has(link.to));
  if (more.length === 0) return null;
  return (
    <nav aria-label="Autres pages" className={cn(MORE_LINKS_ROW, "gap-1 px-2")}>
      {more.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            cn("rounded-md px-3 py-2 text-sm font-medium pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center", isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:text-foreground")
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Bottom bar on phones, signed-in users only; 5 columns for admins, 4 otherwise (SPEC §9). */
export function MobileNav({ user }: { user: PublicUser }) {
  const isAdmin = user.accountType === "admin";
  const items = barItems(user);
  const measure = useBarHeight("--bottom-bar-height");
  return (
    <nav
      ref={measure}
      aria-label="Navigation mobile"
      data-testid="mobile-nav"
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 grid border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden",
        isAdmin ? "grid-cols-5" : "grid-cols-4",
      )}
    >
      {items.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === "/"}
          className={({ isActive }) =>
            cn(
              "flex flex-col items-center gap-1 py-2 text-xs font-medium",
              isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
            )
          }
        >
          <Icon className="size-5" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
