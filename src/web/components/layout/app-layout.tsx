import { useNavigate, Outlet } from "react-router";
import { useCallback } from "react";
import { useAuth, useSessionLoss } from "../../hooks/use-auth";
import { toast } from "../../hooks/use-toast";
import { useRealtime } from "../../hooks/use-realtime";
import { useScrollToTop } from "../../hooks/use-scroll-to-top";
import { USER_STORAGE_KEY } from "../../../shared/constants";
import { cn } from "../../lib/cn";
import { readStorage } from "../../lib/storage";
import { Toaster } from "../ui/toast";
import { UnverifiedBanner } from "../account/unverified-banner";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileMoreLinks, MobileMoreLinksPlaceholder, MobileNav } from "./mobile-nav";

/** The shell around every page. Pages render their own <main>. */
export function AppLayout() {
  const auth = useAuth({ watch: true });
  const navigate = useNavigate();
  useScrollToTop();
  useRealtime(auth.user?.id ?? null, () => {
    auth.signOutLocally();
    void navigate("/");
  });
  useSessionLoss(
    auth.user,
    auth.isLoading,
    useCallback(() => {
      toast({
        title: "Session terminée",
        description: "Vous avez été déconnecté : session fermée depuis un autre appareil, mot de passe changé ou compte suspendu. Reconnectez-vous pour continuer.",
        variant: "destructive",
      });
      void navigate("/login");
    }, [navigate]),
  );

  return (
    <div className={cn("flex min-h-dvh flex-col", auth.user && "pb-16 md:pb-0")}>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <Header user={auth.user} isLoading={auth.isLoading} onLogout={() => void auth.logout()} isLoggingOut={auth.isLoggingOut} />
      {auth.user ? <MobileMoreLinks user={auth.user} /> : auth.isLoading && readStorage(USER_STORAGE_KEY) !== null && <MobileMoreLinksPlaceholder />}
      {auth.user && <UnverifiedBanner user={auth.user} />}
      {/* At least a screen high: the footer starts below the fold, so content arriving late never pushes it down in view (issue 24: layout shift). */}
      <div id="contenu" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Outlet />
      </div>
      <Footer signedIn={auth.user !== null} />
      {auth.user && <MobileNav user={auth.user} />}
      <Toaster />
    </div>
  );
}
