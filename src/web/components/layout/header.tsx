import { LogOut, UserRound } from "lucide-react";
import { USER_STORAGE_KEY } from "../../../shared/constants";
import { readStorage } from "../../lib/storage";
import { Link, NavLink } from "react-router";
import type { PublicUser } from "../../../shared/view-schemas";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/button-link";
import { Button, TOUCH_TARGET } from "../ui/button";
import { Skeleton } from "../ui/skeleton";
import { AccessibilityButton } from "./accessibility-dialog";
import { Logo } from "./logo";
import { NotificationBell } from "./notification-bell";
import { ThemeToggle } from "./theme-toggle";
import { useBarHeight } from "../../hooks/use-bar-height";

interface NavItem {
  to: string;
  label: string;
}

export function headerLinks(user: PublicUser | null): NavItem[] {
  const links: NavItem[] = [{ to: "/", label: "Accueil" }];
  if (user) {
    links.push({ to: "/dashboard", label: "Dashboard" }, { to: "/matches", label: "Matches" });
    if (user.accountType !== "admin") links.push({ to: "/quotes", label: "Devis" });
    links.push({ to: "/security", label: "Sécurité" });
    if (user.accountType === "admin") links.push({ to: "/admin-dashboard", label: "Admin" });
  }
  return links;
}

export interface HeaderProps {
  user: PublicUser | null;
  isLoading: boolean;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function Header({ user, isLoading, onLogout, isLoggingOut }: HeaderProps) {
  const measure = useBarHeight("--header-height");
  return (
    <header ref={measure} className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-2 py-2 sm:gap-x-4 sm:px-6">
        <Logo />
        <nav aria-label="Navigation principale" className="ml-4 hidden items-center gap-1 md:flex">
          {headerLinks(user).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
                  isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {/* A visitor has no notifications: the bell was a Tab stop that only said to sign in. While the
              session is checked, an expected account keeps its place (no shift when it comes). */}
          {user ? (
            <NotificationBell />
          ) : isLoading && readStorage(USER_STORAGE_KEY) !== null ? (
            <Skeleton className={cn("size-9 sm:size-10", TOUCH_TARGET)} />
          ) : null}
          <AccessibilityButton />
          <ThemeToggle />
          {isLoading ? (
            // The size of what will come, guessed from the last known session, so that the header
            // does not change height when the check ends (issue 24: layout shift on a phone).
            readStorage(USER_STORAGE_KEY) !== null ? (
              <div role="status" aria-label="Vérification de la session" className="ml-1 flex items-center gap-2">
                <Skeleton className="hidden h-9 w-28 sm:block pointer-coarse:min-h-11" />
                <Skeleton className={cn("h-9 w-9 sm:w-28", TOUCH_TARGET)} />
              </div>
            ) : null
          ) : user ? (
            <>
              <Link
                to="/profile"
                className="ml-1 hidden max-w-[12rem] items-center gap-2 rounded-md px-2 py-2 text-sm font-medium hover:bg-muted sm:flex"
                data-testid="profile-link"
              >
                <UserRound className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{user.companyName || user.username}</span>
              </Link>
              <Button variant="outline" size="sm" onClick={onLogout} disabled={isLoggingOut} aria-label="Déconnexion">
                <LogOut aria-hidden="true" />
                <span className="hidden sm:inline">Déconnexion</span>
              </Button>
            </>
          ) : null}
        </div>
        {/* A visitor's two buttons: on a phone their own row under the logo and icons, halves of
            the width, so that they fit from 320 px (they ran 66 px off-screen there: the tour,
            issue 24); beside the icons from sm up. "Créer un Compte" on every width (issue 24). */}
        {isLoading && readStorage(USER_STORAGE_KEY) === null ? (
          <div role="status" aria-label="Vérification de la session" className="flex w-full gap-2 sm:w-auto">
            <Skeleton className="h-9 flex-1 sm:w-[6.5rem] sm:flex-none pointer-coarse:min-h-11" />
            <Skeleton className="h-9 flex-1 sm:w-[8.5rem] sm:flex-none pointer-coarse:min-h-11" />
          </div>
        ) : !isLoading && !user ? (
          <div className="flex w-full gap-2 sm:w-auto">
            <ButtonLink to="/login" variant="outline" size="sm" className="flex-1 sm:flex-none">
              Se Connecter
            </ButtonLink>
            <ButtonLink to="/register" size="sm" className="flex-1 sm:flex-none">
              Créer un Compte
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </header>
  );
}
