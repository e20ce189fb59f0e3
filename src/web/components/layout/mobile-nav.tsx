import { Home, LayoutDashboard, Shield, Sparkles, UserRound } from "lucide-react";
import { NavLink } from "react-router";
import type { PublicUser } from "../../../shared/view-schemas";
import { cn } from "../../lib/cn";

/** Bottom bar on phones, signed-in users only; 5 columns for admins, 4 otherwise (SPEC §9). */
export function MobileNav({ user }: { user: PublicUser }) {
  const isAdmin = user.accountType === "admin";
  const items = [
    { to: "/", label: "Accueil", icon: Home },
    { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
    { to: "/matches", label: "Matches", icon: Sparkles },
    { to: "/profile", label: "Profil", icon: UserRound },
    ...(isAdmin ? [{ to: "/admin-dashboard", label: "Admin", icon: Shield }] : []),
  ];
  return (
    <nav
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
